"""The listener interface through which rewriters report every IR change (MLIR's
`RewriterBase::Listener`); drivers implement it to keep their worklists current."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..ir import Block, Location, Operation, Value
    from .pattern import RewritePattern


class RewriterListener:
    """Receives IR change notifications; every hook does nothing by default."""

    def notify_operation_inserted(self, op: Operation) -> None:
        """`op` was created at, or moved to, a new place in the IR."""

    def notify_operation_modified(self, op: Operation) -> None:
        """`op` was changed in place (operands, attributes, successors)."""

    def notify_operation_replaced(self, op: Operation, values: Sequence[Value]) -> None:
        """The uses of `op`'s results are about to be replaced by `values`."""

    def notify_operation_erased(self, op: Operation) -> None:
        """`op` is about to be erased (it is still in the IR)."""

    def notify_block_inserted(self, block: Block) -> None:
        """`block` was added to a region."""

    def notify_block_erased(self, block: Block) -> None:
        """`block` is about to be erased."""

    def notify_match_failure(self, location: Location, reason: str) -> None:
        """A pattern explained why it did not match."""

    def notify_pattern_begin(self, pattern: RewritePattern, op: Operation) -> None:
        """The driver is about to try `pattern` on `op`."""

    def notify_pattern_end(self, pattern: RewritePattern, succeeded: bool) -> None:
        """The last `pattern` tried has matched (and rewritten) or failed."""


NULL_LISTENER = RewriterListener()
