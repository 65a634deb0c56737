"""Which operands of a branch feed which successor's block arguments (MLIR's
`BranchOpInterface::getSuccessorOperands`), for the branch ops of the `cf` dialect and
their `llvm` counterparts (`llvm.br`, `llvm.cond_br`, `llvm.switch`), whose operands are laid
out the same way.

Branch ops keep per-successor operand groups in `operandSegmentSizes`; erasing a
successor operand updates that property too.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..ir import Attribute, Block, OpaqueAttr, Operation, Value

_ARRAY = re.compile(r"array<i32(?::\s*([-\d,\s]*))?>\Z")


def segment_sizes(attr: Attribute | None) -> list[int] | None:
    """The numbers of an `array<i32: ...>` attribute."""
    match = _ARRAY.match(attr.text) if attr is not None else None
    if match is None:
        return None
    body = (match.group(1) or "").strip()
    return [int(part) for part in body.split(",")] if body else []


def segment_attr(sizes: list[int]) -> OpaqueAttr:
    return OpaqueAttr("array<i32: " + ", ".join(map(str, sizes)) + ">" if sizes else "array<i32>")


# Each `llvm` branch op, by the `cf` op whose operand layout it shares.
_SAME_LAYOUT = {"llvm.br": "cf.br", "llvm.cond_br": "cf.cond_br", "llvm.switch": "cf.switch"}


def successor_operand_ranges(op: Operation) -> list[tuple[int, int]] | None:
    """`(first operand index, count)` per successor, or None when the op is not a
    branch whose operands are understood."""
    name = op.name.name
    name = _SAME_LAYOUT.get(name, name)
    if name == "cf.br":
        return [(0, len(op.operands))]
    if name == "cf.cond_br":
        sizes = segment_sizes(op.properties.get("operandSegmentSizes"))
        if sizes is None or len(sizes) != 3:
            return None
        return [(sizes[0], sizes[1]), (sizes[0] + sizes[1], sizes[2])]
    if name == "cf.switch":
        sizes = segment_sizes(op.properties.get("operandSegmentSizes"))
        cases = segment_sizes(op.properties.get("case_operand_segments"))
        if sizes is None or cases is None or len(sizes) != 3:
            return None
        ranges = [(sizes[0], sizes[1])]
        start = sizes[0] + sizes[1]
        for count in cases:
            ranges.append((start, count))
            start += count
        return ranges
    return None


def erase_successor_operand(op: Operation, successor: int, index: int) -> None:
    """Drop operand `index` of the group feeding successor `successor`."""
    ranges = successor_operand_ranges(op)
    assert ranges is not None, f"'{op.name.name}' has no known successor operands"
    start, _ = ranges[successor]
    operands = list(op.operands)
    del operands[start + index]
    op.set_operands(operands)
    _resize_group(op, successor, -1)


def append_successor_operands(op: Operation, successor: int, values: Sequence[Value]) -> None:
    """Add `values` at the end of the group feeding successor `successor`."""
    ranges = successor_operand_ranges(op)
    assert ranges is not None, f"'{op.name.name}' has no known successor operands"
    start, count = ranges[successor]
    operands = list(op.operands)
    operands[start + count : start + count] = values
    op.set_operands(operands)
    _resize_group(op, successor, len(values))


def _resize_group(op: Operation, successor: int, delta: int) -> None:
    """Update the segment sizes after a successor's operand group grew by `delta`."""
    name = op.name.name
    name = _SAME_LAYOUT.get(name, name)
    if name == "cf.br" or not delta:
        return
    sizes = segment_sizes(op.properties["operandSegmentSizes"])
    assert sizes is not None
    if name == "cf.cond_br":
        sizes[1 + successor] += delta
    elif successor == 0:
        sizes[1] += delta
    else:
        sizes[2] += delta
        cases = segment_sizes(op.properties["case_operand_segments"])
        assert cases is not None
        cases[successor - 1] += delta
        op.properties["case_operand_segments"] = segment_attr(cases)
    op.properties["operandSegmentSizes"] = segment_attr(sizes)


def predecessor_edges(block: Block) -> list[tuple[Operation, int]]:
    """(terminator, successor index) of every branch edge entering `block`."""
    region = block.parent
    if region is None:
        return []
    edges = []
    for other in region.blocks:
        terminator = other.last_op
        if terminator is not None:
            edges += [(terminator, i) for i, s in enumerate(terminator.successors) if s is block]
    return edges
