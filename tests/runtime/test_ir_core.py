"""Behaviour of the in-memory IR: names, use lists, mutation, cloning, walks, fingerprints."""

from __future__ import annotations

import sys

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from profiles import examples

from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.ir import (
    I32,
    I64,
    Block,
    Context,
    Dialect,
    IntegerAttr,
    OpDefinition,
    Operation,
    Trait,
    UnregisteredOperationError,
    Value,
    fingerprint,
)
from passgen.runtime.rewrite import fold_op


@pytest.fixture
def ctx() -> Context:
    return Context(allow_unregistered_dialects=True)


def const(ctx: Context, value: int) -> Operation:
    return Operation.create(
        ctx, "arith.constant", (), [I32], properties={"value": IntegerAttr(value, I32)}
    )


def add(ctx: Context, a, b) -> Operation:
    return Operation.create(ctx, "arith.addi", (a, b), [I32])


def test_operation_names_are_interned_per_context(ctx: Context) -> None:
    assert ctx.get_op_name("func.func") is ctx.get_op_name("func.func")
    assert ctx.get_op_name("foo.bar") is ctx.get_op_name("foo.bar")
    other = Context()
    assert other.get_op_name("func.func") is not ctx.get_op_name("func.func")


def test_registered_names_carry_traits(ctx: Context) -> None:
    func = ctx.get_op_name("func.func")
    assert func.is_registered
    assert func.has_trait(Trait.ISOLATED_FROM_ABOVE) and func.has_trait(Trait.SYMBOL)
    module = ctx.get_op_name("builtin.module")
    assert module.has_trait(Trait.SYMBOL_TABLE) and module.has_trait(Trait.NO_TERMINATOR)
    assert ctx.get_op_name("func.return").has_trait(Trait.IS_TERMINATOR)
    assert ctx.get_op_name("arith.addi").has_trait(Trait.COMMUTATIVE)
    assert ctx.get_op_name("arith.subi").has_trait(Trait.PURE)
    assert not ctx.get_op_name("arith.subi").has_trait(Trait.COMMUTATIVE)
    assert ctx.get_op_name("arith.constant").has_trait(Trait.CONSTANT_LIKE)
    assert ctx.get_op_name("cf.cond_br").has_trait(Trait.IS_TERMINATOR)
    unregistered = ctx.get_op_name("foo.bar")
    assert not unregistered.is_registered and unregistered.traits == frozenset()


def test_unregistered_dialects_need_permission() -> None:
    strict = Context()
    with pytest.raises(UnregisteredOperationError, match="allow-unregistered-dialect"):
        strict.get_op_name("foo.bar")
    with pytest.raises(UnregisteredOperationError, match="does not allow unknown operations"):
        Context(allow_unregistered_dialects=True).get_op_name("arith.frobnicate")


def test_dialects_load_lazily(ctx: Context) -> None:
    assert set(ctx.loaded_dialects) == {"builtin"}
    ctx.get_op_name("arith.addi")
    assert "arith" in ctx.loaded_dialects


def _lazy_dialect(attached: list[str]) -> Dialect:
    def attach(dialect: Dialect) -> None:
        attached.append(dialect.name)
        for full, definition in list(dialect.operations.items()):
            dialect.operations[full] = definition.with_hooks(folder=lambda op, operands: [])

    dialect = Dialect("lazy", lazy_hooks=attach)
    dialect.add("a")
    dialect.add("b")
    return dialect


def test_lazy_hooks_attach_when_first_asked_for(ctx: Context) -> None:
    attached: list[str] = []
    ctx.register_dialect("lazy", lambda: _lazy_dialect(attached))
    op = Operation.create(ctx, "lazy.a")
    assert ctx.lazy_hooks_pending and attached == []
    assert fold_op(op) == [] and attached == ["lazy"] and not ctx.lazy_hooks_pending
    ctx.load_lazy_hooks()
    assert attached == ["lazy"]


def test_an_op_registered_before_lazy_hooks_keeps_its_own(ctx: Context) -> None:
    attached: list[str] = []
    ctx.register_dialect("lazy", lambda: _lazy_dialect(attached))
    ctx.load_dialect("lazy")
    mine = OpDefinition("lazy.b")
    ctx.register_operation(mine)
    assert attached == ["lazy"] and ctx.get_op_name("lazy.b").definition is mine
    assert fold_op(Operation.create(ctx, "lazy.b")) is None


