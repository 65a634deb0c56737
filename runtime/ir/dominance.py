"""Dominance and post-dominance over the regions nested under an op (MLIR's DominanceInfo).

Trees are built lazily per multi-block region (Cooper-Harvey-Kennedy over reverse
post-order); single-block regions never build one. Semantics follow MLIR 22
(`mlir/lib/IR/Dominance.cpp` on LLVM's `GenericDomTree`):

- A block unreachable from its region's entry is dominated by every block and
  dominates no reachable block; two distinct unreachable blocks dominate each other.
- Queries across regions first walk the deeper position up to its ancestor op in
  the other region; an op (or block) encloses, hence dominates, what is nested in it.
- A single-block region of an unregistered op is a graph region (no SSA dominance):
  everything in its block properly dominates everything else there, itself included.
  Multi-block regions always have SSA dominance. Of registered ops, those with the
  `HasOnlyGraphRegion` trait (MLIR's RegionKindInterface for graph regions: `builtin.module`,
  `gpu.module`, ...) have graph regions; the others SSA regions.
- Post-dominance adds a virtual exit after the blocks without successors. A block
  that reaches none (an infinite loop) becomes an extra root: the last such block in
  region order, where LLVM picks a root by its own heuristic, so answers inside
  infinite loops may differ from MLIR's.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable

from .context import Trait
from .operation import Block, BlockArgument, Operation, OpResult, Region, Value

_EXIT = object()  # the virtual exit of post-dominator trees


class _DomTree:
    """Immediate dominators and tree depths of the nodes reachable from `start`."""

    __slots__ = ("idom", "_level", "_preds", "_children", "_frontier")

    def __init__(self, start: Hashable, successors: dict[Hashable, list[Hashable]]):
        order = _reverse_post_order(start, successors)
        number = {node: index for index, node in enumerate(order)}
        preds: dict[Hashable, list[Hashable]] = {node: [] for node in order}
        for node in order:
            for succ in successors[node]:
                preds[succ].append(node)
        idom: dict[Hashable, Hashable] = {start: start}
        changed = True
        while changed:
            changed = False
            for node in order[1:]:
                new = None
                for pred in preds[node]:
                    if pred in idom:
                        new = pred if new is None else _intersect(pred, new, idom, number)
                if idom.get(node) is not new:
                    idom[node] = new
                    changed = True
        idom[start] = None
        level = {start: 0}
        for node in order[1:]:  # an idom comes before its nodes in reverse post-order
            level[node] = level[idom[node]] + 1
        self.idom = idom
        self._level = level
        self._preds = preds
        self._children: dict[Hashable, list[Hashable]] | None = None
        self._frontier: dict[Hashable, list[Hashable]] | None = None

    def properly_dominates(self, a: Hashable, b: Hashable) -> bool:
        """LLVM's rule: an unreachable `b` is dominated by anything, `a` being distinct."""
        if a is b:
            return False
        level = self._level
        level_b = level.get(b)
        if level_b is None:
            return True
        level_a = level.get(a)
        if level_a is None or level_a >= level_b:
            return False
        idom = self.idom
        for _ in range(level_b - level_a):
            b = idom[b]
        return b is a

    def children(self, node: Hashable) -> list[Hashable]:
        """The nodes `node` immediately dominates, in reverse post-order."""
        if self._children is None:
            children: dict[Hashable, list[Hashable]] = {n: [] for n in self._level}
            for child in self._level:
                parent = self.idom[child]
                if parent is not None:
                    children[parent].append(child)
            self._children = children
        return list(self._children.get(node, ()))

    def frontier(self, node: Hashable) -> list[Hashable]:
        """`node`'s dominance frontier (Cooper-Harvey-Kennedy), all computed on first use."""
        if self._frontier is None:
            found: dict[Hashable, dict[Hashable, None]] = {n: {} for n in self._preds}
            for target, preds in self._preds.items():
                if len(preds) < 2:
                    continue
                stop = self.idom[target]
                for pred in preds:
                    runner = pred
                    while runner is not stop:
                        found[runner][target] = None
                        runner = self.idom[runner]
            self._frontier = {n: list(targets) for n, targets in found.items()}
        return list(self._frontier.get(node, ()))


