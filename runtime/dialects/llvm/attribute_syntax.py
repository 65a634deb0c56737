"""LLVM dialect attributes printed as mlir-opt prints them, where that differs from how they
may be written: `#llvm.dereferenceable<bytes = N, mayBeNull = false>` leaves out its
default-valued `mayBeNull` (the declarative `struct(params)` form). Others are kept as
written."""

from __future__ import annotations

import re
from collections.abc import Callable

_DEREFERENCEABLE = re.compile(
    r"#llvm\.dereferenceable<\s*bytes\s*=\s*(\d+)\s*(?:,\s*mayBeNull\s*=\s*(true|false)\s*)?>\Z"
)


def canonical_llvm_attribute(text: str, canonical_type: Callable[[str], str]) -> str | None:
    """The canonical text of the `#llvm.` attribute `text`; None: as written."""
    found = _DEREFERENCEABLE.match(text)
    if found is None:
        return None
    may_be_null = ", mayBeNull = true" if found.group(2) == "true" else ""
    return f"#llvm.dereferenceable<bytes = {found.group(1)}{may_be_null}>"
