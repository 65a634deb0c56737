"""Names derived from spec names: CamelCase to snake_case, a group's module files."""

from __future__ import annotations

import re

_BOUNDARY = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")


def snake_case(name: str) -> str:
    """`CSE` -> `cse`, `SymbolDCE` -> `symbol_dce`, `LoopInvariantCodeMotion` -> `loop_invariant_code_motion`."""
    return _BOUNDARY.sub("_", name).lower()


def group_names(module: str) -> tuple[str, str]:
    """File names of a group's modules: base classes, then registration."""
    return f"{module}.py", f"{module}_registration.py"
