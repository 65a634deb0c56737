"""The implementation the golden spec names (`mypkg.tiling:LoopTiling`), as a user writes it."""

from showcase_pkg.showcase import LoopTilingBase

class LoopTiling(LoopTilingBase):
    def run_on_operation(self) -> None: ...
