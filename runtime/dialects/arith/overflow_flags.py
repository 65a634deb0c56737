"""`#arith.overflow<...>` flags of the integer ops (`nsw`, `nuw`)."""

from __future__ import annotations

import re

from ...ir import Attribute, OpaqueAttr

_FLAGS = re.compile(r"#arith\.overflow<([a-z, ]*)>\Z")
NO_OVERFLOW_FLAGS = OpaqueAttr("#arith.overflow<none>")


def overflow_flags(attr: Attribute | None) -> set[str]:
    """The flags an `overflowFlags` property sets."""
    match = _FLAGS.match(attr.text) if attr is not None else None
    return {f.strip() for f in match.group(1).split(",")} - {"none"} if match else set()


def merge_overflow_flags(first: Attribute | None, second: Attribute | None) -> Attribute:
    """The flags both ops guarantee, as DRR's `MergeOverflow`."""
    common = [
        flag for flag in ("nsw", "nuw") if flag in overflow_flags(first) & overflow_flags(second)
    ]
    return OpaqueAttr(f"#arith.overflow<{', '.join(common) or 'none'}>")
