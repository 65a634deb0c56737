"""MLIR's `InferIntRangeInterface` (InferIntRangeInterface.td/.cpp): the ranges an op's
integer results lie in, given its operands' ranges.

`ConstantIntRanges` are a value's unsigned bounds (bit patterns, `umin <= umax`) and signed
bounds (signed values), each of which holds on its own: both are sound, one may be looser
than the other. `width` is the storage width (`getStorageBitwidth`: 64 for `index`, the
width of an integer type, of a shaped type's elements, 0 for any other type, whose ranges are all 0 and absorb every
union). `IntegerValueRange` is the lattice value the integer range analysis keeps: ranges,
or none yet (uninitialized).

An op's model implements `infer_result_ranges` (operands all known) or
`infer_result_ranges_from_optional` (some may be uninitialized, as `arith.select` asks); each
calls `set_result_range(value, ranges)` for the values it infers.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..ir.shaped_types import element_type
from ..ir.types import IndexType, IntegerType, Type
from .base import OpInterface

if TYPE_CHECKING:
    from ..ir.operation import Operation, OpResult, Value

INDEX_STORAGE_WIDTH = 64
"""MLIR's `IndexType::kInternalStorageBitWidth`."""


def storage_bitwidth(type: Type) -> int:
    """The width ranges of values of `type` (of its elements, for a shaped type) are kept
    in (MLIR's `getStorageBitwidth`)."""
    type = element_type(type)
    if isinstance(type, IndexType):
        return INDEX_STORAGE_WIDTH
    return type.width if isinstance(type, IntegerType) else 0


def signed(value: int, width: int) -> int:
    """The bit pattern `value` (wrapped to `width`) read as two's complement."""
    value &= (1 << width) - 1
    return value - (1 << width) if width and value >> (width - 1) else value


def unsigned(value: int, width: int) -> int:
    """`value` wrapped to `width` bits, as a bit pattern."""
    return value & ((1 << width) - 1)


def signed_min(width: int) -> int:
    return -(1 << (width - 1)) if width else 0


def signed_max(width: int) -> int:
    return (1 << (width - 1)) - 1 if width else 0


@dataclass(frozen=True)
class ConstantIntRanges:
    """MLIR's `ConstantIntRanges`: `umin`/`umax` bit patterns, `smin`/`smax` signed values,
    of `width` bits."""

    umin: int
    umax: int
    smin: int
    smax: int
    width: int

    @staticmethod
    def max_range(width: int) -> ConstantIntRanges:
        """Every value of `width` bits (MLIR's `maxRange`)."""
        return ConstantIntRanges.from_unsigned(0, (1 << width) - 1, width)

    @staticmethod
    def constant(value: int, width: int) -> ConstantIntRanges:
        """The one value `value` (any int, wrapped to `width`)."""
        return ConstantIntRanges(
            unsigned(value, width),
            unsigned(value, width),
            signed(value, width),
            signed(value, width),
            width,
        )

    @staticmethod
    def range(low: int, high: int, width: int, is_signed: bool) -> ConstantIntRanges:
        """Signed (`is_signed`) or unsigned bounds, the others implied."""
        if is_signed:
            return ConstantIntRanges.from_signed(low, high, width)
        return ConstantIntRanges.from_unsigned(low, high, width)

    @staticmethod
    def from_signed(smin: int, smax: int, width: int) -> ConstantIntRanges:
        """Signed bounds; the unsigned ones they imply when both have one sign, else all."""
        smin, smax = signed(smin, width), signed(smax, width)
        if (smin >= 0) == (smax >= 0):
            low, high = sorted((unsigned(smin, width), unsigned(smax, width)))
            return ConstantIntRanges(low, high, smin, smax, width)
        return ConstantIntRanges(0, (1 << width) - 1, smin, smax, width)

    @staticmethod
    def from_unsigned(umin: int, umax: int, width: int) -> ConstantIntRanges:
        """Unsigned bounds; the signed ones they imply when both have one sign bit, else
        all."""
        umin, umax = unsigned(umin, width), unsigned(umax, width)
        if width and (umin >> (width - 1)) == (umax >> (width - 1)):
            low, high = sorted((signed(umin, width), signed(umax, width)))
            return ConstantIntRanges(umin, umax, low, high, width)
        return ConstantIntRanges(umin, umax, signed_min(width), signed_max(width), width)

    def union(self, other: ConstantIntRanges) -> ConstantIntRanges:
        """Each bound's union (MLIR's `rangeUnion`); width 0 absorbs."""
        if self.width == 0:
            return self
        if other.width == 0:
            return other
        return ConstantIntRanges(
            min(self.umin, other.umin),
            max(self.umax, other.umax),
            min(self.smin, other.smin),
            max(self.smax, other.smax),
            self.width,
        )

    def intersection(self, other: ConstantIntRanges) -> ConstantIntRanges:
        """Each bound's intersection; width 0 absorbs."""
        if self.width == 0:
            return self
        if other.width == 0:
            return other
        return ConstantIntRanges(
            max(self.umin, other.umin),
            min(self.umax, other.umax),
            max(self.smin, other.smin),
            min(self.smax, other.smax),
            self.width,
        )

    @property
    def constant_value(self) -> int | None:
        """The bit pattern of the one value either bound pins, else None (MLIR's
        `getConstantValue`)."""
        if self.width == 0:
            return None
        if self.umin == self.umax:
            return self.umin
        return unsigned(self.smin, self.width) if self.smin == self.smax else None

    def __str__(self) -> str:
        return f"unsigned : [{self.umin}, {self.umax}] signed : [{self.smin}, {self.smax}]"


