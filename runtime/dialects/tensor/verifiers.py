"""The `tensor` ops' own verifiers (MLIR's mlir/lib/Dialect/Tensor/IR/TensorOps.cpp
`verify` and `verifyRegions`), with mlir-opt's messages: here the index counts of
`tensor.extract`/`tensor.insert`, the dynamic sizes of `tensor.empty`/`tensor.splat`/
`tensor.generate`, `tensor.cast`'s `CastOpInterface` check, `ConcatOp::verify` and
`ReshapeOp::verify`; the slices', reshapes', gather/scatter's and bodies' in their own
modules. `VERIFIERS` and `REGION_VERIFIERS` map op names to them: the first run on entering
the op, the second once the ops inside are verified."""

from __future__ import annotations

from collections.abc import Callable

from ...ir.context import Verifier
from ...ir.operation import Operation
from .body_verifiers import verify_generate_regions, verify_pad, verify_pad_regions
from .gather_scatter_verifiers import verify_gather, verify_scatter
from .reshape_verifiers import verify_collapse_shape, verify_expand_shape
from .slice_verifiers import verify_extract_slice, verify_insert_slice
from .tensor_types import DYNAMIC, TensorType, cast_compatible, ranked_tensor_type, tensor_type


def _indices(message: str, tensor: int) -> Verifier:
    """An index count check: the ranked tensor operand `tensor` has one index per dim (the
    operands after it)."""

    def verify(op: Operation) -> str | None:
        ranked = ranked_tensor_type(op.operands[tensor].type)
        if ranked is not None and ranked.rank != len(op.operands) - tensor - 1:
            return message
        return None

    return verify


def _dynamic_sizes(sizes: Callable[[Operation], int]) -> Verifier:
    """`EmptyOp`/`SplatOp`/`GenerateOp::verify`: as many size operands (`sizes`) as the
    result's dynamic dims."""

    def verify(op: Operation) -> str | None:
        result = ranked_tensor_type(op.results[0].type)
        if result is None or result.num_dynamic == sizes(op):
            return None
        return f"incorrect number of dynamic sizes, has {sizes(op)}, expected {result.num_dynamic}"

    return verify


def _desaturated(sizes: list[int]) -> int | None:
    """`SaturatedInteger::desaturate` over `sizes`: the static size they agree on (DYNAMIC
    when all are), None when two static ones differ."""
    found = DYNAMIC
    for size in sizes:
        if size != DYNAMIC:
            if found not in (DYNAMIC, size):
                return None
            found = size
    return found


def verify_cast(op: Operation) -> str | None:
    """`verifyCastInterfaceOp` with `CastOp::areCastCompatible`."""
    source, result = tensor_type(op.operands[0].type), tensor_type(op.results[0].type)
    if source is None or result is None:
        return None  # the ODS constraints report these
    if cast_compatible(source, result):
        return None
    return (
        f"operand type '{op.operands[0].type}' and result type '{op.results[0].type}' are "
        "cast incompatible"
    )


def verify_concat(op: Operation) -> str | None:
    """`ConcatOp::verify`."""
    if not op.operands:
        return "requires at least one input"
    inputs = [ranked_tensor_type(value.type) for value in op.operands]
    result = ranked_tensor_type(op.results[0].type)
    dim = getattr(op.get_attr("dim"), "value", None)
    if result is None or dim is None or any(t is None for t in inputs):
        return None  # the ODS constraints report these
    types: list[TensorType] = [t for t in inputs if t is not None]
    if any(t.rank != result.rank for t in types):
        return "rank of concatenated inputs must match result rank"
    if any(t.element != result.element for t in types):
        return "inputs and result element type must match"
    if dim >= result.rank:
        return "concatenation dim must be less than the tensor rank"
    sizes = []
    for index in range(result.rank):
        if index == dim:
            along = [t.dims[dim] for t in types]
            sizes.append(DYNAMIC if DYNAMIC in along else sum(along))
            continue
        size = _desaturated([t.dims[index] for t in types])
        if size is None:
            return f"static concatenation size mismatch along non-concatenated dimension {index}"
        sizes.append(size)
    inferred = types[0].with_shape(sizes)
    if any(a != b and DYNAMIC not in (a, b) for a, b in zip(inferred.dims, result.dims)):
        return (
            f"result type '{op.results[0].type}'does not match inferred shape "
            f"'{TensorType(inferred.shape, inferred.element).type()}' static sizes"
        )
    return None


def verify_reshape(op: Operation) -> str | None:
    """`ReshapeOp::verify`."""
    source, result = tensor_type(op.operands[0].type), tensor_type(op.results[0].type)
    shape = ranked_tensor_type(op.operands[1].type)
    if source is None or result is None or shape is None or shape.rank != 1:
        return None  # the ODS constraints report these
    if source.element != result.element:
        return "element types of source and destination tensor types should be the same"
    if not result.ranked:
        return None
    if source.static and result.static and _count(source) != _count(result):
        return "source and destination tensor should have the same number of elements"
    if shape.dims[0] == DYNAMIC:
        return (
            "cannot use shape operand with dynamic length to reshape to statically-ranked "
            "tensor type"
        )
    if shape.dims[0] != result.rank:
        return "length of shape operand differs from the result's tensor rank"
    return None


def _count(type: TensorType) -> int:
    count = 1
    for size in type.dims:
        count *= size
    return count


VERIFIERS: dict[str, Verifier] = {
    "tensor.extract": _indices("incorrect number of indices for extract_element", 0),
    "tensor.insert": _indices("incorrect number of indices", 1),
    "tensor.empty": _dynamic_sizes(lambda op: len(op.operands)),
    "tensor.splat": _dynamic_sizes(lambda op: len(op.operands) - 1),
    "tensor.generate": _dynamic_sizes(lambda op: len(op.operands)),
    "tensor.concat": verify_concat,
    "tensor.reshape": verify_reshape,
    "tensor.cast": verify_cast,
    "tensor.extract_slice": verify_extract_slice,
    "tensor.insert_slice": verify_insert_slice,
    "tensor.expand_shape": verify_expand_shape,
    "tensor.collapse_shape": verify_collapse_shape,
    "tensor.pad": verify_pad,
    "tensor.gather": verify_gather,
    "tensor.scatter": verify_scatter,
}
REGION_VERIFIERS: dict[str, Verifier] = {
    "tensor.pad": verify_pad_regions,
    "tensor.generate": verify_generate_regions,
}
