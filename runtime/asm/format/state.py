"""What the format parser has bound so far (`ParseState`): the directives, variables and
types it has seen, which its own checks and the verification of the whole format read."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class ParseState:
    """What the parser has seen, for mlir-tblgen's checks."""

    attr_dict: bool = False
    prop_dict: bool = False
    all_operands: bool = False
    all_operand_types: bool = False
    all_result_types: bool = False
    all_regions: bool = False
    all_successors: bool = False
    operands: set[str] = field(default_factory=set)
    regions: set[str] = field(default_factory=set)
    successors: set[str] = field(default_factory=set)
    attributes: list[str] = field(default_factory=list)  # in order
    properties: set[str] = field(default_factory=set)
    operand_types: set[int] = field(default_factory=set)
    result_types: set[int] = field(default_factory=set)
