"""Structural verifier with MLIR-style diagnostics.

Checks parent links, use-list consistency, successor placement, SSA dominance,
each registered op's invariants (its ODS group counts, generic traits such as
SingleBlock, NoRegionArguments, IsTerminator and IsolatedFromAbove, then its own
verifier), then the terminators of its regions' blocks. Dominance follows MLIR:
same-block order is checked directly, other uses through
`dominance.DominanceInfo` (trees only for multi-block regions); single-block
regions of unregistered ops are graph regions, and uses in blocks unreachable from their
region's entry are not checked.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from typing import NoReturn

from .context import OpDefinition, Trait, Verifier
from .diagnostics import Diagnostic, NotedMessage, PlainMessage, VerificationError, printed_op
from .dominance import DominanceInfo
from .location import UNKNOWN_LOC, Location
from .ods import OpSignature, structure_signature
from .operation import Block, BlockArgument, Operation, OpResult, Region, Value
from .signature_memo import Memo, fast_check
from .signature_memo import signature as signature_of
from .symbol_table import SymbolTableCollection
from .symbol_verifier import redefinition_note, symbol_error, symbol_table_error, symbol_uses_error


def _fail(
    op: Operation,
    message: str,
    note: str | None = None,
    note_location: Location | None = None,
    *,
    prefix: bool = True,
) -> NoReturn:
    """Raise an error at `op` (`'name' op message`, MLIR's emitOpError, unless `prefix` is
    off), noting the op as mlir-opt does (`see current operation: ...`)."""
    diag = op_diagnostic(op, "error", f"'{op.name.name}' op {message}" if prefix else message)
    if note is not None:
        location = op.location if note_location is None else note_location
        diag.notes.append(Diagnostic("note", note, location))
    raise VerificationError(diag)


Check = Callable[[Operation], None]
"""One invariant of an op; raises `VerificationError` when `op` breaks it."""


class _StructureCheck:
    """The generic ODS traits of an op (`OpSignature.verify`), with the counts' verdicts
    memoized per op shape: they are a function of the signature and the counts alone; then its
    ODS constraints (which memoize theirs per type signature). `check` is what the verifier
    runs: for ops whose verdict depends on their counts and types alone, `signature_memo`'s
    fast path, which runs `verify` when the op's types are not those last found valid."""

    __slots__ = ("signature", "verdicts", "invariants", "constraints", "memo", "check")

    def __init__(self, signature: OpSignature):
        self.signature = signature
        # The count trait message per shape, "" when the counts fit.
        self.verdicts: dict[tuple[int, int, int, int], str] = {}
        self.invariants = bool(signature.structure or signature.attributes)
        # Checked after the other invariants (`OpSignature.invariant_error`'s order).
        self.constraints = signature.compiled_constraints
        counts = None if self.invariants else _fixed_counts(signature)
        self.memo = None if counts is None else Memo(counts[0] + counts[1])
        self.check: Check = self.verify
        if self.memo is not None and counts is not None:
            self.check = fast_check(counts, self.memo, self.verify)

    def verify(self, op: Operation) -> None:
        shape = (len(op.regions), len(op.results), len(op.successors), len(op._operands))
        message = self.verdicts.get(shape)
        if message is None:
            message = self.verdicts[shape] = self.signature.count_error(shape) or ""
        if not message and self.invariants:
            message = self.signature.structural_error(op) or ""
        if not message and self.constraints is not None:
            message = self.constraints.error(op, self.signature) or ""
        if message:
            _fail(op, message)
        if self.memo is not None:
            self.memo.last = signature_of(op)


def _fixed_counts(signature: OpSignature) -> tuple[int, int, int, int] | None:
    """The (operands, results, regions, successors) counts of the ops of `signature` when
    their groups are all single and only their types' constraints are checked (None: not)."""
    groups = (signature.operands, signature.results, signature.regions, signature.successors)
    constraints = signature.compiled_constraints
    if any(g is None or g.strip("1") for g in groups) or (
        constraints is not None and not constraints.types_only
    ):
        return None
    return len(groups[0] or ""), len(groups[1] or ""), len(groups[2] or ""), len(groups[3] or "")


