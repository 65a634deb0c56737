"""Dominance: trees per region, nested-region queries, the analysis, and verifier agreement with mlir-opt."""

from __future__ import annotations

import pytest
from mlir_tools import mlir_opt, requires_mlir_opt

from passgen.runtime.asm import parse_source
from passgen.runtime.ir import Context, DiagnosticError, Operation, Region, Value, verify
from passgen.runtime.ir.dominance import DominanceInfo, PostDominanceInfo, has_ssa_dominance
from passgen.runtime.pass_ import Pass
from passgen.runtime.pass_manager import PassManager

COND = '"cf.cond_br"(%c)[{}, {}] <{{operandSegmentSizes = array<i32: 1, 0, 0>}}> : (i1) -> ()'
# ^bb0's `cf.cond_br` to ^bb1 (passing %k) or ^bb2.
COND_K = '"cf.cond_br"(%c, %k)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()'
BR = '"cf.br"()[{}] : () -> ()'
CONST = '"arith.constant"() <{value = 1 : i32}> : () -> i32'
ADD = '"arith.addi"({0}, {0}) : (i32, i32) -> i32'
RET = '"func.return"() : () -> ()'
REGION = '"t.region"() ({{\n    {}\n    "t.yield"() : () -> ()\n  }}) : () -> ()'


def func(*lines: str) -> str:
    """A `func.func` taking `%c: i1` in `^bb0`, with the given body lines."""
    body = "\n".join(f"  {line}" if not line.startswith("^") else line for line in lines)
    return (
        '"func.func"() <{function_type = (i1) -> (), sym_name = "f"}> ({\n'
        f"^bb0(%c: i1):\n{body}\n}}) : () -> ()\n"
    )


def parse(text: str, print_op_on_diagnostic: bool = True) -> Operation:
    context = Context(
        allow_unregistered_dialects=True, print_op_on_diagnostic=print_op_on_diagnostic
    )
    return parse_source(text, context, "<stdin>")


def body(module: Operation) -> Region:
    """The body of the module's first op (the function)."""
    first = module.regions[0].blocks[0].first_op
    assert first is not None
    return first.regions[0]


def find(root: Operation, name: str) -> Operation:
    return next(op for op in root.walk() if op.op_name == name)


# ^bb0 -> ^bb1, ^bb2 -> ^bb3
DIAMOND = func(
    COND.format("^bb1", "^bb2"),
    "^bb1:",
    '%x = "t.x"() : () -> i32',
    BR.format("^bb3"),
    "^bb2:",
    '"t.in_else"() ({\n    "t.nested"() : () -> ()\n  }) : () -> ()',
    BR.format("^bb3"),
    "^bb3:",
    '"t.merge"() : () -> ()',
    RET,
)
# ^bb0 -> ^bb1 (header) -> ^bb2 (body) -> ^bb1, ^bb1 -> ^bb3 (exit)
LOOP = func(
    BR.format("^bb1"),
    "^bb1:",
    COND.format("^bb2", "^bb3"),
    "^bb2:",
    BR.format("^bb1"),
    "^bb3:",
    RET,
)
# ^bb0 enters the ^bb1 <-> ^bb2 cycle at both blocks.
IRREDUCIBLE = func(
    COND.format("^bb1", "^bb2"),
    "^bb1:",
    BR.format("^bb2"),
    "^bb2:",
    COND.format("^bb1", "^bb3"),
    "^bb3:",
    RET,
)
# ^bb2 and ^bb3 (a self-loop) are unreachable; ^bb2 branches into reachable ^bb1.
UNREACHABLE = func(
    BR.format("^bb1"),
    "^bb1:",
    RET,
    "^bb2:",
    BR.format("^bb1"),
    "^bb3:",
    BR.format("^bb3"),
)


