"""The verifier's deferred isolation check of its root (`verify`): on random functions whose
ops use values from anywhere (their own blocks, enclosing ones, other functions, the
module), verifying each function and the module reports what the walk with the isolation
check in its place (on entering the root, as MLIR's OperationVerifier) reports, and a
function whose operands all come from their users' blocks is not scanned again."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from profiles import examples

from passgen.runtime.ir import Block, Context, Operation, Value, verify
from passgen.runtime.ir import verifier as verifier_module
from passgen.runtime.ir.attributes import StringAttr, TypeAttr
from passgen.runtime.ir.types import FunctionType, IntegerType
from passgen.runtime.ir.verifier import VerificationError, VerifyPlan, _verify_tree

I32 = IntegerType(32)
# One context for the drawn modules (loading its dialects per example would be slow).
CONTEXT = Context(allow_unregistered_dialects=True, print_op_on_diagnostic=False)


def _function(ctx: Context, name: str, arguments: int) -> Operation:
    func = Operation.create(ctx, "func.func", regions=1)
    func.properties = {
        "sym_name": StringAttr(name),
        "function_type": TypeAttr(FunctionType([I32] * arguments, [])),
    }
    func.regions[0].append(Block([I32] * arguments))
    return func


@st.composite
def modules(draw: st.DrawFn) -> Operation:
    """Functions of leaf ops and `scf.execute_region`s, each ending in `func.return`, their
    operands drawn from every value, inside the function or not."""
    ctx = CONTEXT
    module = Operation.create(ctx, "builtin.module", regions=1)
    top = module.regions[0].append(Block())
    values: list[Value] = []
    for index in range(draw(st.integers(1, 3))):
        if draw(st.booleans()):  # a value of the module's block
            leaf = top.append(Operation.create(ctx, "test.outside", [], [I32]))
            values += leaf.results
        func = top.append(_function(ctx, f"f{index}", draw(st.integers(0, 2))))
        blocks = [func.regions[0].blocks[0]]
        values += blocks[0].arguments
        for _ in range(draw(st.integers(0, 8))):
            nested = draw(st.booleans())
            name = "scf.execute_region" if nested else "test.leaf"
            op = Operation.create(
                ctx,
                name,
                draw(st.lists(st.sampled_from(values), max_size=2)) if values else [],
                [I32],
                regions=int(nested),
            )
            draw(st.sampled_from(blocks)).append(op)
            values += op.results
            for region in op.regions:
                block = region.append(Block())
                block.append(Operation.create(ctx, "test.end"))
                blocks.append(block)
        for block in blocks[1:]:  # keep each nested block's terminator last
            end = block.first_op
            assert end is not None
            end.detach()
            block.append(end)
        blocks[0].append(Operation.create(ctx, "func.return"))
    return module


def _outcome(check: object) -> str | None:
    try:
        check()  # type: ignore[operator]
    except VerificationError as error:
        return f"{error.diagnostic.location}: {error.diagnostic.message}"
    return None


def _in_mlir_order(root: Operation) -> str | None:
    """What the walk with the root's isolation check on entrance reports."""
    plan = root.name.verify_plan or VerifyPlan(root.name.definition)
    return _outcome(lambda: _verify_tree(root, plan.checks))


@settings(max_examples=examples(200))
@given(modules())
def test_deferred_isolation_reports_what_mlir_order_reports(module: Operation) -> None:
    for root in [module, *module.regions[0].blocks[0]]:
        if root.name.name == "func.func":
            assert _outcome(lambda: verify(root)) == _in_mlir_order(root)
    assert _outcome(lambda: verify(module)) == _in_mlir_order(module)


def test_a_use_of_another_functions_value_is_reported_at_the_root() -> None:
    ctx = Context(allow_unregistered_dialects=True, print_op_on_diagnostic=False)
    module = Operation.create(ctx, "builtin.module", regions=1)
    top = module.regions[0].append(Block())
    first, second = top.append(_function(ctx, "a", 1)), top.append(_function(ctx, "b", 0))
    argument = first.regions[0].blocks[0].arguments[0]
    body = second.regions[0].blocks[0]
    body.append(Operation.create(ctx, "test.use", [argument]))
    body.append(Operation.create(ctx, "func.return"))
    with pytest.raises(VerificationError) as raised:
        verify(second)
    assert raised.value.diagnostic.message == "'test.use' op using value defined outside the region"
    assert [note.message for note in raised.value.diagnostic.notes] == [
        "required by region isolation constraints"
    ]


@pytest.mark.skipif(
    not str(verifier_module.__file__).endswith(".py"),
    reason="the compiled verifier calls its own isolation check, which no patch replaces",
)
def test_a_function_of_local_operands_is_not_scanned_for_isolation(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ctx = Context(allow_unregistered_dialects=True)
    func = _function(ctx, "f", 2)
    body = func.regions[0].blocks[0]
    left, right = body.arguments
    total = body.append(Operation.create(ctx, "arith.addi", [left, right], [I32]))
    body.append(Operation.create(ctx, "test.use", [total.results[0], left]))
    end = body.append(Operation.create(ctx, "func.return"))
    scans: list[Operation] = []
    monkeypatch.setattr(verifier_module, "_verify_isolation", lambda op: scans.append(op))
    func.name.verify_plan = None  # planned again with the counting check (this context's)
    verify(func)
    assert scans == []
    region = Operation.create(ctx, "scf.execute_region", [], [], regions=1)
    inner = region.regions[0].append(Block())
    inner.append(Operation.create(ctx, "test.use", [left]))  # from the enclosing block
    body.insert_before(end, region)
    verify(func)
    assert scans == [func]
