"""Integer range analysis (MLIR's IntegerRangeAnalysis.h/.cpp): the ranges
(`ConstantIntRanges`) each integer SSA value lies in, from the ops' models of
`InferIntRangeInterface`, with loop induction variables bounded by their loop's bounds
(`LoopLikeOpInterface`) and conditional control flow taken into account by
`DeadCodeAnalysis`.

A value whose ranges pin one constant also gets that constant in its `ConstantValueLattice`
(what `SparseConstantPropagation` computes), so dead code analysis sees branches on it."""

from __future__ import annotations

from collections.abc import Sequence

from ..interfaces.control_flow import RegionSuccessor
from ..interfaces.int_range import (
    ConstantIntRanges,
    InferIntRangeInterface,
    IntegerValueRange,
    signed,
    signed_max,
    signed_min,
    storage_bitwidth,
)
from ..interfaces.loop_like import LoopLikeOpInterface
from ..ir import (
    Attribute,
    BlockArgument,
    IntegerAttr,
    OpaqueAttr,
    Operation,
    OpResult,
    Trait,
    Value,
)
from ..ir.attributes import BoolAttr
from ..ir.dense_text import element_text
from ..ir.shaped_types import element_type, shaped
from ..ir.types import IndexType, IntegerType, Type
from .constant_value import ConstantValue, ConstantValueLattice
from .lattice import AbstractSparseLattice, Lattice
from .solver import DataFlowSolver, point_before
from .sparse import SparseForwardDataFlowAnalysis


class IntegerValueRangeLattice(Lattice[IntegerValueRange]):
    """A value's `IntegerValueRange` (MLIR's `IntegerValueRangeLattice`); a change that
    pins one constant also sets the value's `ConstantValueLattice` to it."""

    __slots__ = ()
    initial = IntegerValueRange()

    def on_update(self, solver: DataFlowSolver) -> None:
        super().on_update(solver)
        value: Value = self.anchor  # type: ignore[assignment]
        ranges = self.value.value
        constant = ranges.constant_value if ranges is not None else None
        lattice = solver.get_or_create_state(ConstantValueLattice, value)
        attr = constant_attr(constant, value.type) if constant is not None else None
        if attr is None:
            solver.propagate_if_changed(lattice, lattice.join_value(ConstantValue.unknown()))
            return
        solver.propagate_if_changed(
            lattice, lattice.join_value(ConstantValue.of(attr, _dialect_of(value)))
        )


def constant_attr(bits: int, type: Type) -> Attribute | None:
    """The constant attribute of bit pattern `bits` of integer or index `type`, or its
    splat of a statically shaped vector or tensor `type` (None for any other type)."""
    if isinstance(type, IntegerType | IndexType):
        width = storage_bitwidth(type)
        if width == 1 and isinstance(type, IntegerType) and type.is_signless:
            return BoolAttr(bool(bits))
        return IntegerAttr(signed(bits, width), type)
    parts = shaped(type)
    element = element_type(type)
    width = storage_bitwidth(element)
    if (
        parts is None
        or parts.kind == "memref"
        or not width
        or "?" in parts.dims
        or "*" in parts.dims
    ):
        return None
    text = element_text(bits if width == 1 else signed(bits, width), element)
    return OpaqueAttr(f"dense<{text}> : {type.text}")


def _dialect_of(value: Value) -> str:
    """The dialect of the op defining `value`, or of its block's parent op."""
    if isinstance(value, OpResult):
        return value.op.name.dialect
    assert isinstance(value, BlockArgument)
    parent = value.block.parent_op if value.block is not None else None
    return parent.name.dialect if parent is not None else "builtin"


def _held(lattice: AbstractSparseLattice) -> IntegerValueRange:
    """The range an `IntegerValueRangeLattice` holds."""
    return lattice.value  # type: ignore[attr-defined, no-any-return]


def _is_yielded(value: Value) -> bool:
    return any(user.has_trait(Trait.IS_TERMINATOR) for user in value.users)