def _reverse_post_order(
    start: Hashable, successors: dict[Hashable, list[Hashable]]
) -> list[Hashable]:
    post: list[Hashable] = []
    seen = {start}
    stack = [(start, iter(successors[start]))]
    while stack:
        node, pending = stack[-1]
        for succ in pending:
            if succ not in seen:
                seen.add(succ)
                stack.append((succ, iter(successors[succ])))
                break
        else:
            stack.pop()
            post.append(node)
    post.reverse()
    return post


def _intersect(
    a: Hashable, b: Hashable, idom: dict[Hashable, Hashable], number: dict[Hashable, int]
) -> Hashable:
    while a is not b:
        while number[a] > number[b]:
            a = idom[a]
        while number[b] > number[a]:
            b = idom[b]
    return a


def _successors(region: Region) -> dict[Hashable, list[Hashable]]:
    """Each block's successors inside `region` (other targets are the verifier's business)."""
    succs: dict[Hashable, list[Hashable]] = {block: [] for block in region.blocks}
    for block in region.blocks:
        last = block.last_op
        if last is not None and last.successors:
            succs[block] = [target for target in last.successors if target in succs]
    return succs


def _reached(roots: Iterable[Hashable], edges: dict[Hashable, list[Hashable]]) -> set[Hashable]:
    seen = set(roots)
    stack = list(seen)
    while stack:
        for nxt in edges[stack.pop()]:
            if nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    return seen


def _dom_tree(region: Region) -> _DomTree:
    return _DomTree(region.blocks[0], _successors(region))


def _post_dom_tree(region: Region) -> _DomTree:
    succs = _successors(region)
    reverse: dict[Hashable, list[Hashable]] = {block: [] for block in succs}
    for block, targets in succs.items():
        for target in targets:
            reverse[target].append(block)
    roots = [block for block, targets in succs.items() if not targets]
    reached = _reached(roots, reverse)
    for block in reversed(region.blocks):
        if block not in reached:
            roots.append(block)
            reached |= _reached([block], reverse)
    reverse[_EXIT] = roots
    return _DomTree(_EXIT, reverse)


def has_ssa_dominance(region: Region | None) -> bool:
    """False for graph regions: single-block regions of unregistered ops and the regions of
    ops whose RegionKindInterface makes them graph regions (`HasOnlyGraphRegion`)."""
    if region is None or len(region.blocks) != 1:
        return True
    owner = region.parent
    if owner is None:
        return True
    return owner.name.definition is not None and not owner.has_trait(Trait.HAS_ONLY_GRAPH_REGION)


def _ancestor_in_region(region: Region, block: Block) -> Operation | None:
    """The op of `region` whose regions (transitively) hold `block`, if any."""
    op = block.parent_op
    while op is not None and op.parent_region is not region:
        op = op.parent_op
    return op


def _before(a: Operation | None, b: Operation | None) -> bool:
    """Whether position `a` precedes `b` in their block; None is the block's end."""
    if a is b or a is None:
        return False
    return b is None or a.is_before_in_block(b)


class _DominanceBase:
    """Per-region trees, built on first use; positions are an op or None (a block's end)."""

    _post = False

    def __init__(self, op: Operation):
        self.op = op
        self._trees: dict[Region, _DomTree] = {}

    def invalidate(self, region: Region | None = None) -> None:
        """Forget every tree, or `region`'s after its CFG changed."""
        if region is None:
            self._trees.clear()
        else:
            self._trees.pop(region, None)

    def _tree(self, region: Region) -> _DomTree:
        tree = self._trees.get(region)
        if tree is None:
            tree = self._trees[region] = _post_dom_tree(region) if self._post else _dom_tree(region)
        return tree

    def _properly_dominates_at(
        self,
        a_block: Block | None,
        a_pos: Operation | None,
        b_block: Block | None,
        b_pos: Operation | None,
        enclosing_ok: bool,
    ) -> bool:
        """MLIR's properlyDominatesImpl: `b` is first moved up into `a`'s region."""
        if a_block is None or b_block is None:
            return False
        if a_block is b_block and a_pos is b_pos:
            return not has_ssa_dominance(a_block.parent)
        region = a_block.parent
        if region is not b_block.parent:
            ancestor = _ancestor_in_region(region, b_block) if region is not None else None
            if ancestor is None:
                return False
            b_block, b_pos = ancestor.parent, ancestor
            if a_block is b_block and a_pos is b_pos and enclosing_ok:
                return True
        if a_block is b_block:
            if not has_ssa_dominance(region):
                return True
            return _before(b_pos, a_pos) if self._post else _before(a_pos, b_pos)
        if region is None:
            return False
        if a_block is region.blocks[0] and not self._post:
            return True  # the entry dominates every block, without building a tree
        return self._tree(region).properly_dominates(a_block, b_block)

    def _idom(self, block: Block) -> Block | None:
        region = block.parent
        if region is None or len(region.blocks) == 1:
            return None
        found = self._tree(region).idom.get(block)
        return None if found is _EXIT else found  # type: ignore[return-value]


