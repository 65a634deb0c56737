"""The call graph (MLIR's `CallGraph.cpp`): a node per callable region, with edges to the
nodes its calls resolve to, to the callables nested in it, and, from the external caller
node, to every top-level callable.

Built from the call interfaces (`call`): an op implementing `CallableOpInterface` with a
region is a node; a `CallOpInterface` op adds a call edge from the nearest enclosing node to
the node of the callable it resolves to, or to the unknown callee node. `sccs` yields the
strongly connected components bottom-up, as `llvm::scc_iterator` does.
"""

from __future__ import annotations

from collections.abc import Iterator
from enum import IntEnum

from ..ir import Operation, Region
from ..ir.symbol_table import SymbolTableCollection
from .call import CallableOpInterface, CallOpInterface


class EdgeKind(IntEnum):
    """MLIR's `CallGraphNode::Edge::Kind`."""

    ABSTRACT = 0  # from the external node to a callable that may be called from outside
    CALL = 1  # a call from the source to the target
    CHILD = 2  # the target is nested in the source


class CallGraphNode:
    """A callable region (None for the external and unknown nodes) and its edges, each
    (target, kind) once, in the order they were added."""

    __slots__ = ("callable_region", "edges", "_edge_set")

    def __init__(self, callable_region: Region | None):
        self.callable_region = callable_region
        self.edges: list[tuple[CallGraphNode, EdgeKind]] = []
        self._edge_set: set[tuple[CallGraphNode, EdgeKind]] = set()

    @property
    def is_external(self) -> bool:
        """Whether this is the external caller or the unknown callee node."""
        return self.callable_region is None

    def region(self) -> Region:
        """The callable region of a node that is not external."""
        assert self.callable_region is not None, "the external node has no callable region"
        return self.callable_region

    def add_edge(self, target: CallGraphNode, kind: EdgeKind) -> None:
        edge = (target, kind)
        if edge not in self._edge_set:
            self._edge_set.add(edge)
            self.edges.append(edge)

    @property
    def has_children(self) -> bool:
        return any(kind is EdgeKind.CHILD for _, kind in self.edges)

    def targets(self) -> Iterator[CallGraphNode]:
        return (target for target, _ in self.edges)

    def __repr__(self) -> str:
        region = self.callable_region
        owner = region.parent.name.name if region is not None and region.parent else "external"
        return f"<CallGraphNode {owner}>"


