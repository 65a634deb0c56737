"""Which values may be affine dimensions and symbols (AffineOps.cpp: `isTopLevelValue`,
`getAffineScope`, `isValidSymbol`, `isValidDim`, `isAffineInductionVar`)."""

from __future__ import annotations

from ...ir import INDEX, BlockArgument, Operation, OpResult, Region, Trait, Value
from ...rewrite.folding import constant_operand

# The ops with MLIR's `AffineScope` trait among those the runtime knows.
AFFINE_SCOPES = frozenset({"builtin.module", "func.func", "gpu.func"})
SHAPED_DIM_OPS = frozenset({"memref.dim", "tensor.dim"})


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
    """MLIR's `isValidSymbol(value)` (or, `scoped`, `isValidSymbol(value, region)`); as in
    mlir-opt 22, an `affine.min` / `affine.max` of valid symbols is one, as an `affine.apply`
    of them is."""
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
        if op.name.name in ("affine.apply", "affine.min", "affine.max"):
            return all(is_valid_symbol(v, region, scoped=True) for v in op.operands)
        if op.name.name in SHAPED_DIM_OPS:
            return is_top_level_value(op.operands[0])
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
        return _is_valid_dim_in(value, affine_scope(value.op))
    if is_affine_induction_var(value):
        return True
    return _is_affine_scope(value.owner.parent_op)  # type: ignore[union-attr]


def _is_valid_dim_in(value: Value, region: Region | None) -> bool:
    """MLIR's `isValidDim(value, region)`."""
    if value.type != INDEX:
        return False
    if is_valid_symbol(value, region, scoped=True):
        return True
    if not isinstance(value, OpResult):
        return is_affine_induction_var(value)
    op = value.op
    if op.name.name in ("affine.apply", "affine.delinearize_index", "affine.linearize_index"):
        return all(_is_valid_dim_in(v, region) for v in op.operands)
    if op.name.name in SHAPED_DIM_OPS:
        return is_top_level_value(op.operands[0])
    return False
