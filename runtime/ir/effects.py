"""Memory effects (MLIR's `MemoryEffectOpInterface` and the helpers of
`SideEffectInterfaces.cpp`), from the effects an op's definition states.

An op states its effects through its definition: `Pure` ops have none; `effects` lists the
others (ODS's `MemoryEffects<[...]>` on the op and `Arg`/`Res` decorators on operand and
result groups); an op with neither (unregistered ones included) does not implement the
interface, so its effects are unknown. `RecursiveMemoryEffects` ops have the effects of
the ops in their regions besides their own.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .context import Trait

if TYPE_CHECKING:
    from .operation import Operation, Value

EFFECTS = ("Allocate", "Free", "Read", "Write")
DEFAULT_RESOURCE = "DefaultResource"


@dataclass(frozen=True)
class Effect:
    """A stated effect: `effect` (one of `EFFECTS`) on `resource`, on the values of an ODS
    operand or result group (`target` `operand N`/`result N`) or on the op itself (`""`)."""

    effect: str
    target: str = ""
    resource: str = DEFAULT_RESOURCE


@dataclass(frozen=True)
class EffectInstance:
    """An effect of one op (MLIR's `EffectInstance`): on `value`, or on no value."""

    effect: str
    resource: str
    value: Value | None = None


def get_effects(op: Operation) -> list[EffectInstance] | None:
    """The effects `op` states (MLIR's `MemoryEffectOpInterface::getEffects`), or None when
    it does not implement the interface. A decorated group yields one instance per value."""
    definition = op.name.definition
    if definition is None:
        return None
    if Trait.PURE in definition.traits:
        return []
    if definition.computed_effects is not None:
        return list(definition.computed_effects(op))
    if definition.effects is None:
        return None
    found: list[EffectInstance] = []
    signature = definition.signature
    for effect in definition.effects:
        if not effect.target or signature is None:
            found.append(EffectInstance(effect.effect, effect.resource))
            continue
        kind, index = effect.target.split()
        group = (signature.operand_group if kind == "operand" else signature.result_group)(
            op, int(index)
        )
        found += [EffectInstance(effect.effect, effect.resource, value) for value in group]
    return found


def has_recursive_effects(op: Operation) -> bool:
    return Trait.RECURSIVE_MEMORY_EFFECTS in op.name.traits


def _walk(
    root: Operation, breadth_first: bool = False
) -> Iterator[tuple[Operation, list[EffectInstance] | None, bool]]:
    """`root` and, through `RecursiveMemoryEffects`, the ops nested in it: each with its
    effects (None: unknown) and whether its nested ops count. Depth first, last nested op
    first, as MLIR's worklists go; or `breadth_first`, for the yes/no queries that stop at
    the first op that decides them: they then look at the ops nearest `root` first, not
    at the bottom of the deepest nest (either order visits the same ops)."""
    pending = deque([root])
    take = pending.popleft if breadth_first else pending.pop
    while pending:
        op = take()
        recursive = has_recursive_effects(op)
        if recursive:
            pending += [
                child for region in op.regions for block in region.blocks for child in block
            ]
        yield op, get_effects(op), recursive


def get_effects_recursively(root: Operation) -> list[EffectInstance] | None:
    """The effects of `root` and, through `RecursiveMemoryEffects`, of the ops nested in it;
    None when one of them has unknown effects (MLIR's `getEffectsRecursively`)."""
    found: list[EffectInstance] = []
    for _, effects, recursive in _walk(root):
        if effects is None and not recursive:
            return None
        found += effects or []
    return found


def is_memory_effect_free(op: Operation) -> bool:
    """No effects, its nested ops' included when they count (MLIR's `isMemoryEffectFree`)."""
    traits = op.name.traits
    if Trait.PURE in traits and Trait.RECURSIVE_MEMORY_EFFECTS not in traits:
        return True  # what the walk finds: no effects, and no nested ops that count
    return all(
        not effects and (effects is not None or recursive)
        for _, effects, recursive in _walk(op, breadth_first=True)
    )


def only_has_effect(op: Operation, effect: str) -> bool:
    """Whether `op` implements the interface and all its effects are `effect`
    (MLIR's `MemoryEffectOpInterface::onlyHasEffect`)."""
    effects = get_effects(op)
    return effects is not None and all(e.effect == effect for e in effects)


def would_op_be_trivially_dead(root: Operation) -> bool:
    """Whether `root` could be erased were its results unused: no terminator or symbol, and
    only reads, or allocations of its own results, in it and (through
    `RecursiveMemoryEffects`) in its regions (MLIR's `wouldOpBeTriviallyDead`)."""
    traits = root.name.traits
    if Trait.IS_TERMINATOR in traits or Trait.SYMBOL in traits:
        return False
    if root.name.definition is None:
        return False  # an unregistered op might be a terminator (mightHaveTrait)
    if Trait.PURE in traits and Trait.RECURSIVE_MEMORY_EFFECTS not in traits:
        return True  # what the walk finds: no effects, and no nested ops that count
    for op, effects, recursive in _walk(root, breadth_first=True):
        if effects is None:
            if recursive:
                continue
            return False
        allocated = {
            id(e.value)
            for e in effects
            if e.effect == "Allocate" and e.value is not None and getattr(e.value, "op", None) is op
        }
        if not all(
            e.effect == "Read" or (e.value is not None and id(e.value) in allocated)
            for e in effects
        ):
            return False
    return True


def is_op_trivially_dead(op: Operation) -> bool:
    """Unused and `would_op_be_trivially_dead` (MLIR's `isOpTriviallyDead`)."""
    return op.use_empty and would_op_be_trivially_dead(op)