def test_use_lists_follow_operand_changes(ctx: Context) -> None:
    a, b = const(ctx, 1), const(ctx, 2)
    s = add(ctx, a.result, a.result)
    assert a.result.use_count == 2 and a.result.users == [s]
    assert [(u.owner, u.index) for u in a.result.uses] == [(s, 0), (s, 1)]
    s.set_operand(1, b.result)
    assert a.result.use_count == 1 and b.result.use_count == 1
    a.result.replace_all_uses_with(b.result)
    assert not a.result.has_uses and b.result.use_count == 2
    assert s.operands == [b.result, b.result]


# Edits of operands: (kind, op, operand index or value, value).
EDITS = st.lists(
    st.tuples(
        st.sampled_from(["create", "set", "set_all", "replace", "drop"]),
        st.integers(0, 9),
        st.integers(0, 11),
        st.integers(0, 3),
    ),
    max_size=60,
)


@settings(max_examples=examples(150))
@given(EDITS)
@example(
    [
        ("create", 0, 0, 0),
        ("set_all", 0, 11, 0),
        ("create", 0, 0, 0),
        ("set_all", 1, 11, 0),
        ("create", 0, 0, 0),
        ("set_all", 2, 11, 0),
        ("drop", 0, 0, 0),
        ("drop", 1, 0, 0),
        ("drop", 2, 0, 0),
    ]
)  # 9 uses of one value (a dict), all dropped
def test_use_lists_answer_as_counted_operands(edits: list[tuple[str, int, int, int]]) -> None:
    """Whatever the edits, each value's use list answers as a dict of each user's operand
    count kept in the order users started to use it (the list's representations: none,
    one user, many), and says whether one op at most uses it besides a given one."""
    ctx = Context(allow_unregistered_dialects=True)
    values: list[Value] = [const(ctx, i).result for i in range(4)]
    model: dict[object, dict[Operation, int]] = {value: {} for value in values}

    def use(value: object, user: Operation, step: int) -> None:
        counts = model[value]
        counts[user] = counts.get(user, 0) + step
        if not counts[user]:
            del counts[user]

    ops: list[Operation] = []
    for kind, which, arg, target in edits:
        if kind == "create" or not ops:
            operands = [values[(arg + i) % 4] for i in range(which % 4)]
            ops.append(Operation.create(ctx, "test.use", operands))
            for value in operands:
                use(value, ops[-1], 1)
            continue
        op = ops[which % len(ops)]
        if (
            kind == "set"
            and op.operands
            and op.operands[arg % len(op.operands)] is not values[target]
        ):
            index = arg % len(op.operands)
            use(op.operands[index], op, -1)
            use(values[target], op, 1)
            op.set_operand(index, values[target])
        elif kind == "set_all":
            for value in op.operands:
                use(value, op, -1)
            op.set_operands([values[(target + i) % 4] for i in range(arg % 12)])
            for value in op.operands:
                use(value, op, 1)
        elif kind == "replace" and arg % 4 != target:
            old, new = values[arg % 4], values[target]
            for user, count in list(model[old].items()):
                use(new, user, count)
            model[old] = {}
            old.replace_all_uses_with(new)
        elif kind == "drop":
            for value in op.operands:
                use(value, op, -1)
            op.drop_all_references()
        for value in values:
            counts = model[value]
            assert value.users == list(counts) and value.has_uses == bool(counts)
            assert value.use_count == sum(counts.values())
            assert [(u.owner, u.index) for u in value.uses] == [
                (user, i) for user in counts for i, v in enumerate(user.operands) if v is value
            ]
            assert all(value._use_count_by(user) == counts.get(user, 0) for user in ops)
            assert all(
                value.has_at_most_one_user_besides(user) == (len(counts.keys() - {user}) <= 1)
                for user in ops
            )


def test_block_list_insert_move_erase(ctx: Context) -> None:
    block = Block()
    a, b, c = const(ctx, 1), const(ctx, 2), const(ctx, 3)
    block.append(a)
    block.append(c)
    block.insert_before(c, b)
    assert block.operations == [a, b, c]
    assert a.is_before_in_block(c) and not c.is_before_in_block(b)
    a.move_after(c)
    assert block.operations == [b, c, a]
    c.erase()
    assert block.operations == [b, a] and c.parent is None
    assert list(reversed(block)) == [a, b]


