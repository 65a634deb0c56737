"""`cse`: common sub-expression elimination over dominance (MLIR's `CSE.cpp`).

Regions are walked with a scoped table of the ops seen so far: a single-block
region in block order, a multi-block region along its dominator tree (blocks
unreachable from the entry are left alone), each nested region in a new scope,
the regions of ops that are (or, unregistered, might be) isolated from above in
a fresh table. An op that is not a terminator is replaced by an earlier equivalent
one when it is free of memory effects (`Pure`, or `RecursiveMemoryEffects` with
such ops inside), or when it only reads and the earlier one is in the same block
with no op that may write between them (`runtime.ir.effects`); ops are equivalent
(`OperationEquivalence` ignoring locations) when their names, attributes,
properties, result types and operand values are equal, operands of `Commutative`
ops as a multiset, and their regions are structurally equivalent. Trivially dead
ops (unused, with no effects but reads and allocations of their own results) are
erased on the way.

Statistics differ from MLIR 22's source in two ways that its release builds do
not show (they print no statistics): an eliminated op counts once in `num-cse'd`
(MLIR adds 1 twice per effect-free op) and counts add up across the ops the pass
runs on (MLIR assigns the last op's counts).
"""

from __future__ import annotations

from typing import Any

from passgen.generated.transforms import CSEBase

from ..ir import Block, Operation, Region, Trait, UnknownLoc, Value
from ..ir.dominance import DominanceInfo, PostDominanceInfo, has_ssa_dominance
from ..ir.effects import (
    get_effects_recursively,
    is_memory_effect_free,
    is_op_trivially_dead,
    only_has_effect,
)
from ..ir.operation import NO_ATTRIBUTES

_PURE = Trait.PURE
_TERMINATOR = Trait.IS_TERMINATOR
_COMMUTATIVE = Trait.COMMUTATIVE
_ISOLATED = Trait.ISOLATED_FROM_ABOVE
_SYMBOL = Trait.SYMBOL


class CSE(CSEBase):
    """Eliminates common sub-expressions; preserves dominance when it erased ops."""

    def run_on_operation(self) -> None:
        driver = CSEDriver(self.get_analysis(DominanceInfo))
        driver.simplify(self.get_operation())
        self.num_cse += driver.num_cse
        self.num_dce += driver.num_dce
        if not driver.changed:
            self.mark_all_analyses_preserved()
        else:
            # CSE never erases ops with regions, so no region's CFG changed.
            self.mark_analyses_preserved(DominanceInfo, PostDominanceInfo)


class CSEDriver:
    """One CSE run (MLIR's `CSEDriver`): `simplify(op)` rewrites the regions under `op`."""

    def __init__(self, dominance: DominanceInfo):
        self.dominance = dominance
        self.known: dict[tuple[Any, ...], Operation] = {}
        self.to_erase: list[Operation] = []
        self.num_cse = 0
        self.num_dce = 0
        self.changed = False

    def simplify(self, op: Operation) -> None:
        for region in op.regions:
            self._simplify_region(region)
        for dead in self.to_erase:
            dead.erase()
        self.changed = bool(self.to_erase)
        self.to_erase = []

    # -- traversal ------------------------------------------------------------------

    def _simplify_region(self, region: Region) -> None:
        blocks = region.blocks
        if not blocks:
            return
        ssa = has_ssa_dominance(region)
        if len(blocks) == 1:
            self._scoped_block(blocks[0], ssa)
        elif ssa:  # MLIR has no traversal order for multi-block graph regions
            self._simplify_dominator_tree(blocks[0])

    def _simplify_dominator_tree(self, entry: Block) -> None:
        """Depth-first over the dominator tree, a scope per tree node."""
        children = self.dominance.children
        scopes = [self._simplify_block(entry, True)]
        stack = [iter(children(entry))]
        while stack:
            child = next(stack[-1], None)
            if child is None:
                stack.pop()
                self._restore(scopes.pop())
            else:
                scopes.append(self._simplify_block(child, True))
                stack.append(iter(children(child)))

    def _scoped_block(self, block: Block, ssa: bool) -> None:
        self._restore(self._simplify_block(block, ssa))

    def _restore(self, added: list[tuple[tuple[Any, ...], Operation | None]]) -> None:
        """Leave a scope: drop its entries, uncovering those they shadowed."""
        known = self.known
        for key, shadowed in reversed(added):
            if shadowed is None:
                del known[key]
            else:
                known[key] = shadowed

    def _simplify_block(
        self, block: Block, ssa: bool
    ) -> list[tuple[tuple[Any, ...], Operation | None]]:
        """Simplify `block`'s ops (each after its regions); returns the entries it added,
        each with the one it shadows."""
        added: list[tuple[tuple[Any, ...], Operation | None]] = []
        op = block._first
        while op is not None:
            if op.regions:
                if _ISOLATED in op.name.traits or op.name.definition is None:
                    outer, self.known = self.known, {}
                    for region in op.regions:
                        self._simplify_region(region)
                    self.known = outer
                else:
                    for region in op.regions:
                        self._simplify_region(region)
            self._simplify_operation(op, ssa, added)
            op = op._next
        return added

    def _simplify_operation(
        self, op: Operation, ssa: bool, added: list[tuple[tuple[Any, ...], Operation | None]]
    ) -> None:
        """MLIR's `simplifyOperation`: erase `op` if dead, replace it by an equivalent earlier
        op, or remember it. Ops with effects are only replaced when they only read, by an
        op of the same block with no write between them."""
        traits = op.name.traits
        if _TERMINATOR in traits:
            return
        if _PURE in traits and not op.regions:  # the common case, without the effect queries
            if op.use_empty and _SYMBOL not in traits:
                self.to_erase.append(op)
                self.num_dce += 1
                return
            reads = False
        else:
            if is_op_trivially_dead(op):
                self.to_erase.append(op)
                self.num_dce += 1
                return
            if any(len(r.blocks) > 1 for r in op.regions):
                return
            reads = not is_memory_effect_free(op)
            if reads and not only_has_effect(op, "Read"):
                return
        key = operation_key(op)
        existing = self.known.get(key)
        if existing is not None and (
            not reads or (existing.parent is op.parent and not _writes_between(existing, op))
        ):
            self._replace(op, existing, ssa)
            return
        self.known[key] = op
        added.append((key, existing))

    def _replace(self, op: Operation, existing: Operation, ssa: bool) -> None:
        """Make `op`'s users read `existing`; in graph regions only users not yet visited."""
        if ssa:
            for old, new in zip(op.results, existing.results):
                old.replace_all_uses_with(new)
            self.to_erase.append(op)
        else:
            known = self.known
            for old, new in zip(op.results, existing.results):
                old.replace_uses_where(new, lambda use: operation_key(use.owner) not in known)
            if op.use_empty:
                self.to_erase.append(op)
        if isinstance(existing.location, UnknownLoc) and not isinstance(op.location, UnknownLoc):
            existing.location = op.location
        self.num_cse += 1


