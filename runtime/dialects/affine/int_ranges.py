"""`affine.apply`'s model of `InferIntRangeInterface` (MLIR's
`AffineApplyOp::inferResultRanges`): its map's expression over its dims' and symbols'
ranges (`infer_affine_expr`)."""

from __future__ import annotations

from collections.abc import Sequence

from ...interfaces import InterfaceModels
from ...interfaces.int_range import ConstantIntRanges, InferResultRanges
from ...interfaces.int_range_common import infer_affine_expr
from ...ir.affine import map_of
from ...ir.operation import Operation


def _apply(op: Operation, args: Sequence[ConstantIntRanges]) -> ConstantIntRanges | None:
    affine_map = map_of(op.get_attr("map"))
    if affine_map is None or len(affine_map.results) != 1:
        return None
    dims = args[: affine_map.num_dims]
    return infer_affine_expr(affine_map.results[0], dims, args[affine_map.num_dims :])


def int_range_models() -> InterfaceModels:
    return InterfaceModels.of({"apply": (InferResultRanges(_apply),)})
