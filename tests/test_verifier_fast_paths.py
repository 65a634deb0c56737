"""The verifier's fast paths give the answers of the general checks they stand for, on the
same inputs: memoized ODS count verdicts (`OpSignature.verify`), the isolation shortcut
for values of the block being scanned, the type-list comparison of the func verifiers, and
the terminator check skipped for ops whose signature requires zero regions."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ir_corpus import GENERIC
from passgen.runtime.asm import parse_source
from passgen.runtime.ir import Block, Context, Operation, Trait
from passgen.runtime.ir.dialects import _mismatch
from passgen.runtime.ir.ods import structure_signature
from passgen.runtime.ir.types import FloatType, IntegerType, Type
from passgen.runtime.ir.verifier import VerificationError, _defining_block, _StructureCheck

# Registered ops with fixed, optional and variadic groups, regions and successors.
NAMES = ["arith.addi", "arith.constant", "func.return", "func.call", "cf.br", "cf.cond_br",
         "builtin.module", "scf.if", "scf.for", "scf.yield", "memref.load", "func.func"]


def _structure_message(check: _StructureCheck, op: Operation) -> str | None:
    try:
        check.verify(op)
    except VerificationError as error:
        return error.diagnostic.message
    return None


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(NAMES), st.integers(0, 3), st.integers(0, 3),
                          st.integers(0, 2), st.integers(0, 2)), min_size=1, max_size=30))
def test_memoized_count_verdicts_are_the_signatures(shapes: list[tuple[str, int, int, int, int]]) -> None:
    ctx = Context(print_op_on_diagnostic=False)
    block = Block([IntegerType(32)] * 3)
    checks: dict[str, _StructureCheck] = {}
    for name, operands, results, regions, successors in shapes:
        op = Operation(ctx.get_op_name(name), block.arguments[:operands],
                       [IntegerType(32)] * results, successors=[block] * successors,
                       regions=regions)
        signature = structure_signature(op.name.definition)
        check = checks.setdefault(name, _StructureCheck(signature))  # shared: the memo is hit
        expected = signature.verify(op)
        assert _structure_message(check, op) == (
            None if expected is None else f"'{name}' op {expected}")


def _corpus() -> list[Operation]:
    ctx = Context(allow_unregistered_dialects=True)
    return [parse_source(path.read_text(), ctx, path.name) for path in GENERIC]


@pytest.fixture(scope="module")
def corpus() -> list[Operation]:
    return _corpus()


def test_corpus_structure_checks_agree_and_zero_region_ops_have_none(corpus: list[Operation]) -> None:
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
    shortcuts = 0
    for module in corpus:
        for isolated in module.walk():
            if Trait.ISOLATED_FROM_ABOVE not in isolated.name.traits:
                continue
            for op in isolated.walk():
                if op is isolated or op.parent is None:
                    continue
                for value in op.operands:
                    if _defining_block(value) is op.parent:
                        owner = op.parent.parent_op
                        assert owner is not None and isolated.is_ancestor(owner)
                        shortcuts += 1
    assert shortcuts > 100


TYPES = [IntegerType(32), IntegerType(32), IntegerType(1), FloatType("f32"), FloatType("f32")]


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 4).flatmap(lambda n: st.tuples(
    st.lists(st.sampled_from(TYPES), min_size=n, max_size=n),
    st.lists(st.sampled_from(TYPES), min_size=n, max_size=n))))
def test_type_list_mismatch_is_the_first_unequal_index(pair: tuple[list[Type], list[Type]]) -> None:
    found, expected = pair
    first = next((i for i, (a, b) in enumerate(zip(found, expected)) if a != b), None)
    assert _mismatch(found, tuple(expected)) == first

