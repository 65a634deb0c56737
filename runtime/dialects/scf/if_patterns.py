"""`scf.if` folder and canonicalization patterns (MLIR's `SCF.cpp`: `IfOp::fold` and the
patterns of `IfOp::getCanonicalizationPatterns`, in its order)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from ...ir import I1, Attribute, Block, BoolAttr, Operation, OpResult, Region, Type, Value
from ...rewrite.folding import FoldResult, defining_op
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from ..integers import constant_int
from .rewriting import (
    ScfPattern,
    clone_without_regions,
    constant_bool,
    contains,
    inline_region_before,
    owner_region,
    region_of,
    replace_op_with_region,
    take_body,
    terminator,
    terminators_agree,
    uses_newest_first,
)


def _is_one(value: Value) -> bool:
    """`m_One` on an `i1`: the constant true."""
    return constant_int(value) in (1, -1)


def _set_operand(rewriter: PatternRewriter, user: Operation, index: int, value: Value) -> None:
    rewriter.modify_op_in_place(user, lambda: user.set_operand(index, value))


def create_if(
    rewriter: PatternRewriter, op: Operation, types: Sequence[Type], condition: Value
) -> Operation:
    """An `scf.if` with empty regions at the insertion point, at `op`'s location. (The
    builders that make a then block only for the patterns to erase it at once are
    equivalent: the block never reaches the IR.)"""
    return rewriter.create("scf.if", [condition], types, regions=2, location=op.location)


class IfPattern(ScfPattern):
    root_name = "scf.if"


def fold_if(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    """`IfOp::fold`: `if (!c) A else B -> if c B else A` (with `!c` an `arith.xori` with
    true)."""
    then_region, else_region = op.regions
    if not else_region.blocks:
        return None
    negation = defining_op(op.operands[0], "arith.xori")
    if negation is None or not _is_one(negation.operands[1]):
        return None
    op.set_operand(0, negation.operands[0])
    then_blocks, else_blocks = then_region.blocks, else_region.blocks
    then_region.blocks, else_region.blocks = else_blocks, then_blocks
    for region in (then_region, else_region):
        for block in region.blocks:
            block.parent = region
    return []


class CombineIfs(IfPattern):
    """Merge an `scf.if` into the `scf.if` just before it on the same (or the negated)
    condition."""

    def apply(self, next_if: Operation, rewriter: PatternRewriter) -> bool:
        prev_if = next_if.prev_op
        if prev_if is None or prev_if.name.name != "scf.if":
            return False
        next_then, next_else = self._logical_blocks(prev_if, next_if)
        if next_then is None and next_else is None:
            return False
        self._forward_prev_results(rewriter, prev_if, next_then, next_else)
        types = [r.type for r in prev_if.results] + [r.type for r in next_if.results]
        combined = create_if(rewriter, next_if, types, prev_if.operands[0])
        then_region, else_region = combined.regions
        inline_region_before(rewriter, prev_if.regions[0], then_region, 0)
        if next_then is not None:
            self._merge_into(rewriter, next_then, then_region)
        inline_region_before(rewriter, prev_if.regions[1], else_region, 0)
        if next_else is not None:
            if not else_region.blocks:
                assert next_else.parent is not None
                inline_region_before(rewriter, next_else.parent, else_region, 0)
            else:
                self._merge_into(rewriter, next_else, else_region)
        count = len(prev_if.results)
        rewriter.replace_op(prev_if, combined.results[:count])
        rewriter.replace_op(next_if, combined.results[count:])
        return True

    @staticmethod
    def _logical_blocks(
        prev_if: Operation, next_if: Operation
    ) -> tuple[Block | None, Block | None]:
        """The blocks of `next_if` that run when `prev_if`'s condition holds and when it
        does not (None: no such block)."""
        next_then = next_else = None
        next_condition, prev_condition = next_if.operands[0], prev_if.operands[0]
        then_block = next_if.regions[0].blocks[-1]
        else_block = next_if.regions[1].blocks[-1] if next_if.regions[1].blocks else None
        if next_condition is prev_condition:
            next_then, next_else = then_block, else_block
        for negation, other in (
            (defining_op(next_condition, "arith.xori"), prev_condition),
            (defining_op(prev_condition, "arith.xori"), next_condition),
        ):
            if negation is not None and negation.operands[0] is other:
                if _is_one(negation.operands[1]):
                    next_then, next_else = else_block, then_block
        return next_then, next_else

    @staticmethod
    def _forward_prev_results(
        rewriter: PatternRewriter,
        prev_if: Operation,
        next_then: Block | None,
        next_else: Block | None,
    ) -> None:
        """Uses of `prev_if`'s results inside `next_if` read the yielded values instead."""
        then_yielded = terminator(prev_if.regions[0]).operands
        else_yielded = terminator(prev_if.regions[1]).operands if prev_if.regions[1].blocks else []
        for result, then_value, else_value in zip(prev_if.results, then_yielded, else_yielded):
            for user, index in uses_newest_first(result):
                region = owner_region(user)
                if next_then is not None and contains(next_then.parent, region):
                    _set_operand(rewriter, user, index, then_value)
                elif next_else is not None and contains(next_else.parent, region):
                    _set_operand(rewriter, user, index, else_value)

    @staticmethod
    def _merge_into(rewriter: PatternRewriter, source: Block, region: Region) -> None:
        """Append `source` to the last block of `region`, yielding both yields' operands."""
        dest = region.blocks[-1]
        first_yield, second_yield = terminator(region), source.last_op
        assert second_yield is not None
        rewriter.merge_blocks(source, dest)
        rewriter.set_insertion_point_to_end(dest)
        rewriter.create(
            "scf.yield",
            [*first_yield.operands, *second_yield.operands],
            location=second_yield.location,
        )
        rewriter.erase_op(first_yield)
        rewriter.erase_op(second_yield)


