"""A registered dialect's attribute or type text as its printer sees it: without the
comments written inside it (MLIR's lexer skips them), and with its string literals spelled
as MLIR prints them: its printers write string parameters with `printEscapedString`
(printable ASCII as is, `"`, `\\` and other bytes as two-digit hex escapes), however they
were written (`"\\"quoted\\""` prints as `"\\22quoted\\22"`)."""

from __future__ import annotations

import re

from ..ir.attributes import quote_string
from .lexer import STRING, EscapeError, decode_string

_STRING_OR_COMMENT = re.compile(f"{STRING.pattern}|//[^\\n]*")


def respelled(text: str) -> str:
    """`text` without its comments, each string literal re-spelled as MLIR prints it; as
    it is when it has neither or a literal does not decode."""
    if "\\" not in text and "//" not in text:
        return text
    try:
        return _STRING_OR_COMMENT.sub(_respelled, text)
    except EscapeError:
        return text


def _respelled(found: re.Match[str]) -> str:
    token = found.group()
    return "" if token.startswith("//") else quote_string(decode_string(token))
