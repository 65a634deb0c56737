"""`scf.while` canonicalization patterns (MLIR's `SCF.cpp`, `WhileOp::getCanonicalizationPatterns`
in its order): loop-invariant iter_args and condition operands removed, the condition's
truth propagated into the after region, unused, duplicated and unused-argument values
dropped, and condition operands aligned with the before block's arguments."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from ...ir import (
    I1,
    Block,
    BlockArgument,
    BoolAttr,
    Location,
    Operation,
    OpResult,
    Region,
    Type,
    Value,
)
from ...rewrite.folding import defining_op
from ...rewrite.rewriter import PatternRewriter
from ..arith.folders import predicate_of
from ..arith.patterns import INVERSE_PREDICATE
from .for_patterns import value_location
from .rewriting import (
    ScfPattern,
    block_of,
    contains,
    inline_region_before,
    owner_region,
    region_of,
    take_body,
    terminator,
    terminators_agree,
    uses_newest_first,
)


class WhilePattern(ScfPattern):
    root_name = "scf.while"


def _before(op: Operation) -> Block:
    return op.regions[0].blocks[0]


def _after(op: Operation) -> Block:
    return op.regions[1].blocks[0]


def _condition(op: Operation) -> Operation:
    last = _before(op).last_op
    assert last is not None
    return last


def _yield(op: Operation) -> Operation:
    last = _after(op).last_op
    assert last is not None
    return last


def _replace_terminator(
    rewriter: PatternRewriter, terminator: Operation, operands: Sequence[Value]
) -> None:
    """The `scf.condition` (keeping its condition) or `scf.yield` `terminator` replaced by
    one of `operands`."""
    kept = [terminator.operands[0]] if terminator.name.name == "scf.condition" else []
    with rewriter.insertion_guard():
        rewriter.set_insertion_point(terminator)
        rewriter.replace_op_with_new_op(
            terminator, terminator.name.name, [*kept, *operands], location=terminator.location
        )


def create_while(
    rewriter: PatternRewriter,
    op: Operation,
    types: Sequence[Type],
    inits: Sequence[Value],
    with_blocks: bool = False,
) -> Operation:
    """An `scf.while` at `op`'s location: with empty regions (ODS's builder), or with a
    before block taking `inits` and an after block taking `types` (the builder with body
    builders, given none)."""
    loop = rewriter.create(op.name.name, inits, types, regions=2, location=op.location)
    if with_blocks:
        with rewriter.insertion_guard():
            _create_block(
                rewriter, loop, 0, [v.type for v in inits], [value_location(v) for v in inits]
            )
            _create_block(rewriter, loop, 1, types, [op.location] * len(types))
    return loop


def _create_block(
    rewriter: PatternRewriter,
    op: Operation,
    index: int,
    types: Sequence[Type],
    locations: Sequence[Location],
) -> Block:
    block = rewriter.create_block(op.regions[index], types)
    for argument, location in zip(block.arguments, locations):
        argument.location = location
    return block


class RemoveLoopInvariantArgsFromBeforeBlock(WhilePattern):
    """Before-block arguments that stay at their init (yielded back, or yielded through
    the after block from themselves or their init) become that init."""

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        after = _after(op)
        before_args = _before(op).arguments
        condition_args = _condition(op).operands[1:]
        yield_op = _yield(op)

        def invariant(index: int, init: Value, yielded: Value) -> bool:
            if yielded is init:
                return True
            if isinstance(yielded, BlockArgument) and yielded.owner is after:
                forwarded = condition_args[yielded.index]
                return forwarded is before_args[index] or forwarded is init
            return False

        pairs = list(zip(op.operands, yield_op.operands))
        flags = [invariant(i, init, yielded) for i, (init, yielded) in enumerate(pairs)]
        if not any(flags):
            return False
        kept = [i for i, flag in enumerate(flags) if not flag]
        new_yields = [pairs[i][1] for i in kept]
        _replace_terminator(rewriter, yield_op, new_yields)
        new_while = create_while(
            rewriter, op, [r.type for r in op.results], [pairs[i][0] for i in kept]
        )
        new_before = _create_block(
            rewriter,
            new_while,
            0,
            [v.type for v in new_yields],
            [before_args[i].location for i in kept],
        )
        replacements = list(op.operands)
        for slot, index in enumerate(kept):
            replacements[index] = new_before.arguments[slot]
        rewriter.merge_blocks(_before(op), new_before, replacements)
        inline_region_before(rewriter, op.regions[1], new_while.regions[1], 0)
        rewriter.replace_op(op, new_while.results)
        return True


class RemoveLoopInvariantValueYielded(WhilePattern):
    """Condition operands defined outside the before block replace their after-block
    argument and their result."""

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        before = _before(op)
        condition = _condition(op)
        args = condition.operands[1:]
        outside = [block_of(value) is not before for value in args]
        if not any(outside):
            return False
        after_args = _after(op).arguments
        kept = [i for i, flag in enumerate(outside) if not flag]
        _replace_terminator(rewriter, condition, [args[i] for i in kept])
        types = [args[i].type for i in kept]
        new_while = create_while(rewriter, op, types, op.operands)
        new_after = _create_block(
            rewriter, new_while, 1, types, [after_args[i].location for i in kept]
        )
        values: list[Value] = list(args)
        results: list[Value] = list(args)
        for slot, index in enumerate(kept):
            values[index] = new_after.arguments[slot]
            results[index] = new_while.results[slot]
        rewriter.merge_blocks(_after(op), new_after, values)
        inline_region_before(rewriter, op.regions[0], new_while.regions[0], 0)
        rewriter.replace_op(op, results)
        return True


class WhileConditionTruth(WhilePattern):
    """After-block arguments receiving the condition itself read `true`."""

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        condition = _condition(op)
        true: Value | None = None
        replaced = False
        for forwarded, argument in zip(condition.operands[1:], _after(op).arguments):
            if forwarded is condition.operands[0] and argument.has_uses:
                if true is None:
                    true = rewriter.create(
                        "arith.constant",
                        [],
                        [condition.operands[0].type],
                        properties={"value": BoolAttr(True)},
                        location=op.location,
                    ).results[0]
                rewriter.replace_all_uses_with(argument, true)
                replaced = True
        return replaced


class WhileCmpCond(WhilePattern):
    """In the after block, an `arith.cmpi` repeating (or inverting) the condition's
    comparison on the forwarded operand becomes `true` (`false`)."""

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        condition = _condition(op)
        cmp = defining_op(condition.operands[0], "arith.cmpi")
        if cmp is None:
            return False
        changed = False
        for forwarded, argument in zip(condition.operands[1:], _after(op).arguments):
            for side in (0, 1):
                if forwarded is not cmp.operands[side]:
                    continue
                for user in reversed(argument.users):
                    if user.name.name != "arith.cmpi" or user.parent is None:
                        continue
                    if user.operands[1 - side] is not cmp.operands[1 - side]:
                        continue
                    predicate = predicate_of(user)
                    if predicate == predicate_of(cmp):
                        same = True
                    elif predicate == INVERSE_PREDICATE.get(predicate_of(cmp)):  # type: ignore[arg-type]
                        same = False
                    else:
                        continue
                    rewriter.replace_op_with_new_op(
                        user,
                        "arith.constant",
                        [],
                        [I1],
                        properties={"value": BoolAttr(same)},
                        location=user.location,
                    )
                    changed = True
        return changed


class WhileUnusedResult(WhilePattern):
    """Results unused, inside and out, are dropped."""

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        condition = _condition(op)
        after_args = _after(op).arguments
        kept = [
            i
            for i, (result, argument) in enumerate(zip(op.results, after_args))
            if result.has_uses or argument.has_uses
        ]
        if len(kept) == len(op.results):
            return False
        _replace_terminator(rewriter, condition, [condition.operands[1 + i] for i in kept])
        types = [op.results[i].type for i in kept]
        new_while = create_while(rewriter, op, types, op.operands)
        new_after = _create_block(rewriter, new_while, 1, types, [op.location] * len(kept))
        results: list[Value] = list(op.results)
        values: list[Value] = list(after_args)
        for slot, index in enumerate(kept):
            results[index] = new_while.results[slot]
            values[index] = new_after.arguments[slot]
        inline_region_before(rewriter, op.regions[0], new_while.regions[0], 0)
        rewriter.merge_blocks(_after(op), new_after, values)
        rewriter.replace_op(op, results)
        return True


class WhileRemoveDuplicatedResults(WhilePattern):
    """A value the condition forwards twice is forwarded once."""

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        condition = _condition(op)
        args = condition.operands[1:]
        unique = list(dict.fromkeys(args))
        if len(unique) == len(args):
            return rewriter.notify_match_failure(op, "No results to remove")
        new_while = create_while(rewriter, op, [v.type for v in unique], op.operands, True)
        position = {value: index for index, value in enumerate(unique)}
        after_values = [_after(new_while).arguments[position[v]] for v in args]
        results = [new_while.results[position[v]] for v in args]
        _replace_terminator(rewriter, condition, unique)
        rewriter.merge_blocks(_before(op), _before(new_while), _before(new_while).arguments)
        rewriter.merge_blocks(_after(op), _after(new_while), after_values)
        rewriter.replace_op(op, results)
        return True


class WhileRemoveUnusedArgs(WhilePattern):
    """Unused before-block arguments are dropped along with their init and yield."""

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        before = _before(op)
        if all(argument.has_uses for argument in before.arguments):
            return rewriter.notify_match_failure(op, "No args to remove")
        yield_op = _yield(op)
        kept = [i for i, argument in enumerate(before.arguments) if argument.has_uses]
        for index in reversed(range(len(before.arguments))):
            if index not in kept:
                before.erase_argument(index)
        new_while = create_while(
            rewriter, op, [r.type for r in op.results], [op.operands[i] for i in kept], True
        )
        with rewriter.insertion_guard():
            _replace_terminator(rewriter, yield_op, [yield_op.operands[i] for i in kept])
            rewriter.merge_blocks(before, _before(new_while), _before(new_while).arguments)
            rewriter.merge_blocks(_after(op), _after(new_while), _after(new_while).arguments)
        rewriter.replace_op(op, new_while.results)
        return True


class WhileOpAlignBeforeArgs(WhilePattern):
    """A condition forwarding the before block's arguments in another order forwards them
    in theirs; the after block's arguments and the results follow."""

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        before_args: list[Value] = list(_before(op).arguments)
        condition = _condition(op)
        args = condition.operands[1:]
        if args == before_args or len(set(args)) != len(args) or len(args) != len(before_args):
            return False
        if any(value not in before_args for value in args):
            return False
        mapping = [before_args.index(value) for value in args]
        _replace_terminator(rewriter, condition, before_args)
        types: list[Type] = [op.results[0].type] * len(before_args)
        for index, target in enumerate(mapping):
            types[target] = op.results[index].type
        new_while = create_while(rewriter, op, types, op.operands, True)
        new_before, new_after = _before(new_while), _after(new_while)
        results = [new_while.results[target] for target in mapping]
        after_values = [new_after.arguments[target] for target in mapping]
        rewriter.inline_block_before(
            _before(op), new_before, new_before.first_op, new_before.arguments
        )
        rewriter.inline_block_before(_after(op), new_after, new_after.first_op, after_values)
        rewriter.replace_op(op, results)
        return True


