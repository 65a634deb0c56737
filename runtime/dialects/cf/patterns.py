"""`cf` canonicalization patterns (MLIR's `ControlFlowOps.cpp`): branches and switches on
constant conditions, to identical successors or to pass-through blocks, merging a branch
into a block with a single predecessor, switches without cases or nested in a switch on the
same flag, and assertions of `true`."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import partial

from ...ir import I1, Block, BlockArgument, BoolAttr, OpaqueAttr, Operation, Value
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from ...rewrite.successor_operands import segment_attr, successor_operand_ranges
from ..integers import constant_int, to_unsigned, width


def successor_operands(op: Operation, index: int) -> list[Value]:
    ranges = successor_operand_ranges(op)
    assert ranges is not None
    start, count = ranges[index]
    return list(op.operands[start : start + count])


def single_predecessor(block: Block) -> Block | None:
    """The predecessor if exactly one branch edge enters `block`."""
    predecessors = block.predecessors
    return predecessors[0] if len(predecessors) == 1 else None


def unique_predecessor(block: Block) -> Block | None:
    """The predecessor if all edges entering `block` come from one block."""
    predecessors = block.predecessors
    return (
        predecessors[0]
        if predecessors and all(p is predecessors[0] for p in predecessors)
        else None
    )


def _leads_to_branch_cycle(successor: Block, start: Block) -> bool:
    """Whether following the `cf.br` terminators from `start` runs into a cycle (through
    `successor` or not): collapsing an edge into `successor` would then only move it around,
    so MLIR's collapseBranch leaves blocks that lead into such cycles alone."""
    seen = {successor}
    current: Block | None = start
    while current is not None:
        if current in seen:
            return True
        seen.add(current)
        terminator = current.last_op
        current = (
            terminator.successors[0]
            if terminator is not None and terminator.name.name == "cf.br"
            else None
        )
    return False


def collapse_branch(
    successor: Block, operands: Sequence[Value]
) -> tuple[Block, list[Value]] | None:
    """If `successor` only branches on (`cf.br`), where the edge can go instead."""
    branch = successor.first_op
    if branch is None or branch.next_op is not None or branch.name.name != "cf.br":
        return None
    for argument in successor.arguments:
        if any(user is not branch for user in argument.users):
            return None
    destination = branch.successors[0]
    if destination is successor or _leads_to_branch_cycle(successor, destination):
        return None
    forwarded = [
        operands[value.index]
        if isinstance(value, BlockArgument) and value.block is successor
        else value
        for value in branch.operands
    ]
    return destination, forwarded


def _create_cond_br(
    rewriter: PatternRewriter,
    op: Operation,
    condition: Value,
    true_dest: Block,
    true_operands: list[Value],
    false_dest: Block,
    false_operands: list[Value],
) -> None:
    properties = dict(op.properties)
    properties["operandSegmentSizes"] = segment_attr([1, len(true_operands), len(false_operands)])
    rewriter.replace_op_with_new_op(
        op,
        "cf.cond_br",
        [condition, *true_operands, *false_operands],
        properties=properties,
        successors=[true_dest, false_dest],
        location=op.location,
    )


def _replace_with_br(
    rewriter: PatternRewriter, op: Operation, dest: Block, operands: list[Value]
) -> None:
    rewriter.replace_op_with_new_op(op, "cf.br", operands, successors=[dest], location=op.location)


class CfPattern(RewritePattern):
    """A `cf` pattern: each application removes a branch edge or an op, so applying
    it to its own results terminates."""

    root_name = ""
    creates: tuple[str, ...] = ()

    def __init__(self) -> None:
        super().__init__(self.root_name, benefit=1, generated_ops=self.creates)

    def initialize(self) -> None:
        self.set_has_bounded_rewrite_recursion()


