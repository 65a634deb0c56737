"""`linalg.map`, `linalg.reduce`, `linalg.transpose` and `linalg.broadcast` (LinalgOps.cpp's
`parseDstStyleOp` family):

    %m = linalg.map [{ payload.op {attrs} }] ins(...) outs(%init : t) [{attrs}]
           [(%in: t, %init: t) { body }]
    %r = linalg.reduce [{ payload.op }] ins(...) outs(...) dimensions = [1] [{attrs}]
           [(%in: t, %init: t) { body }]
    %t = linalg.transpose ins(...) outs(...) permutation = [1, 0] [{attrs}]
    %b = linalg.broadcast ins(...) outs(...) dimensions = [1] [{attrs}]

A body of one op of the block's arguments (the inputs for map; the init then the inputs
for reduce) whose results it yields prints as that op's name (`{ arith.addf }`), without
a `fastmath` of `none`. Transpose and broadcast bodies yield their input, left out."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...asm.custom_form import CustomForm, SetName
from ...asm.dense_arrays import dense_array, dense_array_values
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import Attribute
from ...ir.context import OperationName
from ...ir.operation import Block, Operation, Region, Value
from ...ir.shaped_types import shaped, type_of
from ...ir.types import Type
from .structured_syntax import all_attributes, parse_common_parts, print_common_parts

Payload = tuple[OperationName, dict[str, Attribute]]
_NONE_FASTMATH = "#arith.fastmath<none>"


def _parse_payload(parser: OpAsmParser) -> Payload | None:
    """`{ dialect.op {attrs} }` if there."""
    if not parser.parse_optional_punctuation("{"):
        return None
    pos = parser.current_location()
    name = parser.parse_optional_keyword()
    if name is None:
        parser.parser.wrong_token("expected operation name")
    op_name = parser.operation_name(name)
    if not op_name.is_registered:
        parser.emit_error(pos, f"custom op '{name}' is unknown")
    attributes = parser.parser.parse_dict_body() if parser.parser.skip_ws() == "{" else {}
    parser.parse_punctuation("}")
    return op_name, attributes


def _parse_dst_style(
    parser: OpAsmParser, state: OperationState, array_name: str | None
) -> list[Value]:
    """MLIR's `parseDstStyleOp`: the operands, the results (the ranked tensor outputs),
    `array_name = [...]` if any, the attribute dictionary."""
    groups = parse_common_parts(parser, state, segments=False)
    state.result_types = [t for t in groups.output_types if _ranked_tensor(t)]
    if array_name is not None:
        parser.parse_keyword(array_name)
        parser.parse_equal()
        values: list[int] = []
        parser.parse_comma_separated_list("square", lambda: values.append(parser.parse_integer()))
        state.add_attribute(array_name, dense_array("i64", values))
    parser.parse_optional_attr_dict(state)
    return state.operands


def _ranked_tensor(type: Type) -> bool:
    parts = shaped(type)
    return parts is not None and parts.kind == "tensor" and parts.dims != "*x"


def _element(type: Type) -> Type:
    parts = shaped(type)
    return type_of(parts.element) if parts is not None else type


def _body_with_payload(
    parser: OpAsmParser, state: OperationState, payload: Payload, init_first: bool
) -> None:
    """MLIR's `addBodyWithPayloadOp`: a block argument per operand, the payload of them
    (the last first when `init_first`, else all but the last) yielded."""
    block = Block([_element(value.type) for value in state.operands])
    state.add_region().append(block)
    arguments = block.arguments
    operands = [arguments[-1], *arguments[:-1]] if init_first else arguments[:-1]
    name, attributes = payload
    result_type = _element(state.operands[-1].type)
    op = Operation(name, operands, [result_type], attributes, location=state.location)
    block.append(op)
    block.append(
        Operation(parser.operation_name("linalg.yield"), op.results, location=state.location)
    )


def _parse_body(parser: OpAsmParser, state: OperationState) -> None:
    arguments = parser.parse_argument_list("paren", allow_type=True, allow_attrs=True)
    parser.parse_region(state.add_region(), arguments)


def _payload_parser(
    array_name: str | None, init_first: bool
) -> Callable[[OpAsmParser, OperationState], None]:
    def parse(parser: OpAsmParser, state: OperationState) -> None:
        payload = _parse_payload(parser)
        _parse_dst_style(parser, state, array_name)
        if payload is not None:
            _body_with_payload(parser, state, payload, init_first)
        else:
            _parse_body(parser, state)

    return parse


def _identity_parser(array_name: str) -> Callable[[OpAsmParser, OperationState], None]:
    """Transpose and broadcast: the body yields the first block argument."""

    def parse(parser: OpAsmParser, state: OperationState) -> None:
        operands = _parse_dst_style(parser, state, array_name)
        block = Block([_element(value.type) for value in operands])
        state.add_region().append(block)
        yield_name = parser.operation_name("linalg.yield")
        block.append(Operation(yield_name, block.arguments[:1], location=state.location))

    return parse


def _payload_op(op: Operation, init_first: bool) -> Operation | None:
    """MLIR's `findPayloadOp`: the body's one op, when it takes the block's arguments in
    the short form's order and its results are yielded."""
    if not op.regions or len(op.regions[0].blocks) != 1:
        return None
    block = op.regions[0].blocks[0]
    ops = block.operations
    if len(ops) != 2 or not ops[0].operands:
        return None
    payload, terminator = ops
    arguments = block.arguments
    expected = [arguments[-1], *arguments[:-1]] if init_first else arguments[:-1]
    if not arguments or len(payload.operands) != len(expected):
        return None
    if any(a is not b for a, b in zip(payload.operands, expected)):
        return None
    if [*terminator.operands] != [*payload.results]:
        return None
    return payload


