"""What an op's ODS definition says about its shape: its operand, result, region and
successor groups (MLIR's `getODSOperands`), and the generic verifier of their counts with
the messages of MLIR's `OpTrait::*Operands/Results/Regions/Successors` and `OpInvariants`.

A group is one character: `1` a single value (one region, one successor), `?` an optional
value, `*` a variadic group.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .operation import Operation, Value

GROUP_KINDS = "1?*"
_SEGMENTS = re.compile(r"array<i32(?::\s*(.*))?>\Z", re.DOTALL)


@dataclass(frozen=True)
class OpSignature:
    """An op's ODS groups, one character each (`1`, `?`, `*`)."""

    operands: str = ""
    results: str = ""
    regions: str = ""
    successors: str = ""
    attr_sized_operands: bool = False
    attr_sized_results: bool = False

    def verify(self, op: Operation) -> str | None:
        """The first count MLIR's generated traits reject, as its message (regions, results,
        successors, operands, then the segment sizes), or None."""
        return (_count(len(op.regions), self.regions, "region")
                or _count(len(op.results), self.results, "result")
                or _count(len(op.successors), self.successors, "successor")
                or _count(len(op.operands), self.operands, "operand")
                or _segments(op, self.operands, self.attr_sized_operands, len(op.operands),
                             "operand", "operandSegmentSizes")
                or _segments(op, self.results, self.attr_sized_results, len(op.results),
                             "result", "resultSegmentSizes"))

    def operand_group(self, op: Operation, index: int) -> list[Value]:
        """The operands of ODS operand group `index` (MLIR's `getODSOperands`)."""
        start, length = _group_range(op, self.operands, index, len(op.operands),
                                     self.attr_sized_operands, "operandSegmentSizes")
        return list(op.operands[start:start + length])

    def result_group(self, op: Operation, index: int) -> list[Value]:
        """The results of ODS result group `index` (MLIR's `getODSResults`)."""
        start, length = _group_range(op, self.results, index, len(op.results),
                                     self.attr_sized_results, "resultSegmentSizes")
        return list(op.results[start:start + length])


# (zero, one, N, at least N) messages of MLIR's count traits; {n}: expected, {m}: found.
_COUNT_MESSAGES = {
    "region": ("requires zero regions", "requires one region", "expected {n} regions",
               "expected {n} or more regions"),
    "result": ("requires zero results", "requires one result", "expected {n} results",
               "expected {n} or more results"),
    "successor": ("requires 0 successors but found {m}", "requires 1 successor but found {m}",
                  "requires {n} successors but found {m}",
                  "requires at least {n} successors but found {m}"),
    "operand": ("requires zero operands", "requires a single operand",
                "expected {n} operands, but found {m}", "expected {n} or more operands, but found {m}"),
}


def _count(found: int, groups: str, what: str) -> str | None:
    """MLIR's Zero/One/N/AtLeastN trait message for `found` `what`s, or None."""
    fixed = groups.count("1")
    zero, one, exact, at_least = _COUNT_MESSAGES[what]
    if len(groups) != fixed:  # AtLeastN, or Variadic when every group is variadic
        return at_least.format(n=fixed, m=found) if found < fixed else None
    if found == fixed:
        return None
    return (zero if fixed == 0 else one if fixed == 1 else exact).format(n=fixed, m=found)


def segment_sizes(op: Operation, name: str) -> list[int] | None:
    """The `operandSegmentSizes`/`resultSegmentSizes` of `op` (None when absent or unreadable)."""
    attr = op.get_attr(name)
    match = _SEGMENTS.match(attr.text) if attr is not None else None
    if match is None:
        return None
    body = (match.group(1) or "").strip()
    try:
        return [int(part) for part in body.split(",")] if body else []
    except ValueError:
        return None


def _segments(op: Operation, groups: str, attr_sized: bool, found: int, what: str,
              name: str) -> str | None:
    if not attr_sized:
        return None
    sizes = segment_sizes(op, name) or []
    if len(sizes) == len(groups) and sum(sizes) == found:
        return None
    if sizes and len(sizes) != len(groups):
        return f"'{name}' attribute for specifying {what} segments must have {len(groups)} elements, but got {len(sizes)}"
    return (f"{what} count ({found}) does not match with the total size ({sum(sizes)}) "
            f"specified in attribute '{name}'")


def _group_range(op: Operation, groups: str, index: int, total: int, attr_sized: bool,
                 name: str) -> tuple[int, int]:
    """(start, length) of group `index` among `total` values, as ODS computes it."""
    if attr_sized:
        sizes = segment_sizes(op, name)
        if sizes is not None and len(sizes) == len(groups):
            return sum(sizes[:index]), sizes[index]
    variadic = len(groups) - groups.count("1")
    if not variadic:
        return index, 1
    size = (total - (len(groups) - variadic)) // variadic
    before = sum(1 for g in groups[:index] if g != "1")
    return index + (size - 1) * before, size if groups[index] != "1" else 1
