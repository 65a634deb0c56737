"""`scf.for`'s `replaceWithAdditionalYields` (MLIR's `ForOp`): a new loop with more
iter_args, the old one's body moved into it."""

from __future__ import annotations

from collections.abc import Sequence

from ...interfaces.loop_like import NewYieldValuesFn
from ...ir.location import Location
from ...ir.operation import Block, BlockArgument, Operation, OpResult, Region, Value


def value_location(value: Value) -> Location:
    """MLIR's `Value::getLoc`."""
    if isinstance(value, BlockArgument):
        return value.location
    assert isinstance(value, OpResult)
    return value.op.location


def with_additional_iter_args(
    op: Operation,
    new_inits: Sequence[Value],
    replace_init_operand_uses_in_loop: bool,
    new_yield_values: NewYieldValuesFn,
) -> Operation:
    """A new loop before `op`, its inits followed by `new_inits` (its iter_args and results
    as many more), its body `op`'s with the terminator yielding `new_yield_values` too;
    `op` is replaced by it and erased."""
    old_body = op.regions[0].blocks[0]
    inits = op.operands[len(op.operands) - len(old_body.arguments) + 1 :]
    region = Region()
    body = region.append(
        Block(
            [argument.type for argument in old_body.arguments] + [v.type for v in new_inits],
            [op.location] + [value_location(v) for v in (*inits, *new_inits)],
        )
    )
    new_loop = Operation(
        op.name,
        [*op.operands, *new_inits],
        [*op.result_types, *(value.type for value in new_inits)],
        attributes=op.attributes,
        properties=op.properties,
        regions=[region],
        location=op.location,
    )
    assert op.parent is not None
    op.parent.insert_before(op, new_loop)
    new_iter_args = body.arguments[len(old_body.arguments) :]
    terminator = old_body.last_op
    assert terminator is not None
    terminator.set_operands([*terminator.operands, *new_yield_values(new_iter_args)])
    for inner in list(old_body):
        inner.detach()
        body.append(inner)
    for old, new in zip(old_body.arguments, body.arguments):
        old.replace_all_uses_with(new)
    if replace_init_operand_uses_in_loop:
        for init, argument in zip(new_inits, new_iter_args):
            init.replace_uses_where(argument, lambda use: new_loop.is_proper_ancestor(use.owner))
    for old_result, new_result in zip(op.results, new_loop.results):
        old_result.replace_all_uses_with(new_result)
    op.erase()
    return new_loop