def _print_short_form(printer: OpAsmPrinter, payload: Operation) -> None:
    printer.print(" { ", payload.name.name)
    attributes = all_attributes(payload)
    elided = [name for name, value in attributes.items() if value.text == _NONE_FASTMATH][:1]
    printer.print_optional_attr_dict(attributes, elided)
    printer.print(" }")


def _print_body(printer: OpAsmPrinter, op: Operation) -> None:
    """The block's arguments and the body, on a new line indented once more."""
    printer.indent += 2
    printer.print_new_line()
    printer.print("(")
    for index, argument in enumerate(op.regions[0].blocks[0].arguments):
        if index:
            printer.print(", ")
        printer.print_region_argument(argument)
    printer.print(") ")
    printer.print_region(op.regions[0], print_entry_block_args=False)
    printer.indent -= 2


def _print_array(printer: OpAsmPrinter, op: Operation, name: str) -> None:
    values = dense_array_values(all_attributes(op).get(name)) or []
    printer.print(f" {name} = [{', '.join(map(str, values))}] ")


def _payload_printer(
    array_name: str | None,
    init_first: bool,
    split: Callable[[Operation], tuple[Sequence[Value], Sequence[Value]]],
) -> Callable[[OpAsmPrinter, Operation], None]:
    def print_(printer: OpAsmPrinter, op: Operation) -> None:
        payload = _payload_op(op, init_first)
        if payload is not None:
            _print_short_form(printer, payload)
        print_common_parts(printer, *split(op))
        if array_name is not None:
            _print_array(printer, op, array_name)
        printer.print_optional_attr_dict(all_attributes(op), [array_name] if array_name else [])
        if payload is None and op.regions and op.regions[0].blocks:
            _print_body(printer, op)

    return print_


def _identity_printer(array_name: str) -> Callable[[OpAsmPrinter, Operation], None]:
    def print_(printer: OpAsmPrinter, op: Operation) -> None:
        print_common_parts(printer, op.operands[:1], op.operands[1:])
        _print_array(printer, op, array_name)
        printer.print_optional_attr_dict(all_attributes(op), [array_name])

    return print_


def _map_operands(op: Operation) -> tuple[Sequence[Value], Sequence[Value]]:
    return op.operands[:-1], op.operands[-1:]


def _reduce_operands(op: Operation) -> tuple[Sequence[Value], Sequence[Value]]:
    half = len(op.operands) // 2
    return op.operands[:half], op.operands[half:]


def _init_names(
    split: Callable[[Operation], tuple[Sequence[Value], Sequence[Value]]],
) -> Callable[[Operation, Region, SetName], None]:
    def names(op: Operation, region: Region, set_name: SetName) -> None:
        if region.blocks:
            count = len(split(op)[0])
            for index, argument in enumerate(region.blocks[0].arguments):
                set_name(argument, "in" if index < count else "init")

    return names


MAP_FORM = CustomForm(
    _payload_parser(None, init_first=False),
    _payload_printer(None, False, _map_operands),
    block_argument_names=_init_names(_map_operands),
)
REDUCE_FORM = CustomForm(
    _payload_parser("dimensions", init_first=True),
    _payload_printer("dimensions", True, _reduce_operands),
    block_argument_names=_init_names(_reduce_operands),
)
TRANSPOSE_FORM = CustomForm(_identity_parser("permutation"), _identity_printer("permutation"))
BROADCAST_FORM = CustomForm(_identity_parser("dimensions"), _identity_printer("dimensions"))