class WhileMoveIfDown(WhilePattern):
    """An `scf.if` on the loop condition just before the `scf.condition`, with an else
    block only yielding, moves into the after region: the condition forwards what the
    else branch yields, the after region starts with the then branch, and the values of
    the before region that branch reads are forwarded as extra (unused) results."""

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        condition = _condition(op)
        if_op = condition.prev_op
        if if_op is None or if_op.name.name != "scf.if":
            return False
        then_region, else_region = if_op.regions
        if if_op.operands[0] is not condition.operands[0] or not terminators_agree(if_op):
            return False
        if else_region.blocks and len(else_region.blocks[-1]) != 1:
            return False
        if any(user is not condition for result in if_op.results for user in result.users):
            return False
        then_yield = terminator(then_region)
        for index in range(len(condition.operands) - 1):
            forwarded = condition.operands[1 + index]
            if isinstance(forwarded, OpResult) and forwarded.op is if_op:
                slot = forwarded.index
                rewriter.replace_all_uses_with(forwarded, terminator(else_region).operands[slot])
                rewriter.replace_all_uses_with(
                    _after(op).arguments[index], then_yield.operands[slot]
                )
        extra = self._used_from_before(op, then_region)
        types = [*(r.type for r in op.results), *(v.type for v in extra)]
        new_while = create_while(rewriter, op, types, op.operands)

        def take_bodies() -> None:
            take_body(new_while.regions[0], op.regions[0])
            take_body(new_while.regions[1], op.regions[1])
            for value in extra:
                _after(new_while).add_argument(value.type, op.location)

        rewriter.modify_op_in_place(new_while, take_bodies)
        rewriter.modify_op_in_place(
            condition, partial(condition.set_operands, [*condition.operands, *extra])
        )
        after = _after(new_while)
        for value, argument in zip(extra, after.arguments[len(after.arguments) - len(extra) :]):
            for user, index in uses_newest_first(value):
                if contains(then_region, owner_region(user)):
                    rewriter.modify_op_in_place(user, partial(user.set_operand, index, argument))
        rewriter.erase_op(then_yield)
        rewriter.inline_block_before(then_region.blocks[-1], after, after.first_op)
        rewriter.erase_op(if_op)
        rewriter.replace_op(op, new_while.results[: len(op.results)])
        return True

    @staticmethod
    def _used_from_before(op: Operation, then_region: Region) -> list[Value]:
        """`visitUsedValuesDefinedAbove` on the then region (post-order), the values
        defined in the before region, each once."""
        used: dict[Value, None] = {}
        for block in then_region.blocks:
            for nested in block.operations:
                for inner in nested.walk(post_order=True):
                    for operand in inner.operands:
                        if region_of(operand) is op.regions[0]:
                            used[operand] = None
        return list(used)


class WhileRemoveDuplicatedInits(WhilePattern):
    """A before-block argument with the init and the yielded value of an earlier one is
    read as that one (`WhileRemoveUnusedArgs` then drops it)."""

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        arguments = _before(op).arguments
        pairs = list(zip(op.operands, _yield(op).operands))
        changed = False
        for index, argument in enumerate(arguments):
            twin = pairs.index(pairs[index]) if argument.has_uses else index
            if twin != index:
                rewriter.replace_all_uses_with(argument, arguments[twin])
                changed = True
        return changed


WHILE_PATTERNS = (
    WhileConditionTruth(),
    WhileCmpCond(),
    WhileOpAlignBeforeArgs(),
    WhileMoveIfDown(),
    RemoveLoopInvariantArgsFromBeforeBlock(),
    RemoveLoopInvariantValueYielded(),
    WhileUnusedResult(),
    WhileRemoveDuplicatedResults(),
    WhileRemoveUnusedArgs(),
    WhileRemoveDuplicatedInits(),
)
"""`WhileOp::getCanonicalizationPatterns` in MLIR 22's order, then the patterns of earlier
MLIRs that its generic `RegionBranchOpInterface` patterns replaced."""
