"""Names derived from spec names: CamelCase to snake_case and back, a group's module files;
names split at digit runs (for the orders that compare numbers in names by value)."""

from __future__ import annotations

import re

_BOUNDARY = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")
_DIGITS_OR_CHAR = re.compile(r"[0-9]+|.", re.DOTALL)


def snake_case(name: str) -> str:
    """`CSE` -> `cse`, `SymbolDCE` -> `symbol_dce`, `LoopInvariantCodeMotion` -> `loop_invariant_code_motion`."""
    return _BOUNDARY.sub("_", name).lower()


def camel_case(name: str, upper: bool = False) -> str:
    """`max_iterations` -> `maxIterations` (`MaxIterations` when `upper`): underscores
    dropped, each word after the first capitalized; `snake_case` reads it back for words of
    two letters or more."""
    first, *rest = [part for part in name.split("_") if part] or [name]
    return (first[:1].upper() + first[1:] if upper else first) + "".join(
        part[:1].upper() + part[1:] for part in rest
    )


def group_names(module: str) -> tuple[str, str]:
    """File names of a group's modules: base classes, then registration."""
    return f"{module}.py", f"{registration_module_name(module)}.py"


def registration_module_name(module: str) -> str:
    """The module registering the passes of the group of module `module`."""
    return f"{module}_registration"


def register_group(module: str) -> str:
    """The function registering the passes of the group of module `module`."""
    return f"register_{module}_passes"


def digit_runs(name: str) -> list[str]:
    """`name` as its runs of ASCII digits and its other characters one by one:
    `Pass16a` -> `P`, `a`, `s`, `s`, `16`, `a`."""
    return _DIGITS_OR_CHAR.findall(name)
