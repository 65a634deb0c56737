"""Affine maps and integer sets as attributes: kept as their canonical text
(`affine_map<(d0) -> (d0 + 1)>`, an `OpaqueAttr`), read back into structures when an op
needs them (cached per text)."""

from __future__ import annotations

import functools

from ..attributes import Attribute, OpaqueAttr
from .parse import AffineSyntaxError, parse_map, parse_set
from .printing import map_attribute_text, set_attribute_text
from .structures import AffineMap, IntegerSet

_MAP, _SET = "affine_map<", "affine_set<"


def map_attribute(map: AffineMap) -> OpaqueAttr:
    return OpaqueAttr(map_attribute_text(map))


def set_attribute(set: IntegerSet) -> OpaqueAttr:
    return OpaqueAttr(set_attribute_text(set))


def map_of(attr: Attribute | None) -> AffineMap | None:
    """The map of an `affine_map<...>` attribute (None: `attr` is none)."""
    text = attr.text if isinstance(attr, OpaqueAttr) else ""
    return _map(text) if text.startswith(_MAP) else None


def set_of(attr: Attribute | None) -> IntegerSet | None:
    """The set of an `affine_set<...>` attribute (None: `attr` is none)."""
    text = attr.text if isinstance(attr, OpaqueAttr) else ""
    return _set(text) if text.startswith(_SET) else None


@functools.lru_cache(maxsize=1024)
def _map(text: str) -> AffineMap | None:
    try:
        return parse_map(text[len(_MAP) : -1])
    except AffineSyntaxError:
        return None


@functools.lru_cache(maxsize=1024)
def _set(text: str) -> IntegerSet | None:
    try:
        return parse_set(text[len(_SET) : -1])
    except AffineSyntaxError:
        return None
