"""`remove-dead-values`: remove the values liveness analysis proves not live (MLIR's
`RemoveDeadValues.cpp`).

`RunLivenessAnalysis` runs on the op; one walk (post-order) then collects what to remove,
as MLIR's `processFuncOp`, `processRegionBranchOp`, `processBranchOp` and
`processSimpleOp` do: the non-live arguments and results of private functions (with the
operands and results of their calls), the operands of region-branch ops and their
terminators that only flow into non-live values (replaced by `ub.poison`), the non-live
arguments of blocks and the branch operands feeding them, and the ops whose results are
all non-live and that have no memory effects (or read a non-live value). `cleanUpDeadVals`
then removes them, in that order, and erases the `ub.poison` ops left unused. With
`canonicalize`, the region-branch ops' canonicalization patterns then run on them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from passgen.generated.transforms import RemoveDeadValuesBase

from ..dataflow import RunLivenessAnalysis
from ..dialects.ub.poison import POISON
from ..interfaces.call import CallOpInterface, lookup_nearest_symbol_from
from ..interfaces.control_flow import BranchOpInterface, RegionBranchOpInterface, operand_indices
from ..ir import (
    ArrayAttr,
    Attribute,
    Block,
    BlockArgument,
    Context,
    DictionaryAttr,
    FunctionType,
    Location,
    Operation,
    Trait,
    TypeAttr,
    Value,
)
from ..ir.effects import is_memory_effect_free
from ..ir.symbol_table import SymbolTableCollection, own_symbol_refs, visibility
from ..rewrite.listener import RewriterListener
from ..rewrite.op_driver import apply_op_patterns_greedily
from ..rewrite.rewriter import PatternRewriter
from ..rewrite.successor_operands import erase_successor_operand
from .canonicalize import frozen_canonicalization_patterns

T = TypeVar("T")


@dataclass
class _Function:
    """MLIR's `FunctionToCleanUp`."""

    op: Operation
    dead_args: list[bool]
    dead_results: list[bool]


@dataclass
class _Operands:
    """MLIR's `OperandsToCleanup`: `callee` set for a call of a cleaned function."""

    op: Operation
    dead: list[bool]
    callee: Operation | None = None
    replace_with_poison: bool = False


@dataclass
class _CleanupList:
    """What the walk found to remove (MLIR's `RDVFinalCleanupList`), removed in the order
    of the fields but the first, which goes last."""

    operations: list[Operation] = field(default_factory=list)
    blocks: list[tuple[Block, list[bool]]] = field(default_factory=list)
    successor_operands: list[tuple[Operation, int, list[bool]]] = field(default_factory=list)
    functions: list[_Function] = field(default_factory=list)
    operands: list[_Operands] = field(default_factory=list)
    results: list[tuple[Operation, list[bool]]] = field(default_factory=list)


class _Liveness:
    """The analysis' answers, and the values the walk already decided to remove."""

    def __init__(self, analysis: RunLivenessAnalysis):
        self.analysis = analysis
        self.dead: set[Value] = set()

    def is_live(self, value: Value | None) -> bool:
        """Values the analysis never saw (created since) and produced branch operands
        (None) count as live (MLIR's `markLives`)."""
        if value is None:
            return True
        if value in self.dead:
            return False
        liveness = self.analysis.get_liveness(value)
        return liveness is None or liveness.is_live

    def has_live(self, values: Sequence[Value]) -> bool:
        return any(self.is_live(value) for value in values)

    def non_live(self, values: Sequence[Value | None]) -> list[bool]:
        return [not self.is_live(value) for value in values]

    def mark_dead(self, values: Sequence[Value], dead: Sequence[bool]) -> None:
        """MLIR's `collectNonLiveValues`."""
        self.dead.update(value for value, is_dead in zip(values, dead) if is_dead)


