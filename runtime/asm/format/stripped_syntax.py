"""An attribute variable of a storage class with a printer and parser of its own, as
OpFormatGen reads and prints it: `printStrippedAttrOrType` (the attribute without its
`#dialect.mnemonic`) and `parseCustomAttributeWithFallback` (that form, or the full
attribute from `#`). Attributes are kept as their full text, so each class says how its
stripped form maps to it:

- a builtin dense array: `array<i64: 1, 2>` <-> `[1, 2]`;
- a dialect `EnumAttr` whose format is its value between literals: the value read as its
  enum reads it (keyword or string; a bit enum's flags joined by its separator), the full
  text rebuilt as MLIR prints it: `#arith.fastmath<fast>` <-> `<fast>`,
  `#gpu<dim x>` <-> ` x`, `#omp<reduction_modifier(inscan)>` <-> `(inscan)`;
- another dialect attribute printed `#dialect.mnemonic<...>`: `<...>` as written;
- a dialect attribute whose format opens with another bracket, printed `#dialect<mnemonic[...]>`:
  `[...]` (`#shard<axisarray[[0], [1]]>` <-> `[[0], [1]]`), canonical as its dialect prints it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ...ir.attributes import Attribute, OpaqueAttr, format_float
from ...ir.types import Type, keyword_type
from .. import lexer as lx
from ..op_asm_parser import OpAsmParser, int64_value
from ..op_asm_printer import OpAsmPrinter
from .enum_syntax import enum_table
from .enums import Enum
from .type_inference import Unsupported
from .value_syntax import FULL_ATTRIBUTE, FULL_TYPE, AttributeSyntax, DialectTables, TypeSyntax

# An enum attribute's format, spaces and empty literals dropped: the literals around its
# value, as they are parsed (punctuation and keywords) and as MLIR prints them.
_ENUM_FORMATS = {
    "`<`$value`>`": ((), "", ""),
    "$value": ((), " ", ""),
    "`(`$value`)`": (("(",), "(", ")"),
    "`{``type``=`$value`}`": (("{", "type", "="), "{type = ", "}"),
}
# Dialects whose attributes of struct formats print as aliases (OpAsmDialectInterface).
_ALIASED_DIALECTS = ("llvm",)


def stripped_attribute_syntax(
    attribute: Mapping[str, Any], tables: DialectTables
) -> AttributeSyntax:
    """The syntax of the attribute argument `attribute` of syntax `stripped`."""
    entry = tables.get(f"!attr {attribute.get('storage')}")
    if entry is None:
        return FULL_ATTRIBUTE
    if "dense_array" in entry:
        return _dense_array(entry["dense_array"])
    format = "".join(entry.get("format", "").split()).replace("``", "")
    if "enum" in entry and format in _ENUM_FORMATS:
        return _dialect_enum(entry, entry["enum"], enum_table(tables, entry["enum"]), format)
    if entry.get("cpp_format") or (
        format.startswith("`<`")
        and not (format.endswith("struct(params)`>`") and entry["dialect"] in _ALIASED_DIALECTS)
    ):
        return _angle_bracketed(f"#{entry['dialect']}.{entry['mnemonic']}")
    if format[:3] in _BRACKETED:
        return _bracketed(entry["dialect"], entry["mnemonic"], format[1])
    raise Unsupported(f"the stripped syntax of {attribute['storage']}")


def _stripped_printer(pretty: str, verbose: str) -> Callable[[OpAsmPrinter, Attribute], None]:
    """Prints what follows `#dialect.mnemonic` (`pretty`) or is inside `#dialect<mnemonic`
    (`verbose`) of an attribute's text; any other attribute in full."""

    def print_stripped(printer: OpAsmPrinter, value: Attribute) -> None:
        text = value.text
        if text.startswith(pretty) and text[len(pretty) : len(pretty) + 1] == "<":
            printer.print(text[len(pretty) :])
        elif text.startswith(verbose) and not _continues_identifier(text, len(verbose)):
            printer.print(text[len(verbose) : -1])
        else:
            printer.print_attribute(value)

    return print_stripped


