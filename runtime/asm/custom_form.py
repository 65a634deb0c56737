"""An op's custom assembly form (MLIR's `hasCustomAssemblyFormat` parse and print pair, or a
declarative `assemblyFormat` interpreted) and its `OpAsmOpInterface` hooks.

A dialect gives its hand-written forms and hooks as a `DialectForms` (from its
`Dialect.asm_forms`, called when the asm layer first asks); `form_lookup` finds them per
op name.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..ir.context import OperationName
from ..ir.location import Location
from ..ir.operation import Block, Operation, Region, Value

if TYPE_CHECKING:
    from .op_asm_parser import OpAsmParser
    from .op_asm_printer import OpAsmPrinter
    from .operation_state import OperationState
    from .parser import Parser

FAST_PATHS = True
"""Whether the custom form's fast paths are taken (`CustomForm.parse_line`, the signature of
`function_syntax`); off, everything is read part by part (the tests compare the two)."""

ParseFunction = Callable[["OpAsmParser", "OperationState"], None]
"""Reads the op after its name into the state; errors raise (`OpAsmParser.emit_error`)."""
PrintFunction = Callable[["OpAsmPrinter", Operation], None]
"""Prints the op after its name (MLIR's `print(OpAsmPrinter &)`)."""
ParseLineFunction = Callable[["Parser", OperationName, int, Location], "Operation | None"]
"""`parse`'s fast path, given the file's parser, the op's name, where it is and the op's
location: the op when the rest of its line is spelled as mlir-opt prints it, read as `parse`
reads it; None (the cursor unmoved) when `parse` must read it."""
SetName = Callable[[Value, str], None]
ResultNames = Callable[[Operation, SetName], None]
"""MLIR's `getAsmResultNames(setNameFn)`: suggested names of the op's results."""
BlockArgumentNames = Callable[[Operation, Region, SetName], None]
"""MLIR's `getAsmBlockArgumentNames(region, setNameFn)`."""
SetBlockName = Callable[[Block, str], None]
Canonicalizer = Callable[[str, Callable[[str], str]], "str | None"]
"""A dialect's parse-then-print of its types (or attributes): the canonical text of one
written as `text` (whole, `!dialect.name<...>`, aliases resolved), given the canonical text
of a type of any other dialect or a builtin one; None: kept as written."""


@dataclass(frozen=True)
class OpAsmInterface:
    """MLIR's `OpAsmOpInterface` hooks of an op, whoever provides its parse and print:
    result and entry-block argument names in the custom form, and the dialect whose ops
    its regions may name without their prefix (`getDefaultDialect`)."""

    result_names: ResultNames | None = None
    block_argument_names: BlockArgumentNames | None = None
    default_dialect: str | None = None


@dataclass(frozen=True)
class CustomForm:
    """An op's custom syntax: `parse(parser, state)` reads what follows the op's name,
    `print(printer, op)` writes it; and the `OpAsmInterface` hooks it defines itself.
    `parse_line`, if any, is `parse`'s fast path."""

    parse: ParseFunction
    print: PrintFunction
    result_names: ResultNames | None = None
    block_argument_names: BlockArgumentNames | None = None
    default_dialect: str | None = None
    parse_line: ParseLineFunction | None = None

    def with_interface(self, interface: OpAsmInterface | None) -> CustomForm:
        """This form with the hooks `interface` has and it has not."""
        if interface is None:
            return self
        changes = {
            hook.name: getattr(interface, hook.name)
            for hook in dataclasses.fields(OpAsmInterface)
            if getattr(self, hook.name) is None
        }
        return dataclasses.replace(self, **changes)


@dataclass(frozen=True)
class DialectForms:
    """A dialect's hand-written forms and interface hooks, by full op name, and how its
    types and attributes print (`Canonicalizer`s; without one, as written)."""

    forms: Mapping[str, CustomForm] = field(default_factory=dict)
    interfaces: Mapping[str, OpAsmInterface] = field(default_factory=dict)
    canonical_type: Canonicalizer | None = None
    canonical_attribute: Canonicalizer | None = None
