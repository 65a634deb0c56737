"""The pattern rewriter: every IR mutation a pattern makes goes through it, so the
driver's listener sees it (MLIR's `RewriterBase` / `PatternRewriter`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..ir import Block, Location, Operation, Value
from .builder import OpBuilder


class PatternRewriter(OpBuilder):
    """An `OpBuilder` whose mutations all notify the listener."""

    # -- erasure and replacement ----------------------------------------------

    def erase_op(self, op: Operation) -> None:
        """Erase `op`, whose results must be unused outside it; nested ops are
        reported (and erased) first, innermost last-to-first."""
        listener = self.listener
        for region in op.regions:
            for block in reversed(region.blocks):
                self._erase_block_contents(block)
        listener.notify_operation_erased(op)
        op.erase()

    def _erase_block_contents(self, block: Block) -> None:
        for op in reversed(block):
            self.erase_op(op)

    def erase_block(self, block: Block) -> None:
        """Erase `block` and its ops; its arguments must be unused outside it."""
        self.listener.notify_block_erased(block)
        for op in block.operations:
            op.drop_all_references()
        self._erase_block_contents(block)
        block.erase()

    def replace_all_uses_with(self, old: Value, new: Value) -> None:
        """Make every user of `old` read `new`; each user is reported as modified."""
        if old is new:
            return
        modified = self.listener.notify_operation_modified  # `finalize_op_modification`
        # MLIR walks a use list that holds the newest use first.
        for user in reversed(old.users):
            for index, operand in enumerate(user.operands):
                if operand is old:
                    user.set_operand(index, new)
            modified(user)

    def replace_all_op_uses_with(self, op: Operation, values: Sequence[Value]) -> None:
        """Replace the uses of `op`'s results by `values` without erasing `op`."""
        if len(values) != len(op.results):
            raise ValueError(
                f"'{op.op_name}' has {len(op.results)} results but {len(values)} replacements"
            )
        self.listener.notify_operation_replaced(op, values)
        for result, value in zip(op.results, values):
            self.replace_all_uses_with(result, value)

    def replace_op(self, op: Operation, replacement: Sequence[Value] | Operation) -> None:
        """Replace `op`'s results with `replacement` (values, or another op's results)
        and erase `op`."""
        values = replacement.results if isinstance(replacement, Operation) else replacement
        self.replace_all_op_uses_with(op, values)
        self.erase_op(op)

    def replace_op_with_new_op(
        self, op: Operation, name: str, *args: Any, **kwargs: Any
    ) -> Operation:
        """Create `name` (as `create` does) at the insertion point and replace `op` with it."""
        new = self.create(name, *args, **kwargs)
        self.replace_op(op, new.results)
        return new

    # -- in-place modification --------------------------------------------------

    def start_op_modification(self, op: Operation) -> None:
        """Begin changing `op` in place (finalize or cancel it afterwards)."""

    def cancel_op_modification(self, op: Operation) -> None:
        """Abandon an in-place change: `op` must be as it was."""

    def finalize_op_modification(self, op: Operation) -> None:
        """Finish an in-place change of `op`: the listener is told."""
        self.listener.notify_operation_modified(op)

    def modify_op_in_place(self, op: Operation, change: Callable[[], object]) -> None:
        """Run `change` (which mutates `op`) between start and finalize."""
        self.start_op_modification(op)
        change()
        self.finalize_op_modification(op)

    # -- moving ops and blocks ----------------------------------------------------

    def move_op_before(self, op: Operation, anchor: Operation) -> None:
        op.move_before(anchor)
        self.listener.notify_operation_inserted(op)

    def move_op_after(self, op: Operation, anchor: Operation) -> None:
        op.move_after(anchor)
        self.listener.notify_operation_inserted(op)

    def inline_block_before(
        self, source: Block, dest: Block, before: Operation | None, arg_values: Sequence[Value] = ()
    ) -> None:
        """Move all ops of `source` into `dest` before `before` (the end if None),
        replacing `source`'s arguments by `arg_values`, then erase `source`."""
        if len(arg_values) != len(source.arguments):
            raise ValueError("inlining a block needs one value per block argument")
        for argument, value in zip(source.arguments, arg_values):
            self.replace_all_uses_with(argument, value)
        for op in source.operations:
            op.detach()
            if before is None:
                dest.append(op)
            else:
                dest.insert_before(before, op)
            self.listener.notify_operation_inserted(op)
        self.erase_block(source)

    def merge_blocks(self, source: Block, dest: Block, arg_values: Sequence[Value] = ()) -> None:
        """Append `source`'s ops to `dest` (see `inline_block_before`)."""
        self.inline_block_before(source, dest, None, arg_values)

    # -- diagnostics ---------------------------------------------------------------

    def notify_match_failure(
        self, where: Operation | Location, reason: str | Callable[[], str]
    ) -> bool:
        """Report why a pattern did not match; returns False so a pattern can
        `return rewriter.notify_match_failure(op, "...")`."""
        location = where.location if isinstance(where, Operation) else where
        self.listener.notify_match_failure(location, reason() if callable(reason) else reason)
        return False