def _continues_identifier(text: str, pos: int) -> bool:
    return text[pos : pos + 1].isalnum() or text[pos : pos + 1] in ("_", "$", ".")


def _angle_bracketed(prefix: str) -> AttributeSyntax:
    dialect, _, mnemonic = prefix.partition(".")

    def parse_optional(parser: OpAsmParser) -> Attribute | None:
        if parser.parser.skip_ws() not in ("<", "#"):
            return None
        return parser.parse_custom_attribute_with_fallback(prefix)

    return AttributeSyntax(
        _stripped_printer(prefix, f"{dialect}<{mnemonic}"), parse_optional, "'<'"
    )


_BRACKETED = ("`[`", "`(`")


def _bracketed(dialect: str, mnemonic: str, opener: str) -> AttributeSyntax:
    """The attribute's text after `#dialect<mnemonic` (its parameters, from `opener`)."""
    verbose = f"#{dialect}<{mnemonic}"

    def parse_optional(parser: OpAsmParser) -> Attribute | None:
        c = parser.parser.skip_ws()
        if c == "#":
            return parser.parse_attribute()
        if c != opener:
            return None
        written = verbose + parser.parser.balanced_body(dialect=True) + ">"
        return OpaqueAttr(parser.parser.dialect_text(written, False))

    return AttributeSyntax(_stripped_printer(verbose, verbose), parse_optional, f"'{opener}'")


def _dialect_enum(
    entry: Mapping[str, Any], cpp_name: str, enum: Enum, format: str
) -> AttributeSyntax:
    opening, printed_open, printed_close = _ENUM_FORMATS[format]
    angle = format.startswith("`<`")
    pretty = f"#{entry['dialect']}.{entry['mnemonic']}"
    verbose = f"#{entry['dialect']}<{entry['mnemonic']}"
    read_value = _enum_value_reader(cpp_name, enum)

    def parse_optional(parser: OpAsmParser) -> Attribute | None:
        c = parser.parser.skip_ws()
        if c == "#":
            return parser.parse_attribute()
        if angle:
            if not parser.parse_optional_punctuation("<"):
                return None
            text = pretty + "<" + read_value(parser) + ">"
            parser.parse_punctuation(">")
            return OpaqueAttr(text)
        if opening:
            if not parser.parser.text.startswith(opening[0], parser.parser.pos):
                return None
            for literal in opening:
                _parse_literal(parser, literal)
        elif not (lx.BARE_ID.match(parser.parser.text, parser.parser.pos) or c == '"'):
            return None
        value = read_value(parser)
        if printed_close:
            parser.parse_punctuation(printed_close)
        return OpaqueAttr(verbose + printed_open + value + printed_close + ">")

    expected = "'<'" if angle else "attribute value"
    head, tail = (pretty + "<", ">") if angle else (verbose + printed_open, printed_close + ">")
    shown = ("<", ">") if angle else (printed_open, printed_close)

    def print_enum(printer: OpAsmPrinter, value: Attribute) -> None:
        """The value as MLIR prints it, when the text holds one the enum reads; else the
        attribute in full (read back from `#` as it was written)."""
        text = value.text
        body = text[len(head) : len(text) - len(tail)]
        flags = enum.symbolize(body) if text.startswith(head) and text.endswith(tail) else None
        if flags is None:
            printer.print_attribute(value)
        else:
            printer.print(shown[0] + enum.stringify(flags) + shown[1])

    return AttributeSyntax(print_enum, parse_optional, expected)


def _parse_literal(parser: OpAsmParser, literal: str) -> None:
    if literal.isalpha():
        parser.parse_keyword(literal)
    else:
        parser.parse_punctuation(literal)


