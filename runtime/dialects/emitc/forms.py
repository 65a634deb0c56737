"""The `emitc` dialect's hand-written forms, by op name: `emitc.func` (a function's form,
`function_syntax`), `emitc.expression` (`expression_op`), `emitc.if`, `emitc.for` and
`emitc.do` (`control_flow`), and `emitc.include` (MLIR's `IncludeOp::parse` and `print`):
`<"header">` (a standard include) or `"header"`, the header printed between quotes as it is
(unescaped, as MLIR prints it)."""

from __future__ import annotations

from ...asm.custom_form import CustomForm, DialectForms
from ...asm.function_syntax import parse_function_op, print_function_op
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import UNIT, StringAttr
from ...ir.operation import Operation
from .control_flow import parse_do, parse_for, parse_if, print_do, print_for, print_if
from .expression_op import parse_expression, print_expression


def parse_include(parser: OpAsmParser, state: OperationState) -> None:
    standard = parser.parse_optional_punctuation("<")
    pos = parser.current_location()
    include = parser.parse_optional_attribute()
    if include is None:
        parser.emit_error(parser.name_loc, "expected string attribute")
    if not isinstance(include, StringAttr):
        parser.emit_error(pos, "invalid kind of attribute specified")
    state.add_property("include", include)  # ODS data leaves it out of the inherent ones
    if standard and not parser.parse_optional_punctuation(">"):
        parser.emit_error(parser.name_loc, "expected trailing '>' for standard include")
    if standard:
        state.add_attribute("is_standard_include", UNIT)


def print_include(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    include = attributes.get("include")
    text = f'"{include.value if isinstance(include, StringAttr) else ""}"'
    standard = "is_standard_include" in attributes
    printer.print(" ", f"<{text}>" if standard else text)


EMITC_FORMS = DialectForms(
    forms={
        "emitc.do": CustomForm(parse_do, print_do, default_dialect="emitc"),
        "emitc.expression": CustomForm(parse_expression, print_expression, default_dialect="emitc"),
        "emitc.for": CustomForm(parse_for, print_for, default_dialect="emitc"),
        "emitc.func": CustomForm(parse_function_op, print_function_op, default_dialect="emitc"),
        "emitc.if": CustomForm(parse_if, print_if, default_dialect="emitc"),
        "emitc.include": CustomForm(parse_include, print_include),
    }
)