def test_diamond() -> None:
    module = parse(DIAMOND)
    region = body(module)
    b0, b1, b2, b3 = region.blocks
    dom = DominanceInfo(module)
    assert [dom.idom(b) for b in region.blocks] == [None, b0, b0, b0]
    assert dom.get_immediate_dominator(b3) is b0
    assert all(dom.dominates(b0, b) for b in region.blocks)
    assert not dom.dominates(b1, b3) and not dom.dominates(b2, b3) and not dom.dominates(b1, b2)
    assert dom.dominates(b3, b3) and not dom.properly_dominates(b3, b3)
    assert set(dom.children(b0)) == {b1, b2, b3} and dom.children(b1) == []
    assert dom.dominance_frontier(b1) == [b3] and dom.dominance_frontier(b2) == [b3]
    assert dom.dominance_frontier(b0) == [] and dom.dominance_frontier(b3) == []
    assert all(dom.is_reachable_from_entry(b) for b in region.blocks)


def test_loop() -> None:
    module = parse(LOOP)
    region = body(module)
    b0, header, loop_body, exit_ = region.blocks
    dom = DominanceInfo(module)
    assert [dom.idom(b) for b in region.blocks] == [None, b0, header, header]
    assert dom.properly_dominates(header, loop_body) and dom.properly_dominates(header, exit_)
    assert not dom.dominates(loop_body, header) and not dom.dominates(loop_body, exit_)
    assert dom.dominance_frontier(loop_body) == [header]
    assert dom.dominance_frontier(header) == [header]


def test_irreducible_cycle_entered_twice() -> None:
    module = parse(IRREDUCIBLE)
    region = body(module)
    b0, b1, b2, b3 = region.blocks
    dom = DominanceInfo(module)
    assert dom.idom(b1) is b0 and dom.idom(b2) is b0 and dom.idom(b3) is b2
    assert not dom.dominates(b1, b2) and not dom.dominates(b2, b1)
    assert dom.dominance_frontier(b1) == [b2] and set(dom.dominance_frontier(b2)) == {b1}


def test_unreachable_blocks_follow_llvm() -> None:
    module = parse(UNREACHABLE)
    region = body(module)
    b0, b1, b2, b3 = region.blocks
    dom = DominanceInfo(module)
    assert [dom.is_reachable_from_entry(b) for b in region.blocks] == [True, True, False, False]
    assert dom.idom(b1) is b0 and dom.idom(b2) is None and dom.idom(b3) is None
    # Unreachable blocks are dominated by every block and dominate no reachable one.
    assert dom.properly_dominates(b1, b2) and dom.properly_dominates(b3, b2)
    assert dom.properly_dominates(b2, b3)
    assert not dom.dominates(b2, b1) and not dom.properly_dominates(b2, b2)
    assert dom.children(b2) == [] and dom.dominance_frontier(b2) == []


def test_ops_and_values_across_nested_regions() -> None:
    module = parse(DIAMOND)
    region = body(module)
    b0, b1, b2, b3 = region.blocks
    dom = DominanceInfo(module)
    x, in_else, nested, merge = (
        find(module, n) for n in ("t.x", "t.in_else", "t.nested", "t.merge")
    )
    cond = b0.first_op
    assert cond is not None
    # Positions in nested regions are moved up to their ancestor in the other region.
    inner_block = nested.parent
    assert inner_block is not None
    assert dom.properly_dominates(cond, nested) and dom.properly_dominates(b0, inner_block)
    assert not dom.properly_dominates(x, nested) and not dom.properly_dominates(x.result, nested)
    assert not dom.dominates(nested, merge) and not dom.properly_dominates(nested, in_else)
    # An op encloses (dominates) what is nested in it, unless enclosing is not ok.
    assert dom.properly_dominates(in_else, nested)
    assert not dom.properly_dominates(in_else, nested, enclosing_ok=False)
    assert dom.properly_dominates(b2, inner_block) and not dom.properly_dominates(inner_block, b2)
    # Values: a block argument dominates its own block, a result only later ops.
    arg = b0.arguments[0]
    assert dom.properly_dominates(arg, cond) and dom.properly_dominates(arg, nested)
    assert dom.dominates(x.result, x) and not dom.properly_dominates(x.result, x)
    branch = b1.last_op
    assert branch is not None
    assert dom.dominates(x, branch) and not dom.dominates(branch, x)


