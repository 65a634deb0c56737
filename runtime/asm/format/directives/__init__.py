"""The `custom<Name>(...)` directives of declarative forms: a registry from a directive's name
to its parse and print functions (the Python of MLIR's `parseName` / `printName`).

A directive receives its bound arguments in the order the format lists them:

- `print(printer, op, values)`: per argument, what it holds on the op: an operand variable
  its value (None when an absent optional; a list when variadic), `type($x)` the type(s),
  an attribute variable its attribute (None when absent), a region or successor variable
  the region/block (a list when variadic), a string its text, `attr-dict` the
  discardable attributes, `ref(x)` what `x` holds.
- `parse(parser, slots)`: one `Slot` per argument; a `ref(...)` slot holds what was parsed
  earlier; the others start as None and the directive sets them (operands as
  `UnresolvedOperand`s; a region slot holds an empty `Region` to parse into, or, when
  variadic, the directive sets a list of regions). It returns whether it parsed anything
  (False only when used as an optional group's first element and absent).

Ops whose format names an unregistered directive get no declarative form (generic only).
Common directives (mlir/lib/Interfaces) live in this package; a dialect's own in its
dialect's folder, registered with `register_directive` by a loader the dialect names at
start-up (`ir.directive_providers.provide`), run when a format first uses the directive.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ....ir.directive_providers import load_provider
from ...op_asm_parser import OpAsmParser
from ...op_asm_printer import OpAsmPrinter
from ..type_inference import Unsupported


@dataclass
class Slot:
    """One argument of a custom directive being parsed: `kind` (operand, type,
    attribute, region, successor, string, attr-dict), `arity` (single, optional,
    variadic), whether it is a `ref(...)`, and its `value`."""

    kind: str
    arity: str = "single"
    ref: bool = False
    value: Any = None


ParseDirective = Callable[[OpAsmParser, Sequence[Slot]], bool]
PrintDirective = Callable[[OpAsmPrinter, Any, Sequence[Any]], None]


@dataclass(frozen=True)
class Directive:
    """A directive's functions, and the numbers of arguments they handle."""

    parse: ParseDirective
    print: PrintDirective
    arities: tuple[int, ...]


_DIRECTIVES: dict[str, Directive] = {}
_BUILTIN_MODULES = (
    "async_dependencies",
    "dimension_list",
    "dynamic_index_list",
    "global_memref",
    "switch_cases",
    "switch_op_cases",
)
_loaded = False


def register_directive(name: str, directive: Directive) -> None:
    """Make `custom<name>` available to declarative forms."""
    _DIRECTIVES[name] = directive


def directive(name: str, arguments: int) -> Directive:
    """The directive called `name`, taking `arguments` arguments; `Unsupported` when none
    is registered."""
    _load()
    found = _DIRECTIVES.get(name)
    if found is None and load_provider(name):
        found = _DIRECTIVES.get(name)
    if found is None or arguments not in found.arities:
        raise Unsupported(f"custom<{name}> with {arguments} arguments has no Python implementation")
    return found


def _load() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        import importlib

        for module in _BUILTIN_MODULES:
            importlib.import_module(f"{__name__}.{module}")
