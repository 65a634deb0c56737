"""`sccp`: sparse conditional constant propagation (MLIR's `SCCP.cpp`).

`DeadCodeAnalysis` and `SparseConstantPropagation` run on the op; then every value proven
constant is replaced by a constant materialized (and uniqued) at the start of its insertion
region's entry block, and ops whose results were all replaced are erased when trivially
dead. Blocks are rewritten in order, each op's regions after it; block arguments last.
"""

from __future__ import annotations

from collections.abc import Sequence

from passgen.generated.transforms import SCCPBase

from ..dataflow import (
    ConstantValueLattice,
    DataFlowSolver,
    DeadCodeAnalysis,
    SparseConstantPropagation,
)
from ..ir import Block, Region, Value
from ..ir.effects import would_op_be_trivially_dead
from ..rewrite.operation_folder import OperationFolder
from ..rewrite.rewriter import PatternRewriter


class SCCP(SCCPBase):
    def run_on_operation(self) -> None:
        op = self.get_operation()
        solver = DataFlowSolver()
        solver.load(DeadCodeAnalysis)
        solver.load(SparseConstantPropagation)
        solver.initialize_and_run(op)
        _rewrite(solver, OperationFolder(PatternRewriter(op.context)), op.regions)


def _replace_with_constant(
    solver: DataFlowSolver, folder: OperationFolder, block: Block, value: Value
) -> bool:
    """Replace `value` by a constant if the analysis proved it one (MLIR's
    `replaceWithConstant`)."""
    lattice = solver.lookup_state(ConstantValueLattice, value)
    if lattice is None or lattice.value.is_uninitialized or lattice.value.constant is None:
        return False
    dialect = lattice.value.dialect
    assert dialect is not None
    constant = folder.get_or_create_constant(block, dialect, lattice.value.constant, value.type)
    if constant is None:
        return False
    value.replace_all_uses_with(constant)
    return True


def _rewrite(solver: DataFlowSolver, folder: OperationFolder, regions: Sequence[Region]) -> None:
    """MLIR's `rewrite`: a worklist of blocks, each op's regions pushed after it."""
    worklist: list[Block] = []

    def add(regions: Sequence[Region]) -> None:
        for region in regions:
            worklist.extend(reversed(region.blocks))

    add(regions)
    while worklist:
        block = worklist.pop()
        op = block.first_op
        while op is not None:
            after = op.next_op
            replaced_all = bool(op.results)
            for result in op.results:
                replaced_all &= _replace_with_constant(solver, folder, block, result)
            if replaced_all and would_op_be_trivially_dead(op):
                op.erase()
            else:
                add(op.regions)
            op = after
        for argument in block.arguments:
            _replace_with_constant(solver, folder, block, argument)
