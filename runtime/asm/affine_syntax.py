"""Affine maps and integer sets in the text: the `affine_map<...>` / `affine_set<...>`
attributes, read into their canonical text as MLIR reads and reprints them, and the affine
ops' maps of SSA ids (`%i + 1, symbol(%n)`), with MLIR's errors at their positions."""

from __future__ import annotations

from typing import TYPE_CHECKING, NoReturn

from ..ir.affine import (
    AffineMap,
    AffineParser,
    AffineSyntaxError,
    IntegerSet,
    SsaOperands,
    map_attribute,
    parse_map_or_set,
    set_attribute,
)
from ..ir.attributes import OpaqueAttr

if TYPE_CHECKING:
    from .attr_parser import AttributeParser

_KINDS = {"affine_map": ("affine map", AffineMap), "affine_set": ("integer set", IntegerSet)}
_NAMES = {AffineMap: "AffineMap", IntegerSet: "IntegerSet"}


def report(parser: AttributeParser, problem: AffineSyntaxError) -> NoReturn:
    """`problem` as the file's parser reports its errors."""
    if problem.wrong_token:
        parser.pos = problem.pos
        parser.wrong_token(problem.message)
    parser.error(problem.message, problem.pos)


def parse_affine_attribute(parser: AttributeParser, keyword: str) -> OpaqueAttr:
    """`affine_map<...>` or `affine_set<...>` after `keyword` (the cursor on it)."""
    what, kind = _KINDS[keyword]
    parser.pos += len(keyword)
    parser.expect("<", f"'<' in {what}")
    start = parser.pos
    parser.skip_ws()
    body_pos = parser.pos
    try:
        found, parser.pos = parse_map_or_set(parser.text, start)
    except AffineSyntaxError as problem:
        report(parser, problem)
    if not isinstance(found, kind):
        parser.error(f"expected {_NAMES[kind]}, but got {_NAMES[type(found)]}", body_pos)
    parser.expect(">", f"'>' in {what}")
    return map_attribute(found) if isinstance(found, AffineMap) else set_attribute(found)


def parse_map_of_ssa_ids(
    parser: AttributeParser, opener: str | None
) -> tuple[AffineMap, SsaOperands]:
    """MLIR's `parseAffineMapOfSSAIds` at the cursor: the map's results in `(...)` or
    `[...]` (None: one expression), and the values they name (dimensions, then symbols)."""
    operands = SsaOperands()
    affine = AffineParser(parser.text, parser.pos, operands)
    try:
        map = affine.map_of_ssa_ids(opener)
    except AffineSyntaxError as problem:
        report(parser, problem)
    parser.pos = affine.end
    return map, operands
