"""SPIR-V dialect attributes printed as mlir-opt prints them: `#spirv.linkage_attributes`
(its declarative form, `<struct(params)>`) with MLIR's blanks,
`#spirv.linkage_attributes<linkage_name = "f", linkage_type = <Import>>`, however it was
written. Other attributes, and what does not read as this syntax, are kept as written."""

from __future__ import annotations

import re
from collections.abc import Callable

_LINKAGE = re.compile(
    r'#spirv\.linkage_attributes<\s*linkage_name\s*=\s*("(?:[^"\\]|\\.)*")\s*,'
    r"\s*linkage_type\s*=\s*<\s*([A-Za-z_]\w*)\s*>\s*>\Z"
)


def canonical_spirv_attribute(text: str, canonical_type: Callable[[str], str]) -> str | None:
    """The printed text of the `#spirv.` attribute `text`; None: keep it as written."""
    linkage = _LINKAGE.match(text)
    if linkage is None:
        return None
    name, kind = linkage.groups()
    return f"#spirv.linkage_attributes<linkage_name = {name}, linkage_type = <{kind}>>"