class DominanceInfo(_DominanceBase):
    """Dominance of blocks, ops and values in the regions under an op (an analysis)."""

    def properly_dominates(
        self, a: Block | Operation | Value, b: Block | Operation, enclosing_ok: bool = True
    ) -> bool:
        """Block/block, op/op or value/user-op proper dominance, as in MLIR.

        An op encloses what is nested in it, which counts as dominated when
        `enclosing_ok` (op/op only); a value never dominates its defining op's
        regions, and a block argument dominates every op of its block.
        """
        if isinstance(a, Block):
            assert isinstance(b, Block)
            return self._properly_dominates_at(a, a.first_op, b, b.first_op, True)
        assert isinstance(b, Operation)
        if isinstance(a, Operation):
            return self._properly_dominates_at(a.parent, a, b.parent, b, enclosing_ok)
        if isinstance(a, BlockArgument):
            block, user_block = a.block, b.parent
            return block is user_block or (
                user_block is not None
                and self._properly_dominates_at(
                    block, block.first_op, user_block, user_block.first_op, True
                )
            )
        # A value without a definition (a parser placeholder) dominates nothing.
        return isinstance(a, OpResult) and self._properly_dominates_at(
            a.op.parent, a.op, b.parent, b, False
        )

    def dominates(self, a: Block | Operation | Value, b: Block | Operation) -> bool:
        """`a` is `b` (or defined by `b`) or properly dominates it."""
        if isinstance(a, OpResult):
            return a.op is b or self.properly_dominates(a, b)
        return a is b or self.properly_dominates(a, b)

    def is_reachable_from_entry(self, block: Block) -> bool:
        region = block.parent
        if region is None or region.blocks[0] is block:
            return True
        return block in self._tree(region).idom

    def get_immediate_dominator(self, block: Block) -> Block | None:
        """None for entry blocks, unreachable blocks and single-block regions."""
        return self._idom(block)

    idom = get_immediate_dominator

    def children(self, block: Block) -> list[Block]:
        """The blocks `block` immediately dominates, in reverse post-order."""
        region = block.parent
        if region is None or len(region.blocks) == 1:
            return []
        return self._tree(region).children(block)  # type: ignore[return-value]

    def dominance_frontier(self, block: Block) -> list[Block]:
        """Successors of blocks `block` dominates that `block` does not properly dominate."""
        region = block.parent
        if region is None or len(region.blocks) == 1:
            return []
        return self._tree(region).frontier(block)  # type: ignore[return-value]


class PostDominanceInfo(_DominanceBase):
    """Post-dominance of blocks and ops in the regions under an op (an analysis)."""

    _post = True

    def properly_post_dominates(
        self, a: Block | Operation, b: Block | Operation, enclosing_ok: bool = True
    ) -> bool:
        if isinstance(a, Block):
            assert isinstance(b, Block)
            return self._properly_dominates_at(a, None, b, None, True)
        assert isinstance(b, Operation)
        return self._properly_dominates_at(a.parent, a, b.parent, b, enclosing_ok)

    def post_dominates(self, a: Block | Operation, b: Block | Operation) -> bool:
        return a is b or self.properly_post_dominates(a, b)

    def get_immediate_post_dominator(self, block: Block) -> Block | None:
        """None for exit blocks, roots of infinite loops and single-block regions."""
        return self._idom(block)