class VerifyPlan:
    """What `verify` does at each op of a name, decided once per definition (and kept as its
    `OperationName.verify_plan`): its `checks` in MLIR's order on entering the op, its
    `exit_checks` once the ops inside are verified (MLIR's verifyOnExit: its blocks'
    terminators, then its region verifier), and whether its ops are symbol tables and have a
    symbol-use verifier (both run once the ops inside are verified). `root_checks`: its
    `checks` without the isolation check, which `verify` defers at the root."""

    __slots__ = (
        "checks",
        "root_checks",
        "exit_checks",
        "symbol_table",
        "symbol_user",
        "collects",
    )

    def __init__(self, definition: OpDefinition | None):
        self.checks, self.exit_checks = _checks(definition)
        # At the root of a verification, isolation is deferred (`verify`).
        self.root_checks = self.checks
        if _verify_isolation in self.checks:
            self.root_checks = tuple(c for c in self.checks if c is not _verify_isolation)
        self.symbol_table = definition is not None and Trait.SYMBOL_TABLE in definition.traits
        self.symbol_user = definition is not None and definition.symbol_uses_verifier is not None
        self.collects = self.symbol_table or self.symbol_user


def _checks(definition: OpDefinition | None) -> tuple[tuple[Check, ...], tuple[Check, ...]]:
    """The checks of each op of a definition on entrance and on exit, in MLIR's order: the
    generic traits, being its block's last op (`IsTerminator`), isolation, the op's own
    verifier, the `Symbol` interface's (as MLIR's verifyOnEntrance, after the op's
    invariants); then its blocks' terminators and its region verifier (verifyOnExit).
    Unregistered ops have none."""
    if definition is None:
        return (), ()
    traits = definition.traits
    signature = structure_signature(definition)
    checks: list[Check] = [_StructureCheck(signature).check]
    if Trait.IS_TERMINATOR in traits:
        checks.append(_verify_is_last)
    if Trait.ISOLATED_FROM_ABOVE in traits:
        checks.append(_verify_isolation)
    if definition.verifier is not None:
        checks.append(functools.partial(_verify_own, definition.verifier))
    if Trait.SYMBOL in traits:
        checks.append(_verify_symbol)
    exit_checks: list[Check] = []
    # Once the generic traits hold, an op whose signature requires zero regions has none.
    if Trait.NO_TERMINATOR not in traits and signature.regions != "":
        exit_checks.append(_verify_terminators)
    if definition.region_verifier is not None:
        exit_checks.append(functools.partial(_verify_own, definition.region_verifier))
    return tuple(checks), tuple(exit_checks)


def verify(root: Operation) -> None:
    """Raise `VerificationError` at the first broken invariant under `root`.

    The isolation check of an IsolatedFromAbove root (the op a pass ran on) is deferred:
    every operand of the ops inside that is defined in its user's own block (which the
    dominance check finds first) is defined inside the root, so when all are, the root is
    isolated without a walk of its own. When an invariant breaks, the walk is run again
    with the check in its place, for the first error in MLIR's order."""
    name = root.name
    plan = name.verify_plan
    if plan is None:
        plan = name.verify_plan = VerifyPlan(name.definition)
    if plan.root_checks is plan.checks:
        _verify_tree(root, plan.checks)
        return
    try:
        _verify_tree(root, plan.root_checks)
    except VerificationError:
        _verify_tree(root, plan.checks)
        raise


