"""Which values may be affine dimensions and symbols (AffineOps.cpp: `isTopLevelValue`,
`getAffineScope`, `isValidSymbol`, `isValidDim`, `isAffineInductionVar`,
`isDimOpValidSymbol`, `isPure`)."""

from __future__ import annotations

from collections.abc import Sequence

from ...interfaces.speculation import is_speculatable
from ...ir import INDEX, BlockArgument, IntegerAttr, Operation, OpResult, Region, Trait, Value
from ...ir.effects import is_memory_effect_free
from ...ir.ods import segment_sizes
from ...rewrite.folding import constant_operand
from ..memref.memref_types import DYNAMIC, is_unranked_memref, memref_type

# The ops with MLIR's `AffineScope` trait among those the runtime knows.
AFFINE_SCOPES = frozenset({"builtin.module", "func.func", "gpu.func"})
SHAPED_DIM_OPS = frozenset({"memref.dim", "tensor.dim"})


def is_pure(op: Operation) -> bool:
    """MLIR's `isPure`: speculatable and free of memory effects."""
    return is_speculatable(op) and is_memory_effect_free(op)


def _is_affine_scope(op: Operation | None) -> bool:
    return op is not None and op.name.name in AFFINE_SCOPES and op.is_registered


def _value_region(value: Value) -> Region | None:
    if isinstance(value, BlockArgument):
        return value.owner.parent
    assert isinstance(value, OpResult)
    return value.op.parent_region


def is_top_level_value(value: Value) -> bool:
    """Defined in (or an argument of) a region of an op with the `AffineScope` trait."""
    region = _value_region(value)
    return region is not None and _is_affine_scope(region.parent)


def affine_scope(op: Operation) -> Region | None:
    """MLIR's `getAffineScope`: the region of the closest `AffineScope` ancestor holding
    `op`."""
    current = op
    while (parent := current.parent_op) is not None:
        if _is_affine_scope(parent):
            return current.parent_region
        current = parent
    return None


def is_affine_induction_var(value: Value) -> bool:
    """The induction variable of an `affine.for`, or one of an `affine.parallel`'s."""
    if not isinstance(value, BlockArgument):
        return False
    owner = value.owner.parent_op
    if owner is None:
        return False
    if owner.name.name == "affine.for":
        return value.index == 0
    return owner.name.name == "affine.parallel"


def is_valid_symbol(value: Value, region: Region | None = None, scoped: bool = False) -> bool:
    """MLIR's `isValidSymbol(value)` (or, `scoped`, `isValidSymbol(value, region)`): as in
    mlir-opt 22, a result of a pure op (`affine.apply`, `arith.addi`, ...) of valid symbols
    is one."""
    if value.type != INDEX:
        return False
    if not scoped:
        if is_top_level_value(value):
            return True
        if isinstance(value, OpResult):
            return is_valid_symbol(value, affine_scope(value.op), scoped=True)
        return False
    if region is not None and _value_region(value) is region:
        return True
    if isinstance(value, OpResult):
        op = value.op
        if constant_operand(value) is not None:
            return True
        if is_pure(op) and all(is_valid_symbol(v, region, scoped=True) for v in op.operands):
            return True
        if op.name.name in SHAPED_DIM_OPS:
            return _is_dim_op_valid_symbol(op, region)
    parent = region.parent if region is not None else None
    if parent is not None and not parent.has_trait(Trait.ISOLATED_FROM_ABOVE):
        outer = parent.parent_region
        if outer is not None:
            return is_valid_symbol(value, outer, scoped=True)
    return False


def is_valid_dim(value: Value) -> bool:
    """MLIR's `isValidDim(value)`."""
    if value.type != INDEX:
        return False
    if isinstance(value, OpResult):
        return is_valid_dim_in(value, affine_scope(value.op))
    if is_affine_induction_var(value):
        return True
    return _is_affine_scope(value.owner.parent_op)  # type: ignore[union-attr]


def is_valid_dim_in(value: Value, region: Region | None) -> bool:
    """MLIR's `isValidDim(value, region)`."""
    if value.type != INDEX:
        return False
    if is_valid_symbol(value, region, scoped=True):
        return True
    if not isinstance(value, OpResult):
        return is_affine_induction_var(value)
    op = value.op
    if op.name.name in ("affine.apply", "affine.delinearize_index", "affine.linearize_index"):
        return all(is_valid_dim_in(v, region) for v in op.operands)
    if op.name.name in SHAPED_DIM_OPS:
        return is_top_level_value(op.operands[0])
    return False


def _dynamic_sizes(op: Operation) -> Sequence[Value] | None:
    """The dynamic size operands of a `memref.view`, `memref.subview` or `memref.alloc`
    (MLIR's `getDynamicSizes`; None for other ops)."""
    name = op.name.name
    if name == "memref.view":
        return op.operands[2:]
    segments = segment_sizes(op, "operandSegmentSizes")
    if segments is None:
        return None
    if name == "memref.alloc":
        return op.operands[: segments[0]]
    if name == "memref.subview" and len(segments) == 4:
        start = segments[0] + segments[1]
        return op.operands[start : start + segments[2]]
    return None


def _is_memref_size_valid_symbol(op: Operation, index: int, region: Region | None) -> bool:
    """MLIR's `isMemRefSizeValidSymbol`: dimension `index` of the memref `op` defines is
    static or sized by a valid symbol of `region`."""
    memref = memref_type(op.results[0].type)
    sizes = _dynamic_sizes(op)
    if memref is None or sizes is None or not 0 <= index < memref.rank:
        return False
    if memref.shape[index] != DYNAMIC:
        return True
    position = memref.dynamic_dim_index(index)
    return position < len(sizes) and is_valid_symbol(sizes[position], region, scoped=True)


def _is_dim_op_valid_symbol(op: Operation, region: Region | None) -> bool:
    """MLIR's `isDimOpValidSymbol` for a `memref.dim` / `tensor.dim`: its source is
    top-level, or (through `memref.cast`s) a view, subview or alloc whose size at a constant
    index is a valid symbol."""
    source = op.operands[0]
    if is_top_level_value(source):
        return True
    if not isinstance(source, OpResult):
        return False
    index = constant_operand(op.operands[1])
    if not isinstance(index, IntegerAttr):
        return False
    definer = source.op
    while definer.name.name == "memref.cast":
        cast_source = definer.operands[0]
        if is_unranked_memref(cast_source.type) or not isinstance(cast_source, OpResult):
            return False
        definer = cast_source.op
    return _is_memref_size_valid_symbol(definer, index.value, region)
