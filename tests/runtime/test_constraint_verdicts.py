"""The verifier's memoized verdicts (`constraints.OpConstraints.verdicts`, per type signature,
and `signature_memo`'s fast path, per op name) never differ from a verification without
them: random ops of upstream dialects with random operand and result types, among them
equal types that are distinct objects, and wrong counts."""

from __future__ import annotations

from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st
from profiles import examples

from passgen.runtime.asm import parse_source
from passgen.runtime.ir import (
    Context,
    DiagnosticError,
    Operation,
    constraints,
    signature_memo,
    verify,
)
from passgen.runtime.ir.constraints import OpConstraints, stated
from passgen.runtime.ir.types import FloatType, IndexType, IntegerType, OpaqueType, Type
from passgen.runtime.ir.upstream_dialects import ods_data

DIALECTS = ("arith", "math", "index", "complex", "vector", "tensor", "memref")
TYPE_TEXTS = ("i1", "i32", "i64", "index", "f32", "vector<4xf32>", "tensor<?xi32>")


def _types() -> list[Type]:
    """Each type twice, as two objects (the parser shares one per text; a pass may not)."""
    made: list[Type] = []
    for _ in range(2):
        made += [IntegerType(1), IntegerType(32), IntegerType(64), IndexType(), FloatType("f32")]
        made += [OpaqueType("vector<4xf32>"), OpaqueType("tensor<?xi32>")]
    return made


TYPES = _types()


def _candidates() -> list[tuple[str, str, str]]:
    """(name, operand groups, result groups) of the ops without regions, successors or
    segment attributes whose constraints are stated."""
    found = []
    for dialect in DIALECTS:
        for mnemonic, data in (ods_data(dialect) or {}).items():
            name = f"{dialect}.{mnemonic}"
            if (
                not data.get("regions")
                and not data.get("successors")
                and not any("Segments" in trait for trait in data["traits"])
                and stated(name) is not None
            ):
                found.append((name, data.get("operands", ""), data.get("results", "")))
    return found


CANDIDATES = _candidates()


def _count(draw: st.DrawFn, groups: str) -> int:
    """A count of values for `groups`, now and then off by one."""
    count = sum(
        draw(st.integers(0, 1 if kind == "?" else 2)) if kind != "1" else 1 for kind in groups
    )
    return max(0, count + draw(st.sampled_from((0, 0, 0, 0, 1, -1))))


Spec = tuple[str, list[Type], list[Type]]


@st.composite
def _op_specs(draw: st.DrawFn) -> list[Spec]:
    """Ops of a few names and types, so that signatures repeat (and memos are used)."""
    names = draw(st.lists(st.sampled_from(CANDIDATES), min_size=1, max_size=3))
    pool = draw(st.lists(st.sampled_from(TYPES), min_size=1, max_size=3))
    specs = []
    for _ in range(draw(st.integers(1, 40))):
        name, operands, results = draw(st.sampled_from(names))
        ins = [draw(st.sampled_from(pool)) for _ in range(_count(draw, operands))]
        outs = [draw(st.sampled_from(pool)) for _ in range(_count(draw, results))]
        specs.append((name, ins, outs))
    return specs


def _function(context: Context, specs: list[Spec]) -> list[Operation]:
    """A module holding a function whose arguments feed one op per spec."""
    module = parse_source("func.func @f() {\n  return\n}\n", context, "input.mlir")
    function = module.regions[0].blocks[0].first_op
    assert function is not None
    block = function.regions[0].blocks[0]
    terminator = block.last_op
    assert terminator is not None
    ops = []
    for name, ins, outs in specs:
        operands = [block.add_argument(type) for type in ins]
        op = Operation.create(context, name, operands, outs)
        block.insert_before(terminator, op)
        ops.append(op)
    return ops


def _first_error(op: Operation) -> str | None:
    try:
        verify(op)
    except DiagnosticError as error:
        return str(error.diagnostic.message)
    return None


@settings(max_examples=examples(100), deadline=None)
@given(_op_specs())
def test_cached_verdicts_match_uncached_ones(
    specs: list[Spec],
) -> None:
    context = Context()
    for op in _function(context, specs):
        definition = op.name.definition
        assert definition is not None and definition.signature is not None
        signature = definition.signature
        if signature.count_error(_counts(op)) is not None:
            continue  # `error` runs once the counts fit
        cached = signature.compiled_constraints  # shared by the examples: verdicts pile up
        data = stated(op.name.name)
        assert data is not None
        fresh = OpConstraints(data, signature.operands, signature.results)
        mine = None if cached is None else cached.error(op, signature)
        assert mine == fresh.error(op, signature), op
    # The verifier with its memos warm (one context for all ops) against fresh ones.
    warm = [_first_error(op) for op in _function(context, specs)]
    cold = []
    for spec in specs:
        constraints.compiled.cache_clear()
        (op,) = _function(Context(), [spec])
        cold.append(_first_error(op))
    assert warm == cold


def _counts(op: Operation) -> tuple[int, int, int, int]:
    return len(op.regions), len(op.results), len(op.successors), len(op.operands)


@settings(max_examples=examples(100), deadline=None)
@given(_op_specs(), st.none() | st.tuples(*(st.integers(0, 3) for _ in range(4))))
def test_the_fast_paths_two_forms_agree(
    specs: list[Spec], drawn: tuple[int, int, int, int] | None
) -> None:
    """The generated check (interpreted builds) and `SameSignature` (compiled ones) leave
    the same ops to the slow path, which remembers the types of each op of its counts as
    the verifier does (counts drawn, or those of the first op)."""

    def leaves(
        make: Callable[[signature_memo.Memo, Callable[[Operation], None]], object],
    ) -> list[int]:
        memo = signature_memo.Memo(counts[0] + counts[1])
        left: list[int] = []

        def slow(op: Operation) -> None:  # an op of other counts fails: nothing remembered
            left.append(id(op))
            if _counts(op) == (counts[2], counts[1], counts[3], counts[0]):
                memo.last = signature_memo.signature(op)

        check = make(memo, slow)
        for op in ops:
            check(op)  # type: ignore[operator]
        return left

    ops = _function(Context(), specs)
    first = ops[0] if ops else None
    counts = drawn or (0, 0, 0, 0)
    if drawn is None and first is not None:
        counts = (len(first.operands), len(first.results), 0, 0)
    generated = leaves(lambda memo, slow: signature_memo._factory(*counts)(memo, slow))
    looped = leaves(lambda memo, slow: signature_memo.SameSignature(counts, memo, slow).check)
    assert generated == looped
