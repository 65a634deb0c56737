"""C++ facts of TableGen options read as portable values, where the reading is certain.

A default is a C++ expression: literals (`10`, `-1U`, `0.30f`, `"text"`) and
`std::numeric_limits<T>::max()` are evaluated as C++ would; anything else
(a call, a named constant) has no certain value and stays C++ only.
"""

from __future__ import annotations

import ast
import math
import re
import struct
from typing import Any

from passgen.runtime.options import IntType
from passgen.spec.option_kinds import OPTION_KINDS

# C++ option value types and the portable type that parses and prints them alike.
CPP_TYPES = {cpp: kind.name for kind in OPTION_KINDS.values() for cpp in kind.cpp_reads}

_STRING = r'"(?:[^"\\]|\\.)*"'
_QUESTION_ESCAPE = re.compile(r"\\.", re.DOTALL)  # each escape, to find C++'s `\?`
_ENUM_VALUE = re.compile(
    rf"clEnumValN\(\s*([^,]+?)\s*,\s*({_STRING})\s*,\s*((?:{_STRING}\s*)+)\)|"
    rf"clEnumVal\(\s*([A-Za-z_][\w:]*)\s*,\s*((?:{_STRING}\s*)+)\)",
    re.DOTALL,
)
_VALUES = re.compile(r"\s*(?:::)?llvm::cl::values\((.*)\)\s*", re.DOTALL)
_INTEGER = re.compile(r"(-?)(0[xX][0-9a-fA-F]+|[0-9]+)[uUlL]*")
_FLOAT = re.compile(r"(-?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?)([fF]?)")
# More digits than any C++ integer literal of 64 bits has (longer ones do not fit, and
# Python refuses to read decimal ones of over 4300 digits).
_MAX_DIGITS = 64
_LIMIT = re.compile(r"std::numeric_limits<\s*([\w:]+)\s*>::(max|min)\(\)")
_FLOAT_LIMIT = re.compile(
    r"(-?)\s*(?:::)?std::numeric_limits<\s*(?:double|float)\s*>::(infinity|quiet_NaN)\(\)"
)
# What splits flags (`a, b(c, d)`): string and character literals and brackets hide commas.
_FLAG_TOKEN = re.compile(rf"{_STRING}|'(?:[^'\\]|\\.)*'|[(\[{{<]|[)\]}}>]|,")
_LIST_INIT = re.compile(r"(?:::)?llvm::cl::list_init(?:<.*?>)?\(\s*\{(.*)\}\s*\)", re.DOTALL)


def string_literals(text: str) -> str:
    """The value of adjacent C++ string literals (`"a" "b"` is `ab`; C++'s `\\?` is `?`)."""
    return "".join(
        ast.literal_eval(
            _QUESTION_ESCAPE.sub(lambda m: "?" if m.group() == "\\?" else m.group(), part)
        )
        for part in re.findall(_STRING, text)
    )


def flag_parts(flags: str) -> list[str]:
    """The comma-separated parts of `additionalOptFlags` (`cl::values(...)`, `list_init`,
    `cl::CommaSeparated`, ...), each stripped."""
    parts, depth, start = [], 0, 0
    for token in _FLAG_TOKEN.finditer(flags):
        text = token.group()
        if text == "," and depth == 0:
            parts.append(flags[start : token.start()])
            start = token.end()
        elif text in "([{<":
            depth += 1
        elif text in ")]}>":
            depth = max(depth - 1, 0)
    parts.append(flags[start:])
    return [part.strip() for part in parts if part.strip()]


def enum_values(flags: str) -> list[tuple[str, str, str]] | None:
    """`(C++ enumerator, name, description)` of each `clEnumValN` in the `cl::values(...)`
    flag; None when no flag is one."""
    match = next(filter(None, map(_VALUES.fullmatch, flag_parts(flags))), None)
    if match is None:
        return None
    body = match.group(1)
    values = []
    for found in _ENUM_VALUE.finditer(body):
        if found.group(1) is not None:
            values.append(
                (found.group(1), string_literals(found.group(2)), string_literals(found.group(3)))
            )
        else:
            values.append(
                (
                    found.group(4),
                    found.group(4).rsplit("::", 1)[-1],
                    string_literals(found.group(5)),
                )
            )
    leftover = _ENUM_VALUE.sub("", body).replace(",", "").strip()
    return values if values and not leftover else None


def _qualified(name: str) -> str:
    """A C++ name without a leading `::` or `mlir::` (upstream code omits them at will)."""
    return name.strip().removeprefix("::").removeprefix("mlir::")


def enum_default(expression: str, values: list[tuple[str, str, str]]) -> str | None:
    """The value name whose enumerator `expression` names, if one does."""
    wanted = _qualified(expression)
    for enumerator, name, _ in values:
        if _qualified(enumerator) == wanted or _qualified(enumerator).endswith("::" + wanted):
            return name
    return None


def value_initialized(portable_type: str) -> Any:
    """What an option without a default holds in C++ (`T()`), when that is certain; None for
    text, whose options print the same without a default as with the empty text."""
    kind = OPTION_KINDS.get(portable_type)
    return None if kind is None or kind.text else kind.cpp_zero


def scalar_default(expression: str, portable_type: str) -> Any:
    """The value of a C++ default expression for a scalar option; None when uncertain."""
    text = expression.strip()
    if not text:
        return value_initialized(portable_type)
    if portable_type == "bool":
        return {"true": True, "false": False, "1": True, "0": False}.get(text)
    if portable_type == "str":
        return string_literals(text) if re.fullmatch(rf"(?:{_STRING}\s*)+", text) else None
    if portable_type == "float":
        limit = _FLOAT_LIMIT.fullmatch(text)
        if limit is not None:
            value = math.inf if limit.group(2) == "infinity" else math.nan
            return -value if limit.group(1) else value
        match = _FLOAT.fullmatch(text)
        if match is None:
            return None
        value = float(match.group(1))
        return struct.unpack("f", struct.pack("f", value))[0] if match.group(2) else value
    kind = OPTION_KINDS.get(portable_type)
    if kind is not None and isinstance(kind.shared, IntType):
        return _integer(text, kind.shared)
    return None


def list_default(
    flags: str, portable_type: str, values: list[tuple[str, str, str]] | None
) -> list[Any] | None:
    """The elements a `list_init` flag gives a list option (`values`: an enum's), when each
    one's value is certain; None otherwise."""
    match = next(filter(None, map(_LIST_INIT.fullmatch, flag_parts(flags))), None)
    if match is None:
        return None
    elements = [
        enum_default(part, values) if values else scalar_default(part, portable_type)
        for part in flag_parts(match.group(1))
    ]
    return None if any(element is None for element in elements) else elements


def _integer(text: str, kind: IntType) -> int | None:
    limit = _LIMIT.fullmatch(text)
    if limit is not None:
        return kind.high if limit.group(2) == "max" else kind.low
    match = _INTEGER.fullmatch(text)
    if match is None or len(match.group(2)) > _MAX_DIGITS:
        return None
    digits = match.group(2)
    value = int(
        digits,
        16 if digits[:2] in ("0x", "0X") else 8 if len(digits) > 1 and digits[0] == "0" else 10,
    )
    if match.group(1):
        value = -value
    if not kind.signed:
        value %= 1 << kind.bits  # C++ converts to the unsigned type modulo 2^bits
    return value if kind.low <= value <= kind.high else None
