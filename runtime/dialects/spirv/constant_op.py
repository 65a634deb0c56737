"""`spirv.Constant` (MLIR's `spirv::ConstantOp::parse`, `print` and `getAsmResultNames`):
`spirv.Constant value` (a typed attribute, whose type is the result's), or
`spirv.Constant value : type` for an untyped value or a tensor (the result type, an
`!spirv.array`, printed back only when it is one). Results are named `%true` / `%false`,
`%cst5_i32`, `%cst_f32`, `%cst_vec_3xf32`, else `%cst`."""

from __future__ import annotations

from ...asm.custom_form import SetName
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import IntegerAttr
from ...ir.operation import Operation
from ...ir.shaped_types import attribute_type, shaped
from ...ir.types import NONE, FloatType, IntegerType, Type

VALUE = "value"
_ARRAY = "!spirv.array<"


def parse_constant(parser: OpAsmParser, state: OperationState) -> None:
    value = parser.parse_attribute()
    state.add_attribute(VALUE, value)
    type = attribute_type(value) or NONE
    if type == NONE or type.text.startswith("tensor<"):
        type = parser.parse_colon_type()
    state.result_types = [type]


def print_constant(printer: OpAsmPrinter, op: Operation) -> None:
    value = {**op.properties, **op.attributes}.get(VALUE)
    if value is not None:
        printer.print(" ")
        printer.print_attribute(value)
    if op.result_types[0].text.startswith(_ARRAY):
        printer.print(" : ")
        printer.print_type(op.result_types[0])


def constant_names(op: Operation, set_name: SetName) -> None:
    type = op.result_types[0]
    value = {**op.properties, **op.attributes}.get(VALUE)
    name = "cst"
    if isinstance(value, IntegerAttr) and isinstance(type, IntegerType):
        if type.width == 1:
            set_name(op.results[0], "true" if value.value else "false")
            return
        name += str(_integer(value.value, type))
    if isinstance(type, (IntegerType, FloatType)):
        name += "_" + type.text
    name += _vector_suffix(type)
    set_name(op.results[0], name)


def _integer(value: int, type: IntegerType) -> int:
    """`value` read as `type`'s `getInt` / `getUInt` / `getSInt` reads it."""
    unsigned = value % (1 << type.width)
    if type.signedness == "u" or unsigned < 1 << (type.width - 1):
        return unsigned
    return unsigned - (1 << type.width)


def _vector_suffix(type: Type) -> str:
    """`_vec_4xf32` for a vector (its first dimension; the element when int or float)."""
    parts = shaped(type)
    if parts is None or parts.kind != "vector":
        return ""
    suffix = "_vec_" + parts.dims.split("x")[0].strip("[]")
    if parts.element.startswith(("i", "si", "ui", "f", "bf")):
        suffix += "x" + parts.element
    return suffix
