"""Whether an optional group's anchor, or an oilist clause, is present on an op being printed
(OpFormatGen's `genOptionalGroupPrinterAnchor` and its oilist checks)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...ir.operation import Operation
from .bindings import Bindings
from .elements import (
    ATTRIBUTE_KINDS,
    Custom,
    Element,
    FunctionalType,
    OIClause,
    TypeDirective,
    Variable,
    VariableKind,
    children,
)
from .op_info import OpInfo
from .type_inference import Unsupported

Presence = Callable[[Operation], bool]


def presence(info: OpInfo, bindings: Bindings, anchor: Element) -> Presence:
    """Whether `anchor` is present: an optional value set, a variadic group or region not
    empty, an optional attribute set, a default-valued one not equal to its default."""
    if isinstance(anchor, TypeDirective):
        return presence(info, bindings, anchor.arg)
    if isinstance(anchor, FunctionalType):
        return presence(info, bindings, anchor.inputs)
    if isinstance(anchor, Custom):
        checks = [presence(info, bindings, arg) for arg in anchor.args if _anchors(arg)]
        return lambda op: any(check(op) for check in checks)
    if not isinstance(anchor, Variable):
        raise Unsupported(f"anchor {anchor.text()}")
    if anchor.kind in ATTRIBUTE_KINDS:
        return _attribute_present(info, bindings, anchor.name)
    get = bindings.getter(anchor)
    if anchor.kind is VariableKind.REGION:
        return lambda op: _region_present(get(op))
    return lambda op: _value_present(get(op))


def clause_presence(info: OpInfo, bindings: Bindings, clause: OIClause) -> Presence:
    """Whether any variable of an oilist clause is present."""
    checks = [presence(info, bindings, v) for v in _variables(clause.elements)]
    return lambda op: any(check(op) for check in checks)


def _anchors(element: Element) -> bool:
    return isinstance(element, (Variable, TypeDirective, FunctionalType))


def _variables(elements: Sequence[Element]) -> list[Variable]:
    found: list[Variable] = []
    for element in elements:
        if isinstance(element, Variable):
            found.append(element)
        else:
            found.extend(_variables(children(element)))
    return found


def _attribute_present(info: OpInfo, bindings: Bindings, name: str) -> Presence:
    default = bindings.defaults().get(name)
    text = optional_default(info, name) if default is None else default.text
    if text is None:
        return lambda op: op.get_attr(name) is not None

    def present(op: Operation) -> bool:
        value = op.get_attr(name)  # the default itself, where the op was made without it
        return value is not None and value is not default and value.text != text

    return present


def _region_present(found: object) -> bool:
    if isinstance(found, (list, tuple)):
        return bool(found)
    return bool(found.blocks)  # type: ignore[attr-defined]


def _value_present(found: object) -> bool:
    if isinstance(found, (list, tuple)):
        return bool(found)
    return found is not None


def optional_default(info: OpInfo, name: str) -> str | None:
    """The printed default of a `DefaultValuedOptionalAttr` (MLIR gives such an attribute no
    value when the input has none, so op_properties.json has none): the empty dense array of
    C++ `{}`, a boolean or an integer of the attribute's value type; None for any other."""
    attribute = info.attribute(name)
    default = attribute.get("default")
    if not attribute.get("optional") or default is None:
        return None
    element = info.tables.get(f"!attr {attribute.get('storage')}", {}).get("dense_array")
    if element is not None:
        return f"array<{element}>" if default == "{}" else None
    value_type = attribute.get("type")
    if value_type == "i1" and default in ("false", "true"):
        return default
    if value_type and value_type.startswith(("i", "index")) and default.lstrip("-").isdigit():
        return f"{default} : {value_type}"
    return None
