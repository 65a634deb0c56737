"""LLVM dialect attributes printed as mlir-opt prints them, where that differs from how they
may be written (the declarative `struct(params)` form): `#llvm.dereferenceable<bytes = N,
mayBeNull = false>` leaves out its default-valued `mayBeNull`; `#llvm.loop_annotation<...>`
lists its parameters in their declared order. Others are kept as written."""

from __future__ import annotations

import re
from collections.abc import Callable

from ..struct_params import canonical_struct

_DEREFERENCEABLE = re.compile(
    r"#llvm\.dereferenceable<\s*bytes\s*=\s*(\d+)\s*(?:,\s*mayBeNull\s*=\s*(true|false)\s*)?>\Z"
)


_LOOP_ANNOTATION = tuple(
    (name, None)
    for name in (
        "disableNonforced vectorize interleave unroll unrollAndJam licm distribute pipeline "
        "peeled unswitch mustProgress isVectorized startLoc endLoc parallelAccesses"
    ).split()
)


def canonical_llvm_attribute(text: str, canonical_type: Callable[[str], str]) -> str | None:
    """The canonical text of the `#llvm.` attribute `text`; None: as written."""
    if text.startswith("#llvm.loop_annotation<"):
        return canonical_struct(text, "#llvm.loop_annotation", _LOOP_ANNOTATION)
    found = _DEREFERENCEABLE.match(text)
    if found is None:
        return None
    may_be_null = ", mayBeNull = true" if found.group(2) == "true" else ""
    return f"#llvm.dereferenceable<bytes = {found.group(1)}{may_be_null}>"
