"""The `scf` ops' own verifiers (MLIR's mlir/lib/Dialect/SCF/IR/SCF.cpp `verify` and
`verifyRegions`) and `LoopLikeOpInterface`'s (`loop_like`), with mlir-opt's messages.
`VERIFIERS` and `REGION_VERIFIERS` map op names to them: the first run on entering the op, the second once
the ops inside are verified."""

from __future__ import annotations

from collections.abc import Sequence

from ...ir.attributes import IntegerAttr
from ...ir.context import Trait, Verifier
from ...ir.diagnostics import NotedMessage
from ...ir.operation import Operation, OpResult, Region, Value
from ...ir.types import IndexType
from ..loop_like import verify_loop_like
from .forall_verifiers import verify_forall, verify_forall_regions, verify_in_parallel


def _terminator(op: Operation, region: Region, name: str, message: str) -> str | None:
    """MLIR's `verifyAndGetTerminator`: the message (noting the terminator) unless the first
    block of `region` ends in an op named `name`."""
    last = region.blocks[0].last_op if region.blocks else None
    if last is not None and last.name.name == name:
        return None
    if last is None:
        return message
    return NotedMessage(message, [("terminator here", last.location)])


def _constant_int(value: Value) -> int | None:
    """MLIR's `getConstantIntValue` of a value a constant-like op defines, else None."""
    if not isinstance(value, OpResult) or Trait.CONSTANT_LIKE not in value.op.name.traits:
        return None
    attr = value.op.get_attr("value")
    return attr.value if isinstance(attr, IntegerAttr) else None


def _yielded(region: Region, name: str = "scf.yield") -> Sequence[Value]:
    """The operands of the `name` op ending the first block of `region` (none otherwise)."""
    last = region.blocks[0].last_op if region.blocks else None
    return last.operands if last is not None and last.name.name == name else ()


def verify_for(op: Operation) -> str | None:
    """`ForOp::verify`."""
    if len(op.operands) - 3 != len(op.results):
        return "mismatch in number of loop-carried values and defined values"
    return None


def verify_for_regions(op: Operation) -> str | None:
    """`LoopLikeOpInterface`'s verifier, then `ForOp::verifyRegions`."""
    body = op.regions[0]
    arguments = body.blocks[0].arguments if body.blocks else []
    inits = op.operands[3:]
    message = verify_loop_like(inits, arguments[1:], _yielded(body), op.results)
    if message is not None:
        return message
    if not arguments or arguments[0].type != op.operands[0].type:
        return "expected induction variable to be same type as bounds and step"
    if len(arguments) - 1 != len(op.results):
        return "mismatch in number of basic block args and defined values"
    for index, (init, arg, result) in enumerate(zip(inits, arguments[1:], op.results)):
        if init.type != result.type:
            return f"types mismatch between {index}th iter operand and defined value"
        if arg.type != result.type:
            return f"types mismatch between {index}th iter region arg and defined value"
    return None


def verify_if(op: Operation) -> str | None:
    """`IfOp::verify`."""
    if op.results and not op.regions[1].blocks:
        return "must have an else block if defining values"
    return None


def verify_parallel(op: Operation) -> str | None:
    """`ParallelOp::verify`."""
    signature = op.name.definition.signature if op.name.definition else None
    if signature is None:
        return None
    steps = signature.operand_group(op, 2)
    if not steps:
        return "needs at least one tuple element for lowerBound, upperBound and step"
    for step in steps:
        constant = _constant_int(step)
        if constant is not None and constant <= 0:
            return "constant step operand must be positive"
    body = op.regions[0]
    arguments = body.blocks[0].arguments if body.blocks else []
    if len(arguments) != len(steps):
        return (
            f"expects the same number of induction variables: {len(arguments)} as bound and "
            f"step values: {len(steps)}"
        )
    if any(not isinstance(argument.type, IndexType) for argument in arguments):
        return "expects arguments for the induction variable to be of index type"
    message = _terminator(op, body, "scf.reduce", "expects body to terminate with 'scf.reduce'")
    if message is not None:
        return message
    reduce = body.blocks[0].last_op
    assert reduce is not None
    results, reductions = len(op.results), len(reduce.regions)
    inits = len(signature.operand_group(op, 3))
    if results != reductions:
        return (
            f"expects number of results: {results} to be the same as number of "
            f"reductions: {reductions}"
        )
    if results != inits:
        return (
            f"expects number of results: {results} to be the same as number of initial "
            f"values: {inits}"
        )
    for index in range(reductions):
        result, operand = op.results[index].type, reduce.operands[index].type
        if result != operand:
            return NotedMessage(
                f"expects type of {index}-th reduction operand: '{operand}' to be the same as "
                f"the {index}-th result type: '{result}'",
                at=reduce,
            )
    return None


