"""`scf.index_switch` folder and canonicalization (MLIR's `SCF.cpp`): `IndexSwitchOp::fold`
(on a constant argument, the ops of the case it selects, or of the default, move before the
switch, which folds to the values that case yields) and the removal of dead results."""

from __future__ import annotations

from functools import partial

from ...asm.dense_arrays import dense_array_values
from ...ir import Attribute, Operation, Value
from ...rewrite.folding import FoldResult
from ...rewrite.rewriter import PatternRewriter
from ..integers import int_value
from .rewriting import ScfPattern, inline_region_before, terminator, terminators_agree

CASES = "cases"


def fold_index_switch(op: Operation, constants: list[Attribute | None]) -> FoldResult | None:
    value = int_value(constants[0])
    parent = op.parent
    if value is None or parent is None or not terminators_agree(op):
        return None
    cases = dense_array_values(op.get_attr(CASES)) or []
    # Regions: the default first, then one per case.
    region = op.regions[1 + cases.index(value)] if value in cases else op.regions[0]
    source = region.blocks[0]
    last = source.last_op
    assert last is not None
    results: FoldResult = list(last.operands)
    for moved in list(source)[:-1]:
        moved.detach()
        parent.insert_before(op, moved)
    return results


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


INDEX_SWITCH_PATTERNS = (RemoveDeadIndexSwitchResults(),)
