"""The LLVM dialect's `custom<...>` directives (LLVMDialect.cpp), registered with the
format interpreter when the dialect's forms load: `GEPIndices` of `llvm.getelementptr`
(`[%i, 1, %j]`: constants inline, the dynamic ones as operands, `rawConstantIndices` holding
the constants and `kDynamicIndex` for each dynamic one), `LLVMLinkage` of `llvm.mlir.ifunc`
(the linkage keyword, `external` when absent) and `OpBundles` of `llvm.intr.assume` (the
operand bundles as calls write them: `op_bundles`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...asm.format.directives import Directive, Slot, register_directive
from ...asm.format.groups import dense_array
from ...asm.op_asm_parser import OpAsmParser, UnresolvedOperand
from ...asm.op_asm_printer import OpAsmPrinter
from ...ir.attributes import ArrayAttr, Attribute, StringAttr
from .keywords import LINKAGES, enum_case, parse_enum_keyword
from .op_bundles import parse_op_bundles, print_op_bundles

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


def parse_llvm_linkage(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    slots[0].value = parse_enum_keyword(parser, "linkage", LINKAGES)
    return True


def print_llvm_linkage(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    printer.print(enum_case(values[0]) or "")


def parse_op_bundles_directive(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """`[bundle, ...]`; absent without `[` (an optional group's anchor)."""
    if parser.parser.skip_ws() != "[":
        return False
    bundles = parse_op_bundles(parser)
    slots[0].value, slots[1].value = bundles.operands, bundles.types
    if bundles.tags:
        slots[2].value = ArrayAttr(StringAttr(tag) for tag in bundles.tags)
    return True


def print_op_bundles_directive(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    bundles = OpAsmPrinter(printer.printer, printer.indent)
    print_op_bundles(bundles, values[0], values[2])
    printer.print(bundles.text().removeprefix(" "))


register_directive("LLVMLinkage", Directive(parse_llvm_linkage, print_llvm_linkage, (1,)))
register_directive(
    "OpBundles", Directive(parse_op_bundles_directive, print_op_bundles_directive, (3,))
)
