"""gpu's models of `InferIntRangeInterface` (MLIR's GPU `InferIntRangeInterfaceImpls.cpp`):
ids and dimensions bounded by the sizes known around the op (the constant sizes of the
enclosing `gpu.launch`, the `known_*_size` of the enclosing `gpu.func`, the
`gpu.known_*_size` attribute of the enclosing function), an op's own `upper_bound`, or
what any GPU has (dimensions below 2^32, clusters of at most 16, subgroups of at most
128); `gpu.launch`'s ids and dimensions from its size operands."""

from __future__ import annotations

from collections.abc import Sequence

from ...asm.dense_arrays import dense_array_values
from ...interfaces import InterfaceModels, OpInterface
from ...interfaces.int_range import (
    INDEX_STORAGE_WIDTH,
    ConstantIntRanges,
    InferIntRangeInterface,
    InferResultRanges,
    SetIntRangeFn,
    unsigned,
)
from ...ir import IntegerAttr, Operation, Trait
from ..integers import constant_int

MAX_DIM = (1 << 32) - 1
MAX_CLUSTER_DIM = 16
MAX_SUBGROUP_SIZE = 128
_DIMENSIONS = ("x", "y", "z")
# A kind of size: its `gpu.launch` operand segment, its `gpu.func` property.
_KINDS = {
    "block": (4, "known_block_size"),
    "grid": (1, "known_grid_size"),
    "cluster": (7, "known_cluster_size"),
}


def index_range(low: int, high: int) -> ConstantIntRanges:
    return ConstantIntRanges.from_unsigned(low, high, INDEX_STORAGE_WIDTH)


def _dimension(op: Operation) -> int:
    text = op.get_attr("dimension").text  # type: ignore[union-attr]  # `#gpu<dim x>`
    return _DIMENSIONS.index(text[len("#gpu<dim ") : -1])


def _upper_bound(op: Operation) -> int | None:
    bound = op.get_attr("upper_bound")
    return unsigned(bound.value, INDEX_STORAGE_WIDTH) if isinstance(bound, IntegerAttr) else None


def _ancestor(op: Operation, accept: object) -> Operation | None:
    parent = op.parent_op
    while parent is not None and not accept(parent):  # type: ignore[operator]
        parent = parent.parent_op
    return parent


def known_dimension_size(op: Operation, kind: str, dim: int) -> int | None:
    """MLIR's `getKnownDimensionSizeAround`."""
    segment, attribute = _KINDS[kind]
    launch = _ancestor(op, lambda p: p.name.name == "gpu.launch")
    if launch is not None:
        sizes = dense_array_values(launch.get_attr("operandSegmentSizes")) or []
        if sizes[segment + dim]:
            value = constant_int(launch.operands[sum(sizes[: segment + dim])])
            if value is not None:
                return unsigned(value, INDEX_STORAGE_WIDTH)
    func = _ancestor(op, lambda p: p.name.name == "gpu.func")
    known = _known(func.properties.get(attribute) if func is not None else None, dim)
    if known is not None:
        return known
    function = _ancestor(op, lambda p: p.has_trait(Trait.FUNCTION_LIKE))
    return _known(function.get_attr(f"gpu.{attribute}") if function is not None else None, dim)


def _known(attr: object, dim: int) -> int | None:
    values = dense_array_values(attr)  # type: ignore[arg-type]
    return unsigned(values[dim], 32) if values is not None and dim < len(values) else None


def _size(kind: str | None, default: int, low: int = 1) -> InferResultRanges:
    """A dimension: the known size, else [low, upper bound or `default`]."""

    def infer(op: Operation, args: Sequence[ConstantIntRanges]) -> ConstantIntRanges:
        known = known_dimension_size(op, kind, _dimension(op)) if kind else None
        if known is not None:
            return index_range(known, known)
        bound = _upper_bound(op)
        return index_range(low, default if bound is None else bound)

    return InferResultRanges(infer)


def _id(kind: str | None, default: int) -> InferResultRanges:
    """An id: [0, upper bound, else the known size, else `default`, less one]."""

    def infer(op: Operation, args: Sequence[ConstantIntRanges]) -> ConstantIntRanges:
        high = known_dimension_size(op, kind, _dimension(op)) if kind else None
        bound = _upper_bound(op)
        high = bound if bound is not None else default if high is None else high
        return index_range(0, unsigned(high - 1, 64))

    return InferResultRanges(infer)


def _global_id(op: Operation, args: Sequence[ConstantIntRanges]) -> ConstantIntRanges:
    bound = _upper_bound(op)
    if bound is not None:
        return index_range(0, unsigned(bound - 1, 64))
    dim = _dimension(op)
    block = known_dimension_size(op, "block", dim)
    grid = known_dimension_size(op, "grid", dim)
    high = (MAX_DIM if block is None else block) * (MAX_DIM if grid is None else grid)
    return index_range(0, unsigned(high - 1, 64))


class LaunchRanges(InferIntRangeInterface):
    """`gpu.launch`: each grid and block size argument within [1, 2^32), each id below its
    size."""

    def infer_result_ranges(
        self,
        op: Operation,
        arg_ranges: Sequence[ConstantIntRanges],
        set_result_range: SetIntRangeFn,
    ) -> None:
        sizes = dense_array_values(op.get_attr("operandSegmentSizes")) or [0]
        arguments = op.regions[0].blocks[0].arguments
        for index, ranges in enumerate(arg_ranges[sizes[0] :][:6]):
            if ranges.width != INDEX_STORAGE_WIDTH:
                continue
            dim = ranges.intersection(index_range(1, MAX_DIM))
            # Grid sizes are arguments 6-8, block sizes 9-11; block ids 0-2, thread ids 3-5.
            set_result_range(arguments[6 + index], dim)
            set_result_range(arguments[index], index_range(0, unsigned(dim.umax - 1, 64)))


def int_range_models() -> InterfaceModels:
    models: dict[str, tuple[OpInterface, ...]] = {
        "cluster_dim": (_size(None, MAX_DIM),),
        "cluster_dim_blocks": (_size("cluster", MAX_CLUSTER_DIM),),
        "cluster_id": (_id(None, MAX_DIM),),
        "cluster_block_id": (_id("cluster", MAX_CLUSTER_DIM),),
        "block_dim": (_size("block", MAX_DIM),),
        "block_id": (_id("grid", MAX_DIM),),
        "grid_dim": (_size("grid", MAX_DIM),),
        "thread_id": (_id("block", MAX_DIM),),
        "lane_id": (_id(None, MAX_SUBGROUP_SIZE),),
        "subgroup_id": (_id(None, MAX_DIM),),
        "global_id": (InferResultRanges(_global_id),),
        "num_subgroups": (_size(None, MAX_DIM),),
        "subgroup_size": (_size(None, MAX_SUBGROUP_SIZE),),
        "launch": (LaunchRanges(),),
    }
    return InterfaceModels.of(models)
