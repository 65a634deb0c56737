"""`#irdl<variadicity_array[...]>` as mlir-opt prints it: each variadicity after a blank, as
the generated printer of its `ArrayRefParameter` of enum values spells them
(`[ single,  variadic]`)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

_VARIADICITY_ARRAY = re.compile(r"#irdl<\s*variadicity_array\s*\[(.*)\]\s*>\Z", re.DOTALL)


def variadicity_array_text(variadicities: Sequence[str]) -> str:
    """The printed `#irdl<variadicity_array[...]>` of these variadicities."""
    return "#irdl<variadicity_array[" + ", ".join(f" {v}" for v in variadicities) + "]>"


def variadicities(text: str) -> list[str] | None:
    """The variadicities an array attribute's text lists; None when it is no such array."""
    found = _VARIADICITY_ARRAY.match(text)
    if found is None:
        return None
    return [part.strip() for part in found.group(1).split(",") if part.strip()]


def canonical_irdl_attribute(text: str, canonical: Callable[[str], str]) -> str | None:
    """The printed text of irdl attribute `text`; None: keep it as written."""
    found = variadicities(text)
    return None if found is None else variadicity_array_text(found)
