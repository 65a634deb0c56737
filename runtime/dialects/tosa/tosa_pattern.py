"""The base of the `tosa` patterns."""

from __future__ import annotations

from ...rewrite.pattern import RewritePattern


class TosaPattern(RewritePattern):
    """A pattern rooted at `tosa.<mnemonic>`, named after its class as MLIR's are; the ops
    it creates are `generated`."""

    generated: tuple[str, ...] = ()

    def __init__(self, mnemonic: str):
        super().__init__(f"tosa.{mnemonic}", generated_ops=self.generated)
        self.debug_name = type(self).__name__