def test_graph_regions_have_no_ssa_dominance() -> None:
    module = parse('"t.graph"() ({\n  "t.a"() : () -> ()\n  "t.b"() : () -> ()\n}) : () -> ()\n')
    a, b = find(module, "t.a"), find(module, "t.b")
    dom = DominanceInfo(module)
    assert dom.properly_dominates(b, a) and dom.properly_dominates(a, a)
    block = a.parent
    assert block is not None and dom.properly_dominates(block, block)
    assert not has_ssa_dominance(block.parent) and has_ssa_dominance(body(parse(DIAMOND)))


def test_single_block_regions_build_no_tree() -> None:
    module = parse(func('%x = "t.x"() : () -> i32', '"t.y"(%x) : (i32) -> ()', RET))
    x, y = find(module, "t.x"), find(module, "t.y")
    dom = DominanceInfo(module)
    block = x.parent
    assert block is not None
    assert dom.properly_dominates(x.result, y) and not dom.properly_dominates(y, x)
    assert dom.is_reachable_from_entry(block) and dom.idom(block) is None
    assert dom.children(block) == [] and dom.dominance_frontier(block) == []
    assert dom._trees == {}


def test_invalidate_after_a_cfg_change() -> None:
    module = parse(DIAMOND)
    region = body(module)
    b0, b1, b2, b3 = region.blocks
    dom = DominanceInfo(module)
    assert dom.idom(b3) is b0
    cond = b0.last_op
    assert cond is not None
    cond.successors = [b1, b1]  # ^bb2 becomes unreachable; ^bb1 now dominates ^bb3
    assert dom.idom(b3) is b0
    dom.invalidate(region)
    assert dom.idom(b3) is b1 and not dom.is_reachable_from_entry(b2)
    dom.invalidate()
    assert dom._trees == {}


def test_post_dominance() -> None:
    module = parse(DIAMOND)
    region = body(module)
    b0, b1, b2, b3 = region.blocks
    post = PostDominanceInfo(module)
    assert [post.get_immediate_post_dominator(b) for b in region.blocks] == [b3, b3, b3, None]
    assert post.post_dominates(b3, b0) and post.properly_post_dominates(b3, b1)
    assert not post.post_dominates(b1, b0) and not post.properly_post_dominates(b3, b3)
    merge, ret = b3.first_op, b3.last_op
    assert merge is not None and ret is not None
    assert post.properly_post_dominates(ret, merge) and not post.post_dominates(merge, ret)
    assert post.properly_post_dominates(ret, find(module, "t.nested"))


def test_post_dominance_with_an_infinite_loop() -> None:
    module = parse(func(COND.format("^bb1", "^bb2"), "^bb1:", BR.format("^bb1"), "^bb2:", RET))
    region = body(module)
    b0, b1, b2 = region.blocks
    post = PostDominanceInfo(module)
    # The loop has no path to an exit: it is a root of its own, like ^bb2.
    assert post.get_immediate_post_dominator(b0) is None
    assert post.get_immediate_post_dominator(b1) is None
    assert post.get_immediate_post_dominator(b2) is None
    assert not post.post_dominates(b2, b0) and not post.post_dominates(b1, b0)


def test_as_an_analysis() -> None:
    ctx = Context(allow_unregistered_dialects=True)
    seen: list[object] = []

    def compute(self: Pass) -> None:
        info = self.get_analysis(DominanceInfo)
        assert self.get_analysis(DominanceInfo) is info and info.op is self.get_operation()
        seen.append(info)

    def compute_and_keep(self: Pass) -> None:
        compute(self)
        self.mark_analyses_preserved(DominanceInfo)

    def check(self: Pass) -> None:
        seen.append(self.get_cached_analysis(DominanceInfo))

    pm = PassManager(ctx)
    nested = pm.nest("func.func")
    for run in (compute, check, compute_and_keep, check):
        nested.add_pass(type("P", (Pass,), {"run_on_operation": run, "anchor": "func.func"})())
    assert pm.run(parse_source(DIAMOND, ctx))
    first, dropped, kept, cached = seen
    assert isinstance(first, DominanceInfo) and dropped is None
    assert kept is not first and cached is kept


