"""`SimplifyAffineOp<AffineOpTy>` (AffineOps.cpp): an affine op's map composed with the
`affine.apply` ops supplying its operands, canonicalized with its operands and simplified
with their loop bounds, the op rebuilt when that changes anything."""

from __future__ import annotations

from ...ir import Operation, Value
from ...ir.affine import map_attribute
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from .composition import canonicalize_map_and_operands, compose_affine_map_and_operands
from .operand_lists import op_map
from .operand_simplify import simplify_map_with_operands

MAP = "map"

# Per op: its C++ class and how many leading operands precede the map's (value, memref).
AFFINE_OPS = {
    "apply": ("AffineApplyOp", 0),
    "min": ("AffineMinOp", 0),
    "max": ("AffineMaxOp", 0),
    "load": ("AffineLoadOp", 1),
    "store": ("AffineStoreOp", 2),
    "vector_load": ("AffineVectorLoadOp", 1),
    "vector_store": ("AffineVectorStoreOp", 2),
    "prefetch": ("AffinePrefetchOp", 1),
}


class SimplifyAffineOp(RewritePattern):
    """`SimplifyAffineOp<AffineOpTy>`; the new op keeps the old one's non-map properties (a
    prefetch's hints) and no discardable attribute, as MLIR's builders do."""

    def __init__(self, mnemonic: str):
        super().__init__(f"affine.{mnemonic}")
        cpp_class, self.leading = AFFINE_OPS[mnemonic]
        self.debug_name = f"SimplifyAffineOp<mlir::affine::{cpp_class}>"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        old_map = op_map(op, MAP)
        old_operands: list[Value] = op.operands[self.leading :]
        map, operands = compose_affine_map_and_operands(old_map, list(old_operands))
        map, operands = canonicalize_map_and_operands(map, operands)
        map = simplify_map_with_operands(map, operands)
        if map == old_map and operands == old_operands[: len(operands)]:
            return False
        properties = {**op.properties, MAP: map_attribute(map)}
        rewriter.replace_op_with_new_op(
            op,
            op.name.name,
            [*op.operands[: self.leading], *operands],
            op.result_types,
            properties=properties,
            location=op.location,
        )
        return True