def _enum_value_reader(cpp_name: str, enum: Enum) -> Callable[[OpAsmParser], str]:
    """Reads an enum's value as its FieldParser does (a bit enum: flags separated by its
    separator) and gives its canonical string."""
    separator = enum.separator.strip()
    names = ", ".join(text for text, _ in enum.cases)

    def read(parser: OpAsmParser) -> str:
        pos = parser.current_location()
        value = 0
        while True:
            text = parser.parse_optional_keyword()
            if text is None:
                text = parser.parse_optional_string()
            if text is None:
                parser.parser.wrong_token("expected valid keyword or string")
            flag = enum.symbolize(text)
            if flag is None:
                parser.emit_error(pos, f"expected {cpp_name} to be one of: {names}")
            value |= flag
            if not (enum.bits and parser.parse_optional_punctuation(separator)):
                return enum.stringify(value)

    return read


def _dense_array(element: str) -> AttributeSyntax:
    """`[1, 2]` for `array<i64: 1, 2>` (DenseArrayAttr's `printWithoutBraces`, `parse`)."""
    element_type = keyword_type(element)

    def print_array(printer: OpAsmPrinter, value: Attribute) -> None:
        text = value.text
        head = f"array<{element}"
        if not text.startswith(head):
            printer.print_attribute(value)
            return
        body = text[len(head) : -1].removeprefix(":")
        printer.print("[" + ", ".join(part.strip() for part in body.split(",") if part) + "]")

    def parse_optional(parser: OpAsmParser) -> Attribute | None:
        c = parser.parser.skip_ws()
        if c == "#":
            return parser.parse_attribute()
        if not parser.parse_optional_punctuation("["):
            return None
        elements: list[str] = []
        if not parser.parse_optional_punctuation("]"):
            parser.parse_comma_separated_list(None, lambda: elements.append(read_element(parser)))
            parser.parse_punctuation("]")
        return OpaqueAttr(
            f"array<{element}" + (": " + ", ".join(elements) if elements else "") + ">"
        )

    def read_element(parser: OpAsmParser) -> str:
        if element == "i1":
            word = parser.parse_optional_keyword(("true", "false"))
            if word is not None:
                return word
        number = parser.parser.match(lx.NUMBER)
        if number is None:
            parser.parser.wrong_token("expected integer or float literal")
        if element.startswith("f"):
            assert element_type is not None
            return format_float(float(number), element_type)
        value = int64_value(number)
        if value is None:
            parser.emit_error(parser.parser.pos - len(number), "integer value too large")
        return ("true" if value else "false") if element == "i1" else str(value)

    return AttributeSyntax(print_array, parse_optional, "'['")


def stripped_type_syntax(value: Mapping[str, Any], tables: DialectTables) -> TypeSyntax:
    """`type($x)` of a value whose constraint is a dialect type class: the type stripped of
    its `!dialect.mnemonic` when it is of the class (`!llvm.ptr<1>` <-> `<1>`), read with
    `parseCustomTypeWithFallback`; a class whose parameters are all optional reads its
    bare form where no `<` follows (`!llvm.ptr`)."""
    type_class = str(value["type_class"]).removeprefix("!type ")
    entry = tables.get(f"!type {type_class}")
    if entry is None:
        return FULL_TYPE
    format = "".join(entry.get("format", "").split())
    if not (entry.get("cpp_format") or format.startswith(("`<`", "(`<`"))):
        raise Unsupported(f"the stripped syntax of {type_class}")
    prefix = f"!{entry['dialect']}.{entry['mnemonic']}"
    bare_allowed = format.startswith("(`<`") and format.endswith(")?")

    def print_type(printer: OpAsmPrinter, found: Type) -> None:
        text = found.text
        stripped = text.startswith(prefix) and text[len(prefix) : len(prefix) + 1] == "<"
        printer.print(text[len(prefix) :] if stripped else text)

    def parse_optional(parser: OpAsmParser) -> Type | None:
        c = parser.parser.skip_ws()
        if c == "<" or c == "!":
            return parser.parse_custom_type_with_fallback(prefix)
        return parser.parser.intern_type(prefix) if bare_allowed else None

    def parse(parser: OpAsmParser) -> Type:
        found = parse_optional(parser)
        if found is None:
            parser.parser.wrong_token("expected '<'")
        return found

    return TypeSyntax(print_type, parse, parse_optional)