def verify_reduce_regions(op: Operation) -> str | None:
    """`ReduceOp::verifyRegions`."""
    for index, region in enumerate(op.regions):
        type = op.operands[index].type
        block = region.blocks[0]
        if block.last_op is None:
            return f"{index}-th reduction has an empty body"
        if len(block.arguments) != 2 or any(a.type != type for a in block.arguments):
            return (
                f"expected two block arguments with type '{type}' in the {index}-th reduction "
                "region"
            )
        if block.last_op.name.name != "scf.reduce.return":
            return "reduction bodies must be terminated with an 'scf.reduce.return' op"
    return None


def verify_reduce_return(op: Operation) -> str | None:
    """`ReduceReturnOp::verify`."""
    block = op.parent
    if block is None or not block.arguments or not op.operands:
        return None
    expected = block.arguments[0].type
    if expected != op.operands[0].type:
        return f"must have type '{expected}' (the type of the reduction inputs)"
    return None


def verify_while(op: Operation) -> str | None:
    """`WhileOp::verify`."""
    return _terminator(
        op,
        op.regions[0],
        "scf.condition",
        "expects the 'before' region to terminate with 'scf.condition'",
    ) or _terminator(
        op, op.regions[1], "scf.yield", "expects the 'after' region to terminate with 'scf.yield'"
    )


def verify_while_regions(op: Operation) -> str | None:
    """`LoopLikeOpInterface`'s verifier (its iter_args: the 'before' region's arguments)."""
    before, after = op.regions
    arguments = before.blocks[0].arguments if before.blocks else []
    return verify_loop_like(op.operands, arguments, _yielded(after), None)


def verify_execute_region(op: Operation) -> str | None:
    """`ExecuteRegionOp::verify`."""
    region = op.regions[0]
    if not region.blocks:
        return "region needs to have at least one block"
    if region.blocks[0].arguments:
        return "region cannot have any arguments"
    return None


def verify_index_switch(op: Operation) -> str | None:
    """`IndexSwitchOp::verify`."""
    attr = op.get_attr("cases")
    text = attr.text if attr is not None else ""
    body = text.removeprefix("array<i64").removesuffix(">").lstrip(":").strip()
    try:
        cases = [int(part) for part in body.split(",")] if body else []
    except ValueError:
        return None
    regions = op.regions[1:]
    if len(cases) != len(regions):
        return f"has {len(regions)} case regions but {len(cases)} case values"
    seen: set[int] = set()
    for value in cases:
        if value in seen:
            return f"has duplicate case value: {value}"
        seen.add(value)
    named = [(op.regions[0], "default region")]
    named += [(region, f"case region #{index}") for index, region in enumerate(regions)]
    for region, name in named:
        message = _switch_region(op, region, name)
        if message is not None:
            return message
    return None


def _switch_region(op: Operation, region: Region, name: str) -> str | None:
    last = region.blocks[0].last_op if region.blocks else None
    if last is None:
        return None
    if last.name.name != "scf.yield":
        return f"expected region to end with scf.yield, but got {last.name.name}"
    if len(last.operands) != len(op.results):
        return NotedMessage(
            f"expected each region to return {len(op.results)} values, but {name} returns "
            f"{len(last.operands)}",
            [("see yield operation here", last.location)],
        )
    for index, (result, operand) in enumerate(zip(op.results, last.operands)):
        if result.type != operand.type:
            return NotedMessage(
                f"expected result #{index} of each region to be '{result.type}'",
                [(f"{name} returns '{operand.type}' here", last.location)],
            )
    return None


VERIFIERS: dict[str, Verifier] = {
    "scf.for": verify_for,
    "scf.forall": verify_forall,
    "scf.forall.in_parallel": verify_in_parallel,
    "scf.if": verify_if,
    "scf.parallel": verify_parallel,
    "scf.reduce.return": verify_reduce_return,
    "scf.while": verify_while,
    "scf.execute_region": verify_execute_region,
    "scf.index_switch": verify_index_switch,
}
REGION_VERIFIERS: dict[str, Verifier] = {
    "scf.for": verify_for_regions,
    "scf.forall": verify_forall_regions,
    "scf.reduce": verify_reduce_regions,
    "scf.while": verify_while_regions,
}
