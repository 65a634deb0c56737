"""`#omp.flags<...>` as mlir-opt prints it (ODS's `FlagsAttr`, `` `<` struct(params) `>` ``):
its parameters in declaration order, those at their default left out."""

from __future__ import annotations

import re
from collections.abc import Callable

PREFIX = "#omp.flags<"

PARAMETERS = {
    "debug_kind": "0",
    "assume_teams_oversubscription": "false",
    "assume_threads_oversubscription": "false",
    "assume_no_thread_state": "false",
    "assume_no_nested_parallelism": "false",
    "no_gpu_lib": "false",
    "openmp_device_version": "50",
}
"""Each parameter's default, in declaration order (`uint32_t` or `bool`)."""

_ENTRY = re.compile(r"\s*([a-z_]+)\s*=\s*(true|false|\d+)\s*$")


def canonical_flags(text: str, canonical_type: Callable[[str], str]) -> str | None:
    """The canonical text of `#omp.flags<...>` (None for another attribute, or one that does
    not read as its parameters: kept as written)."""
    if not (text.startswith(PREFIX) and text.endswith(">")):
        return None
    body = text[len(PREFIX) : -1]
    values: dict[str, str] = {}
    for entry in body.split(",") if body.strip() else []:
        found = _ENTRY.match(entry)
        if found is None or found.group(1) not in PARAMETERS or found.group(1) in values:
            return None
        name, value = found.groups()
        if (PARAMETERS[name] in ("true", "false")) != (value in ("true", "false")):
            return None
        values[name] = str(int(value)) if value.isdigit() else value
    shown = [f"{n} = {values[n]}" for n, d in PARAMETERS.items() if values.get(n, d) != d]
    return PREFIX + ", ".join(shown) + ">"
