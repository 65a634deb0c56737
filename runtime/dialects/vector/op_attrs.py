"""The integer-array attributes of vector ops as their folders and patterns read and write
them: `I64ArrayAttr`s (`[0, 1]`, the offsets of `vector.extract_strided_slice`) and
`DenseI64ArrayAttr`s (`array<i64: 0, 1>`, a transpose's permutation)."""

from __future__ import annotations

from collections.abc import Iterable

from ...asm.dense_arrays import dense_array, dense_array_values
from ...ir import I64, ArrayAttr, Attribute, IntegerAttr, Operation


def int_array(attr: Attribute | None) -> list[int] | None:
    """The integers of an array of integer attributes, else None."""
    if not isinstance(attr, ArrayAttr) or not all(
        isinstance(e, IntegerAttr) for e in attr.elements
    ):
        return None
    return [element.value for element in attr.elements]  # type: ignore[attr-defined]


def i64_array(values: Iterable[int]) -> ArrayAttr:
    """`Builder::getI64ArrayAttr`."""
    return ArrayAttr(IntegerAttr(value, I64) for value in values)


def i64_dense_array(values: Iterable[int]) -> Attribute:
    """`DenseI64ArrayAttr::get`."""
    return dense_array("i64", values)


def dense_ints(op: Operation, name: str) -> list[int] | None:
    """The integers of the op's `DenseI64ArrayAttr` `name`, else None."""
    return dense_array_values(op.get_attr(name))


def ints(op: Operation, name: str) -> list[int] | None:
    """The integers of the op's `I64ArrayAttr` `name`, else None."""
    return int_array(op.get_attr(name))
