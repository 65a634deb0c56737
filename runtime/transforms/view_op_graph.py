"""`view-op-graph`: the op as a Graphviz DOT graph on stderr, byte for byte as mlir-opt 22
prints it (MLIR's `ViewOpGraph.cpp`, `PrintOpPass`). Changes nothing.

Ops with regions are clusters (subgraphs) holding a cluster per block, whose arguments and ops
are record nodes (`Mrecord`: operand ports `<arg_x>` above the name and attributes, result
ports `<res_x>` below); ops of one name share a fill colour. Data-flow edges join a value's
producer to its user, control-flow edges (dashed) an op to the next in its block; edges
starting or ending at a cluster are clipped at its border (`ltail`, `lhead`). Values are
named as the print of the IR names them (`--mlir-print-op-generic` and
`--mlir-print-local-scope` count, as in MLIR's default `OpPrintingFlags`)."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from functools import partial
from math import prod
from typing import NamedTuple, TypeVar

from passgen.generated.transforms import ViewOpGraphBase

from ..asm.alias_text import renumber_distinct
from ..asm.elided_elements import elide_large_elements
from ..asm.lexer import bracket_end
from ..asm.printer import UNKNOWN_VALUE, value_names
from ..ir import ArrayAttr, Attribute, Block, Operation, Region, Type, Value
from ..ir.op_properties import op_properties

_CONTROL_FLOW, _DATA_FLOW = "dashed", "solid"
_SHAPE_NODE, _SHAPE_NONE = "Mrecord", "plain"
_LARGE_ATTRIBUTE_LIMIT = 16
"""MLIR's `getLargeAttributeSizeLimit` without `--mlir-elide-elementsattrs-if-larger`."""
_ESCAPED = re.compile(r'([{|<}>\n"])')
_ELEMENTS = ("dense<", "dense_resource<", "sparse<")
_SHAPE = re.compile(r"(?:tensor|vector)<((?:\[?[0-9]+\]?x)*)")


class Node(NamedTuple):
    """A DOT node, and the cluster it anchors (None: a plain node)."""

    id: int
    cluster: int | None = None


class _DataFlowEdge(NamedTuple):
    value: Value
    node: Node
    port: str


class ViewOpGraph(ViewOpGraphBase):
    """One instance draws a graph per op it runs on. As MLIR's pass, it keeps its node
    numbers and data-flow edges from one run to the next (run on each function of a module
    without threads, the later graphs go on numbering and repeat the earlier graphs' data-flow
    edges); a clone starts afresh."""

    def run_on_operation(self) -> None:
        writer = self.__dict__.get("_writer")
        if writer is None:
            writer = self.__dict__["_writer"] = _GraphWriter(self)
        sys.stderr.write(writer.graph(self.get_operation()))
        self.mark_all_analyses_preserved()

    def clone(self: _V) -> _V:
        copy = super().clone()
        copy.__dict__.pop("_writer", None)
        return copy


_V = TypeVar("_V", bound=ViewOpGraph)


