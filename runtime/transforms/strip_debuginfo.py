"""`strip-debuginfo`: every location under the op becomes `loc(unknown)` (MLIR's
`StripDebugInfo.cpp`): ops, the op itself and block arguments, whatever their
kind (file, name, call-site, fused)."""

from __future__ import annotations

from passgen.generated.transforms import StripDebugInfoBase

from ..ir import UNKNOWN_LOC


class StripDebugInfo(StripDebugInfoBase):
    def run_on_operation(self) -> None:
        for op in self.get_operation().walk():
            op.location = UNKNOWN_LOC
            for region in op.regions:
                for block in region.blocks:
                    for argument in block.arguments:
                        argument.location = UNKNOWN_LOC