# (name, input, mlir-opt's error line, its note line), all for `<stdin>`.
ERRORS = [
    (
        "defined_in_one_arm_used_at_merge",
        func(
            COND.format("^bb1", "^bb2"),
            "^bb1:",
            f"%x = {CONST}",
            BR.format("^bb3"),
            "^bb2:",
            BR.format("^bb3"),
            "^bb3:",
            f"%y = {ADD.format('%x')}",
            RET,
        ),
        "10:8: error: operand #0 does not dominate this use",
        "5:8: note: operand defined here (op in the same region)",
    ),
    (
        "defined_in_sibling_branch",
        func(
            COND.format("^bb1", "^bb2"),
            "^bb1:",
            f"%x = {CONST}",
            RET,
            "^bb2:",
            f"%y = {ADD.format('%x')}",
            RET,
        ),
        "8:8: error: operand #0 does not dominate this use",
        "5:8: note: operand defined here (op in the same region)",
    ),
    (
        "loop_body_value_used_in_header",
        func(
            BR.format("^bb1"),
            "^bb1:",
            f"%y = {ADD.format('%x')}",
            COND.format("^bb2", "^bb3"),
            "^bb2:",
            f"%x = {CONST}",
            BR.format("^bb1"),
            "^bb3:",
            RET,
        ),
        "5:8: error: operand #0 does not dominate this use",
        "8:8: note: operand defined here (op in the same region)",
    ),
    (
        "irreducible_cycle",
        func(
            COND.format("^bb1", "^bb2"),
            "^bb1:",
            f"%x = {CONST}",
            BR.format("^bb2"),
            "^bb2:",
            f"%y = {ADD.format('%x')}",
            BR.format("^bb1"),
        ),
        "8:8: error: operand #0 does not dominate this use",
        "5:8: note: operand defined here (op in the same region)",
    ),
    (
        "used_in_nested_region_of_non_dominated_block",
        func(
            COND.format("^bb1", "^bb2"),
            "^bb1:",
            f"%x = {CONST}",
            RET,
            "^bb2:",
            REGION.format(f"%y = {ADD.format('%x')}"),
            RET,
        ),
        "9:10: error: operand #0 does not dominate this use",
        "5:8: note: operand defined here (op in a parent region)",
    ),
    (
        "second_operand_from_non_dominating_block",
        func(
            f"%k = {CONST}",
            COND.format("^bb1", "^bb2"),
            "^bb1:",
            f"%x = {CONST}",
            BR.format("^bb2"),
            "^bb2:",
            '%y = "arith.addi"(%k, %x) : (i32, i32) -> i32',
            RET,
        ),
        "9:8: error: operand #1 does not dominate this use",
        "6:8: note: operand defined here (op in the same region)",
    ),
    (
        "defined_in_unreachable_block",
        func(
            BR.format("^bb2"),
            "^bb1:",
            f"%x = {CONST}",
            BR.format("^bb2"),
            "^bb2:",
            f"%y = {ADD.format('%x')}",
            RET,
        ),
        "8:8: error: operand #0 does not dominate this use",
        "5:8: note: operand defined here (op in the same region)",
    ),
    (
        "argument_of_another_block",
        func(
            f"%k = {CONST}", COND_K, "^bb1(%a: i32):", RET, "^bb2:", f"%y = {ADD.format('%a')}", RET
        ),
        "8:8: error: operand #0 does not dominate this use",
        "1:1: note: operand defined as a block argument (block #1 in the same region)",
    ),
    (
        "argument_of_another_block_used_in_nested_region",
        func(
            '"t.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()',
            "^bb1(%a: i32):",
            RET,
            "^bb2:",
            REGION.format(f"%y = {ADD.format('%a')}"),
            RET,
        ),
        "8:10: error: operand #0 does not dominate this use",
        "1:1: note: operand defined as a block argument (block #1 in a parent region)",
    ),
    (
        "own_result_in_own_region",
        func(f"%r = {REGION.format(ADD.format('%r'))[:-2]}i32", RET),
        "4:5: error: operand #0 does not dominate this use",
        "3:8: note: operand defined here (op in a parent region)",
    ),
    (
        "unregistered_op_with_a_cfg_is_no_graph_region",
        '"t.op"() ({\n^bb0:\n  "t.br"()[^bb1] : () -> ()\n^bb1:\n  "t.use"(%x) : (i32) -> ()\n'
        '  %x = "t.def"() : () -> i32\n  "t.end"() : () -> ()\n}) : () -> ()\n',
        "5:3: error: operand #0 does not dominate this use",
        "6:8: note: operand defined here (op in the same block)",
    ),
]


