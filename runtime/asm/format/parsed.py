"""What the parser of a declarative form has read of one op so far, by group (the locals of
OpFormatGen's generated `parse`), before the types resolve and the state is filled."""

from __future__ import annotations

from ...ir.operation import Block, Region
from ...ir.types import Type
from ..op_asm_parser import UnresolvedOperand
from ..operation_state import OperationState


class Parsed:
    """Per operand, result, region and successor group, what was read; and the state."""

    __slots__ = (
        "state",
        "operands",
        "operand_locs",
        "operand_types",
        "result_types",
        "regions",
        "successors",
        "all_operands",
        "all_operands_loc",
        "all_operand_types",
        "all_result_types",
        "all_regions",
        "all_successors",
        "directive_loc",
    )

    def __init__(self, state: OperationState, counts: tuple[int, int, int, int], loc: int):
        operands, results, regions, successors = counts
        self.state = state
        self.operands: list[list[UnresolvedOperand]] = [[] for _ in range(operands)]
        self.operand_locs: list[int] = [loc] * operands
        self.operand_types: list[list[Type] | None] = [None] * operands
        self.result_types: list[list[Type] | None] = [None] * results
        self.regions: list[list[Region]] = [[] for _ in range(regions)]
        self.successors: list[list[Block]] = [[] for _ in range(successors)]
        self.all_operands: list[UnresolvedOperand] | None = None
        self.all_operands_loc = loc
        self.all_operand_types: list[Type] | None = None
        self.all_result_types: list[Type] | None = None
        self.all_regions: list[Region] | None = None
        self.all_successors: list[Block] | None = None
        # Where the custom directive being read starts: its operands' location.
        self.directive_loc = loc
