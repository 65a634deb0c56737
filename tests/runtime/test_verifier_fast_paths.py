"""The verifier's fast paths give the answers of the general checks they stand for, on the
same inputs: memoized ODS count verdicts (`OpSignature.verify`), the isolation shortcut
for values of the blocks already scanned, operands dominating from the op's block or an
ancestor's (`DominanceInfo`), the memoized nearest symbol table, the symbol users gathered
by the verifier's walk (`symbol_table_walk`'s, per table), the type-list comparison of the
func verifiers, and the terminator check skipped for ops whose signature requires zero
regions."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ir_corpus import GENERIC
from profiles import examples

from passgen.runtime.asm import parse_source
from passgen.runtime.dialects.func.dialect import _mismatch
from passgen.runtime.ir import Block, Context, Operation, Trait, Value, verify
from passgen.runtime.ir.dominance import DominanceInfo
from passgen.runtime.ir.ods import structure_signature
from passgen.runtime.ir.symbol_table import (
    SymbolTableCollection,
    nearest_symbol_table,
    symbol_name,
    symbol_table_walk,
    symbols_in,
)
from passgen.runtime.ir.types import FloatType, IntegerType, Type
from passgen.runtime.ir.verifier import (
    VerificationError,
    _defining_block,
    _dominates_nearby,
    _StructureCheck,
    _users_by_table,
)

# Registered ops with fixed, optional and variadic groups, regions and successors.
NAMES = [
    "arith.addi",
    "arith.constant",
    "func.return",
    "func.call",
    "cf.br",
    "cf.cond_br",
    "builtin.module",
    "scf.if",
    "scf.for",
    "scf.yield",
    "memref.load",
    "func.func",
]


def _structure_message(check: _StructureCheck, op: Operation) -> str | None:
    try:
        check.verify(op)
    except VerificationError as error:
        return error.diagnostic.message
    return None


@settings(max_examples=examples(60))
@given(
    st.lists(
        st.tuples(
            st.sampled_from(NAMES),
            st.integers(0, 3),
            st.integers(0, 3),
            st.integers(0, 2),
            st.integers(0, 2),
        ),
        min_size=1,
        max_size=30,
    )
)
def test_memoized_count_verdicts_are_the_signatures(
    shapes: list[tuple[str, int, int, int, int]],
) -> None:
    ctx = Context(print_op_on_diagnostic=False)
    block = Block([IntegerType(32)] * 3)
    checks: dict[str, _StructureCheck] = {}
    for name, operands, results, regions, successors in shapes:
        op = Operation(
            ctx.get_op_name(name),
            block.arguments[:operands],
            [IntegerType(32)] * results,
            successors=[block] * successors,
            regions=regions,
        )
        assert op.name.definition is not None
        signature = structure_signature(op.name.definition)
        check = checks.setdefault(name, _StructureCheck(signature))  # shared: the memo is hit
        expected = signature.verify(op)
        assert _structure_message(check, op) == (
            None if expected is None else f"'{name}' op {expected}"
        )


def _corpus() -> list[Operation]:
    ctx = Context(allow_unregistered_dialects=True)
    return [parse_source(path.read_text(), ctx, path.name) for path in GENERIC]


@pytest.fixture(scope="module")
def corpus() -> list[Operation]:
    return _corpus()


def test_corpus_structure_checks_agree_and_zero_region_ops_have_none(
    corpus: list[Operation],
) -> None:
    checks: dict[str, _StructureCheck] = {}
    seen = 0
    for module in corpus:
        for op in module.walk():
            definition = op.name.definition
            if definition is None:
                continue
            signature = structure_signature(definition)
            check = checks.setdefault(op.name.name, _StructureCheck(signature))
            expected = signature.verify(op)
            message = _structure_message(check, op)
            assert message == (None if expected is None else f"'{op.name.name}' op {expected}")
            if message is None and signature.regions == "":
                assert not op.regions  # why verify may skip their terminator check
            seen += 1
    assert seen > 1000


def test_isolation_shortcut_implies_the_ancestor_check(corpus: list[Operation]) -> None:
    """`_verify_isolation` skips values defined in a block it scanned: one inside the op."""
    shortcuts = 0
    for module in [*corpus, _nested_module(6)]:
        for isolated in module.walk():
            if Trait.ISOLATED_FROM_ABOVE not in isolated.name.traits:
                continue
            nested = [op for op in isolated.walk() if op is not isolated]
            scanned = {op.parent for op in nested}
            for op in nested:
                for value in op.operands:
                    block = _defining_block(value)
                    if block in scanned:
                        assert block is not None and block.parent_op is not None
                        assert isolated.is_ancestor(block.parent_op)
                        shortcuts += 1
    assert shortcuts > 100


def _nested_module(depth: int) -> Operation:
    """A function whose `scf.for`s nest `depth` deep, each using values of every level."""
    ctx = Context()
    lines = [
        '"builtin.module"() ({',
        '"func.func"() <{function_type = (index) -> (), sym_name = "f"}> ({',
        "^bb0(%arg0: index):",
    ]
    for level in range(depth):
        lines += [
            f'%v{level} = "arith.addi"(%arg0, %arg{level}) <{{overflowFlags = '
            "#arith.overflow<none>}> : (index, index) -> index",
            f'"scf.for"(%v{level}, %arg0, %arg0) ({{',
            f"^bb0(%arg{level + 1}: index):",
        ]
    lines += ['"scf.yield"() : () -> ()', "}) : (index, index, index) -> ()"] * depth
    lines += ['"func.return"() : () -> ()', "}) : () -> ()", "}) : () -> ()"]
    module = parse_source("\n".join(lines), ctx, "nested.mlir")
    verify(module)
    return module


def _ancestors(op: Operation) -> dict[Block, Operation]:
    found: dict[Block, Operation] = {}
    holder = op.parent_op
    while holder is not None and holder.parent is not None:
        found[holder.parent] = holder
        holder = holder.parent_op
    return found


@st.composite
def tangled(draw: st.DrawFn) -> Operation:
    """Ops nested in SSA (`scf.execute_region`) and graph (unregistered) regions, their
    operands drawn from every value, dominating or not."""
    ctx = Context(allow_unregistered_dialects=True)
    root = Operation.create(ctx, "builtin.module", regions=1)
    blocks = [root.regions[0].append(Block())]
    values: list[Value] = []
    for _ in range(draw(st.integers(1, 25))):
        kind = draw(st.sampled_from(["test.leaf", "test.graph", "scf.execute_region"]))
        op = Operation.create(
            ctx,
            kind,
            draw(st.lists(st.sampled_from(values), max_size=2)) if values else [],
            [IntegerType(32)],
            regions=0 if kind == "test.leaf" else 1,
        )
        draw(st.sampled_from(blocks)).append(op)
        values += op.results
        for region in op.regions:
            for _ in range(draw(st.integers(1, 2))):
                block = region.append(Block([IntegerType(32)] * draw(st.integers(0, 1))))
                blocks.append(block)
                values += block.arguments
    for op in root.walk():  # rewire some operands anywhere
        for index in range(len(op.operands)):
            if draw(st.booleans()):
                op.set_operand(index, draw(st.sampled_from(values)))
    return root


@settings(max_examples=examples(150))
@given(tangled())
def test_nearby_dominance_implies_dominance_info(root: Operation) -> None:
    _check_nearby_dominance(root)


def _check_nearby_dominance(root: Operation) -> int:
    """Asserts every operand the shortcut accepts properly dominates its user; the count."""
    dominance = DominanceInfo(root)
    accepted = 0
    for op in root.walk():
        ancestors = _ancestors(op)
        for value in op.operands:
            if _dominates_nearby(value, op, ancestors):
                assert dominance.properly_dominates(value, op)
                accepted += 1
    return accepted


def test_nearby_dominance_holds_on_the_corpus(corpus: list[Operation]) -> None:
    nearby = sum(_check_nearby_dominance(module) for module in [*corpus, _nested_module(6)])
    assert nearby > 1000


def test_nearest_table_lookups_match_nearest_symbol_table(corpus: list[Operation]) -> None:
    tables = SymbolTableCollection()
    for module in [*corpus, _nested_module(6)]:
        for op in module.walk():
            table = nearest_symbol_table(op)
            for symbol in symbols_in(table) if table is not None else ():
                name = symbol_name(symbol)
                assert table is not None
                assert tables.lookup_nearest(op, str(name)) is tables.lookup(table, str(name))
            if table is None:
                assert tables.lookup_nearest(op, "anything") is None


def _symbol_user(op: Operation) -> bool:
    return op.name.definition is not None and op.name.definition.symbol_uses_verifier is not None


def test_symbol_users_by_table_are_the_symbol_table_walks(corpus: list[Operation]) -> None:
    """The verifier runs each table's symbol-use verifiers on the users its walk gathered,
    which must be the ones `symbol_table_walk` meets (in another order)."""
    ctx = Context(allow_unregistered_dialects=True)
    call = '"func.call"() <{callee = @f}> : () -> ()'
    nested = parse_source(
        '"builtin.module"() ({\n"func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n'
        f'"test.box"() ({{\n{call}\n"builtin.module"() ({{\n{call}\n}}) : () -> ()\n}}) : () -> ()\n'
        f'{call}\n"func.return"() : () -> ()\n}}) : () -> ()\n}}) : () -> ()\n',
        ctx,
        "nested.mlir",
    )
    users = 0
    for module in [*corpus, nested]:
        by_table = _users_by_table(
            [op for op in module.walk() if _symbol_user(op)], SymbolTableCollection()
        )
        for table in module.walk():
            if Trait.SYMBOL_TABLE in table.name.traits:
                walked = [op for op in symbol_table_walk(table) if _symbol_user(op)]
                assert sorted(map(id, by_table.get(table, []))) == sorted(map(id, walked))
                users += len(walked)
    assert users > 5


TYPES = [IntegerType(32), IntegerType(32), IntegerType(1), FloatType("f32"), FloatType("f32")]


@settings(max_examples=examples(200))
@given(
    st.integers(0, 4).flatmap(
        lambda n: st.tuples(
            st.lists(st.sampled_from(TYPES), min_size=n, max_size=n),
            st.lists(st.sampled_from(TYPES), min_size=n, max_size=n),
        )
    )
)
def test_type_list_mismatch_is_the_first_unequal_index(pair: tuple[list[Type], list[Type]]) -> None:
    found, expected = pair
    first = next((i for i, (a, b) in enumerate(zip(found, expected)) if a != b), None)
    assert _mismatch(found, tuple(expected)) == first
