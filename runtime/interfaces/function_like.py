"""Editing the signature of an op implementing MLIR's `FunctionOpInterface` (`func.func`,
...): its `function_type` and the `arg_attrs`/`res_attrs` dictionaries kept beside it, as
MLIR's `function_interface_impl` (`FunctionInterfaces.cpp`) does, so that the lists stay
as long as the signature and disappear when only empty dictionaries remain."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from ..ir import ArrayAttr, Attribute, DictionaryAttr, FunctionType, Operation, TypeAttr

T = TypeVar("T")

_EMPTY = DictionaryAttr({})


def func_ops(module: Operation) -> list[Operation]:
    """The `func.func` ops directly in `module`'s body (MLIR's `getOps<func::FuncOp>()`)."""
    return [op for block in module.regions[0].blocks for op in block if op.name.name == "func.func"]


def is_external(op: Operation) -> bool:
    """A declaration, without a body (MLIR's `isExternal`)."""
    return not op.regions[0].blocks


def function_signature(op: Operation) -> FunctionType | None:
    """The op's `function_type`, None when it has none."""
    attr = op.get_attr("function_type")
    value = attr.value if isinstance(attr, TypeAttr) else None
    return value if isinstance(value, FunctionType) else None


def set_function_type(op: Operation, signature: FunctionType) -> None:
    """MLIR's `setFunctionType`: the new type, the attribute lists cut or padded with empty
    dictionaries to the new counts."""
    old = function_signature(op)
    _set(op, "function_type", TypeAttr(signature))
    if old is None:
        return
    for name, old_count, new_count in (
        ("arg_attrs", len(old.inputs), len(signature.inputs)),
        ("res_attrs", len(old.results), len(signature.results)),
    ):
        attrs = op.get_attr(name)
        if old_count == new_count or not isinstance(attrs, ArrayAttr):
            continue
        kept = list(attrs.elements[:new_count])
        _set_all_dicts(op, name, kept + [_EMPTY] * (new_count - len(kept)))


def arg_attr_dict(op: Operation, index: int) -> DictionaryAttr:
    """The attributes of argument `index` (MLIR's `getArgAttrDict`, empty for none)."""
    return _dict_at(op, "arg_attrs", index)


def result_attr_dict(op: Operation, index: int) -> DictionaryAttr:
    """The attributes of result `index` (MLIR's `getResultAttrDict`, empty for none)."""
    return _dict_at(op, "res_attrs", index)


def set_arg_attrs(op: Operation, index: int, attrs: DictionaryAttr) -> None:
    """MLIR's `setArgAttrs`: argument `index`'s dictionary becomes `attrs`."""
    signature = function_signature(op)
    assert signature is not None and index < len(signature.inputs)
    all_attrs = op.get_attr("arg_attrs")
    if not isinstance(all_attrs, ArrayAttr):
        if not attrs.entries:
            return
        new: list[Attribute] = [_EMPTY] * len(signature.inputs)
        new[index] = attrs
        _set(op, "arg_attrs", ArrayAttr(new))
        return
    if all_attrs.elements[index] == attrs:
        return
    new = list(all_attrs.elements)
    new[index] = attrs
    _set_all_dicts(op, "arg_attrs", new)


def erase_results(op: Operation, erased: Sequence[bool]) -> None:
    """MLIR's `FunctionOpInterface::eraseResults`: the results marked in `erased` leave the
    signature and the result attributes."""
    signature = function_signature(op)
    assert signature is not None
    attrs = op.get_attr("res_attrs")
    if isinstance(attrs, ArrayAttr):
        _set_all_dicts(op, "res_attrs", _kept(attrs.elements, erased))
    results = _kept(signature.results, erased)
    _set(op, "function_type", TypeAttr(FunctionType(signature.inputs, results)))


def _kept(items: Sequence[T], erased: Sequence[bool]) -> list[T]:
    return [item for index, item in enumerate(items) if index >= len(erased) or not erased[index]]


def _dict_at(op: Operation, name: str, index: int) -> DictionaryAttr:
    attrs = op.get_attr(name)
    entry = attrs.elements[index] if isinstance(attrs, ArrayAttr) else None
    return entry if isinstance(entry, DictionaryAttr) else _EMPTY


def _set_all_dicts(op: Operation, name: str, dicts: Sequence[Attribute]) -> None:
    """MLIR's `setAllArgResAttrDicts`: the list is dropped when every dictionary is empty."""
    if all(isinstance(entry, DictionaryAttr) and not entry.entries for entry in dicts):
        for holder in (op._attributes, op._properties):
            if holder:
                holder.pop(name, None)
        return
    _set(op, name, ArrayAttr(list(dicts)))


def _set(op: Operation, name: str, value: Attribute) -> None:
    """Set `name` where the op keeps it (an attribute, else a property)."""
    holder = op.attributes if op._attributes and name in op._attributes else op.properties
    holder[name] = value