def test_erase_refuses_ops_whose_results_are_used(ctx: Context) -> None:
    block = Block()
    a = block.append(const(ctx, 1))
    block.append(add(ctx, a.result, a.result))
    with pytest.raises(ValueError, match="still have uses"):
        a.erase()


def test_erase_drops_uses_of_nested_ops(ctx: Context) -> None:
    module = parse_source(
        '"builtin.module"() ({\n  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32\n'
        '  "foo.wrap"() ({\n    "foo.use"(%0) : (i32) -> ()\n  }) : () -> ()\n}) : () -> ()\n',
        ctx,
    )
    constant, wrap = module.regions[0].blocks[0].operations
    wrap.erase()
    assert not constant.result.has_uses


def test_clone_is_deep_and_remaps_values(ctx: Context) -> None:
    text = (
        '"func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({\n'
        "^bb0(%arg0: i32):\n"
        '  %0 = "arith.addi"(%arg0, %arg0) : (i32, i32) -> i32\n'
        '  "cf.br"(%0)[^bb1] : (i32) -> ()\n'
        "^bb1(%1: i32):\n"
        '  "func.return"(%1) : (i32) -> ()\n'
        "}) : () -> ()\n"
    )
    module = parse_source(text, ctx)
    func = module.regions[0].blocks[0].first_op
    assert func is not None
    mapping: dict = {}
    copy = func.clone(mapping)
    assert print_op(copy) == print_op(func) + "\n"  # the copy is a top-level op
    old_entry, old_exit = func.regions[0].blocks
    new_entry, new_exit = copy.regions[0].blocks
    assert mapping[old_entry] is new_entry and mapping[old_exit] is new_exit
    new_add = new_entry.first_op
    assert new_add is not old_entry.first_op
    assert new_add.operands[0] is new_entry.arguments[0]
    assert new_entry.last_op.successors == [new_exit]
    assert not old_entry.arguments[0].users == []  # the original keeps its own uses
    assert all(user.parent is old_entry for user in old_entry.arguments[0].users)


def nested(ctx: Context, depth: int) -> Operation:
    root = Operation.create(ctx, "foo.op", regions=1)
    current = root
    for _ in range(depth):
        block = Block()
        current.regions[0].append(block)
        current = block.append(Operation.create(ctx, "foo.op", regions=1))
    return root


def test_walks_do_not_recurse(ctx: Context) -> None:
    depth = sys.getrecursionlimit() * 3
    root = nested(ctx, depth)
    pre = list(root.walk())
    post = list(root.walk(post_order=True))
    assert len(pre) == len(post) == depth + 1
    assert pre[0] is root and post[-1] is root and post == pre[::-1]
    copy = root.clone()
    assert sum(1 for _ in copy.walk()) == depth + 1
    text = print_op(root)
    assert text.count('"foo.op"') == depth + 1


def test_walk_orders(ctx: Context) -> None:
    module = parse_source(
        '"a.x"() ({\n  "a.y"() ({\n    "a.z"() : () -> ()\n  }) : () -> ()\n  "a.w"() : () -> ()\n'
        "}) : () -> ()\n",
        ctx,
    )
    names = lambda ops: [op.op_name for op in ops]  # noqa: E731
    assert names(module.walk()) == ["builtin.module", "a.x", "a.y", "a.z", "a.w"]
    assert names(module.walk(post_order=True)) == ["a.z", "a.y", "a.w", "a.x", "builtin.module"]


def test_post_order_walk_allows_erasing_the_visited_op(ctx: Context) -> None:
    module = parse_source('"a.x"() : () -> ()\n"a.y"() : () -> ()\n"a.z"() : () -> ()\n', ctx)
    for op in module.walk(post_order=True):
        if op is not module:
            op.erase()
    assert module.regions[0].blocks[0].is_empty


def test_fingerprint_tracks_every_change(ctx: Context) -> None:
    module = parse_source(
        '%0 = "arith.constant"() <{value = 1 : i32}> : () -> i32\n"foo.use"(%0) {a = 1 : i64} : (i32) -> ()\n',
        ctx,
    )
    first = fingerprint(module)
    assert fingerprint(module) == first
    use = module.regions[0].blocks[0].last_op
    assert use is not None
    use.attributes["a"] = IntegerAttr(2, I64)
    second = fingerprint(module)
    assert second != first
    use.attributes["a"] = IntegerAttr(1, I64)
    assert fingerprint(module) == first
    use.properties["p"] = IntegerAttr(1, I64)
    assert fingerprint(module) != first
    del use.properties["p"]
    use.detach()
    assert fingerprint(module) != first


