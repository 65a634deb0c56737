"""The subset half of MLIR's `LoopInvariantCodeMotionUtils.cpp`: `MatchingSubsets`,
`hoistSubsetAtIterArg` and `hoistLoopInvariantSubsets`. The subset ops on the use-def chain from a region iter_arg to the
value the loop yields for it are paired (an extraction with an insertion of an equivalent
subset); a pair that no other op of the chain may overlap, whose offsets are invariant,
moves out: the extraction before the loop, as a new iter_arg's init, the insertion after
it, of the new result."""

from __future__ import annotations

from collections.abc import Iterator

from ..interfaces.destination_style import (
    DestinationStyleOpInterface,
    has_pure_tensor_semantics,
)
from ..interfaces.loop_like import LoopLikeOpInterface
from ..interfaces.subset import (
    SubsetExtractionOpInterface,
    SubsetInsertionOpInterface,
    SubsetOpInterface,
    operand_value,
)
from ..ir.context import Trait
from ..ir.operation import BlockArgument, Operation, OpOperand, Value
from .loop_invariant_utils import can_be_hoisted


class MatchingSubsets:
    """The extraction/insertion pairs of equivalent subsets (either may be missing), and
    every subset op met."""

    def __init__(self) -> None:
        self.extractions: list[Operation | None] = []
        self.insertions: list[Operation | None] = []
        self.all_subset_ops: list[Operation] = []

    def insert(self, op: Operation) -> None:
        self.all_subset_ops.append(op)
        if SubsetExtractionOpInterface.of(op) is not None:
            self._pair(op, self.insertions, self.extractions, extraction=True)
        if SubsetInsertionOpInterface.of(op) is not None:
            self._pair(op, self.extractions, self.insertions, extraction=False)

    def _pair(
        self,
        op: Operation,
        others: list[Operation | None],
        own: list[Operation | None],
        extraction: bool,
    ) -> None:
        """Pair `op` with the first known op of the other kind on an equivalent subset
        (replacing its partner, if any), else add an entry of its own."""
        for index, other in enumerate(others):
            if other is None:
                continue
            model = SubsetOpInterface.of(other)
            if model is not None and model.operates_on_equivalent_subset(other, op):
                own[index] = op
                return
        self.extractions.append(op if extraction else None)
        self.insertions.append(None if extraction else op)

    def hoistable(self) -> Iterator[tuple[Operation | None, Operation | None]]:
        """MLIR's `getHoistableSubsetOps`: the pairs whose values have the same type and
        whose subsets no other subset op may touch, judged as each is reached."""
        for extraction, insertion in zip(self.extractions, self.insertions):
            if extraction is not None and insertion is not None:
                model = SubsetInsertionOpInterface.of(insertion)
                assert model is not None
                source = operand_value(model.source_operand(insertion))
                if extraction.results[0].type != source.type:
                    continue
            if self._all_disjoint(extraction, insertion):
                yield extraction, insertion

    def _all_disjoint(self, extraction: Operation | None, insertion: Operation | None) -> bool:
        for other in self.all_subset_ops:
            if other is extraction or other is insertion:
                continue
            model = SubsetOpInterface.of(other)
            assert model is not None
            for candidate in (extraction, insertion):
                if candidate is not None and not model.operates_on_disjoint_subset(
                    other, candidate
                ):
                    return False
        return True

    def populate(
        self, loop: Operation, model: LoopLikeOpInterface, iter_arg: BlockArgument
    ) -> bool:
        """MLIR's `populateSubsetOpsAtIterArg`: follow the single chain of subset ops (and
        nested loops, whose own chains are gathered too) from `iter_arg` to the loop's
        terminator, which must yield it for `iter_arg`; False when something else uses it.
        (MLIR inserts the subset ops of nested loops as hoistable too.)"""
        value: Value = iter_arg
        while (yielded := _single_terminator_use(value)) is None:
            next_value: Value | None = None
            # MLIR's use lists hold the newest use first.
            for use in reversed(list(value.uses)):
                owner = use.owner
                nested = LoopLikeOpInterface.of(owner)
                if nested is not None:
                    nested_arg = nested.tied_loop_region_iter_arg(owner, use)
                    if nested_arg is None or not self.populate(owner, nested, nested_arg):
                        return False
                    next_value = nested.tied_loop_result_of(owner, use)
                    continue
                if SubsetOpInterface.of(owner) is None:
                    return False
                self.insert(owner)
                insertion = SubsetInsertionOpInterface.of(owner)
                if insertion is None:
                    continue
                if not DestinationStyleOpInterface.declared_by(
                    owner
                ) or not has_pure_tensor_semantics(owner):
                    return False
                if use != insertion.destination_operand(owner) or next_value is not None:
                    return False  # read whole as a source, or a second chain
                next_value = insertion.updated_destination(owner)
            if next_value is None:
                return False
            value = next_value
        return model.tied_loop_yielded_value(loop, iter_arg) == yielded


