"""MLIR's `OpBuilder::createOrFold`, which the vector patterns build their arith ops with: the
op is built at the insertion point and folded at once; when it folds to constants or to
existing values, those replace it (constants made by its dialect's materializer) and it is
never inserted."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...ir import Attribute, Location, Operation, Type, Value
from ...rewrite.builder import OpBuilder
from ...rewrite.folding import constant_value, fold_op


def create_or_fold(
    builder: OpBuilder,
    name: str,
    operands: Sequence[Value],
    result_types: Sequence[Type],
    location: Location,
    properties: Mapping[str, Attribute] | None = None,
) -> list[Value]:
    """The values of op `name` built at the builder's insertion point, or of what it
    folds to."""
    op = Operation(
        builder.context.get_op_name(name), operands, result_types, None, properties, (), 0, location
    )
    block, before = builder.insertion_block, builder.insertion_op
    if block is not None:
        block.append(op) if before is None else block.insert_before(before, op)
    folded = _folded_values(builder, op)
    if folded is not None:
        op.erase()
        return folded
    builder.listener.notify_operation_inserted(op)
    return list(op.results)


def _folded_values(builder: OpBuilder, op: Operation) -> list[Value] | None:
    """`OpBuilder::tryFold`: the values `op` folds to, its constants inserted before it;
    None when it does not fold (or folds in place) or a constant cannot be made."""
    if constant_value(op) is not None:
        return None
    folded = fold_op(op)
    if not folded:
        return None
    dialect = op.context.loaded_dialects.get(op.name.dialect)
    materialize = dialect.constant_materializer if dialect is not None else None
    detached = OpBuilder(builder.context)
    values: list[Value] = []
    constants: list[Operation] = []
    for result, item in zip(op.results, folded):
        if isinstance(item, Value):
            values.append(item)
            continue
        constant = materialize(detached, item, result.type, op.location) if materialize else None
        if constant is None:
            for made in constants:
                made.erase()
            return None
        constants.append(constant)
        values.append(constant.results[0])
    for constant in constants:
        builder.insert(constant)
    return values