class RemoveDeadValues(RemoveDeadValuesBase):
    def initialize(self, context: Context) -> None:
        self.patterns = frozen_canonicalization_patterns(context) if self.canonicalize else None

    def run_on_operation(self) -> None:
        module = self.get_operation()
        liveness = _Liveness(self.get_analysis(RunLivenessAnalysis))
        cleanup = _CleanupList()
        users = _symbol_users(module)
        for op in module.walk(post_order=True):
            if _is_function(op):
                _process_function(op, users.get(op, []), liveness, cleanup)
            elif (branch := RegionBranchOpInterface.of(op)) is not None:
                _process_region_branch(op, branch, liveness, cleanup)
            elif (branch_op := BranchOpInterface.of(op)) is not None:
                _process_branch(op, branch_op, liveness, cleanup)
            elif Trait.IS_TERMINATOR in op.name.traits or CallOpInterface.of(op) is not None:
                continue  # cleaned with their parent op or callee
            else:
                _process_simple_op(op, liveness, cleanup)
        _clean_up(PatternRewriter(module.context, _PoisonTracker()), cleanup)
        if self.patterns is None:
            return
        # The canonicalization patterns on the region-branch ops, and the ops their
        # rewrites touch.
        ops = [op for op in module.walk(post_order=True) if RegionBranchOpInterface.of(op)]
        if not apply_op_patterns_greedily(ops, self.patterns).converged:
            module.emit_error("greedy pattern rewrite failed to converge")
            self.signal_pass_failure()


# -- collecting ----------------------------------------------------------------------


def _process_simple_op(op: Operation, liveness: _Liveness, cleanup: _CleanupList) -> None:
    """An op reading a non-live value is dead whatever its effects (the analysis would
    have made the value live for a reachable user with effects); else one without effects
    and without live results is (MLIR's `processSimpleOp`)."""
    if not any(liveness.non_live(op.operands)) and (
        not is_memory_effect_free(op) or liveness.has_live(op.results)
    ):
        return
    cleanup.operations.append(op)
    liveness.mark_dead(op.results, [True] * len(op.results))


def _process_function(
    op: Operation, users: list[Operation], liveness: _Liveness, cleanup: _CleanupList
) -> None:
    """A private function with a body loses its non-live arguments (and its calls the
    operands), and the results no call uses (MLIR's `processFuncOp`)."""
    body = op.regions[0] if op.regions else None
    signature = _signature(op)
    if visibility(op) == "public" or body is None or not body.blocks or signature is None:
        return
    if any(not _is_plain_call(user) for user in users):
        return  # a reference other than a call: what it expects is unknown
    arguments = body.blocks[0].arguments
    dead_args = liveness.non_live(arguments)
    liveness.mark_dead(arguments, dead_args)
    for call in users:
        cleanup.operands.append(_Operands(call, [False] * len(call.operands), op))
    dead_results = [True] * len(signature.results)
    for call in users:
        live = [not dead for dead in liveness.non_live(call.results)]
        dead_results = [dead and not keep for dead, keep in zip(dead_results, live)]
    for block in body.blocks:
        terminator = block.last_op
        if terminator is None or Trait.RETURN_LIKE not in terminator.name.traits:
            continue
        if len(terminator.operands) == len(signature.results):
            cleanup.operands.append(_Operands(terminator, dead_results))
    cleanup.functions.append(_Function(op, dead_args, dead_results))
    if not signature.results:
        return
    for call in users:
        cleanup.results.append((call, dead_results))
        liveness.mark_dead(call.results, dead_results)


def _process_region_branch(
    op: Operation, branch: RegionBranchOpInterface, liveness: _Liveness, cleanup: _CleanupList
) -> None:
    """A region-branch op without effects or live results is dead; otherwise each operand
    (of the op or a terminator) that is non-live, or flows only into non-live values, is
    replaced by `ub.poison`, for canonicalization to remove (MLIR's
    `processRegionBranchOp`)."""
    if is_memory_effect_free(op) and not liveness.has_live(op.results):
        cleanup.operations.append(op)
        return
    dead_per_op: dict[Operation, list[bool]] = {}
    for (owner, index), inputs in branch.get_successor_operand_input_mapping(op).items():
        if liveness.is_live(owner.operands[index]) and liveness.has_live(inputs):
            continue
        dead_per_op.setdefault(owner, [False] * len(owner.operands))[index] = True
    for owner, dead in dead_per_op.items():
        cleanup.operands.append(_Operands(owner, dead, replace_with_poison=True))


def _process_branch(
    op: Operation, branch: BranchOpInterface, liveness: _Liveness, cleanup: _CleanupList
) -> None:
    """A branch on a non-live value is dead; otherwise each successor loses the non-live
    values it is passed, and the block the arguments (MLIR's `processBranchOp`)."""
    dead_unforwarded = liveness.non_live(op.operands)
    successors = [branch.get_successor_operands(op, i) for i in range(len(op.successors))]
    for operands in successors:
        for index in operands.forwarded:
            dead_unforwarded[index] = False
    if any(dead_unforwarded):
        cleanup.operations.append(op)
        return
    for index, (block, operands) in enumerate(zip(op.successors, successors)):
        values = [operands.value(op, i) for i in range(len(operands))]
        dead = liveness.non_live(values)
        liveness.mark_dead(block.arguments, dead)
        cleanup.blocks.append((block, dead))
        cleanup.successor_operands.append((op, index, dead))


