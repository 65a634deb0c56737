"""What an op's ODS definition says about its structure: its operand, result, region and
successor groups (MLIR's `getODSOperands`), its structural traits in ODS order and its
parents (`HasParent`), and their generic verifiers with the messages of MLIR's
`OpTrait::*Operands/Results/Regions/Successors`, `SingleBlock`, `NoRegionArguments`,
`HasParent` and `AttrSized*Segments`.

A group is one character: `1` a single value (one region, one successor), `?` an optional
value, `*` a variadic group.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .constraints import OpConstraints, compiled
from .context import Trait

if TYPE_CHECKING:
    from .context import OpDefinition
    from .operation import Operation, Value

GROUP_KINDS = "1?*"
# The structural traits whose verifiers run after the counts, in the op's trait order.
STRUCTURAL = (
    "SingleBlock",
    "NoRegionArguments",
    "HasParent",
    "AttrSizedOperandSegments",
    "AttrSizedResultSegments",
)
_SEGMENTED = frozenset({"AttrSizedOperandSegments", "AttrSizedResultSegments"})
_SEGMENTS = re.compile(r"array<i32(?::\s*(.*))?>\Z", re.DOTALL)


@dataclass(frozen=True)
class OpSignature:
    """An op's ODS groups, one character each (`1`, `?`, `*`; None: not declared, so not
    checked), its `STRUCTURAL` traits in order and the op names its parent must have."""

    operands: str | None = None
    results: str | None = None
    regions: str | None = None
    successors: str | None = None
    structure: tuple[str, ...] = ()
    parents: tuple[str, ...] = ()
    attributes: tuple[str, ...] = ()
    """The attributes the op must have (neither optional nor default-valued)."""
    upstream: str | None = field(default=None, compare=False)
    """The full name of the upstream op whose ODS constraints (`constraints.stated`) the op
    checks; None: none."""

    def verify(self, op: Operation) -> str | None:
        """The first message of MLIR's generated count traits (regions, results,
        successors, operands), of the structural traits in order, then of the attributes
        ODS requires, or None."""
        message = self.count_error(counts(op))
        return message if message is not None else self.invariant_error(op)

    def count_error(self, found: tuple[int, int, int, int]) -> str | None:
        """The first count trait message for `found` (`counts(op)`), or None; a function of
        `found` alone, so callers may memoize it per signature."""
        for number, groups, what in zip(
            found, (self.regions, self.results, self.successors, self.operands), _COUNTED
        ):
            message = _count(number, groups, what)
            if message is not None:
                return message
        return None

    def invariant_error(self, op: Operation) -> str | None:
        """The first message of the structural traits in order, then of the attributes ODS
        requires, then of its constraints, or None (what `verify` checks once the counts
        fit)."""
        message = self.structural_error(op)
        if message is not None:
            return message
        checks = self.compiled_constraints
        return None if checks is None else checks.error(op, self)

    def structural_error(self, op: Operation) -> str | None:
        """The first message of the structural traits in order, then of the attributes ODS
        requires, or None."""
        for name in self.structure:
            message = _STRUCTURE_VERIFIERS[name](op, self)
            if message is not None:
                return message
        for name in self.required_attributes:
            if op.get_attr(name) is None:
                return f"requires attribute '{name}'"
        return None

    @functools.cached_property
    def compiled_constraints(self) -> OpConstraints | None:
        """The upstream op's ODS constraints compiled (`constraints.compiled`: once per
        process, read when first asked for); None: none stated, or none checked."""
        if self.upstream is None:
            return None
        segmented = not _SEGMENTED.isdisjoint(self.structure)
        return compiled(self.upstream, self.operands, self.results, segmented)

    @functools.cached_property
    def required_attributes(self) -> tuple[str, ...]:
        """`attributes` in name order, the order ODS checks them in."""
        return tuple(sorted(self.attributes))

    def operand_group(self, op: Operation, index: int) -> list[Value]:
        """The operands of ODS operand group `index` (MLIR's `getODSOperands`)."""
        start, length = _group_range(
            op,
            self.operands or "",
            index,
            len(op.operands),
            "AttrSizedOperandSegments" in self.structure,
            "operandSegmentSizes",
        )
        return list(op.operands[start : start + length])

    def result_group(self, op: Operation, index: int) -> list[Value]:
        """The results of ODS result group `index` (MLIR's `getODSResults`)."""
        start, length = _group_range(
            op,
            self.results or "",
            index,
            len(op.results),
            "AttrSizedResultSegments" in self.structure,
            "resultSegmentSizes",
        )
        return list(op.results[start : start + length])


def counts(op: Operation) -> tuple[int, int, int, int]:
    """What the count traits of `OpSignature.count_error` look at: how many regions,
    results, successors and operands `op` has."""
    return len(op.regions), len(op.results), len(op.successors), len(op._operands)


_COUNTED = ("region", "result", "successor", "operand")  # in the order of `counts`


def structure_signature(definition: OpDefinition) -> OpSignature:
    """What the generic traits of a registered op check: its `signature`, or for an op
    defined without one, its structural traits."""
    if definition.signature is not None:
        return definition.signature
    return OpSignature(structure=tuple(t.value for t in definition.traits if t.value in STRUCTURAL))


# (zero, one, N, at least N) messages of MLIR's count traits; {n}: expected, {m}: found.
_COUNT_MESSAGES = {
    "region": (
        "requires zero regions",
        "requires one region",
        "expected {n} regions",
        "expected {n} or more regions",
    ),
    "result": (
        "requires zero results",
        "requires one result",
        "expected {n} results",
        "expected {n} or more results",
    ),
    "successor": (
        "requires 0 successors but found {m}",
        "requires 1 successor but found {m}",
        "requires {n} successors but found {m}",
        "requires at least {n} successors but found {m}",
    ),
    "operand": (
        "requires zero operands",
        "requires a single operand",
        "expected {n} operands, but found {m}",
        "expected {n} or more operands, but found {m}",
    ),
}


def _count(found: int, groups: str | None, what: str) -> str | None:
    """MLIR's Zero/One/N/AtLeastN trait message for `found` `what`s, or None."""
    if groups is None:
        return None
    fixed = groups.count("1")
    zero, one, exact, at_least = _COUNT_MESSAGES[what]
    if len(groups) != fixed:  # AtLeastN, or Variadic when every group is variadic
        return at_least.format(n=fixed, m=found) if found < fixed else None
    if found == fixed:
        return None
    return (zero if fixed == 0 else one if fixed == 1 else exact).format(n=fixed, m=found)


def _single_block(op: Operation, _: OpSignature) -> str | None:
    for index, region in enumerate(op.regions):
        if len(region.blocks) > 1:
            return f"expects region #{index} to have 0 or 1 blocks"
        if (
            region.blocks
            and Trait.NO_TERMINATOR not in op.name.traits
            and region.blocks[0].last_op is None
        ):
            return "expects a non-empty block"
    return None


def _no_region_arguments(op: Operation, _: OpSignature) -> str | None:
    for index, region in enumerate(op.regions):
        if region.blocks and region.blocks[0].arguments:
            return (
                f"region #{index} should have no arguments"
                if len(op.regions) > 1
                else "region should have no arguments"
            )
    return None


def _has_parent(op: Operation, signature: OpSignature) -> str | None:
    parents = signature.parents
    parent = op.parent_op
    if not parents or (parent is not None and parent.name.name in parents):
        return None
    if len(parents) == 1:
        return f"expects parent op '{parents[0]}'"
    return f"expects parent op to be one of '{', '.join(parents)}'"


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


def _segments(op: Operation, groups: str | None, found: int, what: str, name: str) -> str | None:
    """The message of `OpInvariants` when the segment sizes do not fit, or None."""
    expected = len(groups or "")
    sizes = segment_sizes(op, name)
    if sizes is None:
        sizes = [0] * expected  # a property left out is all zeros, as MLIR's default
    if len(sizes) == expected and sum(sizes) == found:
        return None
    if len(sizes) != expected:
        return (
            f"'{name}' attribute for specifying {what} segments must have {expected} "
            f"elements, but got {len(sizes)}"
        )
    return (
        f"{what} count ({found}) does not match with the total size ({sum(sizes)}) "
        f"specified in attribute '{name}'"
    )


def _operand_segments(op: Operation, signature: OpSignature) -> str | None:
    return _segments(op, signature.operands, len(op.operands), "operand", "operandSegmentSizes")


def _result_segments(op: Operation, signature: OpSignature) -> str | None:
    return _segments(op, signature.results, len(op.results), "result", "resultSegmentSizes")


_STRUCTURE_VERIFIERS: dict[str, Callable[[Operation, OpSignature], str | None]] = {
    "SingleBlock": _single_block,
    "NoRegionArguments": _no_region_arguments,
    "HasParent": _has_parent,
    "AttrSizedOperandSegments": _operand_segments,
    "AttrSizedResultSegments": _result_segments,
}


def _group_range(
    op: Operation, groups: str, index: int, total: int, attr_sized: bool, name: str
) -> tuple[int, int]:
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
