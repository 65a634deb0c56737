"""`llvm.icmp` and `llvm.fcmp` (LLVMDialect.cpp's `parseCmpOp` and their `print`):
`"predicate" %lhs, %rhs [{attrs}] : type`, the predicate stored as its `i64` value, the
result `i1` of the operands' shape."""

from __future__ import annotations

from collections.abc import Callable

from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import IntegerAttr, StringAttr
from ...ir.operation import Operation
from ...ir.shaped_types import with_element
from ...ir.types import I1
from .keywords import llvm_enum

_NO_FASTMATH = "#llvm.fastmath<none>"


def _parse_cmp(enum: str) -> Callable[[OpAsmParser, OperationState], None]:
    def parse(parser: OpAsmParser, state: OperationState) -> None:
        pos = parser.current_location()
        predicate = parser.parse_attribute()
        if not isinstance(predicate, StringAttr):
            parser.emit_error(pos, "invalid kind of attribute specified")
        lhs = parser.parse_operand()
        parser.parse_comma()
        rhs = parser.parse_operand()
        parser.parse_optional_attr_dict(state)
        type = parser.parse_colon_type()
        state.operands = parser.resolve_operands([lhs, rhs], [type, type])
        value = llvm_enum(enum).symbolize(predicate.value)
        if value is None:
            parser.emit_error(
                pos, f"'{predicate.value}' is an incorrect value of the 'predicate' attribute"
            )
        state.add_attribute("predicate", IntegerAttr(value))
        state.result_types = [with_element(type, I1)]

    return parse


def _print_cmp(enum: str) -> Callable[[OpAsmPrinter, Operation], None]:
    def print_cmp(printer: OpAsmPrinter, op: Operation) -> None:
        attributes = {**op.properties, **op.attributes}
        predicate = attributes.get("predicate")
        value = predicate.value if isinstance(predicate, IntegerAttr) else 0
        printer.print(f' "{llvm_enum(enum).stringify(value)}" ')
        printer.print_operands(op.operands)
        elided = ["predicate"]
        fastmath = attributes.get("fastmathFlags")
        if fastmath is not None and fastmath.text == _NO_FASTMATH:
            elided.append("fastmathFlags")  # `processFMFAttr`
        printer.print_optional_attr_dict(attributes, elided)
        printer.print(" : ", op.operands[0].type.text)

    return print_cmp


parse_icmp = _parse_cmp("ICmpPredicate")
print_icmp = _print_cmp("ICmpPredicate")
parse_fcmp = _parse_cmp("FCmpPredicate")
print_fcmp = _print_cmp("FCmpPredicate")