# Multi-block programs mlir-opt accepts.
VALID = [
    (
        "diamond_with_block_arguments",
        func(
            f"%k = {CONST}",
            COND_K,
            "^bb1(%a: i32):",
            '%x = "arith.addi"(%a, %k) : (i32, i32) -> i32',
            '"cf.br"(%x)[^bb3] : (i32) -> ()',
            "^bb2:",
            '"cf.br"(%k)[^bb3] : (i32) -> ()',
            "^bb3(%m: i32):",
            '%y = "arith.addi"(%m, %k) : (i32, i32) -> i32',
            RET,
        ),
    ),
    (
        "loop_with_header_values_used_in_body_and_exit",
        func(
            f"%k = {CONST}",
            '"cf.br"(%k)[^bb1] : (i32) -> ()',
            "^bb1(%i: i32):",
            '%n = "arith.addi"(%i, %k) : (i32, i32) -> i32',
            COND.format("^bb2", "^bb3"),
            "^bb2:",
            '%j = "arith.addi"(%n, %i) : (i32, i32) -> i32',
            '"cf.br"(%j)[^bb1] : (i32) -> ()',
            "^bb3:",
            f"%z = {ADD.format('%n')}",
            RET,
        ),
    ),
    (
        "irreducible_cycle_using_entry_values",
        func(
            f"%k = {CONST}",
            COND.format("^bb1", "^bb2"),
            "^bb1:",
            f"%x = {ADD.format('%k')}",
            BR.format("^bb2"),
            "^bb2:",
            f"%y = {ADD.format('%k')}",
            COND.format("^bb1", "^bb3"),
            "^bb3:",
            '%z = "arith.addi"(%y, %k) : (i32, i32) -> i32',
            RET,
        ),
    ),
    (
        "uses_in_unreachable_blocks_are_not_checked",
        func(
            COND.format("^bb1", "^bb2"),
            "^bb1:",
            f"%x = {CONST}",
            RET,
            "^bb2:",
            RET,
            "^bb3:",
            '%y = "arith.addi"(%x, %z) : (i32, i32) -> i32',
            f"%z = {ADD.format('%y')}",
            BR.format("^bb3"),
            "^bb4:",
            '%w = "arith.addi"(%z, %y) : (i32, i32) -> i32',
            REGION.format('%v = "arith.addi"(%x, %w) : (i32, i32) -> i32'),
            RET,
        ),
    ),
    (
        "nested_regions_in_a_dominated_block",
        func(
            f"%k = {CONST}",
            '"cf.br"(%k)[^bb1] : (i32) -> ()',
            "^bb1(%a: i32):",
            REGION.format(
                '%y = "arith.addi"(%a, %k) : (i32, i32) -> i32\n    "t.cfg"() ({\n    ^bb0:\n'
                '      "t.br"()[^bb1] : () -> ()\n    ^bb1:\n'
                '      %z = "arith.addi"(%y, %a) : (i32, i32) -> i32\n      "t.end"() : () -> ()\n'
                "    }) : () -> ()"
            ),
            RET,
        ),
    ),
    (
        "graph_region_of_an_unregistered_op",
        func(
            '"t.graph"() ({\n    %y = "t.use"(%x) : (i32) -> i32\n    %x = "t.def"(%y) : (i32) -> i32\n'
            '    %r = "t.inner"() ({\n      "t.use"(%r, %x) : (i32, i32) -> i32\n    }) : () -> i32\n'
            "  }) : () -> ()",
            RET,
        ),
    ),
    (
        "unregistered_op_with_a_cfg",
        '"t.op"() ({\n^bb0:\n  %x = "t.def"() : () -> i32\n  "t.cond_br"(%x)[^bb1, ^bb2] : (i32) -> ()\n'
        '^bb1:\n  %y = "t.use"(%x) : (i32) -> i32\n  "t.br"()[^bb2] : () -> ()\n'
        '^bb2:\n  "t.use"(%x) : (i32) -> i32\n  "t.end"() : () -> ()\n}) : () -> ()\n',
    ),
]


