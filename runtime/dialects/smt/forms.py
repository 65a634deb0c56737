"""The `smt` dialect's hand-written forms (SMTOps.cpp), by op name, and its constants' result
names:

    smt.eq %a, %b, %c {attrs} : !smt.bv<32>        (and `smt.distinct`: operands of one type)
    smt.bv.repeat 3 times %x {attrs} : !smt.bv<8>  (the result 3 times as wide)
    smt.int.constant -123 {attrs}                  (`%c-123`)

`smt.int.constant` keeps its value as MLIR's `parseInteger(APInt &)` reads it: as wide as 4
bits per digit (one more where the top bit is set), unsigned (`-123` is `3973 : ui12`);
printed as that width's signed integer. A bit-vector attribute's value prints signed too
(`canonical_bit_vector`)."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from ...asm.custom_form import CustomForm, DialectForms, OpAsmInterface, SetName
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import IntegerAttr, StringAttr
from ...ir.operation import Operation
from ...ir.shaped_types import type_of
from ...ir.types import IntegerType
from ..elements import to_signed
from ..result_names.hooks import dialect_hooks

_BV = re.compile(r"!smt\.bv<(\d+)>\Z")
_BV_ATTRIBUTE = re.compile(r"#smt\.bv<(-?\d+)> : !smt\.bv<(\d+)>\Z")
_INTEGER = re.compile(r"(-?)(?:0x([0-9a-fA-F]+)|(\d+))")
_MAX_WIDTH = 63  # RepeatOp's: a bit-vector's width is an int64_t
_BV_ATTRIBUTE_WRITTEN = re.compile(
    r"#smt\.bv<\s*(-?(?:0x[0-9a-fA-F]+|\d+))\s*> : !smt\.bv<(\d+)>\Z"
)
_MAX_DIGITS = 4096  # widths a bit-vector constant is printed at


def parse_variadic_to_bool(parser: OpAsmParser, state: OperationState) -> None:
    """`parseSameOperandTypeVariadicToBoolOp` (`smt.eq`, `smt.distinct`)."""
    pos = parser.current_location()
    inputs = parser.parse_operand_list()
    parser.parse_optional_attr_dict(state)
    type = parser.parse_colon_type()
    state.result_types.append(type_of("!smt.bool"))
    state.operands += parser.resolve_operands(inputs, [type] * len(inputs), pos)


def print_variadic_to_bool(printer: OpAsmPrinter, op: Operation) -> None:
    printer.print(" ")
    printer.print_operands(op.operands)
    printer.print_optional_attr_dict({**op.properties, **op.attributes})
    printer.print(" : ")
    printer.print_type(op.operands[0].type)


def parse_repeat(parser: OpAsmParser, state: OperationState) -> None:
    """`RepeatOp::parse`."""
    count_pos = parser.current_location()
    count = parser.parse_integer()
    parser.parse_keyword("times")
    if count <= 0:
        parser.emit_error(count_pos, "integer must be positive")
    input_pos = parser.current_location()
    operand = parser.parse_operand()
    parser.parse_optional_attr_dict(state)
    type = parser.parse_colon_type()
    state.operands.append(parser.resolve_operand(operand, type))
    found = _BV.match(type.text)
    if found is None:
        parser.emit_error(input_pos, "input must have bit-vector type")
    if count.bit_length() > _MAX_WIDTH:
        parser.emit_error(count_pos, f"integer must fit into {_MAX_WIDTH} bits")
    result = int(found.group(1)) * count
    if result.bit_length() > _MAX_WIDTH:
        parser.emit_error(
            count_pos,
            "result bit-width (provided integer times bit-width of the input type) must fit "
            f"into {_MAX_WIDTH} bits",
        )
    state.result_types.append(type_of(f"!smt.bv<{result}>"))


def print_repeat(printer: OpAsmPrinter, op: Operation) -> None:
    source, result = (_BV.match(t.text) for t in (op.operands[0].type, op.results[0].type))
    count = int(result.group(1)) // int(source.group(1)) if source and result else 0
    printer.print(f" {count} times ")
    printer.print_operand(op.operands[0])
    printer.print_optional_attr_dict({**op.properties, **op.attributes})
    printer.print(" : ")
    printer.print_type(op.operands[0].type)


def parse_int_constant(parser: OpAsmParser, state: OperationState) -> None:
    """`IntConstantOp::parse`: the value as `parseInteger(APInt &)` holds it, unsigned."""
    cursor = parser.parser
    cursor.skip_ws()
    found = _INTEGER.match(cursor.text, cursor.pos)
    if found is None:
        parser.parse_integer()  # MLIR's error
        return
    cursor.pos = found.end()
    digits = found.group(2) or found.group(3)
    magnitude = int(digits, 16 if found.group(2) else 10)
    width = 4 * len(digits)
    if magnitude >> (width - 1):
        width += 1  # "a zero at the top, so that it reads as unsigned"
    value = (-magnitude if found.group(1) else magnitude) % (1 << width)
    state.add_property("value", IntegerAttr(value, IntegerType(width, "u")))
    parser.parse_optional_attr_dict(state)
    state.result_types.append(type_of("!smt.int"))


def print_int_constant(printer: OpAsmPrinter, op: Operation) -> None:
    printer.print(f" {_signed(op)}")
    printer.print_optional_attr_dict({**op.properties, **op.attributes}, ("value",))


def _signed(op: Operation) -> str:
    """An `smt.int.constant`'s value as MLIR prints its `APInt`: signed."""
    value = op.get_attr("value")
    if not isinstance(value, IntegerAttr) or not isinstance(value.type, IntegerType):
        return str(value)
    return str(to_signed(value.value, value.type.width))