class IntegerRangeAnalysis(SparseForwardDataFlowAnalysis[IntegerValueRangeLattice]):
    """The integer ranges of SSA values (MLIR's `IntegerRangeAnalysis`). Load it with
    `DeadCodeAnalysis` and `SparseConstantPropagation`."""

    lattice = IntegerValueRangeLattice

    def set_to_entry_state(self, lattice: AbstractSparseLattice) -> None:
        value: Value = lattice.anchor  # type: ignore[assignment]
        self.propagate_if_changed(lattice, lattice.join_value(IntegerValueRange.max_range(value)))  # type: ignore[attr-defined]

    def _join_inferred(
        self, lattice: AbstractSparseLattice, value: Value, ranges: IntegerValueRange
    ) -> None:
        """Join `ranges` into `value`'s lattice; a loop-carried value that keeps changing
        goes to its whole range, as MLIR does (it does not count trips)."""
        old: IntegerValueRange = lattice.value  # type: ignore[attr-defined]
        changed: bool = lattice.join_value(ranges)  # type: ignore[attr-defined]
        if _is_yielded(value) and not old.is_uninitialized and lattice.value != old:  # type: ignore[attr-defined]
            changed |= lattice.join_value(IntegerValueRange.max_range(value))  # type: ignore[attr-defined]
        self.propagate_if_changed(lattice, changed)

    def visit_operation(
        self,
        op: Operation,
        operands: Sequence[AbstractSparseLattice],
        results: Sequence[AbstractSparseLattice],
    ) -> None:
        inferrable = InferIntRangeInterface.of(op)
        if inferrable is None:
            self.set_all_to_entry_states(results)
            return

        def join(value: Value, ranges: IntegerValueRange) -> None:
            if isinstance(value, OpResult) and value.op is op:
                self._join_inferred(results[value.index], value, ranges)

        arg_ranges = [_held(operand) for operand in operands]
        inferrable.infer_result_ranges_from_optional(op, arg_ranges, join)

    def visit_non_control_flow_arguments(
        self,
        op: Operation,
        successor: RegionSuccessor,
        lattices: Sequence[AbstractSparseLattice],
        first_index: int,
    ) -> None:
        inferrable = InferIntRangeInterface.of(op)
        if inferrable is not None:
            arguments = successor.region.blocks[0].arguments if successor.region is not None else []

            def join(value: Value, ranges: IntegerValueRange) -> None:
                if isinstance(value, BlockArgument) and value in arguments:
                    self._join_inferred(lattices[value.index], value, ranges)

            arg_ranges = [
                _held(self.get_lattice_element_for(op, operand)) for operand in op.operands
            ]
            inferrable.infer_result_ranges_from_optional(op, arg_ranges, join)
            return
        loop = LoopLikeOpInterface.of(op)
        if loop is None:
            super().visit_non_control_flow_arguments(op, successor, lattices, first_index)
            return
        ivs = loop.get_loop_induction_vars(op)
        if ivs is None:
            super().visit_non_control_flow_arguments(op, successor, lattices, first_index)
            return
        bounds = (
            loop.get_loop_lower_bounds(op),
            loop.get_loop_upper_bounds(op),
            loop.get_loop_steps(op),
        )
        for index, iv in enumerate(ivs):
            # MLIR dereferences the bounds (crashing on a loop without them): here an
            # unknown bound is the type's extreme.
            low, high, step = (None if b is None else b[index] for b in bounds)
            self._bound_induction_variable(iv, low, high, step)

    def _bound_induction_variable(
        self,
        iv: BlockArgument,
        lower: Value | Attribute | None,
        upper: Value | Attribute | None,
        step: Value | Attribute | None,
    ) -> None:
        """`iv` lies from the least lower bound to the greatest upper bound less one (the
        other way for a negative step)."""
        width = storage_bitwidth(iv.type)
        block = iv.block
        assert block is not None

        def bound(found: Value | Attribute | None, upper: bool) -> int:
            """MLIR's `getLoopBoundFromFold`: a constant bound, or the signed extreme of
            the bound's ranges, or of the type."""
            if isinstance(found, IntegerAttr):
                return signed(found.value, width)
            if isinstance(found, Value):
                ranges = _held(self.get_lattice_element_for(point_before(block), found)).value
                if ranges is not None:
                    return ranges.smax if upper else ranges.smin
            return signed_max(width) if upper else signed_min(width)

        low, high = bound(lower, False), bound(upper, True)
        if bound(step, True) < 0:  # an unknown step is taken positive
            low, high = high, low
        else:
            high = signed(high - 1, width)
        if high >= low:
            lattice = self.get_lattice_element(iv)
            ranges = IntegerValueRange(ConstantIntRanges.from_signed(low, high, width))
            self.propagate_if_changed(lattice, lattice.join_value(ranges))  # type: ignore[attr-defined]


def statically_non_negative(solver: DataFlowSolver, value: Value) -> bool:
    """Whether the analysis proved `value` non-negative as a signed integer (MLIR's
    `staticallyNonNegative`)."""
    lattice = solver.lookup_state(IntegerValueRangeLattice, value)
    ranges = lattice.value.value if lattice is not None else None
    return ranges is not None and ranges.smin >= 0