def test_printer_numbers_values_as_mlir_opts_generic_form(ctx: Context) -> None:
    """Numbers are unique in the whole print; the last function is numbered first."""
    text = (
        '"func.func"() <{function_type = () -> (), sym_name = "a"}> ({\n'
        '  %5 = "foo.x"() : () -> i32\n  "func.return"() : () -> ()\n}) : () -> ()\n'
        '"func.func"() <{function_type = () -> (), sym_name = "b"}> ({\n'
        '  %9:2 = "foo.x"() : () -> (i32, i32)\n  "foo.y"(%9#1) : (i32) -> ()\n'
        '  "func.return"() : () -> ()\n}) : () -> ()\n'
    )
    printed = print_op(parse_source(text, ctx), generic=True)
    assert '%1 = "foo.x"() : () -> i32' in printed
    assert '%0:2 = "foo.x"() : () -> (i32, i32)' in printed
    assert '"foo.y"(%0#1) : (i32) -> ()' in printed


def test_a_diagnostic_at_line_zero_has_no_source_snippet() -> None:
    from passgen.runtime.ir import Diagnostic, FileLineColLoc
    from passgen.runtime.ir.diagnostics import SourceBuffer, remember_buffer

    remember_buffer(SourceBuffer("first line\n", "zero.mlir"))
    diag = Diagnostic("error", "failed", FileLineColLoc("zero.mlir", 0, 0))
    assert diag.render() == "zero.mlir:0:0: error: failed"


def test_only_whole_affine_maps_get_aliases() -> None:
    """`aaffine_map<...>` inside a dialect attribute is no affine map (found by fuzzing)."""
    ctx = Context(allow_unregistered_dialects=True)
    text = '"foo.op"() {a = #foo<1 aaffine_map<(d0) -> (d0)>>, b = affine_map<(d0) -> (d0)>} : () -> ()\n'
    assert print_op(parse_source(text, ctx)) == (
        "#map = affine_map<(d0) -> (d0)>\n"
        "module {\n"
        '  "foo.op"() {a = #foo<1 aaffine_map<(d0) -> (d0)>>, b = #map} : () -> ()\n'
        "}\n"
    )


def test_attribute_dictionaries_are_made_when_first_asked_for(ctx: Context) -> None:
    """Ops without attributes or properties hold no dictionary (a large IR would hold one
    per op); asking for one gives a dictionary of the op's own, and an op that has an empty
    one reads as one that has none."""
    module = parse_source('"foo.a"() : () -> ()\n"foo.b"() : () -> ()\n', ctx)
    first, second = module.regions[0].blocks[0]
    assert first._attributes is None and first._properties is None
    first.attributes["x"] = IntegerAttr(1, I64)
    first.properties["y"] = IntegerAttr(2, I64)
    assert first.get_attr("x") == IntegerAttr(1, I64) and first.get_attr("y") == IntegerAttr(2, I64)
    assert second._attributes is None and second.get_attr("x") is None
    assert print_op(first) == '"foo.a"() <{y = 2 : i64}> {x = 1 : i64} : () -> ()'
    del first.attributes["x"], first.properties["y"]
    assert print_op(first) == print_op(second).replace("foo.b", "foo.a")
    assert first.clone()._attributes is None and first.clone().attributes == {}


@given(st.text(max_size=8), st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1))
def test_parsed_locations_equal_made_ones(filename: str, line: int, column: int) -> None:
    """A parsed `"file":line:col` keeps only its text; it reads as the location made from
    its fields."""
    from passgen.runtime.ir import FileLineColLoc
    from passgen.runtime.ir.attributes import quote_string

    made = FileLineColLoc(filename, line, column)
    parsed = FileLineColLoc.printed(filename, f"{quote_string(filename)}:{line}:{column}")
    assert (parsed.filename, parsed.line, parsed.column) == (filename, line, column)
    assert parsed == made and hash(parsed) == hash(made) and parsed.body == made.body