def int_constant_name(op: Operation, set_name: SetName) -> None:
    """`%c-123`."""
    set_name(op.results[0], f"c{_signed(op)}")


def bv_constant_name(op: Operation, set_name: SetName) -> None:
    """`%c5_bv32`: the bit-vector's value, signed, and width."""
    value = op.get_attr("value")
    found = None if value is None else _BV_ATTRIBUTE.match(value.text)
    if found is not None:
        set_name(op.results[0], f"c{found.group(1)}_bv{found.group(2)}")


def declare_fun_name(op: Operation, set_name: SetName) -> None:
    """`DeclareFunOp::getAsmResultNames`: the function's name prefix (`%a` of
    `smt.declare_fun "a"`), none without one."""
    prefix = op.get_attr("namePrefix")
    if isinstance(prefix, StringAttr) and prefix.value:
        set_name(op.results[0], prefix.value)


def smt_dialect_forms() -> DialectForms:
    """The forms above, with the dialect's result names."""
    variadic = CustomForm(parse_variadic_to_bool, print_variadic_to_bool)
    hooks = dialect_hooks("smt")
    interfaces = {
        **hooks.interfaces,
        "smt.int.constant": OpAsmInterface(result_names=int_constant_name),
        "smt.bv.constant": OpAsmInterface(result_names=bv_constant_name),
        "smt.declare_fun": OpAsmInterface(result_names=declare_fun_name),
    }
    forms = {
        "smt.eq": variadic,
        "smt.distinct": variadic,
        "smt.bv.repeat": CustomForm(parse_repeat, print_repeat),
        "smt.int.constant": CustomForm(parse_int_constant, print_int_constant),
    }
    return dataclasses.replace(
        hooks, forms=forms, interfaces=interfaces, canonical_attribute=canonical_bit_vector
    )


def canonical_bit_vector(text: str, canonical_type: Callable[[str], str]) -> str | None:
    """`#smt.bv<value> : !smt.bv<width>` with its value as MLIR prints it, signed
    (`#smt.bv<255> : !smt.bv<8>` is `#smt.bv<-1> : !smt.bv<8>`); None (as written) for other
    attributes and values out of the width's range, which MLIR rejects."""
    found = _BV_ATTRIBUTE_WRITTEN.match(text)
    if found is None:
        return None
    literal, width = found.group(1), int(found.group(2))
    value = int(literal, 16 if "0x" in literal else 10)
    if not 0 < width <= _MAX_DIGITS or not -(1 << (width - 1)) <= value < (1 << width):
        return None
    return f"#smt.bv<{to_signed(value, width)}> : !smt.bv<{width}>"
