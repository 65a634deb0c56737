"""A registered dialect's attribute or type text as its printer sees it: without the
comments written inside it (MLIR's lexer skips them), on one line (a line break and its
indentation read as one blank, none after an opening bracket or before a closing one, as
printers write them), and with its string literals spelled as MLIR prints them: its
printers write string parameters with `printEscapedString` (printable ASCII as is, `"`,
`\\` and other bytes as two-digit hex escapes), however they were written
(`"\\"quoted\\""` prints as `"\\22quoted\\22"`)."""

from __future__ import annotations

import re

from ..ir.attributes import quote_string
from .lexer import STRING, EscapeError, decode_string

_STRING_OR_COMMENT = re.compile(f"{STRING.pattern}|//[^\\n]*")
_LINE_BREAK = re.compile(r"(?P<edge>(?<=[<(\[{])[ \t]*\n\s*|\s*\n\s*(?=[>)\]}]))|[ \t]*\n\s*")


def respelled(text: str) -> str:
    """`text` without its comments and line breaks, each string literal re-spelled as MLIR
    prints it; as it is when it has none of them or a literal does not decode."""
    if "\\" not in text and "//" not in text and "\n" not in text:
        return text
    try:
        spelled = _STRING_OR_COMMENT.sub(_respelled, text)
    except EscapeError:
        return text
    return _LINE_BREAK.sub(lambda found: "" if found.group("edge") else " ", spelled)


def _respelled(found: re.Match[str]) -> str:
    token = found.group()
    return "" if token.startswith("//") else quote_string(decode_string(token))