def _single_terminator_use(value: Value) -> OpOperand | None:
    """MLIR's `getSingleTerminatorUse`."""
    if not value.has_one_use:
        return None
    use = next(iter(value.uses))
    return use if Trait.IS_TERMINATOR in use.owner.name.traits else None


def hoist_subsets_at_iter_arg(loop: Operation, model: LoopLikeOpInterface, index: int) -> Operation:
    """MLIR's `hoistSubsetAtIterArg` for the `index`-th region iter_arg: the loop after
    hoisting its matching pairs one by one (a new loop for each)."""
    subsets = MatchingSubsets()
    if not subsets.populate(loop, model, model.get_region_iter_args(loop)[index]):
        return loop
    for extraction, insertion in subsets.hoistable():
        if extraction is not None and not _invariant(loop, model, extraction, extraction=True):
            extraction = None
        if insertion is not None and not _invariant(loop, model, insertion, extraction=False):
            insertion = None
        if extraction is None or insertion is None:
            continue
        if model.get_loop_results(loop) is None:
            return loop  # (mlir-opt 22 crashes on such a loop: affine.for)
        extract = SubsetExtractionOpInterface.of(extraction)
        insert = SubsetInsertionOpInterface.of(insertion)
        assert extract is not None and insert is not None
        yielded = operand_value(insert.source_operand(insertion))
        new_loop = model.replace_with_additional_yields(
            loop, [extraction.results[0]], True, lambda _: [yielded]
        )
        if new_loop is None:
            return loop
        loop = new_loop
        iter_arg = model.get_region_iter_args(loop)[index]
        loop_result = model.tied_loop_result(loop, iter_arg)
        results = model.get_loop_results(loop)
        init = model.tied_loop_init(loop, iter_arg)
        assert loop_result is not None and results is not None and init is not None
        extraction.move_before(loop)
        insertion.move_after(loop)
        updated = insert.updated_destination(insertion)
        destination = insert.destination_operand(insertion)
        updated.replace_all_uses_with(operand_value(destination))
        source = extract.source_operand(extraction)
        extraction.set_operand(source.index, operand_value(init))
        loop_result.replace_all_uses_with(updated)
        insertion.set_operand(insert.source_operand(insertion).index, results[-1])
        insertion.set_operand(destination.index, loop_result)
    return loop


def _invariant(
    loop: Operation, model: LoopLikeOpInterface, op: Operation, extraction: bool
) -> bool:
    """The subset op uses nothing the loop defines but its source (and, an insertion, its
    destination)."""
    if extraction:
        extract = SubsetExtractionOpInterface.of(op)
        assert extract is not None
        exempt = {extract.source_operand(op)}
    else:
        insert = SubsetInsertionOpInterface.of(op)
        assert insert is not None
        exempt = {insert.source_operand(op), insert.destination_operand(op)}
    return can_be_hoisted(
        op,
        lambda operand: (
            operand in exempt or model.is_defined_outside_of_loop(loop, operand_value(operand))
        ),
    )


def hoist_loop_invariant_subsets(loop: Operation, model: LoopLikeOpInterface) -> Operation:
    """MLIR's `hoistLoopInvariantSubsets`: each region iter_arg in turn, those the hoisting
    adds included; the loop that results (a new op when something moved)."""
    index = 0
    while index < len(model.get_region_iter_args(loop)):
        loop = hoist_subsets_at_iter_arg(loop, model, index)
        index += 1
    return loop