class _GraphWriter:
    """One graph's DOT text: nodes and clusters as they are reached, the edges last."""

    def __init__(self, options: ViewOpGraph) -> None:
        self.options = options
        self.lines: list[str] = []
        self.indent = ""
        self.counter = 0
        self.edges: list[str] = []
        self.data_flow_edges: list[_DataFlowEdge] = []
        self.value_to_node: dict[Value, Node] = {}
        self.colors: dict[str, str] = {}
        self.names: dict[Value | Block, str] = {}
        self.large = _LARGE_ATTRIBUTE_LIMIT  # MLIR's getLargeAttributeSizeLimit
        self.elide: int | None = None  # --mlir-elide-elementsattrs-if-larger

    def graph(self, op: Operation) -> str:
        """The graph of `op`; the counter, the map of values to nodes and the data-flow edges
        carry over from the graphs drawn before (MLIR's pass members)."""
        self.lines = []
        context = op.context
        self.names = value_names(
            op, generic=context.print_op_generic, local_scope=context.print_local_scope
        )
        self.elide = context.print_elide_elements_limit
        self.large = _LARGE_ATTRIBUTE_LIMIT if self.elide is None else self.elide
        self._init_colors(op)
        self._line("digraph G {")
        self.indent = "  "
        self._line("compound = true;")
        self._process_operation(op)
        self._emit_all_edges()
        self.indent = ""
        self._line("}")
        return "".join(self.lines)

    def _init_colors(self, root: Operation) -> None:
        """MLIR's `initColorMapping`: the hue of an op name by where it is first met in a
        post-order walk, spread evenly over [0, 1)."""
        first: dict[str, None] = {}
        for op in root.walk(post_order=True):
            first.setdefault(op.name.name)
        self.colors = {name: f"{i / len(first):f} 0.3 0.95" for i, name in enumerate(first)}

    def _line(self, text: str) -> None:
        self.lines.append(self.indent + text + "\n")

    # -- structure ------------------------------------------------------------------

    def _process_operation(self, op: Operation) -> Node:
        if op.regions:
            regions = op.regions
            node = self._cluster(lambda: self._process_regions(regions), self._cluster_label(op))
        else:
            node = self._node(self._record_label(op), _SHAPE_NODE, self.colors[op.name.name])
        if self.options.print_data_flow_edges:
            self.data_flow_edges += [
                _DataFlowEdge(operand, node, self._port(operand)) for operand in op.operands
            ]
        for result in op.results:
            self.value_to_node[result] = node
        return node

    def _process_regions(self, regions: list[Region]) -> None:
        for region in regions:
            for block in region.blocks:
                self._cluster(partial(self._process_block, block))

    def _process_block(self, block: Block) -> None:
        for argument in block.arguments:
            self.value_to_node[argument] = self._node(self._result_port(argument), _SHAPE_NODE)
        previous: Node | None = None
        for op in block:
            node = self._process_operation(op)
            if self.options.print_control_flow_edges and previous is not None:
                self._edge(previous, node, "", _CONTROL_FLOW)
            previous = node

    # -- statements -----------------------------------------------------------------

    def _cluster(self, body: Callable[[], None], label: str = "") -> Node:
        """MLIR's `emitClusterStmt`: a subgraph with an invisible anchor node for edges."""
        self.counter += 1
        cluster = self.counter
        self._line(f"subgraph cluster_{cluster} {{")
        outer = self.indent
        self.indent += "  "
        anchor = self._node(" ", _SHAPE_NONE)
        self._line(f'label = "{label}";')
        body()
        self.indent = outer
        self._line("}")
        return Node(anchor.id, cluster)

    def _node(self, label: str, shape: str, background: str = "") -> Node:
        self.counter += 1
        attributes = {"label": f'"{label}"', "shape": shape}
        if background:
            attributes["fillcolor"] = f'"{background}"'
            attributes["style"] = "filled"
        self._line(f"v{self.counter} {_attribute_list(attributes)};")
        return Node(self.counter)

    def _edge(self, source: Node, target: Node, port: str, style: str) -> None:
        attributes = {"style": style}
        if source.cluster is not None:
            attributes["ltail"] = f"cluster_{source.cluster}"
        if target.cluster is not None:
            attributes["lhead"] = f"cluster_{target.cluster}"
        text = f"v{source.id}"
        if port and source.cluster is None:
            text += f":res{port}:s"
        text += f" -> v{target.id}"
        if port and target.cluster is None:
            text += f":arg{port}:n"
        self.edges.append(text + _attribute_list(attributes))

    def _emit_all_edges(self) -> None:
        if self.options.print_data_flow_edges:
            for edge in self.data_flow_edges:
                source = self.value_to_node.get(edge.value, Node(0))
                self._edge(source, edge.node, edge.port, _DATA_FLOW)
        for edge_text in self.edges:
            self._line(edge_text + ";")
        self.edges = []

    # -- labels ---------------------------------------------------------------------

    def _name(self, value: Value) -> str:
        return self.names.get(value, UNKNOWN_VALUE)

    def _port(self, value: Value) -> str:
        """MLIR's `getValuePortName`: the value's name with `%` and `#` as `_`."""
        return self._name(value).replace("%", "_").replace("#", "_")

    def _truncate(self, text: str) -> str:
        limit = self.options.max_label_len
        return text if len(text) <= limit else text[:limit] + "..."

    def _type(self, type: Type) -> str:
        return _escape(self._truncate(type.text))

    def _attribute(self, attr: Attribute) -> str:
        """MLIR's `emitMlirAttr`: splats whole, large elements and arrays elided, the rest
        truncated; escaped for a record label."""
        elements = _elements(attr)
        if elements is not None:
            splat, rank, count, type_text = elements
            if splat:
                return _escape(self._printed(attr))
            if count > self.large:
                return "[" * rank + "..." + "]" * rank + " : " + _escape(self._truncate(type_text))
        if isinstance(attr, ArrayAttr) and len(attr.elements) > self.large:
            return "[...]"
        return _escape(self._truncate(self._printed(attr)))

    def _printed(self, attr: Attribute) -> str:
        """MLIR's `Attribute::print`: a print of its own (distinct attributes count from 0),
        large elements elided as the driver's flag says."""
        text = attr.text
        if "distinct[" in text:
            text = renumber_distinct(text)
        return text if self.elide is None else elide_large_elements(text, self.elide)

    def _attributes(self, op: Operation, escape_names: bool) -> str:
        """Each attribute on a line `name: value`, sorted by name: MLIR's `getAttrs`, the
        discardable ones and (of a registered op) the properties that are attributes."""
        merged = dict(op.attributes)
        if op.is_registered:
            inherent = op_properties(op.name.name).inherent
            merged |= {k: v for k, v in op.properties.items() if k in inherent}
        return "".join(
            f"{_escape(name) if escape_names else name}: {self._attribute(merged[name])}\\l"
            for name in sorted(merged)
        )

    def _cluster_label(self, op: Operation) -> str:
        label = op.name.name
        if self.options.print_result_types:
            types = ", ".join(result.type.text for result in op.results)
            label += f" : ({self._truncate(types)})"
        if self.options.print_attrs:
            label += "\\l" + self._attributes(op, escape_names=True)
        return label

    def _record_label(self, op: Operation) -> str:
        label = "{"
        if op.operands:
            ports = [f"<arg{self._port(v)}> {self._name(v)}" for v in op.operands]
            label += "{" + "|".join(ports) + "}|"
        label += op.name.name + "\\l"
        attributes = self._attributes(op, escape_names=False) if self.options.print_attrs else ""
        if attributes:
            label += "\\l" + attributes
        if op.results:
            label += "|{" + "|".join(self._result_port(result) for result in op.results) + "}"
        return label + "}"

    def _result_port(self, value: Value) -> str:
        port = f"<res{self._port(value)}> {self._name(value)}"
        if self.options.print_result_types:
            port += " " + self._type(value.type)
        return port


def _attribute_list(attributes: dict[str, str]) -> str:
    return "[" + ", ".join(f"{key} = {attributes[key]}" for key in sorted(attributes)) + "]"


def _escape(text: str) -> str:
    """MLIR's `escapeLabelString`: a backslash before what a record label gives meaning."""
    return _ESCAPED.sub(r"\\\1", text)


def _elements(attr: Attribute) -> tuple[bool, int, int, str] | None:
    """Of an elements attribute (dense, resource or sparse): whether it is a splat, its
    rank, its number of elements and its type's text; None for other attributes."""
    text = attr.text
    if not text.startswith(_ELEMENTS):
        return None
    open_at = text.index("<")
    end = bracket_end(text, open_at)
    type_text = text[end:].removeprefix(" : ")
    shape = _SHAPE.match(type_text)
    if shape is None:
        return None
    dims = [int(d.strip("[]")) for d in shape.group(1).split("x")[:-1]]
    body = text[open_at + 1 : end - 1]
    splat = text.startswith("dense<") and not body.startswith("[") and body != ""
    return splat, len(dims), prod(dims), type_text