@dataclass(frozen=True)
class IntegerValueRange:
    """MLIR's `IntegerValueRange`: a value's ranges, or None while uninitialized."""

    value: ConstantIntRanges | None = None

    @property
    def is_uninitialized(self) -> bool:
        return self.value is None

    @staticmethod
    def max_range(value: Value) -> IntegerValueRange:
        """Every value of `value`'s type; uninitialized for a non-integer type (MLIR's
        `getMaxRange`)."""
        width = storage_bitwidth(value.type)
        return IntegerValueRange(ConstantIntRanges.max_range(width) if width else None)

    def join(self, other: IntegerValueRange) -> IntegerValueRange:
        if self.value is None:
            return other
        if other.value is None:
            return self
        return IntegerValueRange(self.value.union(other.value))

    def __str__(self) -> str:
        return "None" if self.value is None else str(self.value)


SetIntRangeFn = Callable[["Value", ConstantIntRanges], None]
SetIntLatticeFn = Callable[["Value", IntegerValueRange], None]


class InferIntRangeInterface(OpInterface):
    """An op whose integer results' ranges follow from its operands' (MLIR's
    `InferIntRangeInterface`). A model overrides one of the two methods."""

    name = "InferIntRangeInterface"

    def infer_result_ranges(
        self,
        op: Operation,
        arg_ranges: Sequence[ConstantIntRanges],
        set_result_range: SetIntRangeFn,
    ) -> None:
        """Call `set_result_range` for each result, given every operand's ranges."""

        def set_known(value: Value, ranges: IntegerValueRange) -> None:
            if ranges.value is not None:
                set_result_range(value, ranges.value)

        self.infer_result_ranges_from_optional(
            op, [IntegerValueRange(ranges) for ranges in arg_ranges], set_known
        )

    def infer_result_ranges_from_optional(
        self,
        op: Operation,
        arg_ranges: Sequence[IntegerValueRange],
        set_result_range: SetIntLatticeFn,
    ) -> None:
        """Call `set_result_range` for each result, given operands' ranges some of which
        may be uninitialized (by default: nothing until all are known)."""
        known = [ranges.value for ranges in arg_ranges]
        if any(ranges is None for ranges in known):
            return
        self.infer_result_ranges(
            op,
            known,  # type: ignore[arg-type]
            lambda value, ranges: set_result_range(value, IntegerValueRange(ranges)),
        )


class InferResultRanges(InferIntRangeInterface):
    """A model whose single result's ranges `infer(op, arg_ranges)` computes."""

    def __init__(
        self, infer: Callable[[Operation, Sequence[ConstantIntRanges]], ConstantIntRanges | None]
    ):
        self.infer = infer

    def infer_result_ranges(
        self,
        op: Operation,
        arg_ranges: Sequence[ConstantIntRanges],
        set_result_range: SetIntRangeFn,
    ) -> None:
        ranges = self.infer(op, arg_ranges)
        if ranges is not None:
            set_result_range(op.results[0], ranges)


def infer_with_unknown_operands(value: OpResult) -> ConstantIntRanges | None:
    """The ranges the op defining `value` infers for it with every operand at its whole
    range (MLIR's `infer_int_range_op_binder`, under `m_IntRangeWithout*`); None when the
    op has no model or infers nothing."""
    op = value.op
    model = InferIntRangeInterface.of(op)
    found: list[ConstantIntRanges] = []

    def keep(result: Value, ranges: IntegerValueRange) -> None:
        if result is op.results[0] and ranges.value is not None:
            found[:] = [ranges.value]

    if model is not None:
        arg_ranges = [IntegerValueRange.max_range(operand) for operand in op.operands]
        model.infer_result_ranges_from_optional(op, arg_ranges, keep)
    return found[0] if found and value is op.results[0] else None