def _verify_tree(root: Operation, root_checks: tuple[Check, ...]) -> None:
    """`verify`, with `root_checks` the root's checks on entrance: its plan's `checks`, or
    its `root_checks` (the root's isolation then checked after the ops inside, unless each
    of their operands is defined in its user's block)."""
    isolated = True  # each operand of the ops inside is defined in its user's block
    dominance = DominanceInfo(root)
    tables: list[Operation] = []  # verified once the ops inside are
    symbol_users: list[Operation] = []  # the ops with a symbol-use verifier, run with their tables
    # The ancestors of the op being verified (below `root`), by the block holding each.
    ancestors: dict[Block, Operation] = {}
    # Pre-order, as `root.walk()`: the ops of each level still to verify, and the ops whose
    # regions are being walked (by their blocks in `ancestors`).
    levels: list[Iterator[Operation]] = [iter((root,))]
    owners: list[Operation] = []
    while levels:
        for op in levels[-1]:
            results = op.results
            if results:
                if len(results) == 1:  # the common case, without a loop
                    if results[0].op is not op or results[0].index:
                        _fail(op, "result #0 has a broken owner link")
                else:
                    for index, result in enumerate(results):
                        if result.op is not op or result.index != index:
                            _fail(op, f"result #{index} has a broken owner link")
            children = _verify_region_links(op) if op.regions else None
            if op._operands and not _verify_operands(op, dominance, ancestors) and op is not root:
                isolated = False
            if op.successors:
                _verify_successors(op)
            name = op.name
            plan = name.verify_plan
            if plan is None:
                plan = name.verify_plan = VerifyPlan(name.definition)
            for check in plan.checks if op is not root else root_checks:
                check(op)
            if plan.collects:
                if plan.symbol_table:
                    tables.append(op)
                if plan.symbol_user:
                    symbol_users.append(op)
            if children:
                holder = op.parent
                if holder is not None:
                    ancestors[holder] = op
                owners.append(op)
                levels.append(iter(children))
                break
            if children is not None and plan.exit_checks:  # its regions hold no ops
                for check in plan.exit_checks:
                    check(op)
        else:  # this level is done: leave the op whose regions it was
            levels.pop()
            if owners:
                owner = owners.pop()
                holder = owner.parent
                if holder is not None:
                    del ancestors[holder]
                name = owner.name
                plan = name.verify_plan
                if plan is None:  # redefined meanwhile: a verifier loaded the lazy hooks
                    plan = name.verify_plan = VerifyPlan(name.definition)
                for check in plan.exit_checks:
                    check(owner)
    if not isolated:
        _verify_isolation(root)
    if tables:
        lookups = SymbolTableCollection()
        users = _users_by_table(symbol_users, lookups)
        for table in reversed(tables):  # as MLIR, once the ops inside are verified
            _verify_symbol_table(table, users.get(table, []), lookups)


def _verify_is_last(op: Operation) -> None:
    if op.parent is not None and op.parent.last_op is not op:
        _fail(op, "must be the last operation in the parent block")


def _verify_own(verifier: Verifier, op: Operation) -> None:
    message = verifier(op)
    if message is None:
        return
    if isinstance(message, NotedMessage):
        at = message.at or op
        text = str(message) if message.plain else f"'{at.name.name}' op {message}"
        diag = op_diagnostic(at, "error", text)
        diag.notes += [Diagnostic("note", note, location) for note, location in message.notes]
        raise VerificationError(diag)
    _fail(op, message, prefix=not isinstance(message, PlainMessage))


def _verify_symbol(op: Operation) -> None:
    message = symbol_error(op)
    if message is not None:
        _fail(op, message)


def _users_by_table(
    users: list[Operation], lookups: SymbolTableCollection
) -> dict[Operation, list[Operation]]:
    """`users` by the symbol table whose ops they are (`symbol_table_walk`'s), in order."""
    by_table: dict[Operation, list[Operation]] = {}
    for user in users:
        table = lookups.table_holding(user.parent)
        if table is not None:
            by_table.setdefault(table, []).append(user)
    return by_table


