"""The verifiers of the `tensor` ops with a body, `tensor.pad` and `tensor.generate`, with
mlir-opt's messages: `PadOp::verify`, `PadOp::inferResultType`, `PadOp::verifyRegions` and
`GenerateOp::verifyRegions` (mlir/lib/Dialect/Tensor/IR/TensorOps.cpp)."""

from __future__ import annotations

from ...ir.diagnostics import PlainMessage
from ...ir.operation import Block, Operation
from ...ir.types import IndexType
from .mixed import static_array
from .tensor_types import DYNAMIC, TensorType, ranked_tensor_type


def _pad_inferred(source: TensorType, low: list[int], high: list[int]) -> TensorType | None:
    """`PadOp::inferResultType` without a result shape: each static dim padded by its
    static amounts, dynamic otherwise; None when the amounts are not one per dim."""
    if len(low) != source.rank or len(high) != source.rank:
        return None
    shape = [
        DYNAMIC if DYNAMIC in (size, before, after) else size + before + after
        for size, before, after in zip(source.dims, low, high)
    ]
    return TensorType(tuple(shape), source.element)


def verify_pad(op: Operation) -> str | None:
    """`PadOp::verify`."""
    source, result = ranked_tensor_type(op.operands[0].type), ranked_tensor_type(op.results[0].type)
    if source is None or result is None:
        return None  # the ODS constraints report these
    expected = _pad_inferred(
        source, static_array(op, "static_low"), static_array(op, "static_high")
    )
    if expected is None:
        return PlainMessage(
            f"failed to infer expectedType from sourceType '{source.type()}', specified "
            f"resultType is '{result.type()}'"
        )
    if result.rank == expected.rank and all(
        found == inferred or inferred == DYNAMIC
        for found, inferred in zip(result.dims, expected.dims)
    ):
        return None
    return PlainMessage(
        f"specified type '{result.type()}' does not match the inferred type '{expected.type()}'"
    )


def _yielded_type(block: Block) -> str | None:
    """The text of the type the `tensor.yield` ending `block` yields (None: no such op)."""
    last = block.last_op
    if last is None or last.name.name != "tensor.yield" or not last.operands:
        return None
    return str(last.operands[0].type)


def verify_pad_regions(op: Operation) -> str | None:
    """`PadOp::verifyRegions`."""
    result = ranked_tensor_type(op.results[0].type)
    if result is None or not op.regions[0].blocks:
        return None
    block = op.regions[0].blocks[0]
    if len(block.arguments) != result.rank:
        return PlainMessage(f"expected the block to have {result.rank} arguments")
    for index, argument in enumerate(block.arguments):
        if not isinstance(argument.type, IndexType):
            return f"expected block argument {index + 1} to be an index"
    if _yielded_type(block) != result.element:
        return "expected yield type to match shape element type"
    return None


def verify_generate_regions(op: Operation) -> str | None:
    """`GenerateOp::verifyRegions`."""
    result = ranked_tensor_type(op.results[0].type)
    if result is None or not op.regions[0].blocks:
        return None
    block = op.regions[0].blocks[0]
    if not all(isinstance(argument.type, IndexType) for argument in block.arguments):
        return PlainMessage("all body arguments must be index")
    if len(block.arguments) != result.rank:
        return PlainMessage("must have one body argument per input dimension")
    if _yielded_type(block) != result.element:
        return "body must be terminated with a `yield` operation of the tensor element type"
    return None
