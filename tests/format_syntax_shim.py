"""A stand-in for the `symbol` kind of attribute_syntax (printed and read as `@name`) until
that module implements it, so that differential tests of the format interpreter can read
`module {` and `module @m {` back. `symbol_syntax()` is a context manager: the shim is in
place, and the interpreter's cache forgotten, only inside it."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Mapping
from typing import Any

from passgen.runtime.asm.format import attribute_syntax as syntaxes
from passgen.runtime.asm.format.plan import upstream_form
from passgen.runtime.asm.op_asm_parser import OpAsmParser
from passgen.runtime.asm.op_asm_printer import OpAsmPrinter
from passgen.runtime.ir.attributes import Attribute, StringAttr


def _print_symbol(printer: OpAsmPrinter, value: Attribute) -> None:
    assert isinstance(value, StringAttr)
    printer.print_symbol_name(value.value)


SYMBOL = syntaxes.AttributeSyntax(
    _print_symbol, OpAsmParser.parse_optional_symbol_name, "valid '@'-identifier for symbol name"
)


@contextlib.contextmanager
def symbol_syntax() -> Iterator[None]:
    real = syntaxes.attribute_syntax

    def shim(
        entry: Mapping[str, Any], tables: Mapping[str, Any], *, qualified: bool = False
    ) -> syntaxes.AttributeSyntax:
        if entry.get("syntax") == "symbol" and real(entry, tables) is syntaxes.FULL_ATTRIBUTE:
            return SYMBOL
        return real(entry, tables, qualified=qualified)

    syntaxes.attribute_syntax = shim  # type: ignore[assignment]
    upstream_form.cache_clear()
    try:
        yield
    finally:
        syntaxes.attribute_syntax = real  # type: ignore[assignment]
        upstream_form.cache_clear()
