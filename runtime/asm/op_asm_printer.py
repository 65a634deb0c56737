"""MLIR's `OpAsmPrinter` (mlir/include/mlir/IR/OpImplementation.h): what an op's custom print
function writes its syntax with. It writes into the print of the whole IR: values are named
as there, regions print through the same printer (inner ops in their custom form when they
have one, generically otherwise), indented 2 spaces per level.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Protocol

from ..ir.attributes import (
    Attribute,
    FloatAttr,
    IntegerAttr,
    StringAttr,
    format_float,
    int_text,
    keyword_or_string,
    quote_string,
    symbol_text,
)
from ..ir.context import Trait
from ..ir.operation import Block, BlockArgument, Operation, Region, Value
from ..ir.types import FunctionType, Type


class PrintHost(Protocol):
    """What an `OpAsmPrinter` asks of the print it writes into (the `Printer`; the alias
    walk's dummy print)."""

    skip_regions: bool

    def value_name(self, value: Value | Block) -> str: ...
    def rename(self, value: Value, name: str) -> None: ...
    def dict_text(self, entries: Mapping[str, Attribute]) -> str: ...
    def argument_location(self, arg: BlockArgument) -> str: ...
    def block_header(self, block: Block) -> str: ...
    def op_text(self, op: Operation, indent: int) -> str: ...
    def bare_op_text(self, op: Operation, indent: int) -> str: ...
    def generic_op_text(self, op: Operation, indent: int) -> str: ...


class OpAsmPrinter:
    """Prints one custom op, at `indent` (the column of its first character)."""

    def __init__(self, printer: PrintHost, indent: int):
        self.printer = printer
        self.indent = indent
        self.out: list[str] = []

    def text(self) -> str:
        return "".join(self.out)

    # -- text, values, types, attributes ------------------------------------------------

    def print(self, *texts: str) -> None:
        """Write `texts` as they are."""
        self.out.extend(texts)

    def print_new_line(self) -> None:
        """A line break, then the current indentation."""
        self.out.append("\n" + " " * self.indent)

    def print_operand(self, value: Value) -> None:
        self.out.append(self.printer.value_name(value))

    def print_operands(self, values: Iterable[Value]) -> None:
        """Comma-separated operands."""
        self.out.append(", ".join(self.printer.value_name(v) for v in values))

    def print_type(self, type: Type) -> None:
        self.out.append(type.text)

    def print_types(self, types: Iterable[Type]) -> None:
        """Comma-separated types."""
        self.out.append(", ".join(t.text for t in types))

    def print_arrow_type_list(self, types: Sequence[Type]) -> None:
        """` -> type` or ` -> (types)` (MLIR's `printArrowTypeList`)."""
        self.out.append(" -> ")
        self.print_function_result_types(types)

    def print_optional_arrow_type_list(self, types: Sequence[Type]) -> None:
        """` -> type` or ` -> (types)` when there are types (MLIR's
        `printOptionalArrowTypeList`)."""
        if types:
            self.print_arrow_type_list(types)

    def print_function_result_types(self, types: Sequence[Type]) -> None:
        """`type`, or `(types)` when there are several or one is a function type."""
        if len(types) == 1 and not isinstance(types[0], FunctionType):
            self.out.append(types[0].text)
        else:
            self.out.append("(" + ", ".join(t.text for t in types) + ")")

    def print_function_type(self, inputs: Sequence[Type], results: Sequence[Type]) -> None:
        self.out.append("(" + ", ".join(t.text for t in inputs) + ")")
        self.print_arrow_type_list(results)

    def print_attribute(self, attr: Attribute) -> None:
        self.out.append(attr.text)

    def print_attribute_without_type(self, attr: Attribute) -> None:
        """An attribute without its `: type` (integers, floats, typed strings)."""
        self.out.append(attribute_without_type(attr))

    def print_stripped_attr_or_type(self, text: str, prefix: str) -> None:
        """A dialect attribute or type without its `#dialect.mnemonic` / `!dialect.mnemonic`
        `prefix` when it has one (MLIR's `printStrippedAttrOrType`)."""
        stripped = text.startswith(prefix) and text[len(prefix) : len(prefix) + 1] == "<"
        self.out.append(text[len(prefix) :] if stripped else text)

    def print_symbol_name(self, name: str) -> None:
        """`@name`, quoted when it is no bare identifier."""
        self.out.append(symbol_text(name))

    def print_keyword_or_string(self, name: str) -> None:
        self.out.append(keyword_or_string(name))

    def print_optional_attr_dict(
        self, attributes: Mapping[str, Attribute], elided: Iterable[str] = ()
    ) -> None:
        """` {name = value, ...}` of the attributes not `elided`, if any."""
        self._attr_dict(attributes, elided, "")

    def print_optional_attr_dict_with_keyword(
        self, attributes: Mapping[str, Attribute], elided: Iterable[str] = ()
    ) -> None:
        """` attributes {name = value, ...}` of the attributes not `elided`, if any."""
        self._attr_dict(attributes, elided, " attributes")

    def _attr_dict(
        self, attributes: Mapping[str, Attribute], elided: Iterable[str], keyword: str
    ) -> None:
        skip = set(elided)
        kept = {name: value for name, value in attributes.items() if name not in skip}
        if kept:
            self.out.append(keyword + " " + self.printer.dict_text(kept))

    # -- regions, arguments, successors ---------------------------------------------------------

    def print_region_argument(
        self,
        arg: BlockArgument,
        attributes: Mapping[str, Attribute] | None = None,
        omit_type: bool = False,
    ) -> None:
        """`%name: type {attrs} loc(...)` (the location with debug info)."""
        self.out.append(self.printer.value_name(arg))
        if not omit_type:
            self.out.append(": " + arg.type.text)
        if attributes:
            self.print_optional_attr_dict(attributes)
        self.out.append(self.printer.argument_location(arg))

    def print_region(
        self,
        region: Region,
        print_entry_block_args: bool = True,
        print_block_terminators: bool = True,
        print_empty_block: bool = False,
    ) -> None:
        """`{`, the region's blocks (the entry block's header only when asked for and not
        empty), `}` at the op's indentation (MLIR's `printRegion`); `{...}` when the print
        skips regions."""
        out = self.out
        if self.printer.skip_regions:
            out.append("{...}")
            return
        out.append("{\n")
        for index, block in enumerate(region.blocks):
            header = index > 0 or (
                (print_empty_block and block.first_op is None)
                or (print_entry_block_args and bool(block.arguments))
            )
            self._block(block, header, print_block_terminators or index > 0)
        out.append(" " * self.indent + "}")

    def _block(self, block: Block, header: bool, terminator: bool) -> None:
        printer = self.printer
        if header:
            self.out.append(" " * self.indent + printer.block_header(block) + "\n")
        last = block.last_op
        skip = None
        if not terminator and last is not None and Trait.IS_TERMINATOR in last.name.traits:
            skip = last
        for op in block:
            if op is not skip:
                self.out.append(printer.op_text(op, self.indent + 2) + "\n")

    def print_custom_or_generic_op(self, op: Operation) -> None:
        """`op` inline, custom or generic, without its results (MLIR's
        `printCustomOrGenericOp`)."""
        self.out.append(self.printer.bare_op_text(op, self.indent))

    def print_generic_op(self, op: Operation, print_op_name: bool = True) -> None:
        """`op` inline in the generic form, without its results, and without its quoted name
        unless `print_op_name` (MLIR's `printGenericOp`)."""
        text = self.printer.generic_op_text(op, self.indent)
        self.out.append(text if print_op_name else text.removeprefix(quote_string(op.name.name)))

    def print_successor(self, block: Block) -> None:
        self.out.append(self.printer.value_name(block))

    def print_successor_and_use_list(self, block: Block, operands: Sequence[Value]) -> None:
        """`^bb1` or `^bb1(%a, %b : i32, i64)`."""
        self.print_successor(block)
        if operands:
            self.out.append("(")
            self.print_operands(operands)
            self.out.append(" : ")
            self.print_types(v.type for v in operands)
            self.out.append(")")

    def shadow_region_args(self, region: Region, values: Sequence[Value]) -> None:
        """Print the entry arguments of `region` with the names of `values` (MLIR's
        `shadowRegionArgs`: the op printed them itself, as its operands)."""
        entry = region.blocks[0]
        for arg, value in zip(entry.arguments, values):
            self.printer.rename(arg, self.printer.value_name(value))


def attribute_without_type(attr: Attribute) -> str:
    """`attr`'s text without its `: type` (MLIR's `printAttributeWithoutType`)."""
    if isinstance(attr, IntegerAttr) and attr.text != "true" and attr.text != "false":
        return int_text(attr.value)
    if isinstance(attr, FloatAttr):
        return format_float(attr.value, attr.type, attr.bits)
    if isinstance(attr, StringAttr) and attr.type is not None:
        return StringAttr(attr.value).text
    text = attr.text
    if text.startswith(_ELEMENTS_LITERALS):
        return text[: _body_end(text, text.index("<"))]
    return text


_ELEMENTS_LITERALS = ("dense<", "sparse<")


def _body_end(text: str, start: int) -> int:
    """The index after the `>` closing the `<` at `start` (brackets and strings nested)."""
    depth, index, quoted = 0, start, False
    while index < len(text):
        char = text[index]
        if quoted:
            quoted = char != '"'
            index += 2 if char == "\\" else 1
            continue
        if char == '"':
            quoted = True
        elif char in "<([{":
            depth += 1
        elif char in ">)]}":
            depth -= 1
            if depth == 0:
                return index + 1
        index += 1
    return len(text)
