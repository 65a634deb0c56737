"""The verifiers of `affine.delinearize_index` and `affine.linearize_index`
(`AffineDelinearizeIndexOp::verify`, `AffineLinearizeIndexOp::verify`), so that a basis the
parser takes but MLIR rejects is reported, not printed."""

from __future__ import annotations

from ...asm.dense_arrays import dense_array_values
from ...ir import Operation
from .index_basis import DYNAMIC, SEGMENTS, static_basis

_MISMATCH = (
    "mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic "
    "basis entry) -- this can only happen due to an incorrect fold/rewrite"
)


def _markers(op: Operation) -> int:
    return sum(1 for b in static_basis(op) if b == DYNAMIC)


def verify_delinearize(op: Operation) -> str | None:
    basis = static_basis(op)
    if len(op.results) not in (len(basis), len(basis) + 1):
        return "should return an index for each basis element and up to one extra index"
    if _markers(op) != len(op.operands) - 1:
        return _MISMATCH
    if any(b <= 0 and b != DYNAMIC for b in basis):
        return "no basis element may be statically non-positive"
    return None


def verify_linearize(op: Operation) -> str | None:
    segments = dense_array_values(op.get_attr(SEGMENTS))
    if segments is None or len(segments) != 2:
        return None
    basis = static_basis(op)
    if segments[0] not in (len(basis), len(basis) + 1):
        return "should be passed a basis element for each index except possibly the first"
    if _markers(op) != segments[1]:
        return _MISMATCH
    return None
