"""Python source literals for spec values: exact at run time, readable in the file."""

from __future__ import annotations

from typing import Any


def py_literal(value: Any) -> str:
    """The Python source of `value` (str, int, float, bool, None, list, tuple, dict).

    A multi-line string becomes a parenthesised concatenation, one literal per
    line, so descriptions stay readable; the value is unchanged.
    """
    if isinstance(value, str):
        lines = value.splitlines(keepends=True)
        if len(lines) <= 1:
            return repr(value)
        return "(\n" + "\n".join(repr(line) for line in lines) + "\n)"
    if value is None or isinstance(value, (bool, int)):
        return repr(value)
    if isinstance(value, float):
        text = repr(value)
        return f'float("{text}")' if text in ("inf", "-inf", "nan") else text
    if isinstance(value, list):
        return "[" + ", ".join(py_literal(v) for v in value) + "]"
    if isinstance(value, tuple):
        inner = ", ".join(py_literal(v) for v in value)
        return f"({inner},)" if len(value) == 1 else f"({inner})"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{py_literal(k)}: {py_literal(v)}" for k, v in value.items()) + "}"
    raise TypeError(f"no literal for {type(value).__name__}")