def _verify_symbol_table(
    table: Operation, users: list[Operation], lookups: SymbolTableCollection
) -> None:
    """The checks of a symbol table; `users`: its ops with a symbol-use verifier (the ops
    `symbol_uses_error` runs them on, so when they all pass, its walk is not needed)."""
    found = symbol_table_error(table)
    if found is None:
        if all(_symbol_uses_hold(user, lookups) for user in users):
            return
        uses = symbol_uses_error(table)  # the first failure, in MLIR's order
        assert uses is not None, "symbol users missed"
        user, (message, *notes) = uses
        diag = op_diagnostic(user, "error", f"'{user.name.name}' op {message}")
        diag.notes += [Diagnostic("note", note, user.location) for note in notes]
        raise VerificationError(diag)
    op, message, first = found
    if first is None:
        _fail(op, message)
    diag = op_diagnostic(op, "error", message)
    diag.notes.append(redefinition_note(first))
    raise VerificationError(diag)


def _symbol_uses_hold(user: Operation, lookups: SymbolTableCollection) -> bool:
    definition = user.name.definition
    assert definition is not None and definition.symbol_uses_verifier is not None
    return definition.symbol_uses_verifier(user, lookups) is None


def op_diagnostic(op: Operation, severity: str, message: str) -> Diagnostic:
    """A diagnostic at `op`, noting the op as MLIR's `Operation::emitError` does when the
    context prints ops on diagnostics (`see current operation: ...`)."""
    diag = Diagnostic(severity, message, op.location)
    if op.context.print_op_on_diagnostic:
        diag.notes.append(Diagnostic("note", _current_operation(op), op.location))
    return diag


def _current_operation(op: Operation) -> str:
    text = printed_op(op).rstrip("\n")
    return "see current operation: " + ("\n" if op.regions else "") + text


def _verify_region_links(op: Operation) -> list[Operation]:
    """Check the links of `op`'s regions, blocks and their ops; the ops directly in its
    regions, in order."""
    children: list[Operation] = []
    for region in op.regions:
        if region.parent is not op:
            _fail(op, "region has a broken parent link")
        for block in region.blocks:
            if block.parent is not region:
                _fail(op, "block has a broken parent link")
            prev = None
            child = block._first
            while child is not None:
                if child.parent is not block or child._prev is not prev:
                    _fail(child, "has a broken link to its parent block")
                children.append(child)
                prev = child
                child = child._next
            if block._last is not prev:
                _fail(op, "block has a broken last-operation link")
    return children


def _verify_operands(
    op: Operation, dominance: DominanceInfo, ancestors: dict[Block, Operation]
) -> bool:
    """Each operand is in its value's use list and dominates `op`; `ancestors`: the ops
    holding `op`, by their blocks. Whether each is defined in `op`'s block."""
    operands = op._operands
    count = len(operands)
    repeated = count > 1 and (
        operands[0] is operands[1] if count == 2 else len(set(operands)) < count
    )
    block = op.parent
    local = True
    for index, value in enumerate(operands):
        # Fast paths: `op` the value's one use, or in its short list of uses; the value
        # defined earlier in `op`'s block, or an argument of that block.
        uses = value._uses
        if repeated or uses is not op:
            found = uses.count(op) if type(uses) is list else value._use_count_by(op)
            if found != (operands.count(value) if repeated else 1):
                _fail(op, f"operand #{index} is missing from its value's use list")
        kind = type(value)
        if kind is OpResult and block is not None:
            definer = value.op  # type: ignore[attr-defined]
            if definer.parent is block and definer is not op:
                if not block._order_valid:
                    block._renumber()
                if definer._order < op._order:
                    continue
        elif kind is BlockArgument and value.block is block:  # type: ignore[attr-defined]
            continue
        local = False
        if _dominates_nearby(value, op, ancestors) or dominance.properly_dominates(value, op):
            continue
        # Like MLIR, uses in blocks unreachable from their region's entry are not checked.
        if block is None or dominance.is_reachable_from_entry(block):
            note, location = _dominance_note(op, value)
            _fail(op, f"operand #{index} does not dominate this use", note, location, prefix=False)
    return local


def _dominates_nearby(value: Value, op: Operation, ancestors: dict[Block, Operation]) -> bool:
    """The common cases of `value` properly dominating `op` (False: ask `DominanceInfo`):
    defined earlier in `op`'s block, or in the block of an ancestor of `op` before that
    ancestor, or an argument of either block. `ancestors`: the ops holding `op`, by block."""
    block = op.parent
    if isinstance(value, OpResult):
        definer = value.op
        home = definer.parent
        if home is block:
            return block is not None and definer is not op and definer.is_before_in_block(op)
        return home in ancestors and definer.is_before_in_block(ancestors[home])
    return isinstance(value, BlockArgument) and (value.block is block or value.block in ancestors)