def diagnose(module: Operation) -> str:
    with pytest.raises(DiagnosticError) as info:
        verify(module)
    return str(info.value)


def headers(rendered: str) -> list[str]:
    """The error and note lines of a rendered diagnostic, without source lines, carets and
    the `see current operation` note."""
    return [
        line.removeprefix("<stdin>:")
        for line in rendered.split("\n")
        if line.startswith("<stdin>:") and "note: see current operation:" not in line
    ]


@pytest.mark.parametrize(("name", "text", "error", "note"), ERRORS, ids=[c[0] for c in ERRORS])
def test_dominance_errors(name: str, text: str, error: str, note: str) -> None:
    assert headers(diagnose(parse(text))) == [error, note]


@requires_mlir_opt
@pytest.mark.parametrize(("name", "text", "error", "note"), ERRORS, ids=[c[0] for c in ERRORS])
def test_mlir_opt_reports_the_same_diagnostic(name: str, text: str, error: str, note: str) -> None:
    # The `see current operation` note is off on both sides: mlir-opt's elides default
    # properties there (e.g. `overflowFlags`) that it prints everywhere else.
    result = mlir_opt(text, "--allow-unregistered-dialect", "--mlir-print-op-on-diagnostic=false")
    assert result.returncode != 0
    assert result.stderr == diagnose(parse(text, print_op_on_diagnostic=False)) + "\n"


@pytest.mark.parametrize(("name", "text"), VALID, ids=[c[0] for c in VALID])
def test_valid_multi_block_programs(name: str, text: str) -> None:
    verify(parse(text))


@requires_mlir_opt
@pytest.mark.parametrize(("name", "text"), VALID, ids=[c[0] for c in VALID])
def test_mlir_opt_accepts_them_too(name: str, text: str) -> None:
    result = mlir_opt(text, "--allow-unregistered-dialect")
    assert result.returncode == 0, result.stderr


NESTED = func(
    f"%x = {CONST}",
    '"t.one"() ({\n  ^bb0(%a: i32):\n    "t.in_one"() : () -> ()\n  }) : () -> ()',
    REGION.format('"t.in_two"() : () -> ()'),
    '"t.use"(%x) : (i32) -> ()',
    RET,
)


@pytest.mark.parametrize(
    ("value", "user", "note"),
    [
        ("result", "t.use", "3:8: note: operand defined here (op in a child region)"),
        (
            "result",
            "t.in_two",
            "3:8: note: operand defined here (op is neither in a parent nor in a child region)",
        ),
        (
            "argument",
            "t.use",
            "4:3: note: operand defined as a block argument (block #0 in a child region)",
        ),
        (
            "argument",
            "t.in_two",
            "4:3: note: operand defined as a block argument "
            "(block #0 neither in a parent nor in a child region)",
        ),
    ],
)
def test_notes_for_values_of_other_regions(value: str, user: str, note: str) -> None:
    """Uses the parser cannot express (it scopes names by region) but rewrites can create."""
    module = parse(NESTED)
    x = find(module, "arith.constant")
    operand: Value
    if value == "result":
        x.move_before(find(module, "t.in_one"))
        operand = x.result
    else:
        operand = find(module, "t.one").regions[0].blocks[0].arguments[0]
    find(module, "t.use").set_operands([])
    find(module, user).set_operands([operand])
    assert headers(diagnose(module))[1] == note
