"""The syntax of a format's attribute variables and `type($x)` directives, from
`attribute_syntax`, checked: where that module still answers with the full attribute or type
for a kind OpFormatGen prints otherwise (enum, symbol, typed, stripped dialect attributes,
stripped dialect types), the op gets no form rather than a wrong one."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from . import attribute_syntax as syntaxes
from .op_info import OpInfo
from .type_inference import Unsupported

_NOT_FULL = ("enum", "symbol", "typed", "property")


def attribute_syntax_of(info: OpInfo, name: str, qualified: bool) -> syntaxes.AttributeSyntax:
    entry = info.attribute(name)
    found = syntaxes.attribute_syntax(entry, info.tables, qualified=qualified)
    if found is syntaxes.FULL_ATTRIBUTE and _special_attribute(entry, info.tables, qualified):
        raise Unsupported(f"the {entry.get('syntax')} syntax of attribute {name}")
    return found


def type_syntax_of(info: OpInfo, entry: Mapping[str, Any], qualified: bool) -> syntaxes.TypeSyntax:
    found = syntaxes.type_syntax(entry, info.tables, qualified=qualified)
    if found is syntaxes.FULL_TYPE and entry.get("type_class") and not qualified:
        raise Unsupported(f"the stripped syntax of type({entry['name']})")
    return found


def _special_attribute(
    entry: Mapping[str, Any], tables: Mapping[str, Any], qualified: bool
) -> bool:
    syntax = entry.get("syntax")
    if syntax in _NOT_FULL:
        return True
    return syntax == "stripped" and not qualified and f"!attr {entry.get('storage')}" in tables