class SimplifyBranch(CfPattern):
    """`cf.br` to a block with this single predecessor: merge the blocks; else a
    `cf.br` to a block that only branches on: branch to its destination."""

    root_name = "cf.br"
    creates = ("cf.br",)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        dest, parent = op.successors[0], op.parent
        assert parent is not None
        if dest is not parent and single_predecessor(dest) is parent:
            operands = list(op.operands)
            rewriter.erase_op(op)
            rewriter.merge_blocks(dest, parent, operands)
            return True
        collapsed = collapse_branch(dest, op.operands) if dest is not parent else None
        if collapsed is None:
            return False
        _replace_with_br(rewriter, op, *collapsed)
        return True


class SimplifyConstCondBranchPred(CfPattern):
    """`cf.cond_br` on a constant: an unconditional branch to the taken successor."""

    root_name = "cf.cond_br"
    creates = ("cf.br",)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        condition = constant_int(op.operands[0])
        if condition is None:
            return False
        taken = 0 if condition else 1
        _replace_with_br(rewriter, op, op.successors[taken], successor_operands(op, taken))
        return True


class SimplifyPassThroughCondBranch(CfPattern):
    """`cf.cond_br` to blocks that only branch on: branch to their destinations."""

    root_name = "cf.cond_br"
    creates = ("cf.cond_br",)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        true_dest, false_dest = op.successors
        true_operands, false_operands = successor_operands(op, 0), successor_operands(op, 1)
        true_collapsed = collapse_branch(true_dest, true_operands)
        false_collapsed = collapse_branch(false_dest, false_operands)
        if true_collapsed is None and false_collapsed is None:
            return False
        true_dest, true_operands = true_collapsed or (true_dest, true_operands)
        false_dest, false_operands = false_collapsed or (false_dest, false_operands)
        _create_cond_br(
            rewriter, op, op.operands[0], true_dest, true_operands, false_dest, false_operands
        )
        return True


class SimplifyCondBranchIdenticalSuccessors(CfPattern):
    """`cf.cond_br` with both edges to one block: a `cf.br`, selecting the operands
    that differ when this block is the destination's only predecessor."""

    root_name = "cf.cond_br"
    creates = ("cf.br", "arith.select")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        true_dest, false_dest = op.successors
        if true_dest is not false_dest:
            return False
        true_operands, false_operands = successor_operands(op, 0), successor_operands(op, 1)
        if all(a is b for a, b in zip(true_operands, false_operands)):
            _replace_with_br(rewriter, op, true_dest, true_operands)
            return True
        if unique_predecessor(true_dest) is not op.parent:
            return False
        condition = op.operands[0]
        merged = [
            a
            if a is b
            else rewriter.create(
                "arith.select", [condition, a, b], [a.type], location=op.location
            ).results[0]
            for a, b in zip(true_operands, false_operands)
        ]
        _replace_with_br(rewriter, op, true_dest, merged)
        return True


class SimplifyCondBranchFromCondBranchOnSameCondition(CfPattern):
    """A `cf.cond_br` whose block is entered only from a `cf.cond_br` on the same
    condition: the outcome is known."""

    root_name = "cf.cond_br"
    creates = ("cf.br",)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        block = op.parent
        assert block is not None
        predecessor = single_predecessor(block)
        if predecessor is None:
            return False
        branch = predecessor.last_op
        if (
            branch is None
            or branch.name.name != "cf.cond_br"
            or branch.operands[0] is not op.operands[0]
        ):
            return False
        taken = 0 if block is branch.successors[0] else 1
        _replace_with_br(rewriter, op, op.successors[taken], successor_operands(op, taken))
        return True


class CondBranchTruthPropagation(CfPattern):
    """In a successor only this `cf.cond_br` enters, the condition is a known constant."""

    root_name = "cf.cond_br"
    creates = ("arith.constant",)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        condition = op.operands[0]
        replaced = False
        for dest, known in zip(op.successors, (True, False)):
            if single_predecessor(dest) is None:
                continue
            constant: Value | None = None
            for user, index in reversed(list(condition.uses)):
                if user.parent is not dest:
                    continue
                if constant is None:
                    constant = rewriter.create(
                        "arith.constant",
                        [],
                        [I1],
                        properties={"value": BoolAttr(known)},
                        location=op.location,
                    ).results[0]
                replaced = True
                rewriter.modify_op_in_place(user, partial(user.set_operand, index, constant))
        return replaced


