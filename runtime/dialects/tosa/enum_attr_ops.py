"""The TOSA ops whose attribute dictionary may spell one enum as a bare keyword (TosaOps.cpp's
`parseWithEnumHandling<EnumType>`, `printWithNanPropagationHandling` and
`printWithEnumHandling`): `%a, %b {name = value, nan_mode = IGNORE} : (types) -> type`.
Every TOSA enum attribute prints bare, under its unquoted name; the ops that propagate NaNs
leave out their first `PROPAGATE` NaN mode, the default."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass

from ...asm.custom_form import CustomForm
from ...asm.format.enums import Enum
from ...asm.format_data import FORMATS
from ...asm.op_asm_parser import OpAsmParser, UnresolvedOperand
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir import json_blocks
from ...ir.attributes import Attribute, OpaqueAttr
from ...ir.operation import Operation
from ...ir.types import FunctionType


@dataclass(frozen=True)
class BareEnum:
    """The attribute an op reads as a bare keyword: its `name`, the mnemonic of its enum
    attribute (`#tosa.<mnemonic><CASE>`), its ODS enum and what its error calls it."""

    name: str
    mnemonic: str
    enum: str
    label: str

    def cases(self) -> frozenset[str]:
        return _enum_cases(self.enum)


NAN_MODE = BareEnum("nan_mode", "nan_mode", "NanPropagationMode", "nan_mode")
ROUNDING_MODE = BareEnum("rounding_mode", "rounding_mode", "RoundingMode", "rounding_mode")
RESIZE_MODE = BareEnum("mode", "resize_mode", "ResizeMode", "resize mode")
BLOCK_SIZE = BareEnum("block_size", "block_size", "BlockSize", "block_size")

_ENUM_ATTR = re.compile(r"#tosa\.(?:nan_mode|rounding_mode|resize_mode|block_size)<(\w+)>\Z")
_DEFAULT_NAN_MODE = "#tosa.nan_mode<PROPAGATE>"


@functools.cache
def _enum_cases(name: str) -> frozenset[str]:
    """The strings of the TOSA ODS enum `name`, from its format data."""
    block = json_blocks.block(FORMATS, "tosa")
    return frozenset(text for text, _ in Enum.from_data(block[f"!enum ::mlir::tosa::{name}"]).cases)


def _parse_entry(parser: OpAsmParser, bare: BareEnum) -> tuple[str, Attribute]:
    """`name = value`, `bare`'s value also a keyword (`parseAttrEntryWithEnumHandling`).
    MLIR fails without a diagnostic where no keyword names the entry; this reports it."""
    name = parser.parse_keyword()
    parser.parse_equal()
    if name == bare.name:
        keyword = parser.parse_optional_keyword()
        if keyword is not None:
            if keyword not in bare.cases():
                parser.emit_error(
                    parser.current_location(), f"invalid {bare.label} value: {keyword}"
                )
            return name, OpaqueAttr(f"#tosa.{bare.mnemonic}<{keyword}>")
    return name, parser.parse_attribute()


def parse_with_enum_handling(bare: BareEnum) -> Callable[[OpAsmParser, OperationState], None]:
    """`parseWithEnumHandling`: operands, an attribute dictionary taking `bare` as a keyword,
    `: (types) -> types`."""

    def parse(parser: OpAsmParser, state: OperationState) -> None:
        operands: list[UnresolvedOperand] = []
        parser.parse_comma_separated_list(None, lambda: operands.append(parser.parse_operand()))
        entries: list[tuple[str, Attribute]] = []
        if parser.parse_optional_punctuation("{") and not parser.parse_optional_punctuation("}"):
            entries.append(_parse_entry(parser, bare))
            while parser.parse_optional_comma():
                entries.append(_parse_entry(parser, bare))
            parser.parse_punctuation("}")
        signature = parser.parse_colon_type_as(FunctionType, "builtin.function")
        state.operands = parser.resolve_operands(
            operands, signature.inputs, parser.current_location()
        )
        state.result_types = list(signature.results)
        names = sorted(name for name, _ in entries)
        duplicate = next((a for a, b in zip(names, names[1:]) if a == b), None)
        if duplicate is not None:  # `parseCustomOperation`'s check of the attributes
            parser.emit_error(
                parser.name_loc,
                f"attribute '{duplicate}' occurs more than once in the attribute list",
            )
        for name, value in entries:
            state.add_attribute(name, value)

    return parse


def _named_attribute(name: str, value: Attribute) -> str:
    """`name = value`, a TOSA enum's value bare (`printNamedAttr`)."""
    case = _ENUM_ATTR.match(value.text)
    return f"{name} = {case.group(1) if case else value.text}"


def _print_attributes(printer: OpAsmPrinter, op: Operation, elide_default_nan_mode: bool) -> None:
    """` %a, %b {attrs} : (types) -> type` (`printWithNanPropagationHandling` when
    `elide_default_nan_mode`, else `printWithEnumHandling`)."""
    printer.print(" ")
    printer.print_operands(op.operands)
    attributes = {**op.properties, **op.attributes}
    names = sorted(attributes)
    if elide_default_nan_mode:
        default = next((n for n in names if attributes[n].text == _DEFAULT_NAN_MODE), None)
        names = [name for name in names if name != default]
    if names:
        entries = ", ".join(_named_attribute(name, attributes[name]) for name in names)
        printer.print(" {", entries, "}")
    printer.print(" : ")
    printer.print_function_type([value.type for value in op.operands], op.result_types)


def print_with_nan_propagation_handling(printer: OpAsmPrinter, op: Operation) -> None:
    _print_attributes(printer, op, elide_default_nan_mode=True)


def print_with_enum_handling(printer: OpAsmPrinter, op: Operation) -> None:
    _print_attributes(printer, op, elide_default_nan_mode=False)


def _nan_propagating() -> CustomForm:
    return CustomForm(parse_with_enum_handling(NAN_MODE), print_with_nan_propagation_handling)


def _enum_handling(bare: BareEnum) -> CustomForm:
    return CustomForm(parse_with_enum_handling(bare), print_with_enum_handling)


ENUM_ATTR_FORMS = {
    **{
        f"tosa.{name}": _nan_propagating()
        for name in (
            "argmax",
            "clamp",
            "max_pool2d",
            "maximum",
            "minimum",
            "reduce_max",
            "reduce_min",
        )
    },
    "tosa.apply_scale": _enum_handling(ROUNDING_MODE),
    "tosa.rescale": _enum_handling(ROUNDING_MODE),
    "tosa.resize": _enum_handling(RESIZE_MODE),
    **{
        f"tosa.{name}": _enum_handling(BLOCK_SIZE)
        for name in ("cast_from_block_scaled", "cast_to_block_scaled", "matmul_t_block_scaled")
    },
}
"""The forms of these ops, by op name."""
