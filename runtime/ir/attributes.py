"""Attributes: structure for the common builtin ones, exact text for the rest.

Attributes are immutable values compared by their printed text, computed once.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from .decimal import int_text
from .float_format import SEMANTICS, float_text, value_text
from .types import F64, I1, I64, Type


class Attribute:
    """Base of all attributes; `str(a)` is the MLIR syntax."""

    __slots__ = ("_text",)

    def __init__(self) -> None:
        self._text: str | None = None

    @property
    def text(self) -> str:
        text = self._text
        if text is None:
            text = self._text = self._render()
        return text

    def _render(self) -> str:
        raise NotImplementedError

    def element_text(self) -> str:
        """The text inside an array, where MLIR elides the default i64/f64 types."""
        return self.text

    def __eq__(self, other: object) -> bool:
        return self is other or (
            type(other) is type(self) and self.text == other.text  # type: ignore[attr-defined]
        )

    def __hash__(self) -> int:
        return hash(self.text)

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.text!r})"


class IntegerAttr(Attribute):
    __slots__ = ("value", "type")

    def __init__(self, value: int, type: Type = I64):
        super().__init__()
        self.value = value
        self.type = type

    def _render(self) -> str:
        return f"{int_text(self.value)} : {self.type.text}"

    def element_text(self) -> str:
        return int_text(self.value) if self.type == I64 else self.text


class BoolAttr(IntegerAttr):
    """An `i1` integer attribute, printed as `true` / `false`."""

    __slots__ = ()

    def __init__(self, value: bool):
        super().__init__(int(bool(value)), I1)

    def _render(self) -> str:
        return "true" if self.value else "false"


class FloatAttr(Attribute):
    """A float of a float type; `bits`, when given, is its exact bit pattern in the type
    (a hex literal: NaN payloads, f80 and f128 values a Python float cannot hold)."""

    __slots__ = ("value", "type", "bits")

    def __init__(self, value: float, type: Type = F64, bits: int | None = None):
        super().__init__()
        self.value = value
        self.type = type
        self.bits = bits

    def _render(self) -> str:
        return f"{format_float(self.value, self.type, self.bits)} : {self.type.text}"

    def element_text(self) -> str:
        """f64 is elided in an array, except after a hex literal (which would read as i64)."""
        text = self.text
        return text[: -len(" : f64")] if self.type == F64 and not text.startswith("0x") else text


class StringAttr(Attribute):
    __slots__ = ("value", "type")

    def __init__(self, value: str, type: Type | None = None):
        super().__init__()
        self.value = value
        self.type = type

    def _render(self) -> str:
        quoted = quote_string(self.value)
        return quoted if self.type is None else f"{quoted} : {self.type.text}"


class UnitAttr(Attribute):
    __slots__ = ()

    def _render(self) -> str:
        return "unit"


UNIT = UnitAttr()


class ArrayAttr(Attribute):
    __slots__ = ("elements",)

    def __init__(self, elements: Iterable[Attribute]):
        super().__init__()
        self.elements = tuple(elements)

    def _render(self) -> str:
        _render_nested(self.elements)
        return "[" + ", ".join([e.element_text() for e in self.elements]) + "]"

    def __len__(self) -> int:
        return len(self.elements)

    def __getitem__(self, index: int) -> Attribute:
        return self.elements[index]


class DictionaryAttr(Attribute):
    """A sorted dictionary of named attributes."""

    __slots__ = ("entries",)

    def __init__(self, entries: Mapping[str, Attribute]):
        super().__init__()
        self.entries = dict(sorted(entries.items()))

    def _render(self) -> str:
        _render_nested(self.entries.values())
        return dict_text(self.entries)

    def get(self, name: str) -> Attribute | None:
        return self.entries.get(name)


class SymbolRefAttr(Attribute):
    """`@root` or `@root::@nested::@leaf`."""

    __slots__ = ("root", "nested")

    def __init__(self, root: str, nested: Iterable[str] = ()):
        super().__init__()
        self.root = root
        self.nested = tuple(nested)

    def _render(self) -> str:
        return "::".join(symbol_text(s) for s in (self.root, *self.nested))

    @property
    def leaf(self) -> str:
        return self.nested[-1] if self.nested else self.root


class TypeAttr(Attribute):
    __slots__ = ("value",)

    def __init__(self, value: Type):
        super().__init__()
        self.value = value

    def _render(self) -> str:
        return self.value.text


class OpaqueAttr(Attribute):
    """Any attribute kept as its exact text (dense, affine_map, dialect attributes...)."""

    __slots__ = ()

    def __init__(self, text: str):
        super().__init__()
        self._text = text

    def _render(self) -> str:  # pragma: no cover - text is always set
        raise AssertionError("opaque attributes carry their text")


def _render_nested(children: Iterable[Attribute]) -> None:
    """Compute the texts of the arrays and dictionaries nested in `children`, innermost
    first, so rendering never recurses (however deep the nesting)."""
    pending = [
        a for a in children if a._text is None and isinstance(a, (ArrayAttr, DictionaryAttr))
    ]
    order: list[ArrayAttr | DictionaryAttr] = []
    while pending:
        attr = pending.pop()
        order.append(attr)
        nested = attr.elements if isinstance(attr, ArrayAttr) else attr.entries.values()
        pending += [
            a for a in nested if a._text is None and isinstance(a, (ArrayAttr, DictionaryAttr))
        ]
    for attr in reversed(order):
        if attr._text is None:
            attr._text = attr._render()


class ExplicitProperties(dict[str, Attribute]):
    """Properties spelled `<{}>`: on an unregistered op, MLIR keeps (and prints) an empty
    properties dictionary, unlike an op written without `<...>`."""


_BARE_ID = re.compile(r"[A-Za-z_][\w$.]*\Z", re.ASCII)  # MLIR bare identifiers are ASCII


def keyword_or_string(name: str) -> str:
    """`name` as is when it is a bare identifier, else as a string literal (dictionary keys)."""
    return name if _BARE_ID.match(name) else quote_string(name)


def dict_text(entries: Mapping[str, Attribute]) -> str:
    """`{a = 1 : i64, unit_name}` with keys in the given order."""
    parts = []
    for name, value in entries.items():
        key = keyword_or_string(name)
        parts.append(key if value is UNIT else f"{key} = {value.text}")
    return "{" + ", ".join(parts) + "}"


def symbol_text(name: str) -> str:
    return "@" + name if _BARE_ID.match(name) else "@" + quote_string(name)


_PRINTABLE = frozenset(range(0x20, 0x7F)) - {ord('"'), ord("\\")}
# Each byte (as a Latin-1 character) to its spelling inside a literal.
_BYTE_SPELLING = {
    byte: chr(byte) if byte in _PRINTABLE else "\\\\" if byte == 0x5C else f"\\{byte:02X}"
    for byte in range(256)
}


def quote_string(value: str) -> str:
    """MLIR's escaped string literal: printable ASCII as is, the rest as two-digit hex escapes."""
    if value.isascii() and value.isprintable() and '"' not in value and "\\" not in value:
        return f'"{value}"'
    escaped = value.encode("utf-8", "surrogateescape").decode("latin-1").translate(_BYTE_SPELLING)
    return f'"{escaped}"'


def format_float(value: float, type: Type, bits: int | None = None) -> str:
    """The literal mlir-opt prints for `value` (or the exact `bits`) in `type`."""
    semantics = SEMANTICS.get(type.text, SEMANTICS["f64"])
    return value_text(value, semantics) if bits is None else float_text(bits, semantics)


def attribute_from_python(value: Any) -> Attribute:
    """Convenience conversion for builders: bool, int, float, str, list, dict, Type."""
    if isinstance(value, Attribute):
        return value
    if isinstance(value, bool):
        return BoolAttr(value)
    if isinstance(value, int):
        return IntegerAttr(value, I64)
    if isinstance(value, float):
        return FloatAttr(value, F64)
    if isinstance(value, str):
        return StringAttr(value)
    if isinstance(value, Type):
        return TypeAttr(value)
    if isinstance(value, (list, tuple)):
        return ArrayAttr(attribute_from_python(v) for v in value)
    if isinstance(value, Mapping):
        return DictionaryAttr({k: attribute_from_python(v) for k, v in value.items()})
    raise TypeError(f"cannot convert {type(value).__name__} to an attribute")
