"""What scf's forms share (SCF.cpp's static helpers): an op's attributes as its printer sees
them, and the initialization list `(%inner = %outer, ...)` of loop-carried values."""

from __future__ import annotations

from collections.abc import Sequence

from ...asm.op_asm_printer import OpAsmPrinter
from ...ir.attributes import Attribute
from ...ir.operation import Operation, Value


def all_attributes(op: Operation) -> dict[str, Attribute]:
    """The op's inherent and discardable attributes (MLIR's `getAttrs()`)."""
    return {**op.properties, **op.attributes}


def print_initialization_list(
    printer: OpAsmPrinter, arguments: Sequence[Value], initializers: Sequence[Value], prefix: str
) -> None:
    """`<prefix>(%inner = %outer, ...)`, nothing without initializers (MLIR's
    `printInitializationList`)."""
    if not initializers:
        return
    printer.print(prefix, "(")
    for index, (argument, initializer) in enumerate(zip(arguments, initializers)):
        if index:
            printer.print(", ")
        printer.print_operand(argument)
        printer.print(" = ")
        printer.print_operand(initializer)
    printer.print(")")
