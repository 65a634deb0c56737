"""What linalg's structured ops share of their syntax (LinalgOps.cpp): the
`parseCommonStructuredOpParts` / `printCommonStructuredOpParts` pair (`<{properties}>`,
`{attrs}`, `ins(%a, %b : ta, tb)`, `outs(%c : tc)`), the `-> types` of their results and
their attributes as their printers see them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ...asm.dense_arrays import dense_array
from ...asm.op_asm_parser import OpAsmParser, UnresolvedOperand
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import Attribute
from ...ir.operation import Operation, Value
from ...ir.types import Type

SEGMENTS = "operandSegmentSizes"


@dataclass
class OperandGroups:
    """The `ins` and `outs` operands read, and their types."""

    inputs: list[Value] = field(default_factory=list)
    outputs: list[Value] = field(default_factory=list)

    @property
    def input_types(self) -> list[Type]:
        return [value.type for value in self.inputs]

    @property
    def output_types(self) -> list[Type]:
        return [value.type for value in self.outputs]


def parse_common_parts(
    parser: OpAsmParser, state: OperationState, segments: bool = True
) -> OperandGroups:
    """MLIR's `parseCommonStructuredOpParts`: the operands into `state`, with
    `operandSegmentSizes` when `segments`."""
    if parser.parse_optional_punctuation("<"):
        for name, value in parser.parse_attribute_dictionary().entries.items():
            state.add_property(name, value)
        parser.parse_punctuation(">")
    parser.parse_optional_attr_dict(state)
    inputs = _group(parser, "ins", inside=True)
    outputs = _group(parser, "outs", inside=False)
    groups = OperandGroups(
        parser.resolve_operands(*inputs[:2], pos=inputs[2]),
        parser.resolve_operands(*outputs[:2], pos=outputs[2]),
    )
    state.operands = groups.inputs + groups.outputs
    if segments:
        state.add_property(SEGMENTS, dense_array("i32", [len(inputs[0]), len(outputs[0])]))
    return groups


def _group(
    parser: OpAsmParser, keyword: str, inside: bool
) -> tuple[list[UnresolvedOperand], list[Type], int]:
    """`keyword(%a, %b : ta, tb)` if there: its operands, types and where its operands
    start (MLIR's `inputsOperandsLoc` is inside the parenthesis, `outputsOperandsLoc`
    before it)."""
    if parser.parse_optional_keyword(keyword) is None:
        return [], [], parser.current_location()
    pos = parser.current_location()
    parser.parse_l_paren()
    if inside:
        pos = parser.current_location()
    operands = parser.parse_operand_list()
    types = parser.parse_colon_type_list()
    parser.parse_r_paren()
    return operands, types, pos


def print_common_parts(
    printer: OpAsmPrinter, inputs: Sequence[Value], outputs: Sequence[Value]
) -> None:
    """` ins(%a : ta) outs(%b : tb)`, each when not empty."""
    for keyword, values in ((" ins(", inputs), (" outs(", outputs)):
        if values:
            printer.print(keyword)
            printer.print_operands(values)
            printer.print(" : ")
            printer.print_types(value.type for value in values)
            printer.print(")")


def print_results(printer: OpAsmPrinter, op: Operation) -> None:
    """` -> type` or ` -> (types)` when the op has results."""
    printer.print_optional_arrow_type_list(op.result_types)


def all_attributes(op: Operation) -> dict[str, Attribute]:
    """The op's inherent and discardable attributes (MLIR's `getAttrs()`)."""
    return {**op.properties, **op.attributes}


def segment_sizes(op: Operation) -> tuple[int, int]:
    """The number of `ins` and `outs` operands of a structured op."""
    attr = op.properties.get(SEGMENTS) or op.attributes.get(SEGMENTS)
    text = "" if attr is None else attr.text.partition(":")[2].removesuffix(">")
    sizes = [int(part) for part in text.split(",") if part.strip()]
    if len(sizes) != 2:
        return len(op.operands) - 1, 1
    return sizes[0], sizes[1]


def inputs_and_outputs(op: Operation) -> tuple[list[Value], list[Value]]:
    count, _ = segment_sizes(op)
    return op.operands[:count], op.operands[count:]
