"""Sparse constant propagation (MLIR's ConstantPropagationAnalysis.h/.cpp): the constant
each SSA value holds, found by folding each op (its dialect's folder, as
`Operation::fold`) on the constants of its operands, with conditional control flow taken
into account by `DeadCodeAnalysis`."""

from __future__ import annotations

from collections.abc import Sequence

from ..ir import Attribute, Operation
from ..rewrite.folding import fold_with_constants
from .constant_value import ConstantValue, ConstantValueLattice
from .lattice import AbstractSparseLattice
from .sparse import SparseForwardDataFlowAnalysis


class SparseConstantPropagation(SparseForwardDataFlowAnalysis[ConstantValueLattice]):
    """The constant of each value (MLIR's `SparseConstantPropagation`): an op's results
    are what its folder makes of the constants of its operands; ops with regions, ops that
    do not fold, or fold in place, give unknown results."""

    lattice = ConstantValueLattice

    def visit_operation(
        self,
        op: Operation,
        operands: Sequence[AbstractSparseLattice],
        results: Sequence[AbstractSparseLattice],
    ) -> None:
        if op.regions:
            self.set_all_to_entry_states(results)
            return
        constants: list[Attribute | None] = []
        for operand in operands:
            value: ConstantValue = operand.value  # type: ignore[attr-defined]
            if value.is_uninitialized:
                return
            constants.append(value.constant)
        folded = fold_with_constants(op, constants)
        if not folded:
            self.set_all_to_entry_states(results)
            return
        for lattice, result in zip(results, folded):
            if isinstance(result, Attribute):
                constant = ConstantValue.of(result, op.name.dialect)
                self.propagate_if_changed(lattice, lattice.join_value(constant))  # type: ignore[attr-defined]
            else:
                self.join(lattice, self.get_lattice_element(result))

    def set_to_entry_state(self, lattice: AbstractSparseLattice) -> None:
        changed = lattice.join_value(ConstantValue.unknown())  # type: ignore[attr-defined]
        self.propagate_if_changed(lattice, changed)