class CombineNestedIfs(IfPattern):
    """`if a { if b { ... } }` becomes `if (a & b) { ... }`, values yielded from outside
    the outer `if` turned into selects on `a`."""

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        then_block = op.regions[0].blocks[-1]
        nested = then_block.first_op
        if nested is None or nested.next_op is not then_block.last_op:
            return False
        else_block = op.regions[1].blocks[-1] if op.regions[1].blocks else None
        if else_block is not None and len(else_block) != 1:
            return False
        if nested.name.name != "scf.if" or not terminators_agree(nested):
            return False
        if nested.regions[1].blocks and len(nested.regions[1].blocks[-1]) != 1:
            return False
        then_yield = list(terminator(op.regions[0]).operands)
        else_yield = list(terminator(op.regions[1]).operands) if else_block is not None else []
        to_select: list[int] = []
        for index, value in enumerate(then_yield):
            if isinstance(value, OpResult) and value.op is nested:
                if terminator(nested.regions[1]).operands[value.index] is not else_yield[index]:
                    return False
                then_yield[index] = terminator(nested.regions[0]).operands[value.index]
                continue
            if region_of(value) is op.regions[0]:
                return False
            to_select.append(index)
        location = op.location
        condition = rewriter.create(
            "arith.andi",
            [op.operands[0], nested.operands[0]],
            [op.operands[0].type],
            location=location,
        ).results[0]
        new_if = create_if(rewriter, op, [r.type for r in op.results], condition)
        new_block = rewriter.create_block(new_if.regions[0])
        results: list[Value] = list(new_if.results)
        rewriter.set_insertion_point(new_if)
        for index in to_select:
            results[index] = rewriter.create(
                "arith.select",
                [op.operands[0], then_yield[index], else_yield[index]],
                [then_yield[index].type],
                location=location,
            ).results[0]
        rewriter.merge_blocks(nested.regions[0].blocks[-1], new_block)
        rewriter.set_insertion_point_to_end(new_block)
        old_yield = terminator(new_if.regions[0])
        rewriter.replace_op_with_new_op(
            old_yield, "scf.yield", then_yield, location=old_yield.location
        )
        if else_yield:
            rewriter.create_block(new_if.regions[1])
            rewriter.create("scf.yield", else_yield, location=location)
        rewriter.replace_op(op, results)
        return True


class ConditionPropagation(IfPattern):
    """Uses of the condition inside the then (else) region read `true` (`false`)."""

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        condition = op.operands[0]
        if constant_bool(condition) is not None:
            return False
        constants: dict[bool, Value] = {}
        changed = False
        for user, index in uses_newest_first(condition):
            region = owner_region(user)
            for value, branch in ((True, op.regions[0]), (False, op.regions[1])):
                if contains(branch, region):
                    changed = True
                    if value not in constants:
                        constants[value] = rewriter.create(
                            "arith.constant",
                            [],
                            [I1],
                            properties={"value": BoolAttr(value)},
                            location=op.location,
                        ).results[0]
                    _set_operand(rewriter, user, index, constants[value])
                    break
        return changed


