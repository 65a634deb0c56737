"""`omp.loop_nest` (MLIR's `LoopNestOp::parse` and `print`):

    omp.loop_nest (%i, %j) : index = (%lb0, %lb1) to (%ub0, %ub1) [inclusive]
        step (%s0, %s1) [collapse(2)] [tiles(4, 8)] { body }

The induction variables are the body's entry block arguments, all of the bounds' type."""

from __future__ import annotations

from ...asm.format.groups import dense_array
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import UNIT, IntegerAttr
from ...ir.operation import Operation
from ...ir.types import I64


def parse_loop_nest(parser: OpAsmParser, state: OperationState) -> None:
    ivs = parser.parse_argument_list("paren")
    loop_type = parser.parse_colon_type()
    parser.parse_equal()
    lower = parser.parse_operand_list("paren", required_count=len(ivs))
    parser.parse_keyword("to")
    upper = parser.parse_operand_list("paren", required_count=len(ivs))
    for iv in ivs:
        iv.type = loop_type
    if parser.parse_optional_keyword("inclusive") is not None:
        state.add_attribute("loop_inclusive", UNIT)
    parser.parse_keyword("step")
    steps = parser.parse_operand_list("paren", required_count=len(ivs))
    if parser.parse_optional_keyword("collapse") is not None:
        parser.parse_l_paren()
        collapse = parser.parse_integer()
        parser.parse_r_paren()
        if collapse > 1:
            state.add_attribute("collapse_num_loops", IntegerAttr(collapse, I64))
    if parser.parse_optional_keyword("tiles") is not None:
        tiles: list[int] = []
        parser.parse_l_paren()
        parser.parse_comma_separated_list(None, lambda: tiles.append(parser.parse_integer()))
        parser.parse_r_paren()
        state.add_attribute("tile_sizes", dense_array(tiles, "i64"))
    parser.parse_region(state.add_region(), ivs)
    for operands in (lower, upper, steps):
        state.operands += parser.resolve_operands(operands, [loop_type] * len(operands))
    parser.parse_optional_attr_dict(state)


def print_loop_nest(printer: OpAsmPrinter, op: Operation) -> None:
    """As MLIR prints it: without the attribute dictionary."""
    region = op.regions[0]
    ivs = list(region.blocks[0].arguments) if region.blocks else []
    count = len(op.operands) // 3
    bounds = [op.operands[i * count : (i + 1) * count] for i in range(3)]
    names = printer.printer.value_name
    loop_type = ivs[0].type.text if ivs else "<<NULL TYPE>>"
    printer.print(
        f" ({', '.join(map(names, ivs))}) : {loop_type} = "
        f"({', '.join(map(names, bounds[0]))}) to ({', '.join(map(names, bounds[1]))}) "
    )
    attributes = {**op.properties, **op.attributes}
    if "loop_inclusive" in attributes:
        printer.print("inclusive ")
    printer.print(f"step ({', '.join(map(names, bounds[2]))}) ")
    collapse = attributes.get("collapse_num_loops")
    if isinstance(collapse, IntegerAttr) and collapse.value > 1:
        printer.print(f"collapse({collapse.value}) ")
    tiles = attributes.get("tile_sizes")
    if tiles is not None:
        body = tiles.text.partition(":")[2].removesuffix(">").strip()
        printer.print(f"tiles({body}) ")
    printer.print_region(region, print_entry_block_args=False)