# -- removing ------------------------------------------------------------------------


class _PoisonTracker(RewriterListener):
    """The `ub.poison` ops the clean-up creates, to erase those left unused (MLIR's
    `TrackingListener`)."""

    def __init__(self) -> None:
        self.poison_ops: dict[Operation, None] = {}

    def notify_operation_inserted(self, op: Operation) -> None:
        if op.name.name == "ub.poison":
            self.poison_ops[op] = None

    def notify_operation_erased(self, op: Operation) -> None:
        self.poison_ops.pop(op, None)


def _clean_up(rewriter: PatternRewriter, cleanup: _CleanupList) -> None:
    """MLIR's `cleanUpDeadVals`: block arguments, successor operands, functions, operands,
    results, ops, then the unused poison."""
    for block, dead in cleanup.blocks:
        if len(block.arguments) != len(dead):
            continue  # a block reached from several branches is cleaned once
        for index in reversed(range(len(dead))):
            if dead[index]:
                _drop_all_uses(block.arguments[index])
                block.erase_argument(index)
    for op, successor, dead in cleanup.successor_operands:
        branch = BranchOpInterface.of(op)
        assert branch is not None
        operands = branch.get_successor_operands(op, successor)
        if len(operands) != len(dead):
            continue
        for index in reversed(range(operands.produced, len(dead))):
            if dead[index]:
                erase_successor_operand(op, successor, index - operands.produced)
    erased_args: dict[Operation, list[bool]] = {}
    for function in cleanup.functions:
        _erase_function_signature(function)
        if any(function.dead_args):
            erased_args[function.op] = function.dead_args
    for entry in cleanup.operands:
        _clean_operands(rewriter, entry, erased_args)
    for op, dead in cleanup.results:
        _erase_results(rewriter, op, dead)
    for op in cleanup.operations:
        rewriter.set_insertion_point(op)
        if Trait.IS_TERMINATOR in op.name.traits:
            rewriter.create("ub.unreachable", location=op.location)
        for result in op.results:
            if result.has_uses:
                rewriter.set_insertion_point(op)
                rewriter.replace_all_uses_with(result, _poison(rewriter, result))
        for result in op.results:
            _drop_all_uses(result)
        rewriter.erase_op(op)
    listener = rewriter.listener
    assert isinstance(listener, _PoisonTracker)
    for poison in list(listener.poison_ops):
        if poison.use_empty:
            poison.erase()


def _clean_operands(
    rewriter: PatternRewriter, entry: _Operands, erased_args: dict[Operation, list[bool]]
) -> None:
    """Erase the call arguments of erased callee arguments, then the operands marked
    dead (or replace them with poison)."""
    op, dead = entry.op, list(entry.dead)
    if entry.callee is not None and entry.callee in erased_args:
        call = CallOpInterface.of(op)
        assert call is not None
        indices = operand_indices(op, call.get_arg_operands(op))
        erased = {indices[i] for i, gone in enumerate(erased_args[entry.callee]) if gone}
        _keep_operands(op, [i for i in range(len(op.operands)) if i not in erased])
        return
    if not any(dead):
        return
    if entry.replace_with_poison:
        rewriter.set_insertion_point(op)
        for index, is_dead in enumerate(dead):
            if is_dead:
                op.set_operand(index, _poison(rewriter, op.operands[index]))
    else:
        _keep_operands(op, [i for i, is_dead in enumerate(dead) if not is_dead])


def _erase_results(rewriter: PatternRewriter, op: Operation, dead: list[bool]) -> None:
    """Replace `op` by a copy without the dead results, its regions moved in (MLIR's
    `dropUsesAndEraseResults` and `RewriterBase::eraseOpResults`)."""
    for result, is_dead in zip(op.results, dead):
        if is_dead:
            _drop_all_uses(result)
    rewriter.set_insertion_point(op)
    kept = [result for result, is_dead in zip(op.results, dead) if not is_dead]
    new = rewriter.create(
        op.name.name,
        list(op.operands),
        [result.type for result in kept],
        properties=op._properties,
        attributes=op._attributes,
        successors=op.successors,
        regions=len(op.regions),
        location=op.location,
    )
    for old_region, new_region in zip(op.regions, new.regions):
        for block in list(old_region.blocks):
            old_region.blocks.remove(block)
            new_region.append(block)
    for old, replacement in zip(kept, new.results):
        rewriter.replace_all_uses_with(old, replacement)
    rewriter.erase_op(op)


