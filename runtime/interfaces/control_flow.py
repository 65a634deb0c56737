"""MLIR's control-flow interfaces (mlir/include/mlir/Interfaces/ControlFlowInterfaces.td):
how control moves between an op's regions (`RegionBranchOpInterface`), out of a region
through its terminator (`RegionBranchTerminatorOpInterface`), and between blocks
(`BranchOpInterface`).

Region control flow is described with `RegionBranchPoint` (where control comes from: the
parent op, or a region through its terminator) and `RegionSuccessor` (where it goes: a
region's entry block, whose `inputs` are the block arguments the forwarded values land in,
or back to the parent op, whose results are then the inputs).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..ir import Attribute, Block, IntegerAttr, IntegerType, Operation, Region, Type, Value
from .base import OpInterface


@dataclass(frozen=True)
class RegionBranchPoint:
    """Where region control flow comes from (MLIR's `RegionBranchPoint`): the parent op
    (`region` None, `RegionBranchPoint.parent()`) or one of its regions."""

    region: Region | None = None

    @staticmethod
    def parent() -> RegionBranchPoint:
        return _PARENT

    @property
    def is_parent(self) -> bool:
        return self.region is None


_PARENT = RegionBranchPoint()


@dataclass(frozen=True)
class RegionSuccessor:
    """Where region control flow goes (MLIR's `RegionSuccessor`): the entry block of
    `region`, or back to the parent op (`region` None); `inputs` are the values the
    forwarded operands become (the block's arguments, or the parent's results)."""

    region: Region | None
    inputs: tuple[Value, ...] = ()

    @staticmethod
    def of_region(region: Region, inputs: Sequence[Value] | None = None) -> RegionSuccessor:
        """`region`'s entry (its entry block's arguments the inputs unless given)."""
        if inputs is None:
            entry = region.entry_block
            inputs = entry.arguments if entry is not None else ()
        return RegionSuccessor(region, tuple(inputs))

    @staticmethod
    def of_parent(results: Sequence[Value] = ()) -> RegionSuccessor:
        """Back to the parent op, whose `results` receive the forwarded values."""
        return RegionSuccessor(None, tuple(results))

    @property
    def is_parent(self) -> bool:
        return self.region is None


@dataclass(frozen=True)
class InvocationBounds:
    """How many times a region may run each time its op runs (MLIR's
    `InvocationBounds`): at least `lower`, at most `upper` (None: unknown)."""

    lower: int
    upper: int | None

    @staticmethod
    def unknown() -> InvocationBounds:
        return InvocationBounds(0, None)


class RegionBranchOpInterface(OpInterface):
    """An op whose regions control flow moves between (scf.for, scf.if, ...)."""

    name = "RegionBranchOpInterface"

    def get_successor_regions(
        self, op: Operation, point: RegionBranchPoint
    ) -> list[RegionSuccessor]:
        """Where control may go from `point` (`getSuccessorRegions`)."""
        raise NotImplementedError

    def get_entry_successor_regions(
        self, op: Operation, operands: Sequence[Attribute | None]
    ) -> list[RegionSuccessor]:
        """Where control may go on entering `op`, given the constant values of its
        operands (None: unknown) (`getEntrySuccessorRegions`; by default, all of
        `get_successor_regions` from the parent)."""
        return self.get_successor_regions(op, RegionBranchPoint.parent())

    def get_entry_successor_operands(self, op: Operation, successor: Region | None) -> list[Value]:
        """The operands `op` forwards to `successor` on entry (`getEntrySuccessorOperands`;
        none by default)."""
        return []

    def get_region_invocation_bounds(
        self, op: Operation, operands: Sequence[Attribute | None]
    ) -> list[InvocationBounds]:
        """How often each region runs, given the constant operands
        (`getRegionInvocationBounds`; unknown by default)."""
        return [InvocationBounds.unknown() for _ in op.regions]

    def are_types_compatible(self, op: Operation, lhs: Type, rhs: Type) -> bool:
        """Whether a value of type `lhs` may flow into one of `rhs` (`areTypesCompatible`)."""
        return lhs == rhs

    def get_successor_operand_input_mapping(
        self, op: Operation, point: RegionBranchPoint | None = None
    ) -> dict[tuple[Operation, int], list[Value]]:
        """Which successor inputs each forwarded operand flows into, from `point` (None:
        from the parent and from every region's terminator), keyed by (owner, operand
        index) (MLIR's `getSuccessorOperandInputMapping`)."""
        mapping: dict[tuple[Operation, int], list[Value]] = {}
        points = [point] if point is not None else _all_branch_points(op)
        for source in points:
            terminator = _terminator_of(source)
            if not source.is_parent and terminator is None:
                continue
            for successor in self.get_successor_regions(op, source):
                target = successor.region
                if terminator is None:
                    owner = op
                    indices = operand_indices(op, self.get_entry_successor_operands(op, target))
                else:
                    owner, model = terminator
                    indices = list(model.get_mutable_successor_operands(owner, target))
                for index, input_ in zip(indices, successor.inputs):
                    mapping.setdefault((owner, index), []).append(input_)
        return mapping

    def get_non_successor_inputs(self, op: Operation, successor: RegionSuccessor) -> list[Value]:
        """The entry arguments (or results) of `successor` that no operand is forwarded
        into, such as a loop's induction variable (MLIR's `getNonSuccessorInputs`)."""
        inputs = set(successor.inputs)
        if successor.region is None:
            return [result for result in op.results if result not in inputs]
        entry = successor.region.entry_block
        return [arg for arg in entry.arguments if arg not in inputs] if entry else []


class SingleRegionEnteredOnce(RegionBranchOpInterface):
    """The model of an op that enters its one region, which returns to the op's results
    (`scf.execute_region`, `memref.alloca_scope`)."""

    def get_successor_regions(
        self, op: Operation, point: RegionBranchPoint
    ) -> list[RegionSuccessor]:
        if point.is_parent:
            return [RegionSuccessor.of_region(op.regions[0])]
        return [RegionSuccessor.of_parent(op.results)]


def _all_branch_points(op: Operation) -> list[RegionBranchPoint]:
    return [RegionBranchPoint.parent()] + [RegionBranchPoint(region) for region in op.regions]


def _terminator_of(
    point: RegionBranchPoint,
) -> tuple[Operation, RegionBranchTerminatorOpInterface] | None:
    """The region terminator control leaves `point`'s region through, with its model."""
    region = point.region
    if region is None or not region.blocks:
        return None
    terminator = region.blocks[0].last_op
    model = RegionBranchTerminatorOpInterface.of(terminator) if terminator else None
    return (terminator, model) if terminator is not None and model is not None else None


def operand_indices(op: Operation, values: Sequence[Value]) -> list[int]:
    """The indices of the operands `values`: the last run of `op`'s operands holding them
    (ops forward their trailing operands: a loop's inits follow its bounds)."""
    if not values:
        return []
    operands = op.operands
    for start in reversed(range(len(operands) - len(values) + 1)):
        if all(operands[start + i] is value for i, value in enumerate(values)):
            return list(range(start, start + len(values)))
    raise ValueError(f"'{op.name.name}' forwards values that are not a run of its operands")


class RegionBranchTerminatorOpInterface(OpInterface):
    """A terminator that forwards operands out of its region to a successor of the
    parent `RegionBranchOpInterface` op (scf.yield, scf.condition, ...)."""

    name = "RegionBranchTerminatorOpInterface"

    def get_mutable_successor_operands(self, op: Operation, successor: Region | None) -> range:
        """The indices of the operands forwarded to `successor` (None: the parent)
        (`getMutableSuccessorOperands`)."""
        raise NotImplementedError

    def get_successor_operands(self, op: Operation, successor: Region | None) -> list[Value]:
        """The operands forwarded to `successor` (`getSuccessorOperands`)."""
        operands = op.operands
        return [operands[i] for i in self.get_mutable_successor_operands(op, successor)]

    def get_successor_regions(
        self, op: Operation, operands: Sequence[Attribute | None]
    ) -> list[RegionSuccessor]:
        """Where control may go from this terminator, given its constant operands
        (`getSuccessorRegions`; by default the parent's successors of this region)."""
        parent = op.parent_op
        branch = RegionBranchOpInterface.of(parent) if parent is not None else None
        if parent is None or branch is None:
            return []
        return branch.get_successor_regions(parent, RegionBranchPoint(op.parent_region))


class ReturnLikeTerminator(RegionBranchTerminatorOpInterface):
    """The model of a `ReturnLike` op (MLIR's trait implements the interface so): every
    operand is forwarded."""

    def get_mutable_successor_operands(self, op: Operation, successor: Region | None) -> range:
        return range(len(op.operands))


@dataclass(frozen=True)
class SuccessorOperands:
    """The operands a branch passes to one successor's block arguments (MLIR's
    `SuccessorOperands`): the first `produced` arguments are produced by the branch
    itself (no operand), the rest come from the operands at `forwarded`."""

    produced: int
    forwarded: range

    def value(self, op: Operation, index: int) -> Value | None:
        """The operand for block argument `index`, None for a produced one."""
        if index < self.produced:
            return None
        return op.operands[self.forwarded[index - self.produced]]

    def __len__(self) -> int:
        return self.produced + len(self.forwarded)


class BranchOpInterface(OpInterface):
    """A terminator branching to successor blocks (cf.br, cf.cond_br, cf.switch)."""

    name = "BranchOpInterface"

    def get_successor_operands(self, op: Operation, index: int) -> SuccessorOperands:
        """What successor `index`'s block arguments receive (`getSuccessorOperands`)."""
        raise NotImplementedError

    def get_successor_for_operands(
        self, op: Operation, operands: Sequence[Attribute | None]
    ) -> Block | None:
        """The single successor taken given the constant operands, if known
        (`getSuccessorForOperands`; None by default)."""
        return None

    def are_types_compatible(self, op: Operation, lhs: Type, rhs: Type) -> bool:
        return lhs == rhs


def bool_constant(attr: Attribute | None) -> bool | None:
    """The value of an `i1` constant (MLIR's `dyn_cast_or_null<BoolAttr>`), else None."""
    if isinstance(attr, IntegerAttr) and attr.type == _I1:
        return bool(attr.value)
    return None


def int_constant(attr: Attribute | None) -> int | None:
    """The value of an integer or index constant (`dyn_cast_or_null<IntegerAttr>`)."""
    return attr.value if isinstance(attr, IntegerAttr) else None


_I1 = IntegerType(1)
