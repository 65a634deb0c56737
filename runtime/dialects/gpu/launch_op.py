"""`gpu.launch` (MLIR's `LaunchOp::parse` and `print`):

    gpu.launch [async [deps]] [clusters(%cx, %cy, %cz) in (%sx = %a, %sy = %b, %sz = %c)]
        blocks(...) in (...) threads(...) in (...) [dynamic_shared_memory_size %m]
        [module(@m)] [function(@f)] [workgroup(...)] [private(...)] { body } [{attrs}]

The body's entry block arguments: block ids, thread ids, grid sizes, block sizes (then
cluster ids and sizes), then the attributions; the operands: the dependencies, grid and
block sizes, cluster sizes, the shared memory size (`operandSegmentSizes`)."""

from __future__ import annotations

from collections.abc import Sequence

from ...asm.format.directives import Slot
from ...asm.format.directives.async_dependencies import ASYNC_TOKEN, parse_async_dependencies
from ...asm.format.groups import dense_array
from ...asm.op_asm_parser import Argument, OpAsmParser, UnresolvedOperand
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import Attribute, IntegerAttr
from ...ir.ods import segment_sizes
from ...ir.operation import BlockArgument, Operation, Value
from ...ir.types import I32, INDEX
from .attributions import WORKGROUP_COUNT, parse_attributions, print_attributions

_ELIDED = ("operandSegmentSizes", WORKGROUP_COUNT, "module", "function")


def parse_launch(parser: OpAsmParser, state: OperationState) -> None:
    slots = [Slot("type"), Slot("operand", "variadic")]
    parse_async_dependencies(parser, slots)
    state.operands = parser.resolve_operands(slots[1].value, [ASYNC_TOKEN] * len(slots[1].value))
    if slots[0].value is not None and parser.num_results:
        state.result_types = [ASYNC_TOKEN]
    clusters = parser.parse_optional_keyword("clusters") is not None
    cluster = _parse_size_assignment(parser) if clusters else None
    parser.parse_keyword("blocks")
    blocks = _parse_size_assignment(parser)
    parser.parse_keyword("threads")
    threads = _parse_size_assignment(parser)
    sizes = blocks[2] + threads[2] + (cluster[2] if cluster else [])
    state.operands += parser.resolve_operands(sizes, [INDEX] * len(sizes))
    shared = parser.parse_optional_keyword("dynamic_shared_memory_size") is not None
    if shared:
        state.operands.append(parser.resolve_operand(parser.parse_operand(), I32))
    for name in ("module", "function"):
        if parser.parse_optional_keyword(name) is not None:
            parser.parse_l_paren()
            state.add_attribute(name, parser.parse_attribute())
            parser.parse_r_paren()
    names = blocks[0] + threads[0] + blocks[1] + threads[1]
    names += cluster[0] + cluster[1] if cluster else []
    arguments = [Argument(name, INDEX) for name in names]
    workgroup = parse_attributions(parser, "workgroup")
    state.add_attribute(WORKGROUP_COUNT, IntegerAttr(len(workgroup)))
    arguments += workgroup + parse_attributions(parser, "private")
    parser.parse_region(state.add_region(), arguments)
    parser.parse_optional_attr_dict(state)
    segments = [len(slots[1].value), 1, 1, 1, 1, 1, 1, *[int(clusters)] * 3, int(shared)]
    state.add_property("operandSegmentSizes", dense_array(segments))


_Assignment = tuple[list[UnresolvedOperand], list[UnresolvedOperand], list[UnresolvedOperand]]


def _parse_size_assignment(parser: OpAsmParser) -> _Assignment:
    """`(%ix, %iy, %iz) in (%sx = %a, %sy = %b, %sz = %c)`: the ids, the size arguments
    and the sizes."""
    ids = parser.parse_operand_list("paren", allow_result_number=False)
    parser.parse_keyword("in")
    parser.parse_l_paren()
    names, sizes = [], []
    for index in range(3):
        if index:
            parser.parse_comma()
        names.append(parser.parse_operand(allow_result_number=False))
        parser.parse_equal()
        sizes.append(parser.parse_operand())
    parser.parse_r_paren()
    return ids, names, sizes


def print_launch(printer: OpAsmPrinter, op: Operation) -> None:
    segments = segment_sizes(op, "operandSegmentSizes") or [0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0]
    dependencies = op.operands[: segments[0]]
    if op.results:
        printer.print(" async")
        if dependencies:
            printer.print(" [")
            printer.print_operands(dependencies)
            printer.print("]")
    sizes = op.operands[segments[0] :]
    body = op.regions[0]
    arguments = body.blocks[0].arguments if body.blocks else []
    clusters = segments[7] == 1
    if clusters:
        _print_size_assignment(printer, "clusters", arguments[12:18], sizes[6:9])
    _print_size_assignment(printer, "blocks", arguments[0:3] + arguments[6:9], sizes[0:3])
    _print_size_assignment(printer, "threads", arguments[3:6] + arguments[9:12], sizes[3:6])
    if segments[10]:
        printer.print(" dynamic_shared_memory_size ")
        printer.print_operand(op.operands[-1])
    attributes = {**op.properties, **op.attributes}
    for name in ("module", "function"):
        if name in attributes:
            printer.print(f" {name}(", attributes[name].text, ")")
    _print_attributions(
        printer, arguments[18 if clusters else 12 :], attributes.get(WORKGROUP_COUNT)
    )
    printer.print(" ")
    printer.print_region(body, print_entry_block_args=False)
    printer.print_optional_attr_dict(attributes, _ELIDED)


def _print_size_assignment(
    printer: OpAsmPrinter, keyword: str, arguments: Sequence[Value], sizes: Sequence[Value]
) -> None:
    """` keyword(%ix, %iy, %iz) in (%sx = %a, ...)`: `arguments` the ids, then the size
    arguments."""
    printer.print(f" {keyword}(")
    printer.print_operands(arguments[:3])
    printer.print(") in (")
    for index, (argument, size) in enumerate(zip(arguments[3:], sizes)):
        if index:
            printer.print(", ")
        printer.print_operand(argument)
        printer.print(" = ")
        printer.print_operand(size)
    printer.print(")")


def _print_attributions(
    printer: OpAsmPrinter, arguments: Sequence[BlockArgument], count: Attribute | None
) -> None:
    workgroup = count.value if isinstance(count, IntegerAttr) else 0
    print_attributions(printer, "workgroup", arguments[:workgroup])
    print_attributions(printer, "private", arguments[workgroup:])
