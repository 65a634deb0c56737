"""`async.execute` (MLIR's `ExecuteOp::parse` and `print`):

    async.execute [%deps] (%value as %unwrapped: !async.value<T>, ...) -> !async.value<R>
        [attributes {...}] { body }

Its first result is the `!async.token`; the others are the arrow's types. The body's
arguments are the operands' unwrapped values (printed after `as`, not in the region)."""

from __future__ import annotations

from ...asm.dense_arrays import dense_array, dense_array_values
from ...asm.op_asm_parser import Argument, OpAsmParser, UnresolvedOperand
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.operation import Operation
from ...ir.types import Type
from .types import TOKEN, value_type

SEGMENTS = "operandSegmentSizes"


def parse_execute(parser: OpAsmParser, state: OperationState) -> None:
    dependencies: list[UnresolvedOperand] = []
    if parser.parse_optional_punctuation("["):
        dependencies = parser.parse_operand_list()
        state.operands = parser.resolve_operands(dependencies, [TOKEN] * len(dependencies))
        parser.parse_punctuation("]")
    values: list[UnresolvedOperand] = []
    unwrapped: list[Argument] = []
    types: list[Type] = []

    def parse_value() -> None:
        values.append(parser.parse_operand())
        parser.parse_keyword("as")
        unwrapped.append(parser.parse_argument())
        types.append(parser.parse_colon_type())
        unwrapped[-1].type = value_type(types[-1])

    pos = parser.current_location()
    parser.parse_comma_separated_list("optional_paren", parse_value)
    state.operands += parser.resolve_operands(values, types, pos)
    state.add_property(SEGMENTS, dense_array("i32", [len(dependencies), len(values)]))
    state.result_types = [TOKEN, *parser.parse_optional_arrow_type_list()]
    parser.parse_optional_attr_dict_with_keyword(state)
    parser.parse_region(state.add_region(), unwrapped)


def print_execute(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    sizes = dense_array_values(attributes.get(SEGMENTS)) or [0, len(op.operands)]
    dependencies, values = op.operands[: sizes[0]], op.operands[sizes[0] :]
    if dependencies:
        printer.print(" [")
        printer.print_operands(dependencies)
        printer.print("]")
    if values:
        body = op.regions[0]
        arguments = body.blocks[0].arguments if body.blocks else []
        printer.print(" (")
        for index, value in enumerate(values):
            if index:
                printer.print(", ")
            printer.print_operand(value)
            printer.print(" as ")
            if index < len(arguments):
                printer.print_operand(arguments[index])
            printer.print(": ", value.type.text)
        printer.print(")")
    printer.print_optional_arrow_type_list(op.result_types[1:])
    printer.print_optional_attr_dict_with_keyword(attributes, (SEGMENTS,))
    printer.print(" ")
    printer.print_region(op.regions[0], print_entry_block_args=False)
