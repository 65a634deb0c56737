"""tensor's runtime checks (MLIR's `Tensor/Transforms/RuntimeOpVerification.cpp`): the
indices of `tensor.extract` and `tensor.insert` lie within the tensor, a `tensor.dim`'s
index within its rank, a `tensor.cast`'s source has the rank and sizes its result type
says (`runtime_checks`), and an `extract_slice`'s offsets and last positions lie within
its source."""

from __future__ import annotations

from ...interfaces import InterfaceModels
from ...interfaces.runtime_verifiable import ErrorMessage, RuntimeVerifiableOpInterface
from ...ir import I1, BoolAttr, Location, Operation, Value
from ...rewrite.builder import OpBuilder
from ..integers import EQ, SGE, SGT, SLE
from ..runtime_checks import (
    DimInBounds,
    IndicesInBounds,
    Shape,
    assert_that,
    build,
    check_cast_rank,
    check_cast_sizes,
    constant_index,
    in_bounds,
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


def _index(builder: OpBuilder, location: Location, value: int | Value) -> Value:
    """`getValueOrCreateConstantIndexOp`."""
    return value if isinstance(value, Value) else constant_index(builder, location, value)


def _if(builder: OpBuilder, location: Location, condition: Value) -> tuple[Value, Operation]:
    """An `scf.if` yielding an `i1`, its regions empty blocks for the caller to fill."""
    made = builder.create("scf.if", [condition], [I1], regions=2, location=location)
    with builder.insertion_guard():
        for region in made.regions:
            builder.create_block(region)
    return made.results[0], made


def _yield(builder: OpBuilder, location: Location, value: Value) -> None:
    builder.create("scf.yield", [value], location=location)


class ExtractSliceInBounds(RuntimeVerifiableOpInterface):
    """`tensor.extract_slice`: per dim, the offset lies within the source (up to its size
    when the slice is empty), and the last position the slice reads does."""

    def generate_runtime_verification(
        self, op: Operation, builder: OpBuilder, location: Location, message: ErrorMessage
    ) -> None:
        source = op.operands[0]
        if ranked_tensor_type(source.type) is None:
            return
        params = slice_of(op)
        zero = constant_index(builder, location, 0)
        one = constant_index(builder, location, 1)
        dims = zip(params.offsets, params.sizes, params.strides)
        for index, (offset_of, size_of, stride_of) in enumerate(dims):
            offset = _index(builder, location, offset_of)
            size = _index(builder, location, size_of)
            stride = _index(builder, location, stride_of)
            operands = [source, constant_index(builder, location, index)]
            extent = build(builder, location, "tensor.dim", operands, fold=True)
            empty = build(builder, location, "arith.cmpi", [size, zero], EQ)
            valid, branch = _if(builder, location, empty)
            with builder.insertion_guard():
                builder.set_insertion_point_to_end(branch.regions[0].blocks[0])
                above = build(builder, location, "arith.cmpi", [offset, zero], SGE)
                within = build(builder, location, "arith.cmpi", [offset, extent], SLE)
                _yield(builder, location, build(builder, location, "arith.andi", [above, within]))
                builder.set_insertion_point_to_end(branch.regions[1].blocks[0])
                _yield(builder, location, in_bounds(builder, location, offset, zero, extent))
            what = message(op, f"offset {index} is out-of-bounds")
            assert_that(builder, location, valid, what)
            nonempty = build(builder, location, "arith.cmpi", [size, zero], SGT)
            valid, branch = _if(builder, location, nonempty)
            with builder.insertion_guard():
                builder.set_insertion_point_to_end(branch.regions[0].blocks[0])
                steps = build(builder, location, "arith.subi", [size, one])
                span = build(builder, location, "arith.muli", [steps, stride])
                last = build(builder, location, "arith.addi", [offset, span])
                _yield(builder, location, in_bounds(builder, location, last, zero, extent))
                builder.set_insertion_point_to_end(branch.regions[1].blocks[0])
                true = builder.create(
                    "arith.constant",
                    [],
                    [I1],
                    properties={"value": BoolAttr(True)},
                    location=location,
                ).results[0]
                _yield(builder, location, true)
            what = message(op, f"extract_slice runs out-of-bounds along dimension {index}")
            assert_that(builder, location, valid, what)


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
