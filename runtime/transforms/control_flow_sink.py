"""`control-flow-sink`: move ops whose only uses are in a region executed at most once into
that region (MLIR's `ControlFlowSink.cpp` and `ControlFlowSinkUtils.cpp`).

For each `RegionBranchOpInterface` op (in post-order), the regions its invocation bounds
(`getRegionInvocationBounds`, on its constant operands) say run at most once are sunk
into: the ops defined outside such a region whose users are all dominated by its entry
block or nested in it, and free of memory effects, move to the start of its entry block,
then the ops defining their operands are tried in turn (depth first).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from passgen.generated.transforms import ControlFlowSinkBase

from ..interfaces.control_flow import RegionBranchOpInterface
from ..ir import Operation, Region
from ..ir.dominance import DominanceInfo
from ..ir.effects import is_memory_effect_free
from ..rewrite.folding import constant_operand


class ControlFlowSink(ControlFlowSinkBase):
    def run_on_operation(self) -> None:
        dominance = self.get_analysis(DominanceInfo)
        for op in list(self.get_operation().walk(post_order=True)):
            branch = RegionBranchOpInterface.of(op)
            if branch is None:
                continue
            regions = singly_executed_regions_to_sink(op, branch)
            # As MLIR: the statistic holds the count of the last branch op's sinking.
            self.num_sunk = control_flow_sink(
                regions, dominance, lambda op, _: is_memory_effect_free(op), _move_to_entry
            )


def singly_executed_regions_to_sink(op: Operation, branch: RegionBranchOpInterface) -> list[Region]:
    """The regions of `op` its invocation bounds say run at most once (MLIR's
    `getSinglyExecutedRegionsToSink`)."""
    constants = [constant_operand(operand) for operand in op.operands]
    bounds = branch.get_region_invocation_bounds(op, constants)
    return [
        region
        for region, bound in zip(op.regions, bounds)
        if bound.upper is not None and bound.upper <= 1
    ]


def control_flow_sink(
    regions: Sequence[Region],
    dominance: DominanceInfo,
    should_move: Callable[[Operation, Region], bool],
    move: Callable[[Operation, Region], None],
) -> int:
    """Sink into each of `regions` the ops `should_move` allows whose users all are in it;
    the number of ops sunk (MLIR's `controlFlowSink`)."""
    sunk = 0
    for region in regions:
        if not region.blocks:
            continue
        stack = list(_walk_region(region))
        while stack:
            user = stack.pop()
            for value in user.operands:
                definer = getattr(value, "op", None)
                if definer is None or _contains(region, definer.parent_region):
                    continue
                if _all_users_dominated_by(definer, region, dominance) and should_move(
                    definer, region
                ):
                    move(definer, region)
                    sunk += 1
                    stack.append(definer)
    return sunk


def _walk_region(region: Region) -> list[Operation]:
    """The ops of `region` and those nested in them, in MLIR's (post-order) walk order."""
    return [
        nested for block in region.blocks for op in block for nested in op.walk(post_order=True)
    ]


def _all_users_dominated_by(op: Operation, region: Region, dominance: DominanceInfo) -> bool:
    entry = region.blocks[0]
    return all(
        (user.parent is not None and dominance.dominates(entry, user.parent))
        or _contains(region, user.parent_region)
        for result in op.results
        for user in result.users
    )


def _contains(region: Region, other: Region | None) -> bool:
    """Whether `other` is `region` or nested in it (MLIR's `Region::isAncestor`)."""
    while other is not None:
        if other is region:
            return True
        parent = other.parent
        block = parent.parent if parent is not None else None
        other = block.parent if block is not None else None
    return False


def _move_to_entry(op: Operation, region: Region) -> None:
    """Move `op` to the start of `region`'s entry block."""
    entry = region.blocks[0]
    first = entry.first_op
    if first is None:
        entry.append(op.detach())
    elif first is not op:
        op.move_before(first)
