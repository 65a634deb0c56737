"""String literals inside a registered dialect's attribute or type text, spelled as MLIR
prints them: its printers write string parameters with `printEscapedString` (printable
ASCII as is, `"`, `\\` and other bytes as two-digit hex escapes), however they were written
(`"\\"quoted\\""` prints as `"\\22quoted\\22"`)."""

from __future__ import annotations

from ..ir.attributes import quote_string
from .lexer import STRING, EscapeError, decode_string


def reescaped(text: str) -> str:
    """`text` with each string literal re-spelled as MLIR prints it; as it is when it has
    no escape to re-spell or a literal does not decode."""
    if "\\" not in text:
        return text
    try:
        return STRING.sub(lambda found: quote_string(decode_string(found.group())), text)
    except EscapeError:
        return text
