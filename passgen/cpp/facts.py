"""C++ facts of YAML-authored passes, derived from their portable fields (docs/specs.md,
"C++ output"): option value types, defaults as C++ expressions, `cl::values` flags of enum
options and member names. `passgen.cpp.model` applies them where a spec's `cpp:` says nothing.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from passgen.runtime.options import BoolType, FloatType, IntType, OpaqueType
from passgen.spec.option_kinds import OPTION_KINDS
from passgen.support.naming import camel_case
from passgen.support.source_text import UNSAFE_TEXT

from .identifiers import identifier_problem

# The C++ type of a list of pipelines: pass managers, which C++ cannot write as literals.
LIST_PIPELINE_TYPE = OPTION_KINDS["pipeline"].cpp_list_type
_INT64_MAX = (1 << 63) - 1


class NoCppForm(Exception):
    """A portable value or name that has no C++ expression (the message says why)."""


def member_name(python_name: str) -> str:
    """The C++ member of an option or statistic: `max_iterations` -> `maxIterations`."""
    return camel_case(python_name)


# A trigraph's second `?` is written `\?`, so no `??=`, `??/`, ... reaches g++ -trigraphs.
_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\t": "\\t"}


def string_literal(text: str) -> str:
    """`text` as a C++ string literal, whatever it holds, the one way generated C++ writes
    text outside raw strings: quotes and backslashes escaped, the second `?` of each `??`
    as `\\?` (`??/` is a backslash under `-trigraphs`), ASCII control characters as
    three-digit octal (which no following character can extend), the other characters no
    spec text holds (`source_text.UNSAFE_TEXT`: C1 controls, bidi controls, line separators,
    noncharacters) as universal character names; the rest is UTF-8, as in the raw strings
    beside it (`text` holds no surrogate: it is UTF-8 text)."""
    escaped = []
    previous = ""
    for char in text:
        code = ord(char)
        if char in _ESCAPES:
            escaped.append(_ESCAPES[char])
        elif char == "?" and previous == "?":
            escaped.append("\\?")
        elif code < 0x20 or code == 0x7F:
            escaped.append(f"\\{code:03o}")
        elif code > 0x7F and UNSAFE_TEXT.match(char):
            escaped.append(f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}")
        else:
            escaped.append(char)
        previous = char
    return f'"{"".join(escaped)}"'


def literal(
    value: Any, element_type: str, cpp_type: str, enumerators: Mapping[str, str] | None = None
) -> str:
    """A portable value as a C++ expression of `cpp_type` (`element_type` is its portable
    type, `enumerators` an enum's, see `enumerator`); raises `NoCppForm` for a pipeline of
    a list (a pass manager, not text), an opaque value and an enum value that names no
    enumerator."""
    kind = OPTION_KINDS[element_type]
    if kind.shared is None:
        return enumerator(cpp_type, value, enumerators or {})
    if isinstance(kind.shared, OpaqueType):
        raise NoCppForm("an opaque option's value is text for its C++ parser")
    if kind.text:
        if cpp_type == LIST_PIPELINE_TYPE:
            raise NoCppForm("MLIR parses pipelines, it does not construct them")
        return string_literal(str(value))
    if isinstance(kind.shared, BoolType):
        return "true" if value else "false"
    if isinstance(kind.shared, FloatType):
        return _float(float(value))
    assert isinstance(kind.shared, IntType)
    if kind.shared.signed and value == kind.shared.low:
        return f"std::numeric_limits<{cpp_type}>::min()"  # -N is the negation of N, too large
    return f"{value}u" if value > _INT64_MAX else str(value)


def _float(value: float) -> str:
    if math.isnan(value):
        return "std::numeric_limits<double>::quiet_NaN()"
    if math.isinf(value):
        return f"{'-' if value < 0 else ''}std::numeric_limits<double>::infinity()"
    return repr(value)  # the shortest text that reads back as the same double


def list_init(
    values: list[Any],
    element_type: str,
    cpp_type: str,
    enumerators: Mapping[str, str] | None = None,
) -> str:
    """The flag giving a list option its default elements ("" for none)."""
    if not values:
        return ""
    elements = ", ".join(literal(v, element_type, cpp_type, enumerators) for v in values)
    return f"::llvm::cl::list_init<{cpp_type}>({{{elements}}})"


def enumerator(cpp_type: str, name: str, enumerators: Mapping[str, str]) -> str:
    """The enumerator of `cpp_type` value `name` stands for: `enumerators[name]`, by default
    the value's own name; raises `NoCppForm` (holding `name`) when that is no identifier."""
    member = enumerators.get(name, name)
    if identifier_problem(member) is not None:
        raise NoCppForm(name)
    return f"{cpp_type}::{member}"


def enum_flags(cpp_type: str, values: Mapping[str, str], enumerators: Mapping[str, str]) -> str:
    """The `cl::values` flag of an enum option: each value name with its enumerator."""
    entries = ", ".join(
        f"clEnumValN({enumerator(cpp_type, name, enumerators)}, "
        f"{string_literal(name)}, {string_literal(text)})"
        for name, text in values.items()
    )
    return f"::llvm::cl::values({entries})"