_DENSE = re.compile(r"dense<\[?([-\d,\s]*)\]?>")


def case_values(op: Operation) -> list[int]:
    """The case values of a `cf.switch` (its `dense<...>` attribute)."""
    attr = op.properties.get("case_values")
    match = _DENSE.match(attr.text) if attr is not None else None
    body = match.group(1).strip() if match else ""
    return [int(part) for part in body.split(",")] if body else []


class SimplifySwitchWithOnlyDefault(CfPattern):
    """`cf.switch` without cases: a `cf.br` to the default destination."""

    root_name = "cf.switch"
    creates = ("cf.br",)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if len(op.successors) != 1:
            return False
        _replace_with_br(rewriter, op, op.successors[0], successor_operands(op, 0))
        return True


def _create_switch(
    rewriter: PatternRewriter,
    op: Operation,
    edges: list[tuple[Block, list[Value]]],
    values: list[int] | None = None,
) -> None:
    """Replace the switch `op` by one with `edges` (default first) and, if given, new case
    values (the attribute is dropped when no case is left, as MLIR's builder does)."""
    properties = dict(op.properties)
    properties["operandSegmentSizes"] = segment_attr(
        [1, len(edges[0][1]), sum(len(operands) for _, operands in edges[1:])]
    )
    properties["case_operand_segments"] = segment_attr([len(o) for _, o in edges[1:]])
    if values is not None:
        properties.pop("case_values", None)
        if values:
            type = op.operands[0].type
            boolean = width(type) == 1
            elements = [("true" if v else "false") if boolean else str(v) for v in values]
            body = elements[0] if len(elements) == 1 else "[" + ", ".join(elements) + "]"
            properties["case_values"] = OpaqueAttr(f"dense<{body}> : vector<{len(values)}x{type}>")
    rewriter.replace_op_with_new_op(
        op,
        "cf.switch",
        [op.operands[0], *(v for _, o in edges for v in o)],
        properties=properties,
        successors=[d for d, _ in edges],
        location=op.location,
    )


class DropSwitchCasesThatMatchDefault(CfPattern):
    """Cases that go where the default goes, with the same operands, are dropped."""

    root_name = "cf.switch"
    creates = ("cf.switch",)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        default = (op.successors[0], successor_operands(op, 0))
        kept = [
            (value, (dest, operands))
            for value, dest, operands in zip(
                case_values(op),
                op.successors[1:],
                (successor_operands(op, i) for i in range(1, len(op.successors))),
            )
            if not (
                dest is default[0]
                and len(operands) == len(default[1])
                and all(a is b for a, b in zip(operands, default[1]))
            )
        ]
        if len(kept) == len(op.successors) - 1:
            return False
        _create_switch(
            rewriter, op, [default, *(edge for _, edge in kept)], [value for value, _ in kept]
        )
        return True


class SimplifyConstSwitchValue(CfPattern):
    """`cf.switch` on a constant: a `cf.br` to the matching case, else the default."""

    root_name = "cf.switch"
    creates = ("cf.br",)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        flag = constant_int(op.operands[0])
        bits = width(op.operands[0].type)
        if flag is None or bits is None:
            return False
        taken = next(
            (
                index + 1
                for index, value in enumerate(case_values(op))
                if to_unsigned(value, bits) == to_unsigned(flag, bits)
            ),
            0,
        )
        _replace_with_br(rewriter, op, op.successors[taken], successor_operands(op, taken))
        return True


