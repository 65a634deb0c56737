"""Folders of `index.casts` and `index.castu` (MLIR's `foldCastOp`): a cast to `index`
extends or truncates to 64 bits (the 32-bit result is its truncation); a cast from `index`
folds when the 64-bit and 32-bit casts give the same value."""

from __future__ import annotations

from collections.abc import Callable

from ...ir import Attribute, IndexType, IntegerAttr, Operation
from ...rewrite.folding import FoldResult
from ..elements import int_width, to_signed
from ..integers import int_attr
from .apint import wrap

Extend = Callable[[int, int], int]
"""`(bit pattern, its width) -> the value it extends to` (any width wraps it)."""


def _sign_extended(value: int, bits: int) -> int:
    return to_signed(value, bits)


def _zero_extended(value: int, bits: int) -> int:
    return value


def _from_index(value: int, width: int, extend: Extend) -> int | None:
    """The cast of a 64-bit index pattern to `width` bits, when a 32-bit index agrees."""
    if width <= 32:
        return value
    narrow = extend(wrap(value, 32), 32)
    if width >= 64:
        return extend(value, 64) if wrap(narrow, 64) == value else None
    return value if wrap(value, width) == wrap(narrow, width) else None


def _fold_cast(
    op: Operation, constants: list[Attribute | None], extend: Extend
) -> FoldResult | None:
    attr = constants[0]
    source_bits = int_width(op.operands[0].type)
    if not isinstance(attr, IntegerAttr) or source_bits is None:
        return None
    value = wrap(attr.value, source_bits)
    type = op.results[0].type
    if isinstance(type, IndexType):
        return [int_attr(extend(value, source_bits), type)]
    width = int_width(type)
    result = None if width is None else _from_index(value, width, extend)
    return None if result is None else [int_attr(result, type)]


def fold_casts(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    return _fold_cast(op, constants, _sign_extended)


def fold_castu(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    return _fold_cast(op, constants, _zero_extended)