def _writes_between(first: Operation, last: Operation) -> bool:
    """Whether an op between `first` and `last` (same block) may write: it states a write,
    or effects that are not known (MLIR's `hasOtherSideEffectingOpInBetween`)."""
    op = first._next
    while op is not None and op is not last:
        effects = get_effects_recursively(op)
        if effects is None or any(e.effect == "Write" for e in effects):
            return True
        op = op._next
    return False


def operation_key(op: Operation) -> tuple[Any, ...]:
    """What makes two ops equivalent for CSE, as a hashable tuple."""
    operands: Any = op._operands
    if len(operands) > 1 and _COMMUTATIVE in op.name.traits:
        operands = sorted(operands, key=id)
    attributes = op._attributes
    properties = op._properties
    key: tuple[Any, ...] = (
        op.name,
        tuple(operands),
        tuple([r.type for r in op.results]),
        frozenset(attributes.items()) if attributes else None,
        frozenset(properties.items()) if properties else None,
    )
    if op.regions or op.successors:
        key += (_Structure(op),)
    return key


class _Structure:
    """An op's successor count and regions in a key: equal when structurally equivalent."""

    __slots__ = ("op",)

    def __init__(self, op: Operation):
        self.op = op

    def __hash__(self) -> int:
        return hash((len(self.op.successors), len(self.op.regions)))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, _Structure):
            return NotImplemented
        lhs, rhs = self.op, other.op
        if len(lhs.successors) != len(rhs.successors) or len(lhs.regions) != len(rhs.regions):
            return False
        equivalent: dict[Value, Value] = {}
        return all(
            regions_equivalent(left, right, equivalent)
            for left, right in zip(lhs.regions, rhs.regions)
        )


def regions_equivalent(
    lhs: Region, rhs: Region, equivalent: dict[Value, Value], commutative: bool = True
) -> bool:
    """MLIR's `OperationEquivalence::isRegionEquivalentTo` (locations ignored); the
    operands of commutative ops compare as multisets unless `commutative` is False (as
    the comparison of whole functions does)."""
    if len(lhs.blocks) != len(rhs.blocks):
        return False
    blocks: dict[Block, Block] = {}
    for left, right in zip(lhs.blocks, rhs.blocks):
        if (
            len(left.arguments) != len(right.arguments)
            or blocks.setdefault(left, right) is not right
        ):
            return False
        for a, b in zip(left.arguments, right.arguments):
            if a.type != b.type:
                return False
            equivalent[a] = b
        left_ops, right_ops = list(left), list(right)
        if len(left_ops) != len(right_ops):
            return False
        for left_op, right_op in zip(left_ops, right_ops):
            if not _ops_equivalent(left_op, right_op, equivalent, commutative):
                return False
            for left_succ, right_succ in zip(left_op.successors, right_op.successors):
                if blocks.setdefault(left_succ, right_succ) is not right_succ:
                    return False
    return True


def _ops_equivalent(
    lhs: Operation, rhs: Operation, equivalent: dict[Value, Value], commutative: bool
) -> bool:
    """Nested ops: operands equal or already known equivalent, regions recursively."""
    if (
        lhs.name is not rhs.name
        or (lhs._attributes or NO_ATTRIBUTES) != (rhs._attributes or NO_ATTRIBUTES)
        or (lhs._properties or NO_ATTRIBUTES) != (rhs._properties or NO_ATTRIBUTES)
        or len(lhs.regions) != len(rhs.regions)
        or len(lhs.successors) != len(rhs.successors)
        or len(lhs._operands) != len(rhs._operands)
        or len(lhs.results) != len(rhs.results)
    ):
        return False
    # Operands must be the same values, or values already found equivalent; those of
    # commutative ops as a multiset (MLIR sorts them by address, which is not stable).
    mapped = [equivalent.get(a, a) for a in lhs._operands]
    if commutative and _COMMUTATIVE in lhs.name.traits:
        if sorted(map(id, mapped)) != sorted(map(id, rhs._operands)):
            return False
    elif any(a is not b for a, b in zip(mapped, rhs._operands)):
        return False
    for a, b in zip(lhs.results, rhs.results):
        if a.type != b.type:
            return False
        equivalent[a] = b
    return all(
        regions_equivalent(left, right, equivalent) for left, right in zip(lhs.regions, rhs.regions)
    )