class SimplifyPassThroughSwitch(CfPattern):
    """`cf.switch` edges to blocks that only branch on go to their destinations."""

    root_name = "cf.switch"
    creates = ("cf.switch",)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        edges = [(dest, successor_operands(op, index)) for index, dest in enumerate(op.successors)]
        collapsed = [collapse_branch(dest, operands) for dest, operands in edges]
        if all(c is None for c in collapsed):
            return False
        _create_switch(rewriter, op, [c or edge for c, edge in zip(collapsed, edges)])
        return True


def _switch_predecessor(op: Operation) -> Operation | None:
    """The `cf.switch` on the same flag that is the single edge into `op`'s block."""
    predecessor = single_predecessor(op.parent) if op.parent is not None else None
    terminator = predecessor.last_op if predecessor is not None else None
    if (
        terminator is None
        or terminator.name.name != "cf.switch"
        or terminator.operands[0] is not op.operands[0]
    ):
        return None
    return terminator


class SimplifySwitchFromSwitchOnSameCondition(CfPattern):
    """A `cf.switch` entered through a case of a switch on the same flag: a `cf.br`
    where that case value goes."""

    root_name = "cf.switch"
    creates = ("cf.br",)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        outer = _switch_predecessor(op)
        if outer is None or op.parent is None or outer.successors[0] is op.parent:
            return False
        bits = width(op.operands[0].type) or 64
        known = to_unsigned(case_values(outer)[outer.successors.index(op.parent, 1) - 1], bits)
        taken = next(
            (
                index + 1
                for index, value in enumerate(case_values(op))
                if to_unsigned(value, bits) == known
            ),
            0,
        )
        _replace_with_br(rewriter, op, op.successors[taken], successor_operands(op, taken))
        return True


class SimplifySwitchFromDefaultSwitchOnSameCondition(CfPattern):
    """A `cf.switch` entered through the default of a switch on the same flag drops
    the cases that switch sends elsewhere."""

    root_name = "cf.switch"
    creates = ("cf.switch",)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        outer = _switch_predecessor(op)
        if outer is None or outer.successors[0] is not op.parent:
            return False
        bits = width(op.operands[0].type) or 64
        impossible = {
            to_unsigned(value, bits)
            for value, dest in zip(case_values(outer), outer.successors[1:])
            if dest is not op.parent
        }
        cases = [
            (value, (dest, successor_operands(op, index + 1)))
            for index, (value, dest) in enumerate(zip(case_values(op), op.successors[1:]))
        ]
        kept = [
            (value, edge) for value, edge in cases if to_unsigned(value, bits) not in impossible
        ]
        if len(kept) == len(cases):
            return False
        _create_switch(
            rewriter,
            op,
            [(op.successors[0], successor_operands(op, 0)), *(e for _, e in kept)],
            [value for value, _ in kept],
        )
        return True


class EraseTrueAssert(CfPattern):
    """`cf.assert` of a constant `true` is erased."""

    root_name = "cf.assert"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if constant_int(op.operands[0]) not in (1, -1):
            return False
        rewriter.erase_op(op)
        return True


PATTERNS: dict[str, tuple[RewritePattern, ...]] = {
    "br": (SimplifyBranch.create(),),
    "cond_br": (
        SimplifyConstCondBranchPred.create(),
        SimplifyPassThroughCondBranch.create(),
        SimplifyCondBranchIdenticalSuccessors.create(),
        SimplifyCondBranchFromCondBranchOnSameCondition.create(),
        CondBranchTruthPropagation.create(),
    ),
    "switch": (
        SimplifySwitchWithOnlyDefault.create(),
        DropSwitchCasesThatMatchDefault.create(),
        SimplifyConstSwitchValue.create(),
        SimplifyPassThroughSwitch.create(),
        SimplifySwitchFromSwitchOnSameCondition.create(),
        SimplifySwitchFromDefaultSwitchOnSameCondition.create(),
    ),
    "assert": (EraseTrueAssert.create(),),
}
"""Canonicalization patterns per `cf` op name (without the dialect prefix)."""
