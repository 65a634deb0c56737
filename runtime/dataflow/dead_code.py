"""Dead code analysis (MLIR's DeadCodeAnalysis.h/.cpp): which blocks and control-flow
edges may execute (`Executable`), and which ops control may come from into a block, a
region-branch op's results, a callable or a call's results (`PredecessorState`).

Branches are followed through `BranchOpInterface`, region control flow through
`RegionBranchOpInterface`/`RegionBranchTerminatorOpInterface` and calls through the call
interfaces, with the constant operands a `ConstantValueLattice` holds (so load
`SparseConstantPropagation`, or another analysis computing that lattice, beside it): a
`cf.cond_br` on a known condition makes only one edge live. Ops without the interfaces are
treated conservatively (all successors live).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..interfaces.call import CallableOpInterface, CallOpInterface
from ..interfaces.control_flow import (
    BranchOpInterface,
    RegionBranchOpInterface,
    RegionBranchPoint,
    RegionBranchTerminatorOpInterface,
    RegionSuccessor,
)
from ..ir import Attribute, Block, Operation, SymbolRefAttr, Trait, Value
from ..ir.symbol_table import (
    SymbolTableCollection,
    is_potentially_unknown_symbol_table,
    is_symbol,
    is_symbol_table,
    own_symbol_refs,
    visibility,
)
from .constant_value import ConstantValueLattice
from .solver import (
    AnalysisState,
    BlockStart,
    CFGEdge,
    DataFlowAnalysis,
    DataFlowSolver,
    LatticeAnchor,
    ProgramPoint,
    point_before,
)


class Executable(AnalysisState):
    """Whether a block (anchored at its `BlockStart`) or an edge (`CFGEdge`) may execute: dead
    until proven live. The analyses that subscribe to a block's contents
    (`block_content_subscribe`) re-visit the block and its ops when it becomes live, and
    its successor block when an edge does."""

    __slots__ = ("live", "subscribers")

    def __init__(self, anchor: LatticeAnchor):
        super().__init__(anchor)
        self.live = False
        self.subscribers: dict[DataFlowAnalysis, None] = {}

    def set_to_live(self) -> bool:
        if self.live:
            return False
        self.live = True
        return True

    def block_content_subscribe(self, analysis: DataFlowAnalysis) -> None:
        self.subscribers[analysis] = None

    def on_update(self, solver: DataFlowSolver) -> None:
        super().on_update(solver)
        anchor = self.anchor
        if isinstance(anchor, BlockStart):
            for analysis in self.subscribers:
                solver.enqueue((anchor, analysis))
            for analysis in self.subscribers:
                for op in anchor.block:
                    solver.enqueue((op, analysis))
        elif isinstance(anchor, CFGEdge):
            target = point_before(anchor.target)
            for analysis in self.subscribers:
                solver.enqueue((target, analysis))

    def __repr__(self) -> str:
        return "live" if self.live else "dead"


class PredecessorState(AnalysisState):
    """The ops control may come from into a program point: the branch ops and region
    terminators entering a block or returning to a region-branch op, the calls of a
    callable, the return ops of a call's callee. `all_known` is False when some may be
    unknown; `successor_inputs` keeps, per predecessor, the values it forwards into."""

    __slots__ = ("all_known", "known", "successor_inputs")

    def __init__(self, anchor: LatticeAnchor):
        super().__init__(anchor)
        self.all_known = True
        self.known: dict[Operation, None] = {}
        self.successor_inputs: dict[Operation, tuple[Value, ...]] = {}

    @property
    def known_predecessors(self) -> list[Operation]:
        return list(self.known)

    def set_has_unknown_predecessors(self) -> bool:
        if not self.all_known:
            return False
        self.all_known = False
        return True

    def join(self, predecessor: Operation, inputs: Sequence[Value] = ()) -> bool:
        """Add `predecessor` (forwarding into `inputs`)."""
        changed = predecessor not in self.known
        if changed:
            self.known[predecessor] = None
        if inputs:
            inputs = tuple(inputs)
            if self.successor_inputs.get(predecessor) != inputs:
                self.successor_inputs[predecessor] = inputs
                changed = True
        return changed

    def inputs_of(self, predecessor: Operation) -> tuple[Value, ...]:
        """The values `predecessor` forwards into (MLIR's `getSuccessorInputs`)."""
        return self.successor_inputs.get(predecessor, ())


class DeadCodeAnalysis(DataFlowAnalysis):
    """Which blocks, edges and callables are live, and the predecessors of each region
    entry, region-branch op and call (MLIR's `DeadCodeAnalysis`)."""

    def __init__(self, solver: DataFlowSolver):
        super().__init__(solver)
        self.symbol_table = SymbolTableCollection()
        self.analysis_scope: Operation | None = None

    def initialize(self, top: Operation) -> None:
        self._mark_entry_blocks_live(top)
        self._initialize_symbol_callables(top)
        self._initialize_recursively(top)

    def _initialize_symbol_callables(self, top: Operation) -> None:
        """Callables that are public, or nested in a table whose uses are not all visible,
        or referenced other than by a call, have unknown predecessors."""
        self.analysis_scope = top
        _walk_symbol_tables(top, top.parent is None, self._visit_symbol_table)

    def _visit_symbol_table(self, table: Operation, all_uses_visible: bool) -> None:
        region = table.regions[0]
        found = False
        for callable_op in region.blocks[0] if region.blocks else ():
            callable_ = CallableOpInterface.of(callable_op)
            if callable_ is None or callable_.get_callable_region(callable_op) is None:
                continue
            if not is_symbol(callable_op):
                continue
            sym_visibility = visibility(callable_op)
            if sym_visibility == "public" or (not all_uses_visible and sym_visibility == "nested"):
                self._set_unknown_predecessors(callable_op)
            found = True
        if not found:
            return
        uses = _region_symbol_uses(table)
        if uses is None:
            for op in self.analysis_scope.walk() if self.analysis_scope else ():
                if CallableOpInterface.of(op) is not None:
                    self._set_unknown_predecessors(op)
            return
        top = self.analysis_scope
        for user, ref in uses:
            if CallOpInterface.of(user) is not None or top is None or not is_symbol_table(top):
                continue
            resolved = self.symbol_table.resolve(top, ref)
            if resolved:
                self._set_unknown_predecessors(resolved[-1])

    def _set_unknown_predecessors(self, anchor: LatticeAnchor) -> None:
        state = self.get_or_create(PredecessorState, anchor)
        self.propagate_if_changed(state, state.set_has_unknown_predecessors())

    def _initialize_recursively(self, root: Operation) -> None:
        stack = [root]
        while stack:
            op = stack.pop()
            if (
                op.regions
                or op.successors
                or _is_region_or_callable_return(op)
                or CallOpInterface.of(op) is not None
            ):
                if op.parent is not None:
                    self.get_or_create(Executable, point_before(op.parent)).block_content_subscribe(
                        self
                    )
                self.visit(op)
            for region in reversed(op.regions):
                for block in reversed(region.blocks):
                    stack.extend(reversed(block.operations))

    def _mark_edge_live(self, source: Block, target: Block) -> None:
        state = self.get_or_create(Executable, point_before(target))
        self.propagate_if_changed(state, state.set_to_live())
        edge = self.get_or_create(Executable, CFGEdge(source, target))
        self.propagate_if_changed(edge, edge.set_to_live())

    def _mark_entry_blocks_live(self, op: Operation) -> None:
        for region in op.regions:
            if region.blocks:
                state = self.get_or_create(Executable, point_before(region.blocks[0]))
                self.propagate_if_changed(state, state.set_to_live())

    def visit(self, point: ProgramPoint) -> None:
        if isinstance(point, BlockStart):
            return
        op = point
        if (
            op.parent is not None
            and not self.get_or_create(Executable, point_before(op.parent)).live
        ):
            return
        call = CallOpInterface.of(op)
        if call is not None:
            self._visit_call(op, call)
        if op.regions:
            branch = RegionBranchOpInterface.of(op)
            callable_ = CallableOpInterface.of(op) if branch is None else None
            if branch is not None:
                self._visit_region_branch(op, branch)
            elif callable_ is not None:
                callsites = self.get_or_create_for(PredecessorState, op, op)
                if not callsites.all_known or callsites.known:
                    self._mark_entry_blocks_live(op)
            else:
                self._mark_entry_blocks_live(op)
        if _is_region_or_callable_return(op):
            parent = op.parent_op
            assert parent is not None
            parent_branch = RegionBranchOpInterface.of(parent)
            if parent_branch is not None:
                self._visit_region_terminator(op, parent, parent_branch)
            elif CallableOpInterface.of(parent) is not None:
                self._visit_callable_terminator(op, parent)
        if op.successors:
            branch_op = BranchOpInterface.of(op)
            if branch_op is not None:
                self._visit_branch(op, branch_op)
            else:
                for successor in op.successors:
                    self._mark_edge_live(op.parent, successor)  # type: ignore[arg-type]

    def _visit_call(self, op: Operation, call: CallOpInterface) -> None:
        callee = call.resolve_callable(op, self.symbol_table)
        if callee is not None and is_symbol(callee) and not self._is_external(callee):
            callsites = self.get_or_create(PredecessorState, callee)
            self.propagate_if_changed(callsites, callsites.join(op))
        else:
            self._set_unknown_predecessors(op)

    def _is_external(self, op: Operation) -> bool:
        scope = self.analysis_scope
        if scope is None or not scope.is_ancestor(op):
            return True
        callable_ = CallableOpInterface.of(op)
        return callable_ is not None and callable_.get_callable_region(op) is None

    def _operand_values(self, op: Operation) -> list[Attribute | None] | None:
        """The constants of `op`'s operands (None in the list: not constant), subscribing
        to them; None if one is not computed yet."""
        values: list[Attribute | None] = []
        for operand in op.operands:
            lattice = self.get_or_create(ConstantValueLattice, operand)
            lattice.use_def_subscribe(self)
            if lattice.value.is_uninitialized:
                return None
            values.append(lattice.value.constant)
        return values

    def _visit_branch(self, op: Operation, branch: BranchOpInterface) -> None:
        operands = self._operand_values(op)
        if operands is None:
            return
        block = op.parent
        assert block is not None
        successor = branch.get_successor_for_operands(op, operands)
        for target in [successor] if successor is not None else op.successors:
            self._mark_edge_live(block, target)

    def _visit_region_branch(self, op: Operation, branch: RegionBranchOpInterface) -> None:
        operands = self._operand_values(op)
        if operands is None:
            return
        for successor in branch.get_entry_successor_regions(op, operands):
            point: ProgramPoint = _successor_point(op, successor)
            state = self.get_or_create(Executable, point)
            self.propagate_if_changed(state, state.set_to_live())
            predecessors = self.get_or_create(PredecessorState, point)
            self.propagate_if_changed(predecessors, predecessors.join(op, successor.inputs))

    def _visit_region_terminator(
        self, op: Operation, parent: Operation, branch: RegionBranchOpInterface
    ) -> None:
        operands = self._operand_values(op)
        if operands is None:
            return
        terminator = RegionBranchTerminatorOpInterface.of(op)
        if terminator is not None:
            successors = terminator.get_successor_regions(op, operands)
        else:
            successors = branch.get_successor_regions(parent, RegionBranchPoint(op.parent_region))
        for successor in successors:
            point = _successor_point(parent, successor)
            if isinstance(point, BlockStart):
                state = self.get_or_create(Executable, point)
                self.propagate_if_changed(state, state.set_to_live())
            predecessors = self.get_or_create(PredecessorState, point)
            self.propagate_if_changed(predecessors, predecessors.join(op, successor.inputs))

    def _visit_callable_terminator(self, op: Operation, callable_op: Operation) -> None:
        callsites = self.get_or_create_for(PredecessorState, op, callable_op)
        resolvable = Trait.RETURN_LIKE in op.name.traits
        for call in callsites.known_predecessors:
            predecessors = self.get_or_create(PredecessorState, call)
            if resolvable:
                self.propagate_if_changed(predecessors, predecessors.join(op))
            else:
                self.propagate_if_changed(predecessors, predecessors.set_has_unknown_predecessors())


def _successor_point(op: Operation, successor: RegionSuccessor) -> ProgramPoint:
    """The entry block of the successor region, or the parent op (the point after it)."""
    region = successor.region
    return point_before(region.blocks[0]) if region is not None else op


def _is_region_or_callable_return(op: Operation) -> bool:
    """A terminator returning out of a region-branch op's or a callable's region."""
    block = op.parent
    if block is None or op.successors or block.last_op is not op:
        return False
    if op.name.definition is not None and Trait.IS_TERMINATOR not in op.name.traits:
        return False
    parent = block.parent_op
    return parent is not None and (
        RegionBranchOpInterface.of(parent) is not None or CallableOpInterface.of(parent) is not None
    )


def _walk_symbol_tables(
    root: Operation, all_uses_visible: bool, callback: Callable[[Operation, bool], None]
) -> None:
    """MLIR's `SymbolTable::walkSymbolTables`: `callback` on every symbol table under
    `root`, each after the tables nested in it, with whether all uses of its symbols are
    visible (those of a table nested in a non-table op, a private or unnamed one are)."""
    stack: list[tuple[Operation, bool, bool]] = [(root, all_uses_visible, False)]
    while stack:
        op, visible, expanded = stack.pop()
        table = is_symbol_table(op)
        if expanded:
            if table:
                callback(op, visible)
            continue
        if table:
            visible = visible or not is_symbol(op) or visibility(op) == "private"
        else:
            visible = True
        stack.append((op, visible, True))
        for region in reversed(op.regions):
            for block in reversed(region.blocks):
                stack.extend((nested, visible, False) for nested in reversed(block.operations))


def _region_symbol_uses(table: Operation) -> list[tuple[Operation, SymbolRefAttr]] | None:
    """(user, reference) of each symbol use in `table`'s region, not looking into nested
    symbol tables (MLIR's `SymbolTable::getSymbolUses(Region *)`); None when an op might
    be an unknown symbol table."""
    found: list[tuple[Operation, SymbolRefAttr]] = []
    stack = [op for block in reversed(table.regions[0].blocks) for op in reversed(block.operations)]
    while stack:
        op = stack.pop()
        if is_potentially_unknown_symbol_table(op):
            return None
        found.extend((op, ref) for ref in own_symbol_refs(op))
        if not is_symbol_table(op):
            for region in reversed(op.regions):
                for block in reversed(region.blocks):
                    stack.extend(reversed(block.operations))
    return found
