"""`#gpu.mask<N>` as MLIR prints it (GPUDialect's `GPUMappingMaskAttr`, whose `uint64_t`
mask its declarative format reads as any integer literal, `0x2` included, and prints in
decimal)."""

from __future__ import annotations

import re
from collections.abc import Callable

_MASK = re.compile(r"#gpu\.mask<\s*(0x[0-9a-fA-F]+|\d+)\s*>\Z")


def canonical_gpu_attribute(text: str, canonical_type: Callable[[str], str]) -> str | None:
    """The printed text of the `gpu` attribute `text` (None: as written)."""
    found = _MASK.match(text)
    if found is None:
        return None
    value = int(found[1], 0)
    return f"#gpu.mask<{value}>" if value < 2**64 else None