def _defining_block(value: Value) -> Block | None:
    if isinstance(value, OpResult):
        return value.op.parent
    if isinstance(value, BlockArgument):
        return value.block
    return None


def _dominance_note(user: Operation, value: Value) -> tuple[str, Location]:
    """mlir-opt's note on where a non-dominating operand comes from."""
    user_block = user.parent
    user_region = user_block.parent if user_block is not None else None
    if isinstance(value, OpResult):
        def_block = value.op.parent
        def_region = def_block.parent if def_block is not None else None
        if def_block is user_block:
            where = "in the same block"
        elif def_region is user_region:
            where = "in the same region"
        else:
            where = _relation(
                def_region, user_region, "is neither in a parent nor in a child region"
            )
        return f"operand defined here (op {where})", value.op.location
    if not isinstance(value, BlockArgument):  # an unresolved placeholder
        return "operand defined here", user.location
    block = value.block
    region = block.parent
    location = (
        region.parent.location if region is not None and region.parent is not None else UNKNOWN_LOC
    )
    if region is None:
        return " (block without parent)", location
    where = "in the same region" if region is user_region else _relation(region, user_region)
    return (
        f"operand defined as a block argument (block #{region.blocks.index(block)} {where})",
        location,
    )


def _relation(
    def_region: Region | None,
    user_region: Region | None,
    neither: str = "neither in a parent nor in a child region",
) -> str:
    if _is_proper_ancestor(def_region, user_region):
        return "in a parent region"
    if _is_proper_ancestor(user_region, def_region):
        return "in a child region"
    return neither


def _is_proper_ancestor(region: Region | None, other: Region | None) -> bool:
    while other is not None and other.parent is not None:
        other = other.parent.parent_region
        if other is region:
            return region is not None
    return False


def _verify_terminators(op: Operation) -> None:
    """Each block of `op` ends in a terminator, or in an unregistered op."""
    for region in op.regions:
        for block in region.blocks:
            last = block.last_op
            if last is None:  # MLIR's emitError at the op's location: no op noted
                raise VerificationError(
                    Diagnostic("error", "empty block: expect at least a terminator", op.location)
                )
            if last.name.definition is not None and Trait.IS_TERMINATOR not in last.name.traits:
                _fail(
                    last, f"block with no terminator, has {printed_op(last).rstrip()}", prefix=False
                )


def _verify_successors(op: Operation) -> None:
    region = op.parent_region
    for block in op.successors:
        if block.parent is not region:
            _fail(op, "branching to block of a different region")


def _verify_isolation(op: Operation) -> None:
    """No op nested in `op` (outside nested isolated ops) uses a value from outside."""
    inside: set[Block] = set()  # the blocks scanned so far, all in `op`
    stack = [op]
    while stack:
        current = stack.pop()
        for region in current.regions:
            for block in region.blocks:
                inside.add(block)
                child = block._first
                while child is not None:
                    for value in child._operands:
                        # Fast paths: a result of an op, or an argument, of a block scanned
                        # (`_defining_block`).
                        kind = type(value)
                        if kind is OpResult and value.op.parent in inside:  # type: ignore[attr-defined]
                            continue
                        if kind is BlockArgument and value.block in inside:  # type: ignore[attr-defined]
                            continue
                        definer = _defining_block(value)
                        if definer in inside:
                            continue
                        owner = definer.parent_op if definer is not None else None
                        if owner is None or not op.is_ancestor(owner):
                            _fail(
                                child,
                                "using value defined outside the region",
                                "required by region isolation constraints",
                                op.location,
                            )
                    if child.regions and Trait.ISOLATED_FROM_ABOVE not in child.name.traits:
                        stack.append(child)
                    child = child._next
