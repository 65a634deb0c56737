"""The SCC-based inliner (MLIR's `Inliner.cpp`): bottom-up over the call graph's strongly
connected components, each optimized, then its calls inlined, until no call is inlined or
`max_iterations` is reached; callables left without uses are erased at the end.

A call is inlined unless it is a terminator, its callee calls itself or its caller (or
encloses the call), the callee has several blocks and the call's parent might only hold
one, or the profitability callback declines. Calls that inlining brings in are tried in
turn, but never into a callee they came from (the inline history).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..interfaces.call import CallableOpInterface, CallOpInterface, lookup_nearest_symbol_from
from ..interfaces.call_graph import CallGraph, CallGraphNode, EdgeKind, SCCIterator
from ..interfaces.inliner import InlinerInterface
from ..ir import Block, Context, Operation, Region, SymbolRefAttr, Trait
from ..ir.effects import is_memory_effect_free
from ..ir.symbol_table import (
    SymbolTableCollection,
    is_symbol,
    is_symbol_table,
    symbol_uses_by_user,
    visibility,
)
from .inlining_utils import inline_call

if TYPE_CHECKING:
    from ..pass_manager import OpPassManager


@dataclass(frozen=True)
class ResolvedCall:
    """A call, the node it sits in and the node it calls (MLIR's `Inliner::ResolvedCall`)."""

    call: Operation
    source: CallGraphNode
    target: CallGraphNode


RunPipeline = Callable[["OpPassManager", Operation], bool]
"""Runs a pipeline on a callable within the inlining pass (`Pass.run_pipeline`)."""


@dataclass
class InlinerConfig:
    """MLIR's `InlinerConfig`: the pipeline each callable is optimized with (by its op's
    name, else the default one, if any) and the bound on an SCC's iterations."""

    default_pipeline: Callable[[OpPassManager], None] | None = None
    op_pipelines: dict[str, OpPassManager] = field(default_factory=dict)
    max_inlining_iterations: int = 4


class _UseList:
    """MLIR's `CGUseList`: how many uses each discardable callable (a private symbol, or
    one in a table nothing outside sees) has from the callables, so those left with none
    can be erased."""

    def __init__(self, op: Operation, cg: CallGraph, symbol_table: SymbolTableCollection):
        self.cg = cg
        self.symbol_table = symbol_table
        self.discardable: dict[CallGraphNode, int] = {}
        # Per node: the nodes its own attributes refer to, and the uses by its nested ops.
        self.top_level_uses: dict[CallGraphNode, set[CallGraphNode]] = {}
        self.inner_uses: dict[CallGraphNode, dict[CallGraphNode, int]] = {}
        always_live: dict[SymbolRefAttr, CallGraphNode | None] = {}
        for table in _symbol_tables(op):
            for nested in table.regions[0].ops() if table.regions else ():
                callable = CallableOpInterface.of(nested)
                if callable is not None:
                    node = cg.lookup_node(callable.get_callable_region(nested))
                    if node is not None:
                        # `canDiscardOnUseEmpty` (a private symbol) implies
                        # `allUsesVisible || isPrivate`.
                        if is_symbol(nested) and visibility(nested) == "private":
                            self.discardable.setdefault(node, 0)
                        continue
                self._walk_referenced(nested, always_live, lambda node, user: None)
        for node in always_live.values():
            if node is not None:
                self.discardable.pop(node, None)
        for node in cg:
            self.recompute_uses(node)

    def _walk_referenced(
        self,
        op: Operation,
        resolved: dict[SymbolRefAttr, CallGraphNode | None],
        callback: Callable[[CallGraphNode, Operation], None],
    ) -> None:
        """MLIR's `walkReferencedSymbolNodes`: `callback(node, user)` for each reference
        in `op` to a callable of the graph."""
        table = op.parent_op
        for user, ref in symbol_uses_by_user(op):
            if ref in resolved:
                node = resolved[ref]
            else:
                node = resolved[ref] = self._resolve(table, ref)
            if node is not None:
                callback(node, user)

    def _resolve(self, table: Operation | None, ref: SymbolRefAttr) -> CallGraphNode | None:
        symbol = lookup_nearest_symbol_from(table, ref, self.symbol_table) if table else None
        callable = CallableOpInterface.of(symbol) if symbol is not None else None
        if callable is None or symbol is None:
            return None
        return self.cg.lookup_node(callable.get_callable_region(symbol))

    def drop_call_uses(self, user_node: CallGraphNode, call: Operation) -> None:
        inner = self.inner_uses.setdefault(user_node, {})

        def drop(node: CallGraphNode, user: Operation) -> None:
            if node in inner:
                inner[node] -= 1
                self.discardable[node] = self.discardable.get(node, 0) - 1

        self._walk_referenced(call, {}, drop)

    def erase_node(self, node: CallGraphNode) -> None:
        for target, kind in node.edges:
            if kind is EdgeKind.CHILD:
                self.erase_node(target)
        self._decrement(node)
        self.top_level_uses.pop(node, None)
        self.inner_uses.pop(node, None)
        self.discardable.pop(node, None)

    def is_dead(self, node: CallGraphNode) -> bool:
        owner = node.region().parent
        assert owner is not None
        if not is_symbol(owner):
            return is_memory_effect_free(owner) and owner.use_empty
        return self.discardable.get(node) == 0

    def has_one_use_and_discardable(self, node: CallGraphNode) -> bool:
        owner = node.region().parent
        assert owner is not None
        if not is_symbol(owner):
            return is_memory_effect_free(owner) and sum(r.use_count for r in owner.results) == 1
        return self.discardable.get(node) == 1

    def recompute_uses(self, node: CallGraphNode) -> None:
        owner = node.region().parent
        assert owner is not None
        self._decrement(node)
        top: set[CallGraphNode] = set()
        inner: dict[CallGraphNode, int] = {}
        self.top_level_uses[node], self.inner_uses[node] = top, inner

        def count(target: CallGraphNode, user: Operation) -> None:
            if target not in self.discardable:
                return
            if user is not owner:
                inner[target] = inner.get(target, 0) + 1
            elif target in top:
                return
            else:
                top.add(target)
            self.discardable[target] += 1

        self._walk_referenced(owner, {}, count)

    def merge_uses_after_inlining(self, inlined: CallGraphNode, into: CallGraphNode) -> None:
        into_uses = self.inner_uses.setdefault(into, {})
        for target, uses in self.inner_uses.setdefault(inlined, {}).items():
            into_uses[target] = into_uses.get(target, 0) + uses
            self.discardable[target] = self.discardable.get(target, 0) + uses

    def _decrement(self, node: CallGraphNode) -> None:
        for target in self.top_level_uses.get(node, ()):
            self.discardable[target] = self.discardable.get(target, 0) - 1
        for target, uses in self.inner_uses.get(node, {}).items():
            self.discardable[target] = self.discardable.get(target, 0) - uses


def _symbol_tables(op: Operation) -> Iterator[Operation]:
    """The symbol tables in `op` (itself included), nested ones first (the order of MLIR's
    `SymbolTable::walkSymbolTables`)."""
    pending: list[tuple[Operation, bool]] = [(op, False)]
    while pending:
        current, expanded = pending.pop()
        if expanded:
            yield current
            continue
        if is_symbol_table(current):
            pending.append((current, True))
        children = [c for region in current.regions for block in region.blocks for c in block]
        pending.extend((child, False) for child in reversed(children))


class _SCC:
    """MLIR's `CallGraphSCC`: the nodes of the SCC being processed."""

    def __init__(self, nodes: list[CallGraphNode], iterator: SCCIterator):
        self.nodes = nodes
        self.iterator = iterator

    def remove(self, node: CallGraphNode) -> None:
        if node in self.nodes:
            self.nodes.remove(node)
            self.iterator.replace_node(node, None)


class _InlinerInterfaceImpl(InlinerInterface):
    """The inliner's interface: the calls of every inlined block are collected too."""

    def __init__(self, context: Context, cg: CallGraph, symbol_table: SymbolTableCollection):
        super().__init__(context)
        self.cg = cg
        self.symbol_table = symbol_table
        self.calls: list[ResolvedCall] = []
        self.dead_nodes: dict[CallGraphNode, None] = {}

    def process_inlined_blocks(self, inlined_blocks: Sequence[Block]) -> None:
        region: Region | None = inlined_blocks[0].parent
        node = None
        while region is not None and (node := self.cg.lookup_node(region)) is None:
            parent = region.parent
            region = parent.parent.parent if parent is not None and parent.parent else None
        assert node is not None, "expected valid parent node"
        _collect_calls(inlined_blocks, node, self.cg, self.symbol_table, self.calls, True)


def _collect_calls(
    blocks: Sequence[Block],
    source: CallGraphNode,
    cg: CallGraph,
    symbol_table: SymbolTableCollection,
    calls: list[ResolvedCall],
    traverse_nested_nodes: bool,
) -> None:
    """MLIR's `collectCallOps`: the calls in `blocks` (last block first) to callables of
    the graph; nested callables' calls only with `traverse_nested_nodes`."""
    worklist = [(block, source) for block in blocks]
    while worklist:
        block, node = worklist.pop()
        for op in block:
            interface = CallOpInterface.of(op)
            if interface is not None:
                callee = interface.get_callable_for_callee(op)
                if isinstance(callee, SymbolRefAttr) and callee.nested:
                    continue
                target = cg.resolve_callable(op, symbol_table)
                if not target.is_external:
                    calls.append(ResolvedCall(op, node, target))
                continue
            for region in op.regions:
                nested = cg.lookup_node(region)
                if traverse_nested_nodes or nested is None:
                    worklist.extend((b, nested or node) for b in region.blocks)


def _history_includes(
    node: CallGraphNode, history_id: int | None, history: list[tuple[CallGraphNode, int | None]]
) -> bool:
    while history_id is not None:
        if history[history_id][0] is node:
            return True
        history_id = history[history_id][1]
    return False


class Inliner:
    """MLIR's `Inliner`: inlines the calls in `op`, a symbol table, over `cg`; `run_pipeline`
    runs an optimization pipeline on a callable, `is_profitable` is the cost model."""

    def __init__(
        self,
        op: Operation,
        cg: CallGraph,
        run_pipeline: RunPipeline,
        config: InlinerConfig,
        is_profitable: Callable[[ResolvedCall], bool],
    ):
        self.op = op
        self.cg = cg
        self.run_pipeline = run_pipeline
        self.config = config
        self.is_profitable = is_profitable
        self._pipelines: dict[str, OpPassManager] = dict(config.op_pipelines)

    def do_inlining(self) -> bool:
        """Inline over the SCCs, then erase the callables proven dead; False on failure."""
        symbol_table = SymbolTableCollection()
        interface = _InlinerInterfaceImpl(self.op.context, self.cg, symbol_table)
        use_list = _UseList(self.op, self.cg, symbol_table)
        iterator = self.cg.sccs()
        current = next(iterator, None)
        while current is not None:
            scc = _SCC(current, iterator)
            current = next(iterator, None)  # the next SCC is found before this one changes
            if not self._inline_scc(interface, use_list, scc):
                return False
        for node in interface.dead_nodes:
            owner = node.region().parent
            assert owner is not None
            owner.erase()
        return True

    def _inline_scc(self, interface: _InlinerInterfaceImpl, use_list: _UseList, scc: _SCC) -> bool:
        for _ in range(max(self.config.max_inlining_iterations, 1)):
            if not self._optimize_scc(use_list, scc):
                return False
            if not self._inline_calls_in_scc(interface, use_list, scc):
                break
        return True

    def _optimize_scc(self, use_list: _UseList, scc: _SCC) -> bool:
        nodes = [
            node
            for node in scc.nodes
            if not node.is_external
            and not node.has_children
            and node.region().parent is not None
            and node.region().parent.has_trait(Trait.ISOLATED_FROM_ABOVE)  # type: ignore[union-attr]
        ]
        for node in nodes:
            if not self._optimize_callable(node):
                return False
        for node in nodes:
            use_list.recompute_uses(node)
        return True

    def _optimize_callable(self, node: CallGraphNode) -> bool:
        from ..pass_manager import OpPassManager

        callable = node.region().parent
        assert callable is not None
        name = callable.name.name
        pipeline = self._pipelines.get(name)
        if pipeline is None:
            if self.config.default_pipeline is None:
                return True
            pipeline = OpPassManager(name)
            self.config.default_pipeline(pipeline)
            self._pipelines[name] = pipeline
        return self.run_pipeline(pipeline, callable)

    def _inline_calls_in_scc(
        self, interface: _InlinerInterfaceImpl, use_list: _UseList, scc: _SCC
    ) -> bool:
        calls = interface.calls
        dead: dict[CallGraphNode, None] = {}
        for node in scc.nodes:
            if node.is_external:
                continue
            if use_list.is_dead(node):
                dead[node] = None
            else:
                _collect_calls(
                    node.region().blocks, node, self.cg, interface.symbol_table, calls, False
                )
        history: list[tuple[CallGraphNode, int | None]] = []
        call_history: list[int | None] = [None] * len(calls)
        inlined_any = False
        index = 0
        while index < len(calls):
            resolved = calls[index]
            history_id = call_history[index]
            index += 1
            if resolved.source in dead:
                continue
            if _history_includes(resolved.target, history_id, history) or not self._should_inline(
                resolved
            ):
                continue
            previous = len(calls)
            target_region = resolved.target.region()
            in_place = use_list.has_one_use_and_discardable(resolved.target)
            callee = target_region.parent
            assert callee is not None
            if not inline_call(interface, resolved.call, callee, target_region, not in_place):
                continue
            inlined_any = True
            history.append((resolved.target, history_id))
            call_history.extend([len(history) - 1] * (len(calls) - previous))
            use_list.drop_call_uses(resolved.source, resolved.call)
            use_list.merge_uses_after_inlining(resolved.target, resolved.source)
            resolved.call.erase()
            if in_place:
                use_list.erase_node(resolved.target)
                dead[resolved.target] = None
        for node in dead:
            scc.remove(node)
            interface.dead_nodes[node] = None
        calls.clear()
        return inlined_any

    def _should_inline(self, resolved: ResolvedCall) -> bool:
        """MLIR's `Inliner::Impl::shouldInline`."""
        call, target = resolved.call, resolved.target
        if call.has_trait(Trait.IS_TERMINATOR):
            return False
        if any(t is target or t is resolved.source for t in target.targets()):
            return False
        callable_region = target.region()
        if _region_is_ancestor(callable_region, call.parent_region):
            return False
        caller_parent = call.parent_op
        assert caller_parent is not None and callable_region.parent is not None
        if len(callable_region.blocks) >= 2 and not (
            callable_region.parent.name == caller_parent.name
            or not (
                caller_parent.name.definition is None or caller_parent.has_trait(Trait.SINGLE_BLOCK)
            )
        ):
            return False
        return self.is_profitable(resolved)


def _region_is_ancestor(region: Region, other: Region | None) -> bool:
    """MLIR's `Region::isAncestor`: whether `other` is `region` or nested in it."""
    while other is not None:
        if other is region:
            return True
        owner = other.parent
        block = owner.parent if owner is not None else None
        other = block.parent if block is not None else None
    return False
