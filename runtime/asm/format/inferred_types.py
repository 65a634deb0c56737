"""The `inferReturnTypes` of upstream ops whose declarative forms leave their result types
out (`InferTypeOpInterface`), in Python: each op's result types from its operands' types, by
group, and its attributes, as the op's C++ computes them."""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping, Sequence

from ...ir.attributes import Attribute
from ...ir.shaped_types import attribute_type, shaped, type_of, with_element
from ...ir.types import I1, Type

_SMT_BV = re.compile(r"!smt\.bv<(\d+)>\Z")

InferHook = Callable[[Sequence[Sequence[Type]], Mapping[str, Attribute]], list[Type]]
"""An op's `inferReturnTypes`: its result types from its operand groups' types and its
attributes (properties included)."""


def _array_length(attr: Attribute | None) -> int:
    """How many integers an `array<i64: ...>` attribute holds."""
    if attr is None:
        return 0
    body = attr.text.partition(":")[2].removesuffix(">").strip()
    return len(body.split(",")) if body else 0


def _shuffle(groups: Sequence[Sequence[Type]], attributes: Mapping[str, Attribute]) -> list[Type]:
    """`vector.shuffle` (VectorOps.cpp): the mask's length (at least 1) as the leading
    dimension, then `v1`'s trailing dimensions, `v1`'s element type."""
    v1 = shaped(groups[0][0])
    if v1 is None:
        return [groups[0][0]]
    trailing = v1.dims.split("x")[1:-1]
    dims = [str(max(1, _array_length(attributes.get("mask")))), *trailing]
    return [type_of(f"vector<{'x'.join(dims)}x{v1.element}>")]


def _dealloc(groups: Sequence[Sequence[Type]], attributes: Mapping[str, Attribute]) -> list[Type]:
    """`bufferization.dealloc` (BufferizationOps.cpp): an i1 per retained memref."""
    return [I1] * len(groups[2])


def _to_elements(
    groups: Sequence[Sequence[Type]], attributes: Mapping[str, Attribute]
) -> list[Type]:
    """`vector.to_elements` (VectorOps.cpp): one scalar per element of the source vector
    (`getNumElements`: a scalable dimension counts its minimum size); none for a vector of
    more elements than an input could list."""
    source = shaped(groups[0][0])
    if source is None:
        return []
    dims = [dim.strip("[]") for dim in source.dims.split("x")[:-1]]
    if not all(dim.isdigit() and len(dim) <= 9 for dim in dims):
        return []
    count = math.prod(int(dim) for dim in dims)
    return [type_of(source.element)] * count if count <= 1 << 20 else []


def _same_as_operands(
    groups: Sequence[Sequence[Type]], attributes: Mapping[str, Attribute]
) -> list[Type]:
    """`memref.distinct_objects` (MemRefOps.cpp): its operands' types."""
    return list(groups[0])


def _ptr_add(groups: Sequence[Sequence[Type]], attributes: Mapping[str, Attribute]) -> list[Type]:
    """`ptr.ptr_add` (PtrDialect.cpp): the base's type, or, for a scalar base and a shaped
    offset, the offset's shape of the base's type."""
    base, offset = groups[0][0], groups[1][0]
    if shaped(base) is None and shaped(offset) is not None:
        return [with_element(offset, base)]
    return [base]


def _smt_widths(types: Sequence[Type]) -> list[int] | None:
    """The widths of `!smt.bv<width>` types; None if one is another type."""
    widths = [_SMT_BV.match(type.text) for type in types]
    return None if None in widths else [int(found.group(1)) for found in widths if found]


def _smt_concat(
    groups: Sequence[Sequence[Type]], attributes: Mapping[str, Attribute]
) -> list[Type]:
    """`smt.bv.concat` (SMTOps.cpp): a bit-vector as wide as both operands."""
    widths = _smt_widths([groups[0][0], groups[1][0]])
    return [] if widths is None else [type_of(f"!smt.bv<{sum(widths)}>")]


def _smt_bv_constant(
    groups: Sequence[Sequence[Type]], attributes: Mapping[str, Attribute]
) -> list[Type]:
    """`smt.bv.constant` (SMTOps.cpp): its value's bit-vector type (`#smt.bv<5> : !smt.bv<8>`)."""
    value = attributes.get("value")
    type = None if value is None else attribute_type(value)
    return [] if type is None else [type]


INFER_HOOKS: Mapping[str, InferHook] = {
    "vector.shuffle": _shuffle,
    "vector.to_elements": _to_elements,
    "bufferization.dealloc": _dealloc,
    "memref.distinct_objects": _same_as_operands,
    "ptr.ptr_add": _ptr_add,
    "smt.bv.concat": _smt_concat,
    "smt.bv.constant": _smt_bv_constant,
}
"""The hooks, by op name."""
