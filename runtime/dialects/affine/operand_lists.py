"""What the affine ops' syntax shares (AffineOps.cpp): a map attribute and its dimension and
symbol operands `(%d0, ...)[%s0, ...]`, maps over SSA values written inline
(`%i + 1, symbol(%n)`), and the implicit `affine.yield` terminator of their regions."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...asm.affine_syntax import parse_map_of_ssa_ids
from ...asm.op_asm_parser import OpAsmParser, UnresolvedOperand
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.affine import AffineMap, IntegerSet, expr_text, map_attribute, map_of, set_of
from ...ir.context import Trait
from ...ir.operation import Block, Operation, Region, Value
from ...ir.types import INDEX, OpaqueType, Type, keyword_type


def parse_map_attribute(parser: OpAsmParser, name: str, state: OperationState) -> AffineMap:
    """An `affine_map<...>` attribute (or its alias), kept in `state` as `name`."""
    pos = parser.current_location()
    attr = parser.parse_attribute()
    found = map_of(attr)
    if found is None:
        parser.parser.error("invalid kind of attribute specified", pos)
    state.add_attribute(name, attr)
    return found


def parse_set_attribute(parser: OpAsmParser, name: str, state: OperationState) -> IntegerSet:
    """An `affine_set<...>` attribute (or its alias), kept in `state` as `name`."""
    pos = parser.current_location()
    attr = parser.parse_attribute()
    found = set_of(attr)
    if found is None:
        parser.parser.error("invalid kind of attribute specified", pos)
    state.add_attribute(name, attr)
    return found


def parse_dim_and_symbol_list(parser: OpAsmParser) -> tuple[list[UnresolvedOperand], int]:
    """MLIR's `parseDimAndSymbolList`: `(dims)` and an optional `[symbols]`; the operands
    and how many are dimensions."""
    operands = parser.parse_operand_list("paren")
    num_dims = len(operands)
    return operands + parser.parse_operand_list("optional_square"), num_dims


def resolve_indices(
    parser: OpAsmParser, operands: Sequence[UnresolvedOperand], state: OperationState
) -> None:
    """`operands`, all of type index, as the op's next operands."""
    state.operands += [parser.resolve_operand(operand, INDEX) for operand in operands]


def print_dim_and_symbol_list(
    printer: OpAsmPrinter, operands: Sequence[Value], num_dims: int
) -> None:
    """MLIR's `printDimAndSymbolList`: `(dims)`, then `[symbols]` if any."""
    printer.print("(")
    printer.print_operands(operands[:num_dims])
    printer.print(")")
    if len(operands) > num_dims:
        printer.print("[")
        printer.print_operands(operands[num_dims:])
        printer.print("]")


def parse_map_of_ssa_ids_into(
    parser: OpAsmParser, name: str, state: OperationState, opener: str = "["
) -> list[UnresolvedOperand]:
    """MLIR's `parseAffineMapOfSSAIds`: the map kept in `state` as `name`; the values it
    names (dimensions, then symbols), to resolve."""
    map, uses = parse_map_of_ssa_ids(parser.parser, opener)
    state.add_attribute(name, map_attribute(map))
    return [UnresolvedOperand(use.name, use.number, use.pos) for use in uses.all]


def print_map_of_ssa_ids(printer: OpAsmPrinter, map: AffineMap, operands: Sequence[Value]) -> None:
    """MLIR's `printAffineMapOfSSAIds`: the results, inputs named by their values
    (symbols as `symbol(%v)`)."""
    name = ssa_input_names(printer, map.num_dims, operands)
    printer.print(", ".join(expr_text(expr, name) for expr in map.results))


def ssa_input_names(
    printer: OpAsmPrinter, num_dims: int, operands: Sequence[Value]
) -> Callable[[int, bool], str]:
    """How `printAffineExprOfSSAIds` names an expression's inputs: a dimension by its value
    (`operands[position]`), a symbol as `symbol(%v)` (`operands[num_dims + position]`)."""

    def name(position: int, is_symbol: bool) -> str:
        value = printer.printer.value_name(operands[num_dims + position if is_symbol else position])
        return f"symbol({value})" if is_symbol else value

    return name


def op_map(op: Operation, name: str) -> AffineMap:
    """The map attribute `name` of a verified affine op."""
    found = map_of(op.get_attr(name))
    assert found is not None, f"{op.name.name} without its '{name}' map"
    return found


def ensure_terminator(region: Region, state: OperationState) -> None:
    """MLIR's `ensureTerminator`: a block, ending with `affine.yield` if it has no
    terminator (the custom form leaves it out)."""
    if not region.blocks:
        region.append(Block())
    block = region.blocks[-1]
    last = block.last_op
    if last is None or Trait.IS_TERMINATOR not in last.name.traits:
        yield_name = state.name.context.get_op_name("affine.yield")
        block.append(Operation(yield_name, location=state.location))


def parse_colon_memref_type(parser: OpAsmParser) -> tuple[Type, Type]:
    """`: memref<...>`, and its element type (MLIR's `parseColonType(MemRefType &)`)."""
    type = parser.parse_type_of_kind(
        "builtin.memref",
        lambda type: isinstance(type, OpaqueType) and type.text.startswith("memref<"),
        colon=True,
    )
    text = type.text
    element = _first_parameter(text[len("memref<") : -1])
    while (dimension := _leading_dimension(element)) is not None:
        element = element[dimension:]
    return type, keyword_type(element) or parser.parser.intern_type(element)


def _first_parameter(body: str) -> str:
    """`body` up to its first top-level comma."""
    depth = 0
    for index, char in enumerate(body):
        depth += char in "<([{"
        depth -= char in ">)]}"
        if char == "," and depth == 0:
            return body[:index].strip()
    return body.strip()


def _leading_dimension(shape: str) -> int | None:
    """The length of a leading `?x` / `4x` of `shape`, if it has one."""
    digits = len(shape) - len(shape.lstrip("0123456789"))
    size = 1 if shape.startswith("?") else digits
    return size + 1 if size and shape[size : size + 1] == "x" else None
