"""The LLVM dialect's `custom<...>` directives (LLVMDialect.cpp), registered with the
format interpreter when the dialect's forms load: `GEPIndices` of `llvm.getelementptr`
(`[%i, 1, %j]`: constants inline, the dynamic ones as operands, `rawConstantIndices` holding
the constants and `kDynamicIndex` for each dynamic one)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...asm.format.directives import Directive, Slot, register_directive
from ...asm.format.groups import dense_array
from ...asm.op_asm_parser import OpAsmParser, UnresolvedOperand
from ...asm.op_asm_printer import OpAsmPrinter
from ...ir.attributes import Attribute

DYNAMIC_INDEX = -(2**31)
"""`GEPOp::kDynamicIndex`: `INT32_MIN`."""


def _indices(attr: Attribute | None) -> list[int]:
    """The integers of an `array<i32: ...>`."""
    body = attr.text.partition(":")[2].removesuffix(">") if attr is not None else ""
    return [int(part) for part in body.split(",") if part.strip()]


def parse_gep_indices(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    operands: list[UnresolvedOperand] = []
    constants: list[int] = []

    def parse_one() -> None:
        constant = parser.parse_optional_integer()
        if constant is not None:
            constants.append(constant)
            return
        constants.append(DYNAMIC_INDEX)
        operands.append(parser.parse_operand())

    parser.parse_comma_separated_list(None, parse_one)
    slots[0].value = operands
    slots[1].value = dense_array(constants)
    return True


def print_gep_indices(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    dynamic = iter(values[0])
    parts: list[str] = []
    for constant in _indices(values[1]):
        if constant == DYNAMIC_INDEX:
            parts.append(printer.printer.value_name(next(dynamic)))
        else:
            parts.append(str(constant))
    printer.print(", ".join(parts))


register_directive("GEPIndices", Directive(parse_gep_indices, print_gep_indices, (2,)))