class ConvertTrivialIfToSelect(IfPattern):
    """Results yielded from outside the `scf.if` in both branches become `arith.select`s
    (or the value itself when both branches yield it)."""

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if not op.results:
            return False
        condition = op.operands[0]
        then_region, else_region = op.regions
        then_yield = list(terminator(then_region).operands)
        else_yield = list(terminator(else_region).operands)
        pairs = list(zip(then_yield, else_yield))
        kept = [
            t.type for t, f in pairs if region_of(t) is then_region or region_of(f) is else_region
        ]
        if len(kept) == len(op.results):
            return False
        replacement = create_if(rewriter, op, kept, condition)
        new_then, new_else = replacement.regions
        take_body(new_then, then_region)
        take_body(new_else, else_region)
        results: list[Value] = []
        true_yields: list[Value] = []
        false_yields: list[Value] = []
        rewriter.set_insertion_point(replacement)
        for true_value, false_value in pairs:
            if region_of(true_value) is new_then or region_of(false_value) is new_else:
                results.append(replacement.results[len(true_yields)])
                true_yields.append(true_value)
                false_yields.append(false_value)
            elif true_value is false_value:
                results.append(true_value)
            else:
                results.append(
                    rewriter.create(
                        "arith.select",
                        [condition, true_value, false_value],
                        [true_value.type],
                        location=op.location,
                    ).results[0]
                )
        for region, yields in ((new_then, true_yields), (new_else, false_yields)):
            rewriter.set_insertion_point_to_end(region.blocks[-1])
            old_yield = terminator(region)
            rewriter.replace_op_with_new_op(
                old_yield, "scf.yield", yields, location=old_yield.location
            )
        rewriter.replace_op(op, results)
        return True


class RemoveEmptyElseBranch(IfPattern):
    """An else block holding only its `scf.yield` is dropped (ops without results)."""

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if op.results or not op.regions[1].blocks or len(op.regions[1].blocks[-1]) != 1:
            return False
        new_if = clone_without_regions(rewriter, op)
        inline_region_before(rewriter, op.regions[0], new_if.regions[0], 0)
        rewriter.erase_op(op)
        return True


class RemoveStaticCondition(IfPattern):
    """An `scf.if` on a constant condition is replaced by the branch it takes."""

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        condition = constant_bool(op.operands[0])
        if condition is None:
            return False
        if condition:
            replace_op_with_region(rewriter, op, op.regions[0])
        elif op.regions[1].blocks:
            replace_op_with_region(rewriter, op, op.regions[1])
        else:
            rewriter.erase_op(op)
        return True


class RemoveUnusedResults(IfPattern):
    """An `scf.if` some of whose results are unused is rebuilt with the used ones only."""

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        used = [result for result in op.results if result.has_uses]
        if len(used) == len(op.results):
            return False
        new_if = create_if(rewriter, op, [r.type for r in used], op.operands[0])
        then_block = rewriter.create_block(new_if.regions[0])
        else_block = rewriter.create_block(new_if.regions[1])
        for old, new in ((op.regions[0], then_block), (op.regions[1], else_block)):
            rewriter.merge_blocks(old.blocks[0], new)
            yield_op = new.last_op
            assert yield_op is not None
            operands = [yield_op.operands[result.index] for result in used]
            rewriter.modify_op_in_place(yield_op, partial(yield_op.set_operands, operands))
        replacements: list[Value] = list(op.results)
        for new_result, result in zip(new_if.results, used):
            replacements[result.index] = new_result
        rewriter.replace_op(op, replacements)
        return True


class ReplaceIfYieldWithConditionOrValue(IfPattern):
    """Results that both branches yield alike become that value; results yielding
    `true`/`false` (`false`/`true`) become the condition (its negation)."""

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if not op.results:
            return False
        true_yield, false_yield = terminator(op.regions[0]), terminator(op.regions[1])
        rewriter.set_insertion_point(op)
        changed = False
        for true_result, false_result, result in zip(
            true_yield.operands, false_yield.operands, op.results
        ):
            if true_result is false_result:
                if result.has_uses:
                    result.replace_all_uses_with(true_result)
                    changed = True
                continue
            true_value, false_value = constant_bool(true_result), constant_bool(false_result)
            if true_value is None or false_value is None or not result.has_uses:
                continue
            if false_value and not true_value:
                result.replace_all_uses_with(self._negation(rewriter, op, true_result))
                changed = True
            elif true_value and not false_value:
                result.replace_all_uses_with(op.operands[0])
                changed = True
        return changed

    @staticmethod
    def _negation(rewriter: PatternRewriter, op: Operation, constant: Value) -> Value:
        """`xori(condition, true)`, the true made by the dialect of `constant`'s op."""
        assert isinstance(constant, OpResult)
        dialect = op.context.loaded_dialects[constant.op.name.dialect]
        materialize = dialect.constant_materializer
        assert materialize is not None
        true = materialize(rewriter, BoolAttr(True), I1, op.location)
        assert true is not None
        return rewriter.create(
            "arith.xori", [op.operands[0], true.results[0]], [I1], location=op.location
        ).results[0]


IF_PATTERNS: tuple[RewritePattern, ...] = (
    CombineIfs(),
    CombineNestedIfs(),
    ConditionPropagation(),
    ConvertTrivialIfToSelect(),
    RemoveEmptyElseBranch(),
    RemoveStaticCondition(),
    ReplaceIfYieldWithConditionOrValue(),
    RemoveUnusedResults(),
)
"""`IfOp::getCanonicalizationPatterns`, in MLIR's order."""
