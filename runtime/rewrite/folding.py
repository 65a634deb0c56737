"""Folding an op through its dialect's folder (MLIR's `Operation::fold`), constant
matching (`m_Constant`) and trivial deadness (`isOpTriviallyDead`).

Folders a dialect attaches lazily (`Dialect.lazy_hooks`) are attached here, when an op of
the context is first folded or matched."""

from __future__ import annotations

from ..ir import Attribute, Operation, OpResult, Trait, Value

FoldResult = list[Attribute | Value]
"""One attribute (a constant) or existing value per result; `[]` means "updated in place"."""


def defining_op(value: Value, name: str) -> Operation | None:
    """The op named `name` that defines `value` (not a block argument), else None."""
    op = getattr(value, "op", None)
    return op if op is not None and op.name.name == name else None


def constant_value(op: Operation) -> Attribute | None:
    """The attribute a constant-like op produces (its folder's answer), else None."""
    name = op.name
    if Trait.CONSTANT_LIKE not in name.traits:
        return None
    if name.context.lazy_hooks_pending:
        name.context.load_lazy_hooks()
    folder = name.definition.folder if name.definition is not None else None
    if folder is None:
        return None
    folded = folder(op, [])
    return folded[0] if folded and isinstance(folded[0], Attribute) else None


def constant_operand(value: Value) -> Attribute | None:
    """The constant `value` holds, if a constant-like op defines it."""
    if type(value) is OpResult:
        return constant_value(value.op)  # type: ignore[attr-defined]
    return None


def fold_op(op: Operation) -> FoldResult | None:
    """Ask the op's folder (then its traits' folders) to fold it.

    Returns None when nothing folds, `[]` when the op was updated in place (the
    commutative trait moves constant operands last this way), else one attribute or
    value per result. The folder sees the constant value of each operand (or None).
    """
    name = op.name
    if name.context.lazy_hooks_pending:
        name.context.load_lazy_hooks()
    definition = name.definition
    if definition is None:
        return None
    folder = definition.folder
    if folder is None and Trait.COMMUTATIVE not in definition.traits:
        return None
    constant_like = Trait.CONSTANT_LIKE  # `constant_operand`, without a call per operand
    constants = [
        constant_value(v.op)  # type: ignore[attr-defined]
        if type(v) is OpResult and constant_like in v.op.name.traits  # type: ignore[attr-defined]
        else None
        for v in op.operands
    ]
    folded = folder(op, constants) if folder is not None else None
    if folded:
        return folded
    if Trait.COMMUTATIVE in definition.traits and _move_constants_last(op, constants):
        return []
    return folded


def fold_with_constants(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    """Fold `op` as if its operands held `constants` (MLIR's `Operation::fold` with given
    operand attributes), for simulated execution: None when nothing folds or the op was
    folded in place (then `op` is restored as it was)."""
    name = op.name
    if name.context.lazy_hooks_pending:
        name.context.load_lazy_hooks()
    definition = name.definition
    folder = definition.folder if definition is not None else None
    if folder is None:
        return None
    operands = list(op.operands)
    attributes = dict(op._attributes) if op._attributes else None
    properties = dict(op._properties) if op._properties else None
    folded = folder(op, constants)
    if folded is not None and not folded:
        op.set_operands(operands)
        op._attributes, op._properties = attributes, properties
        return None
    return folded


def _move_constants_last(op: Operation, constants: list[Attribute | None]) -> bool:
    """MLIR's `foldCommutative`: a stable partition, non-constants first."""
    operands = op.operands
    if len(operands) < 2:
        return False
    first_constant = next((i for i, c in enumerate(constants) if c is not None), None)
    if first_constant is None or all(c is not None for c in constants[first_constant:]):
        return False
    variable = [v for v, c in zip(operands, constants) if c is None]
    constant = [v for v, c in zip(operands, constants) if c is not None]
    op.set_operands(variable + constant)
    return True
