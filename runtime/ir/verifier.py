"""Structural verifier with MLIR-style diagnostics.

Checks parent links, use-list consistency, terminators of registered ops,
successor placement, IsolatedFromAbove, same-block def-before-use (and proper
nesting of definitions), then each registered op's own verifier. Regions of
unregistered ops may be graph regions, so dominance is not checked in them.
"""

from __future__ import annotations

from .context import Trait
from .diagnostics import Diagnostic, DiagnosticError
from .operation import Block, BlockArgument, Operation, OpResult, Value


class VerificationError(DiagnosticError):
    """The IR broke an invariant; the diagnostic points at the offending op."""


def _fail(
    op: Operation,
    message: str,
    note: str | None = None,
    note_op: Operation | None = None,
    *,
    prefix: bool = True,
) -> None:
    """Raise an error at `op` (`'name' op message`, MLIR's emitOpError, unless `prefix` is off)."""
    diag = Diagnostic("error", f"'{op.name.name}' op {message}" if prefix else message, op.location)
    if note is not None:
        diag.notes.append(Diagnostic("note", note, (note_op or op).location))
    raise VerificationError(diag)


def verify(root: Operation) -> None:
    """Raise `VerificationError` at the first broken invariant under `root`."""
    for op in root.walk():
        _verify_links(op)
        _verify_operands(op)
        if op.regions:
            _verify_regions(op)
        if op.successors:
            _verify_successors(op)
        definition = op.name.definition
        if definition is not None:
            if Trait.IS_TERMINATOR in definition.traits and op.parent is not None:
                if op.parent.last_op is not op:
                    _fail(op, "must be the last operation in the parent block")
            if Trait.ISOLATED_FROM_ABOVE in definition.traits:
                _verify_isolation(op)
            if definition.verifier is not None:
                message = definition.verifier(op)
                if message is not None:
                    _fail(op, message)


def _verify_links(op: Operation) -> None:
    for index, result in enumerate(op.results):
        if result.op is not op or result.index != index:
            _fail(op, f"result #{index} has a broken owner link")
    for region in op.regions:
        if region.parent is not op:
            _fail(op, "region has a broken parent link")
        for block in region.blocks:
            if block.parent is not region:
                _fail(op, "block has a broken parent link")
            prev = None
            for child in block:
                if child.parent is not block or child.prev_op is not prev:
                    _fail(child, "has a broken link to its parent block")
                prev = child
            if block.last_op is not prev:
                _fail(op, "block has a broken last-operation link")


def _verify_operands(op: Operation) -> None:
    counts: dict[Value, int] = {}
    for value in op.operands:
        counts[value] = counts.get(value, 0) + 1
    for index, value in enumerate(op.operands):
        uses = value._uses
        if uses is None or uses.get(op) != counts[value]:
            _fail(op, f"operand #{index} is missing from its value's use list")
        if not _properly_defined_for(value, op):
            definer = value.op if isinstance(value, OpResult) else None
            _fail(
                op,
                f"operand #{index} does not dominate this use",
                "operand defined here",
                definer,
                prefix=False,
            )


def _defining_block(value: Value) -> Block | None:
    if isinstance(value, BlockArgument):
        return value.block
    if isinstance(value, OpResult):
        return value.op.parent
    return None


def _properly_defined_for(value: Value, user: Operation) -> bool:
    """Whether `value` is visible at `user` as far as a structural check can tell.

    Same block: the definition must come first. The definition's region must
    enclose the use. Across blocks of one region, dominance is DominanceInfo's job.
    """
    block = _defining_block(value)
    if block is None:
        return False
    region = block.parent
    if region is None:
        return user.parent is block and isinstance(value, BlockArgument)
    ancestor: Operation | None = user
    while ancestor is not None and ancestor.parent_region is not region:
        ancestor = ancestor.parent_op
    if ancestor is None:
        return False
    owner = region.parent
    if owner is not None and owner.name.definition is None:
        return True  # may be a graph region
    if ancestor.parent is not block or isinstance(value, BlockArgument):
        return True
    definer = value.op  # type: ignore[attr-defined]
    return definer is not ancestor and definer.is_before_in_block(ancestor)


def _verify_regions(op: Operation) -> None:
    definition = op.name.definition
    if definition is None or Trait.NO_TERMINATOR in definition.traits:
        return
    for region in op.regions:
        for block in region.blocks:
            last = block.last_op
            if last is None:
                _fail(op, "empty block: expect at least a terminator")
            if last.name.definition is not None and Trait.IS_TERMINATOR not in last.name.traits:
                from ..asm.printer import print_op

                _fail(last, f"block with no terminator, has {print_op(last).rstrip()}", prefix=False)


def _verify_successors(op: Operation) -> None:
    region = op.parent_region
    for block in op.successors:
        if block.parent is not region:
            _fail(op, "branching to block of a different region")


def _verify_isolation(op: Operation) -> None:
    """No op nested in `op` (outside nested isolated ops) uses a value from outside."""
    stack = [op]
    while stack:
        current = stack.pop()
        for region in current.regions:
            for block in region.blocks:
                for child in block:
                    for value in child.operands:
                        definer = _defining_block(value)
                        owner = definer.parent_op if definer is not None else None
                        if owner is None or not op.is_ancestor(owner):
                            _fail(
                                child,
                                "using value defined outside the region",
                                "required by region isolation constraints",
                                op,
                            )
                    if child.regions and Trait.ISOLATED_FROM_ABOVE not in child.name.traits:
                        stack.append(child)
