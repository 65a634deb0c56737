"""An attribute's text, drawn by what upstream_formats.json says of it (`syntax`, `storage`,
the `!enum` and `!attr` tables): as the format prints it (`in_format`) or in the full form
an attribute dictionary holds (`in_dictionary`)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from format_gen.draws import Draw
from format_gen.pools import GENERIC_ATTRIBUTES
from passgen.runtime.asm.format.enums import is_keyword

_INTEGER = re.compile(r"[su]?i(\d+)\Z")
_FLOATS = ("f16", "bf16", "f32", "f64", "f80", "f128", "tf32")
_FLOAT_VALUES = ("1.500000e+00", "0.000000e+00", "-2.000000e+00", "4.200000e+01")
_ATTR_FORMAT_TOKEN = re.compile(r"`([^`]*)`|\$(\w+)|(\S+)")
_ARRAY_OF_ARRAYS = "`[` $axes `]`"  # an array of dense arrays, stripped
_CONSTANT_RANGE = "::mlir::LLVM::ConstantRangeAttr"


class Unfit(Exception):
    """The generator cannot draw this op (the reason says why)."""


def scalar(draw: Draw, type: str) -> str | None:
    """A literal of scalar `type` without its type (`printAttributeWithoutType`), or None
    when `type` is no integer, index or float type."""
    if type == "i1":
        return draw.choice(("true", "false"))
    match = _INTEGER.match(type)
    if match or type == "index":
        low = 0 if type.startswith("ui") or type == "i1" else -3
        return str(draw.integer(low, 64))
    if type in _FLOATS:
        return draw.choice(_FLOAT_VALUES)
    return None


def typed_value(draw: Draw, type: str) -> str:
    """An attribute of `type` in the full form (`42 : i32`, `dense<1.5> : vector<4xf32>`)."""
    shaped = re.match(r"(vector|tensor)<(?:[\d?\[\]]+x)*([^,>]+)>\Z", type)
    if shaped:
        element = scalar(draw, shaped[2]) or "0"
        return f"dense<{element}> : {type}"
    literal = scalar(draw, type)
    if literal is None:
        return draw.choice(GENERIC_ATTRIBUTES)
    return literal if type == "i1" else f"{literal} : {type}"


def enum_text(draw: Draw, enum: Mapping[str, Any]) -> str:
    """A case of `enum` (an `!enum` table) as a string: one case, or bits joined."""
    cases = [text for text, _ in enum["cases"]]
    if not enum.get("bits"):
        return draw.choice(cases)
    flags = [text for text, value in enum["cases"] if value != 0]
    chosen = [flag for flag in flags if draw.chance(0.3)] or [draw.choice(cases)]
    return str(enum.get("separator", "|")).join(chosen)


def keyword_or_string(text: str) -> str:
    return text if is_keyword(text) else f'"{text}"'


class Attributes:
    """Draws the attributes of one op (`entry`, of its dialect's `tables`)."""

    def __init__(
        self,
        draw: Draw,
        entry: Mapping[str, Any],
        tables: Mapping[str, Any],
        types: Callable[[], str],
    ) -> None:
        self.draw = draw
        self.tables = tables
        self.specs = {a["name"]: a for a in entry.get("attributes", ())}
        self.any_type = types

    def in_format(self, name: str, value_type: str | None) -> str:
        """`name`'s text where the format prints it; `value_type` its type when another
        value's type decides it (AllTypesMatch)."""
        spec = self.specs[name]
        syntax = spec["syntax"]
        if syntax == "enum":
            return keyword_or_string(enum_text(self.draw, self.tables["!enum " + spec["enum"]]))
        if syntax == "symbol":
            return "@" + self.draw.choice(("s0", "s1", "f0"))
        if syntax == "typed":
            return self._typed(spec, bare=True)
        if syntax == "property":
            return self._property(spec)
        if syntax == "stripped":
            return self._stripped(spec, value_type)
        return self._any(value_type)

    def in_dictionary(self, name: str) -> str:
        """`name = value` (or `name` for a unit attribute) as an attribute dictionary holds it."""
        spec = self.specs[name]
        syntax = spec["syntax"]
        if spec.get("unit"):
            return name
        if syntax == "enum":
            enum = self.tables["!enum " + spec["enum"]]
            return f"{name} = {self.draw.choice(enum['cases'])[1]} : i{enum['width']}"
        if syntax == "symbol":
            return f'{name} = "s0"'
        if syntax == "typed":
            return f"{name} = {self._typed(spec, bare=False)}"
        entry = self.tables.get(f"!attr {spec.get('storage')}", {})
        if "dense_array" in entry:
            values = self._dense_values(entry["dense_array"])
            return f"{name} = array<{entry['dense_array']}{': ' if values else ''}{values}>"
        if "mnemonic" in entry:
            stripped = self._dialect_attribute(entry)
            return f"{name} = #{entry['dialect']}.{entry['mnemonic']}{stripped}"
        return f"{name} = {self._any(None)}"

    def _typed(self, spec: Mapping[str, Any], bare: bool) -> str:
        if spec.get("unit"):
            return "unit"
        if spec.get("return_type"):
            return self.any_type()
        type = spec.get("type")
        literal = None if type is None else scalar(self.draw, type)
        if literal is None:
            return self.draw.choice(GENERIC_ATTRIBUTES)
        return literal if bare or type == "i1" else f"{literal} : {type}"

    def _any(self, value_type: str | None) -> str:
        if value_type is not None or self.draw.chance(0.5):
            return typed_value(self.draw, value_type or self.any_type())
        return self.draw.choice(GENERIC_ATTRIBUTES)

    def _stripped(self, spec: Mapping[str, Any], value_type: str | None) -> str:
        storage = spec.get("storage", "")
        entry = self.tables.get(f"!attr {storage}", {})
        if "dense_array" in entry:
            return f"[{self._dense_values(entry['dense_array'])}]"
        if storage == _CONSTANT_RANGE:  # a C++ format: `<i32, lower, upper>`
            low = self.draw.integer(0, 8)
            stripped = f"<i32, {low}, {low + self.draw.integer(1, 64)}>"
            return "#llvm.constant_range" + stripped if self.draw.chance(0.2) else stripped
        if entry.get("format") == _ARRAY_OF_ARRAYS:
            stripped = self._array_of_arrays()
            full = f"#{entry['dialect']}<{entry['mnemonic']}{stripped}>"
            return full if self.draw.chance(0.2) else stripped
        if "mnemonic" in entry:
            stripped = self._dialect_attribute(entry)
            full = f"#{entry['dialect']}.{entry['mnemonic']}{stripped}"
            return full if self.draw.chance(0.2) else stripped
        if storage == "::mlir::StringAttr":
            return self.draw.choice(('"str"', '""', '"a b"'))
        if storage in ("::mlir::TypedAttr", "::mlir::IntegerAttr", "::mlir::FloatAttr"):
            return typed_value(self.draw, value_type or self.any_type())
        if storage == "::mlir::DenseIntElementsAttr":
            return self.draw.choice(("dense<[1, 2]> : tensor<2xi64>", "dense<0> : vector<4xi32>"))
        return self._any(value_type)

    def _array_of_arrays(self) -> str:
        """`[[0], [1, 2]]` (shard's `GridAxesArrayAttr`), blanks drawn as a user may write
        them."""
        blank = self.draw.choice(("", " "))
        inner = [
            "[" + (", " + blank).join(str(self.draw.integer(0, 3)) for _ in range(count)) + "]"
            for count in (self.draw.integer(0, 2) for _ in range(self.draw.integer(1, 3)))
        ]
        return "[" + blank + (blank + "," + blank).join(inner) + "]"

    def _dense_values(self, element: str) -> str:
        count = self.draw.integer(0, 3)
        return ", ".join(scalar(self.draw, element) or "0" for _ in range(count))

    def _dialect_attribute(self, entry: Mapping[str, Any]) -> str:
        """The stripped text of a dialect attribute (its `format` rendered with an enum's
        case for its parameter); an attribute of any other kind: `Unfit`."""
        if "enum" not in entry or "format" not in entry:
            raise Unfit(f"the dialect attribute #{entry.get('dialect')}.{entry.get('mnemonic')}")
        parts = []
        for literal, parameter, other in _ATTR_FORMAT_TOKEN.findall(entry["format"]):
            if parameter:
                enum = self.tables["!enum " + entry["enum"]]
                parts.append(enum_text(self.draw, enum))
            elif other:
                raise Unfit(f"the attribute format {entry['format']!r}")
            elif literal.strip():
                parts.append(literal.strip())
        return "".join(parts)

    def _property(self, spec: Mapping[str, Any]) -> str:
        classes = spec.get("classes", ())
        parser = spec.get("parser", "")
        if "UnitProp" in classes or spec.get("storage") == "bool":
            return self.draw.choice(("unit", "unit_absent"))
        if "enum" in spec:
            case = enum_text(self.draw, self.tables["!enum " + spec["enum"]])
            return f"overflow<{case}>" if '"overflow"' in parser else case
        if "int64_t" in spec.get("storage", ""):
            return str(self.draw.integer(0, 16))
        raise Unfit(f"the property {spec['name']} ({spec.get('storage')})")