class CallGraph:
    """The call graph of the callables nested in an op (an analysis: `get_analysis(CallGraph)`)."""

    def __init__(self, op: Operation):
        self.nodes: dict[Region, CallGraphNode] = {}
        self.external_caller_node = CallGraphNode(None)
        self.unknown_callee_node = CallGraphNode(None)
        # Callables first, calls second: a call may name a callable defined after it.
        symbol_table = SymbolTableCollection()
        self._compute(op, symbol_table, resolve_calls=False)
        self._compute(op, symbol_table, resolve_calls=True)

    def _compute(
        self, root: Operation, symbol_table: SymbolTableCollection, resolve_calls: bool
    ) -> None:
        """MLIR's `computeCallGraph`, in its pre-order, without recursion."""
        stack: list[tuple[Operation, CallGraphNode | None]] = [(root, None)]
        while stack:
            op, parent = stack.pop()
            if CallOpInterface.of(op) is not None:
                if resolve_calls and parent is not None:
                    parent.add_edge(self.resolve_callable(op, symbol_table), EdgeKind.CALL)
                continue
            callable = CallableOpInterface.of(op)
            if callable is not None:
                region = callable.get_callable_region(op)
                if region is None:
                    continue
                parent = self.get_or_add_node(region, parent)
            nested = [child for region in op.regions for block in region.blocks for child in block]
            stack.extend((child, parent) for child in reversed(nested))

    def get_or_add_node(self, region: Region, parent: CallGraphNode | None) -> CallGraphNode:
        """The node of callable `region`, added (as a child of `parent`, or reachable from
        the external node) if new."""
        node = self.nodes.get(region)
        if node is None:
            node = self.nodes[region] = CallGraphNode(region)
            if parent is not None:
                parent.add_edge(node, EdgeKind.CHILD)
            else:
                self.external_caller_node.add_edge(node, EdgeKind.ABSTRACT)
        return node

    def lookup_node(self, region: Region | None) -> CallGraphNode | None:
        return self.nodes.get(region) if region is not None else None

    def resolve_callable(
        self, call: Operation, symbol_table: SymbolTableCollection
    ) -> CallGraphNode:
        """The node `call` calls, or the unknown callee node."""
        interface = CallOpInterface.of(call)
        target = interface.resolve_callable(call, symbol_table) if interface else None
        callable = CallableOpInterface.of(target) if target is not None else None
        if callable is not None and target is not None:
            node = self.lookup_node(callable.get_callable_region(target))
            if node is not None:
                return node
        return self.unknown_callee_node

    def erase_node(self, node: CallGraphNode) -> None:
        """Drop `node`, its children and every edge to them."""
        for target, kind in list(node.edges):
            if kind is EdgeKind.CHILD:
                self.erase_node(target)
        for other in self.nodes.values():
            if any(target is node for target, _ in other.edges):
                other.edges = [edge for edge in other.edges if edge[0] is not node]
                other._edge_set = set(other.edges)
        del self.nodes[node.region()]

    def __iter__(self) -> Iterator[CallGraphNode]:
        return iter(list(self.nodes.values()))

    def sccs(self) -> SCCIterator:
        """The strongly connected components reachable from the external node, callees
        before callers (`llvm::scc_begin(&cg)`)."""
        return SCCIterator(self.external_caller_node)


class _Visit:
    """A node on the DFS stack: its successors, the next one to visit, and the lowest
    visit number reached from it."""

    __slots__ = ("node", "children", "next_child", "lowest")

    def __init__(self, node: CallGraphNode, number: int):
        self.node = node
        self.children = [target for target, _ in node.edges]
        self.next_child = 0
        self.lowest = number


class SCCIterator:
    """Tarjan's algorithm as `llvm::scc_iterator` runs it, one SCC per `next`: its nodes
    in the order they leave the stack; `replace_node` forgets a node already visited."""

    def __init__(self, entry: CallGraphNode):
        self._visit_numbers: dict[CallGraphNode | None, int] = {}
        self._node_stack: list[CallGraphNode] = []
        self._visit_stack: list[_Visit] = []
        self._count = 0
        self._visit_one(entry)

    def _visit_one(self, node: CallGraphNode) -> None:
        self._count += 1
        self._visit_numbers[node] = self._count
        self._node_stack.append(node)
        self._visit_stack.append(_Visit(node, self._count))

    def __iter__(self) -> SCCIterator:
        return self

    def __next__(self) -> list[CallGraphNode]:
        numbers = self._visit_numbers
        visit_stack = self._visit_stack
        while visit_stack:
            top = visit_stack[-1]
            while top.next_child < len(top.children):
                child = top.children[top.next_child]
                top.next_child += 1
                number = numbers.get(child)
                if number is None:
                    self._visit_one(child)
                    top = visit_stack[-1]
                elif top.lowest > number:
                    top.lowest = number
            visit_stack.pop()
            if visit_stack and visit_stack[-1].lowest > top.lowest:
                visit_stack[-1].lowest = top.lowest
            if top.lowest != numbers[top.node]:
                continue
            scc: list[CallGraphNode] = []
            while True:
                member = self._node_stack.pop()
                numbers[member] = _FINISHED
                scc.append(member)
                if member is top.node:
                    return scc
        raise StopIteration

    def replace_node(self, old: CallGraphNode, new: CallGraphNode | None) -> None:
        """MLIR's `scc_iterator::ReplaceNode`."""
        self._visit_numbers[new] = self._visit_numbers.pop(old)


_FINISHED = 1 << 32  # a node of an SCC already found: never a lower visit number (~0U)