def _erase_function_signature(function: _Function) -> None:
    """Erase the dead arguments (of the signature, the argument attributes and the entry
    block) and results (MLIR's `FunctionOpInterface::eraseArguments`/`eraseResults`)."""
    op = function.op
    signature = _signature(op)
    assert signature is not None
    entry = op.regions[0].blocks[0]
    for index in reversed(range(len(function.dead_args))):
        if function.dead_args[index]:
            _drop_all_uses(entry.arguments[index])
            entry.erase_argument(index)
    inputs = _kept(signature.inputs, function.dead_args)
    results = _kept(signature.results, function.dead_results)
    _set_attr(op, "function_type", TypeAttr(FunctionType(inputs, results)))
    _erase_entries(op, "arg_attrs", function.dead_args)
    _erase_entries(op, "res_attrs", function.dead_results)


def _erase_entries(op: Operation, name: str, dead: list[bool]) -> None:
    """Drop the dead entries of an argument or result attribute list, the whole list when
    only empty dictionaries remain (MLIR's `setAllArgAttrDicts`)."""
    attrs = op.get_attr(name)
    if not isinstance(attrs, ArrayAttr) or not any(dead):
        return
    kept = _kept(attrs.elements, dead)
    if all(isinstance(entry, DictionaryAttr) and not entry.entries for entry in kept):
        for holder in (op._attributes, op._properties):
            if holder:
                holder.pop(name, None)
        return
    _set_attr(op, name, ArrayAttr(kept))


# -- helpers -------------------------------------------------------------------------


def _is_function(op: Operation) -> bool:
    """Whether `op` implements MLIR's `FunctionOpInterface`."""
    definition = op.name.definition
    return definition is not None and "FunctionOpInterface" in definition.interfaces


def _is_plain_call(op: Operation) -> bool:
    """A call whose operands the clean-up knows how to erase (one operand group)."""
    return CallOpInterface.of(op) is not None and "operandSegmentSizes" not in op.properties


def _signature(op: Operation) -> FunctionType | None:
    attr = op.get_attr("function_type")
    value = attr.value if isinstance(attr, TypeAttr) else None
    return value if isinstance(value, FunctionType) else None


def _symbol_users(module: Operation) -> dict[Operation, list[Operation]]:
    """The ops referencing each symbol under `module`, in walk order, once per reference
    (MLIR's `SymbolTable::getSymbolUses`, for every symbol in one walk)."""
    tables = SymbolTableCollection()
    users: dict[Operation, list[Operation]] = {}
    for op in module.walk():
        for ref in own_symbol_refs(op):
            symbol = lookup_nearest_symbol_from(op, ref, tables)
            if symbol is not None:
                users.setdefault(symbol, []).append(op)
    return users


def _poison(rewriter: PatternRewriter, value: Value) -> Value:
    """A `ub.poison` of `value`'s type at the insertion point."""
    op = rewriter.create(
        "ub.poison", [], [value.type], properties={"value": POISON}, location=_location(value)
    )
    return op.results[0]


def _location(value: Value) -> Location:
    """MLIR's `Value::getLoc`: the defining op's location, or the block argument's."""
    if isinstance(value, BlockArgument):
        return value.location
    owner = value.owner
    assert isinstance(owner, Operation)
    return owner.location


def _drop_all_uses(value: Value) -> None:
    """MLIR's `Value::dropAllUses`: the users read a null value (which the clean-up
    replaces or erases with them)."""
    if value.has_uses:
        value.replace_all_uses_with(Value(value.type))


def _keep_operands(op: Operation, kept: Sequence[int]) -> None:
    operands = op.operands
    op.set_operands([operands[i] for i in kept])


def _kept(items: Sequence[T], dead: Sequence[bool]) -> list[T]:
    return [item for item, is_dead in zip(items, dead) if not is_dead]


def _set_attr(op: Operation, name: str, value: Attribute) -> None:
    """Set `name` where the op keeps it (an attribute, else a property)."""
    holder = op.attributes if op._attributes and name in op._attributes else op.properties
    holder[name] = value
