"""Constant uniquing and hoisting (MLIR's `OperationFolder`): constants are unique per
insertion region and live at the start of its entry block. A constant that stands for
others, or was moved out of its block, loses its location (becomes `loc(unknown)`), as
MLIR's does: the location would name only one of the places it comes from."""

from __future__ import annotations

from ..ir import UNKNOWN_LOC, Attribute, Block, Operation, Region, Trait, Type, Value
from .rewriter import PatternRewriter

ConstantKey = tuple[str, Attribute, Type]


def insertion_region(block: Block) -> Region:
    """The closest region around `block` whose parent is (or may be) isolated from
    above, or is a top-level op: folded constants are materialized there."""
    region = block.parent
    while region is not None:
        parent = region.parent
        assert parent is not None, "a region without a parent op"
        registered = parent.name.definition is not None
        if (
            not registered
            or Trait.ISOLATED_FROM_ABOVE in parent.name.traits
            or parent.parent is None
        ):
            return region
        region = parent.parent.parent
    raise ValueError("a block outside any region has no insertion region")


class OperationFolder:
    """Tracks the constants it has uniqued, per insertion region."""

    def __init__(self, rewriter: PatternRewriter):
        self.rewriter = rewriter
        self._scopes: dict[Region, dict[ConstantKey, Operation]] = {}
        self._owned: dict[Operation, ConstantKey] = {}

    def is_folder_owned_constant(self, op: Operation | None) -> bool:
        return op is not None and op in self._owned

    def insert_known_constant(self, op: Operation, value: Attribute) -> bool:
        """Record the constant `op` (value `value`), hoisting it to the start of its
        region's entry block. Returns False if an equal constant already existed, in
        which case `op` was replaced by it and erased."""
        block = op.parent
        assert block is not None
        if op in self._owned:
            if block.first_op is not op and not self.is_folder_owned_constant(op.prev_op):
                op.move_before(block.first_op)  # type: ignore[arg-type]
                op.location = UNKNOWN_LOC
            return True
        region = insertion_region(block)
        constants = self._scopes.setdefault(region, {})
        key = (op.name.dialect, value, op.results[0].type)
        existing = constants.get(key)
        if existing is not None:
            self.rewriter.replace_op(op, existing.results)
            existing.location = UNKNOWN_LOC
            return False
        entry = region.blocks[0]
        if block is not entry or (
            entry.first_op is not op and not self.is_folder_owned_constant(op.prev_op)
        ):
            first = entry.first_op
            if first is None:
                entry.append(op.detach())
            else:
                op.move_before(first)
            if block is not entry:
                op.location = UNKNOWN_LOC
        constants[key] = op
        self._owned[op] = key
        return True

    def get_or_create_constant(
        self, block: Block, dialect: str, value: Attribute, type: Type
    ) -> Value | None:
        """A constant `value` of `type`, made by `dialect`'s materializer at the start of
        the entry block of `block`'s insertion region, or the one already made there
        (MLIR's `getOrCreateConstant`); None if the dialect cannot materialize it."""
        region = insertion_region(block)
        constants = self._scopes.setdefault(region, {})
        key = (dialect, value, type)
        existing = constants.get(key)
        if existing is not None:
            existing.location = UNKNOWN_LOC
            return existing.results[0]
        context = block.parent_op.context if block.parent_op is not None else None
        loaded = context.loaded_dialects.get(dialect) if context is not None else None
        if context is not None and context.lazy_hooks_pending:
            context.load_lazy_hooks()
        materialize = loaded.constant_materializer if loaded is not None else None
        if materialize is None:
            return None
        rewriter = self.rewriter
        with rewriter.insertion_guard():
            rewriter.set_insertion_point_to_start(region.blocks[0])
            op = materialize(rewriter, value, type, UNKNOWN_LOC)
        if op is None:
            return None
        made_by = op.name.dialect
        if made_by != dialect:
            # Another dialect's constant: unique it under that dialect too.
            other = constants.get((made_by, value, type))
            if other is not None:
                rewriter.erase_op(op)
                other.location = UNKNOWN_LOC
                constants[key] = other
                return other.results[0]
            constants[(made_by, value, type)] = op
        constants[key] = op
        self._owned[op] = key
        return op.results[0]

    def notify_removal(self, op: Operation) -> None:
        """Forget `op` if it is a constant this folder uniqued."""
        key = self._owned.pop(op, None)
        if key is None or op.parent is None:
            return
        constants = self._scopes.get(insertion_region(op.parent))
        if constants is not None and constants.get(key) is op:
            del constants[key]
