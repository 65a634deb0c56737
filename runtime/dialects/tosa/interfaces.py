"""tosa's model of `LoopLikeOpInterface`: `tosa.while_loop` loops over its body (the `do` region)
(its other methods are not modelled).

The inliner's interface: every op may be inlined, and
into the regions of `tosa.cond_if` and `tosa.while_loop`."""

from __future__ import annotations

import functools

from ...interfaces import InterfaceModels
from ...interfaces.inliner import LegalOpsInliner, Mapping
from ...interfaces.loop_like import RegionLoop
from ...ir import Region

_CONTROL_FLOW = frozenset({"tosa.cond_if", "tosa.while_loop"})


class TosaInliner(LegalOpsInliner):
    def is_legal_to_inline_region(
        self, dest: Region, src: Region, would_be_cloned: bool, mapping: Mapping
    ) -> bool:
        return dest.parent is not None and dest.parent.name.name in _CONTROL_FLOW


@functools.cache
def interface_models() -> InterfaceModels:
    return InterfaceModels.of({"while_loop": (RegionLoop(1),)}, TosaInliner())
