"""A custom directive's arguments while parsing: the `Slot` each one gets, and where what the
directive put in it goes (the parsed operands, types, attributes, regions, successors)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...ir.operation import Region
from .directives import Slot
from .elements import (
    AttrDict,
    Element,
    Operands,
    Ref,
    Results,
    String,
    TypeDirective,
    Variable,
    VariableKind,
)
from .groups import dense_array
from .op_info import OpInfo
from .parsed import Parsed
from .type_inference import Unsupported

NESTED = "variadic-of-variadic"
MakeSlot = Callable[[Parsed], Slot]
Store = Callable[[Parsed, Any], None]


def custom_argument(info: OpInfo, element: Element) -> tuple[MakeSlot, Store | None]:
    """The slot maker and the store of one argument (no store for a `ref`)."""
    if isinstance(element, Ref):
        make, _ = custom_argument(info, element.arg)
        read = _reader(info, element.arg)

        def make_ref(parsed: Parsed) -> Slot:
            slot = make(parsed)
            slot.ref, slot.value = True, read(parsed)
            return slot

        return make_ref, None
    if isinstance(element, String):
        value = element.value
        return (lambda parsed: Slot("string", ref=True, value=value)), None
    if isinstance(element, AttrDict):
        return (lambda parsed: Slot("attr-dict", ref=True, value=parsed.state.attributes)), None
    if isinstance(element, TypeDirective):
        return _types(info, element.arg)
    if isinstance(element, Variable):
        return _variable(info, element)
    raise Unsupported(f"custom directive argument {element.text()}")


def _variable(info: OpInfo, variable: Variable) -> tuple[MakeSlot, Store]:
    name = variable.name
    if variable.kind is VariableKind.ATTRIBUTE:
        return (lambda parsed: Slot("attribute", "optional")), _attribute_store(name)
    if variable.kind is VariableKind.OPERAND:
        _, index, _ = info.value_entry(name)
        arity = info.spec.operands[index].kind
        segments = info.nested_segments.get(name)
        if segments is not None:
            store = _nested_store(index, segments, info.use_properties)
        else:
            store = _group_store("operands", index, arity)
        return (lambda parsed: Slot("operand", arity)), _located(index, store)
    if variable.kind is VariableKind.REGION:
        index = info.group_index("regions", name)
        if info.spec.regions[index].variadic:
            return (lambda parsed: Slot("region", "variadic")), _group_store(
                "regions", index, "variadic"
            )
        return (lambda parsed: Slot("region", value=Region())), _group_store(
            "regions", index, "single"
        )
    if variable.kind is VariableKind.SUCCESSOR:
        index = info.group_index("successors", name)
        arity = "variadic" if info.spec.successors[index].variadic else "single"
        return (lambda parsed: Slot("successor", arity)), _group_store("successors", index, arity)
    raise Unsupported(f"custom directive argument {variable.text()}")


def _types(info: OpInfo, arg: Element) -> tuple[MakeSlot, Store]:
    if isinstance(arg, Operands):
        return (lambda parsed: Slot("type", "variadic")), _setter("all_operand_types")
    if isinstance(arg, Results):
        return (lambda parsed: Slot("type", "variadic")), _setter("all_result_types")
    if not isinstance(arg, Variable):
        raise Unsupported(f"custom directive argument type({arg.text()})")
    is_operand, index, _ = info.value_entry(arg.name)
    arity = (info.spec.operands if is_operand else info.spec.results)[index].kind
    key = "operand_types" if is_operand else "result_types"
    if arity == NESTED:
        return (lambda parsed: Slot("type", arity)), _flat_store(key, index)
    return (lambda parsed: Slot("type", arity)), _group_store(key, index, arity)


def _reader(info: OpInfo, element: Element) -> Callable[[Parsed], Any]:
    """What a `ref(element)` passes: what was parsed for it, in its arity."""
    if isinstance(element, TypeDirective) and isinstance(element.arg, Variable):
        is_operand, index, _ = info.value_entry(element.arg.name)
        key = "operand_types" if is_operand else "result_types"
        arity = _arity((info.spec.operands if is_operand else info.spec.results)[index].kind)
        return lambda parsed: _unlisted(getattr(parsed, key)[index], arity)
    if isinstance(element, Variable) and element.kind is VariableKind.ATTRIBUTE:
        name = element.name
        return lambda parsed: parsed.state.attributes.get(name)
    if isinstance(element, Variable) and element.kind is VariableKind.OPERAND:
        _, index, _ = info.value_entry(element.name)
        arity = _arity(info.spec.operands[index].kind)
        return lambda parsed: _unlisted(parsed.operands[index], arity)
    if isinstance(element, Variable):
        key = "regions" if element.kind is VariableKind.REGION else "successors"
        index = info.group_index(key, element.name)
        return lambda parsed: getattr(parsed, key)[index]
    raise Unsupported(f"custom directive argument ref({element.text()})")


def _arity(kind: str) -> str:
    if kind == NESTED:
        raise Unsupported("variadic-of-variadic directive argument")
    return kind


def _unlisted(found: list[Any] | None, arity: str) -> Any:
    if found is None:
        return None if arity != "variadic" else []
    if arity == "variadic":
        return found
    return found[0] if found else None


def _listed(value: Any, arity: str) -> list[Any]:
    if arity == "variadic":
        return list(value or [])
    return [] if value is None else [value]


def _located(index: int, store: Store) -> Store:
    """`store`, the operands located where the directive starts (OpFormatGen's
    `OperandsLoc` taken before it calls the directive)."""

    def located(parsed: Parsed, value: Any) -> None:
        parsed.operand_locs[index] = parsed.directive_loc
        store(parsed, value)

    return located


def _group_store(key: str, index: int, arity: str) -> Store:
    def store(parsed: Parsed, value: Any) -> None:
        getattr(parsed, key)[index] = _listed(value, arity)

    return store


def _flat_store(key: str, index: int) -> Store:
    """Store a variadic-of-variadic group's lists as one list."""

    def store(parsed: Parsed, value: Any) -> None:
        getattr(parsed, key)[index] = [item for group in value or () for item in group]

    return store


def _nested_store(index: int, segments: str, use_properties: bool) -> Store:
    """Store a variadic-of-variadic operand group, its sub-group sizes in `segments`."""
    flat = _flat_store("operands", index)

    def store(parsed: Parsed, value: Any) -> None:
        flat(parsed, value)
        state = parsed.state
        table = state.attributes
        if use_properties:
            table = state.properties = state.properties or {}
        table[segments] = dense_array([len(group) for group in value or ()])

    return store


def _attribute_store(name: str) -> Store:
    def store(parsed: Parsed, value: Any) -> None:
        if value is not None:
            parsed.state.attributes[name] = value

    return store


def _setter(field: str) -> Store:
    return lambda parsed, value: setattr(parsed, field, list(value or []))
