"""tensor's runtime checks (MLIR's `Tensor/Transforms/RuntimeOpVerification.cpp`): the
indices of `tensor.extract` and `tensor.insert` lie within the tensor, a `tensor.dim`'s
index within its rank, a `tensor.cast`'s source has the rank and sizes its result type
says (`runtime_checks`), and an `extract_slice`'s offsets and last positions lie within
its source."""

from __future__ import annotations

from ...interfaces import InterfaceModels
from ...interfaces.runtime_verifiable import ErrorMessage, RuntimeVerifiableOpInterface
from ...ir import Location, Operation, Value
from ...rewrite.builder import OpBuilder
from ..runtime_checks import (
    DimInBounds,
    IndicesInBounds,
    Shape,
    build,
    check_cast_rank,
    check_cast_sizes,
    check_slice,
    constant_index,
)
from .slices import slice_of
from .tensor_types import ranked_tensor_type, tensor_type


class CastMatches(RuntimeVerifiableOpInterface):
    """`tensor.cast` to a ranked type: the source's rank (when unranked), and its sizes
    where the result's are static and the source's are not."""

    def generate_runtime_verification(
        self, op: Operation, builder: OpBuilder, location: Location, message: ErrorMessage
    ) -> None:
        source, result = tensor_type(op.operands[0].type), ranked_tensor_type(op.results[0].type)
        if source is None or result is None or result.shape is None:
            return
        if source.shape is None:
            what = message(op, "rank mismatch")
            check_cast_rank(builder, location, op, "tensor.rank", len(result.shape), what)
        shapes = (source.shape, result.shape)
        check_cast_sizes(builder, location, op, "tensor.dim", shapes, message)


class ExtractSliceInBounds(RuntimeVerifiableOpInterface):
    """`tensor.extract_slice`: `check_slice`, the source's sizes read by `tensor.dim`."""

    def generate_runtime_verification(
        self, op: Operation, builder: OpBuilder, location: Location, message: ErrorMessage
    ) -> None:
        source = op.operands[0]
        if ranked_tensor_type(source.type) is None:
            return
        params = slice_of(op)

        def extent(index: int) -> Value:
            operands = [source, constant_index(builder, location, index)]
            return build(builder, location, "tensor.dim", operands, fold=True)

        lists = (params.offsets, params.sizes, params.strides)
        check_slice(builder, location, op, lists, lambda: extent, message)


def runtime_verification_models(shape: Shape) -> InterfaceModels:
    """The models of tensor's ops (`shape`: its ranked types' shapes)."""
    return InterfaceModels.of(
        {
            "extract": (IndicesInBounds(0, "tensor.dim", shape),),
            "insert": (IndicesInBounds(1, "tensor.dim", shape),),
            "dim": (DimInBounds("tensor.rank"),),
            "cast": (CastMatches(),),
            "extract_slice": (ExtractSliceInBounds(),),
        }
    )
