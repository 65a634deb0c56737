"""`scf.index_switch` canonicalization patterns (MLIR's `SCF.cpp`): `FoldConstantCase` (on a
constant argument, the case it selects, or the default, replaces the switch) and the removal
of dead results (in MLIR 22 the generic `RegionBranchOpInterface` patterns do that)."""

from __future__ import annotations

from functools import partial

from ...asm.dense_arrays import dense_array_values
from ...ir import Operation, Value
from ...rewrite.rewriter import PatternRewriter
from ..integers import constant_int
from .rewriting import ScfPattern, inline_region_before, replace_op_with_region, terminator

CASES = "cases"


class FoldConstantCase(ScfPattern):
    """On a constant argument, the region of the matching case (else the default) replaces
    the switch."""

    root_name = "scf.index_switch"

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        value = constant_int(op.operands[0])
        if value is None:
            return False
        cases = dense_array_values(op.get_attr(CASES)) or []
        # Regions: the default first, then one per case.
        region = op.regions[1 + cases.index(value)] if value in cases else op.regions[0]
        replace_op_with_region(rewriter, op, region)
        return True


class RemoveDeadIndexSwitchResults(ScfPattern):
    """Results every region yields one value for become that value; results without uses
    are dropped (the switch rebuilt with its regions, each yield trimmed)."""

    root_name = "scf.index_switch"

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        yields = [terminator(region) for region in op.regions]
        changed = False
        for result in op.results:
            values = {id(y.operands[result.index]): y.operands[result.index] for y in yields}
            if result.has_uses and len(values) == 1:
                rewriter.replace_all_uses_with(result, next(iter(values.values())))
                changed = True
        kept = [result for result in op.results if result.has_uses]
        if len(kept) == len(op.results):
            return changed
        switch = rewriter.create(
            op.name.name,
            op.operands,
            [result.type for result in kept],
            attributes=op.attributes,
            properties=op.properties,
            regions=len(op.regions),
            location=op.location,
        )
        for old, new, yield_op in zip(op.regions, switch.regions, yields):
            operands = [yield_op.operands[result.index] for result in kept]
            rewriter.modify_op_in_place(yield_op, partial(yield_op.set_operands, operands))
            inline_region_before(rewriter, old, new, 0)
        replacements: list[Value] = list(op.results)
        for new_result, result in zip(switch.results, kept):
            replacements[result.index] = new_result
        rewriter.replace_op(op, replacements)
        return True


INDEX_SWITCH_PATTERNS = (FoldConstantCase(), RemoveDeadIndexSwitchResults())
