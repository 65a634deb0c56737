"""What the `scf` patterns share (MLIR's `SCF.cpp` helpers and the `RewriterBase` methods
they call): the terminator of a block, an `i1` constant operand, inlining a single-block
region in place of its op, moving a region's blocks, and cloning an op without its
regions."""

from __future__ import annotations

from collections.abc import Sequence

from ...ir import Block, Operation, OpResult, Region, Value
from ...rewrite.pattern import RewritePattern
from ...rewrite.rewriter import PatternRewriter
from ..integers import constant_int, width


class ScfPattern(RewritePattern):
    """A pattern on the op `root_name` names, with its class name for debug name (MLIR's
    patterns are classes of `SCF.cpp`). It applies (`apply`) only to ops whose terminators
    forward as many values as the verifier requires (`terminators_agree`)."""

    root_name = ""

    def __init__(self) -> None:
        super().__init__(self.root_name)
        self.debug_name = type(self).__name__

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        return terminators_agree(op) and self.apply(op, rewriter)

    def apply(self, op: Operation, rewriter: PatternRewriter) -> bool:
        """Match `op` and rewrite it; True on success."""
        raise NotImplementedError


def terminators_agree(op: Operation) -> bool:
    """Whether each `scf.yield` and `scf.condition` ending a block of `op` forwards one value
    per result (per operand, for the `scf.yield` of an `scf.while`), an `scf.if` with
    results has an else block and an `scf.while` ends its regions with `scf.condition` and
    `scf.yield`: MLIR's verifier rejects ops that do not, and the patterns rely on it."""
    if op.name.name == "scf.if" and op.results and not op.regions[1].blocks:
        return False  # IfOp::verify: "must have an else block if defining values"
    if op.name.name == "scf.while" and [
        region.blocks[0].last_op.name.name if region.blocks and region.blocks[0].last_op else ""
        for region in op.regions
    ] != ["scf.condition", "scf.yield"]:
        return False
    for region in op.regions:
        for block in region.blocks:
            last = block.last_op
            if last is None:
                continue
            if last.name.name == "scf.condition" and len(last.operands) != len(op.results) + 1:
                return False
            if last.name.name == "scf.yield":
                expected = len(op.operands) if op.name.name == "scf.while" else len(op.results)
                if len(last.operands) != expected:
                    return False
    return True


def terminator(region: Region, index: int = -1) -> Operation:
    """The last op of the block at `index` of `region` (its `scf.yield`)."""
    last = region.blocks[index].last_op
    assert last is not None, "an scf block ends with its terminator"
    return last


def constant_bool(value: Value) -> bool | None:
    """The value of an `i1` constant (`m_Constant(&boolAttr)`), else None."""
    if width(value.type) != 1:
        return None
    constant = constant_int(value)
    return None if constant is None else constant != 0


def block_of(value: Value) -> Block | None:
    """`Value::getParentBlock`."""
    block = value.op.parent if isinstance(value, OpResult) else value.owner
    return block if isinstance(block, Block) else None


def region_of(value: Value) -> Region | None:
    """`Value::getParentRegion`."""
    block = block_of(value)
    return block.parent if block is not None else None


def contains(region: Region | None, inner: Region | None) -> bool:
    """`Region::isAncestor`: whether `inner` is `region` or nested in it."""
    while inner is not None and region is not None:
        if inner is region:
            return True
        op = inner.parent
        block = op.parent if op is not None else None
        inner = block.parent if block is not None else None
    return False


def owner_region(op: Operation) -> Region | None:
    return op.parent.parent if op.parent is not None else None


def uses_newest_first(value: Value) -> list[tuple[Operation, int]]:
    """The uses of `value` in the order MLIR's use list walks them (newest first)."""
    return [(use.owner, use.index) for use in reversed(list(value.uses))]


def replace_op_with_region(
    rewriter: PatternRewriter, op: Operation, region: Region, block_args: Sequence[Value] = ()
) -> None:
    """`replaceOpWithRegion`: inline the single block of `region` before `op` and replace
    `op`'s results with the operands of the block's terminator."""
    block = region.blocks[0]
    last = terminator(region, 0)
    results = list(last.operands)
    assert op.parent is not None
    rewriter.inline_block_before(block, op.parent, op, block_args)
    rewriter.replace_op(op, results)
    rewriter.erase_op(last)


def inline_region_before(
    rewriter: PatternRewriter, region: Region, parent: Region, index: int
) -> None:
    """`RewriterBase::inlineRegionBefore`: move the blocks of `region`, in order, into
    `parent` before its block at `index`."""
    for offset, block in enumerate(list(region.blocks)):
        region.blocks.remove(block)
        parent.insert(index + offset, block)
        rewriter.listener.notify_block_inserted(block)


def take_body(region: Region, source: Region) -> None:
    """`Region::takeBody`: drop the blocks of `region` and move those of `source` into it."""
    for block in list(region.blocks):
        block.erase()
    for block in list(source.blocks):
        source.blocks.remove(block)
        region.append(block)


def clone_without_regions(rewriter: PatternRewriter, op: Operation) -> Operation:
    """`cloneWithoutRegions`: `op`'s name, operands, result types and attributes, with as
    many empty regions, inserted at the insertion point."""
    clone = Operation(
        op.name,
        op.operands,
        [result.type for result in op.results],
        op.attributes,
        op.properties,
        op.successors,
        len(op.regions),
        op.location,
    )
    return rewriter.insert(clone)


def split_block(rewriter: PatternRewriter, block: Block, before: Operation) -> Block:
    """`RewriterBase::splitBlock`: a new block after `block` receives `before` and the ops
    after it, moved one by one from the last."""
    region = block.parent
    assert region is not None
    with rewriter.insertion_guard():
        new_block = rewriter.create_block(region, index=region.blocks.index(block) + 1)
    while True:
        last = block.last_op
        assert last is not None
        last.detach()
        new_block.prepend(last)
        rewriter.listener.notify_operation_inserted(last)
        if last is before:
            return new_block


def clone_region_before(
    rewriter: PatternRewriter,
    region: Region,
    parent: Region,
    index: int,
    mapping: dict[Value | Block, Value | Block],
) -> None:
    """`RewriterBase::cloneRegionBefore`: copies of `region`'s blocks inserted in `parent`
    before its block at `index`, block arguments `mapping` already maps left out; each
    new block and op (pre-order) is reported."""
    for copy in region.clone_into(parent, index, mapping):
        rewriter.listener.notify_block_inserted(copy)
        for op in list(copy):
            for nested in op.walk():
                rewriter.listener.notify_operation_inserted(nested)
