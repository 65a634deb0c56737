"""What MLIR's ODS says of each registered op's properties (`op_properties.json`, written
from the dialects' ODS by `make import-ods`): its inherent attributes, and the values those
take when the op is created without them (MLIR's `populateDefaultProperties` and property
storage): `arith.addi` without `overflowFlags` prints `<{overflowFlags =
#arith.overflow<none>}>`, as mlir-opt does. `Operation` applies them as it is made.

The defaults are stored as mlir-opt prints them, in the few forms ODS defaults take; they
are read here (`default_attribute`), not by the asm layer's parser, which sits above the IR
(a test reads every default both ways)."""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .attributes import (
    ArrayAttr,
    Attribute,
    BoolAttr,
    DictionaryAttr,
    FloatAttr,
    IntegerAttr,
    OpaqueAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
)
from .json_blocks import block
from .types import keyword_type

DATA = os.path.join(os.path.dirname(__file__), "op_properties.json")  # (no pathlib at start-up)

_INTEGER = re.compile(r"(-?[0-9]+) : (i[0-9]+)")
_STRING = re.compile(r'"([^"\\]*)"')


@dataclass(frozen=True)
class OpProperties:
    """An op's inherent attribute names, the defaults of some of them, and the kinds of
    attribute each property converts from, in ODS order (`converts`)."""

    inherent: frozenset[str] = frozenset()
    defaults: Mapping[str, Attribute] = field(default_factory=dict)
    kinds: tuple[tuple[str, str], ...] = ()

    def unconvertible(self, properties: Mapping[str, Attribute]) -> str | None:
        """The first property (in ODS order) whose value MLIR's `setPropertiesFromAttr`
        rejects: not of the attribute class the property stores; None if all convert."""
        for name, kind in self.kinds:
            value = properties.get(name)
            if value is not None and not converts(kind, value):
                return name
        return None


NONE = OpProperties()


def default_attribute(text: str) -> Attribute:
    """The attribute an ODS default printed as `text` is: `true` / `false`, an integer of a
    signless type (`0 : i32`), `[]`, `{}`, a string without escapes, or an attribute the
    runtime keeps as text (`#arith.fastmath<none>`, `array<i64>`)."""
    if text in ("true", "false"):
        return BoolAttr(text == "true")
    if text == "[]":
        return ArrayAttr(())
    if text == "{}":
        return DictionaryAttr({})
    if text.startswith(("#", "array<")):
        return OpaqueAttr(text)
    integer = _INTEGER.fullmatch(text)
    if integer is not None:
        type = keyword_type(integer[2])
        assert type is not None
        return IntegerAttr(int(integer[1]), type)
    string = _STRING.fullmatch(text)
    if string is not None:
        return StringAttr(string[1])
    raise ValueError(f"{os.path.basename(DATA)}: a default of an unknown form: {text}")


_CLASSES: dict[str, type[Attribute] | tuple[type[Attribute], ...]] = {
    "integer": IntegerAttr,
    "bool": BoolAttr,
    "float": FloatAttr,
    "string": StringAttr,
    "array": ArrayAttr,
    "dictionary": DictionaryAttr,
    "unit": UnitAttr,
    "type": TypeAttr,
    "symbol": SymbolRefAttr,
}


# The builtin attributes without a type (not `TypedAttr`s), by class and by text.
_UNTYPED = (UnitAttr, ArrayAttr, DictionaryAttr, TypeAttr, SymbolRefAttr)
_UNTYPED_TEXT = ("affine_map<", "affine_set<", "array<", "loc(", "distinct[")


def _typed(value: Attribute) -> bool:
    """Whether `value` may be a `TypedAttr` (dialect attributes are given the benefit)."""
    if isinstance(value, _UNTYPED):
        return False
    return not (isinstance(value, OpaqueAttr) and value.text.startswith(_UNTYPED_TEXT))


def converts(kind: str, value: Attribute) -> bool:
    """Whether `value` is of the attribute class `kind` names (`op_properties.json`): a
    builtin class, `typed` (a `TypedAttr`), `flat-symbol`, a dense array (`array<i64>`), an integer enum
    (`enum:WIDTH:VALUES`: a signless integer of the width holding one of the values),
    bit flags (`bits:WIDTH:MASK`) or a dialect attribute (`#dialect.mnemonic`, also
    printed `#dialect<mnemonic ...>`)."""
    found = _CLASSES.get(kind)
    if found is not None:
        return isinstance(value, found)
    if kind == "typed":
        return _typed(value)
    if kind == "flat-symbol":
        return isinstance(value, SymbolRefAttr) and not value.nested
    text = value.text
    if kind.startswith("array<"):
        return isinstance(value, OpaqueAttr) and (text == kind or _array_of(kind, text))
    if kind.startswith("#"):
        return isinstance(value, OpaqueAttr) and _dialect_form(kind).match(text) is not None
    form, width, allowed = kind.split(":")
    if not isinstance(value, IntegerAttr) or value.type.text != f"i{width}":
        return False
    bits = value.value & ((1 << int(width)) - 1)
    if form == "bits":
        return not bits & ~int(allowed)
    return str(bits) in allowed.split(",")


_INTEGERS = re.compile(r"\s*-?\d+(?:\s*,\s*-?\d+)*\s*>\Z")


def _array_of(kind: str, text: str) -> bool:
    """Whether `text` is a non-empty dense array of `kind` (`array<i64>`): of integers when
    its elements are integers wider than i1."""
    prefix = kind[:-1] + ":"
    if not text.startswith(prefix):
        return False
    if not kind.startswith("array<i") or kind == "array<i1>":
        return True
    return _INTEGERS.match(text, len(prefix)) is not None


@functools.cache
def _dialect_form(kind: str) -> re.Pattern[str]:
    """The texts of dialect attribute `kind` (`#dialect.mnemonic`): `#dialect.mnemonic`,
    `#dialect.mnemonic<...>` or `#dialect<mnemonic ...>` (the mnemonic followed by no
    identifier character: `#shard<axisarray[[0]]>`)."""
    dialect, _, mnemonic = kind[1:].partition(".")
    dotted = re.escape(kind) + r"(?:<|\Z)"
    return re.compile(f"{dotted}|#{re.escape(dialect)}<{re.escape(mnemonic)}(?![\\w$.])")


@functools.cache
def op_properties(op_name: str) -> OpProperties:
    """What ODS says of the properties of the op named `op_name`."""
    ops: dict[str, dict[str, Any]] | None = block(DATA, op_name.partition(".")[0])
    entry = None if ops is None else ops.get(op_name)
    if entry is None:
        return NONE
    defaults = {name: default_attribute(text) for name, text in entry["defaults"].items()}
    kinds = tuple((name, kind) for name, kind in entry.get("kinds", ()))
    return OpProperties(frozenset(entry["inherent"]), defaults, kinds)
