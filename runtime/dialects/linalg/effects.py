"""The memory effects of linalg's structured ops (MLIR's `getGenericEffectsImpl` in
`LinalgOps.cpp`): a read of each memref input, and of each memref init whose payload
argument is used, and a write of each memref init; none on tensors."""

from __future__ import annotations

from ...ir.effects import DEFAULT_RESOURCE, EffectInstance
from ...ir.operation import Operation


def structured_effects(op: Operation) -> list[EffectInstance]:
    signature = op.name.definition.signature if op.name.definition else None
    if signature is None:
        return []
    inputs = signature.operand_group(op, 0)
    inits = signature.operand_group(op, 1)
    entry = op.regions[0].blocks[0] if op.regions and op.regions[0].blocks else None
    effects = [
        EffectInstance("Read", DEFAULT_RESOURCE, value) for value in inputs if _is_memref(value)
    ]
    for index, value in enumerate(inits, start=len(inputs)):
        if not _is_memref(value):
            continue
        if entry is None or index >= len(entry.arguments) or entry.arguments[index].has_uses:
            effects.append(EffectInstance("Read", DEFAULT_RESOURCE, value))
        effects.append(EffectInstance("Write", DEFAULT_RESOURCE, value))
    return effects


def _is_memref(value: object) -> bool:
    return str(getattr(value, "type", "")).startswith("memref<")
