"""`affine.parallel`'s custom form (AffineOps.cpp's `AffineParallelOp::parse` / `print`):
`(%i, %j) = (lb, max(lb1, lb2)) to (ub, min(...)) [step (2, 4)] [reduce ("addf") -> (f32)]
{ body }`, each bound a group of expressions over SSA values kept as one flat map and the
sizes of its groups; the body's `affine.yield` left out when the loop returns nothing."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...asm.affine_syntax import parse_map_of_ssa_ids
from ...asm.format.enum_syntax import enum_table
from ...asm.format.enums import Enum
from ...asm.format_data import FORMATS
from ...asm.op_asm_parser import OpAsmParser, UnresolvedOperand
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir import json_blocks
from ...ir.affine import AffineExpr, AffineMap, DimExpr, SymbolExpr, expr_text, map_attribute
from ...ir.affine.expr import constant_value
from ...ir.affine.replace import replace_dims_and_symbols, shift_inputs
from ...ir.attributes import ArrayAttr, Attribute, IntegerAttr, StringAttr
from ...ir.operation import Operation, Value
from ...ir.types import I64, INDEX, NONE, OpaqueType
from .. import elements
from .operand_lists import ensure_terminator, op_map, print_map_of_ssa_ids, ssa_input_names

LOWER_MAP, LOWER_GROUPS = "lowerBoundsMap", "lowerBoundsGroups"
UPPER_MAP, UPPER_GROUPS = "upperBoundsMap", "upperBoundsGroups"
STEPS, REDUCTIONS = "steps", "reductions"
_ELIDED = (REDUCTIONS, LOWER_MAP, LOWER_GROUPS, UPPER_MAP, UPPER_GROUPS, STEPS)
_REDUCTION_KIND = "::mlir::arith::AtomicRMWKind"


def reduction_kinds() -> Enum:
    """arith's `AtomicRMWKind` from ODS (the tables of a dialect whose ops use it)."""
    tables: Any = json_blocks.block(FORMATS, "memref")
    return enum_table(tables, _REDUCTION_KIND)


def parse_parallel(parser: OpAsmParser, state: OperationState) -> None:
    """MLIR's `AffineParallelOp::parse`."""
    ivs = parser.parse_argument_list("paren")
    parser.parse_equal()
    _parse_bound(parser, state, LOWER_MAP, LOWER_GROUPS, "max")
    parser.parse_keyword("to")
    _parse_bound(parser, state, UPPER_MAP, UPPER_GROUPS, "min")
    state.add_attribute(STEPS, _i64_array(_parse_steps(parser, len(ivs))))
    reductions = []
    if parser.parse_optional_keyword("reduce") is not None:
        kinds = dict(reduction_kinds().cases)

        def reduction() -> None:
            pos = parser.current_location()
            attr = parser.parse_attribute(NONE)
            if not isinstance(attr, StringAttr):
                parser.parser.error("invalid kind of attribute specified", pos)
            kind = kinds.get(attr.value)
            if kind is None:
                parser.emit_error(pos, f"invalid reduction value: {attr.text}")
            reductions.append(kind)

        parser.parse_l_paren()
        parser.parse_comma_separated_list(None, reduction)
        parser.parse_r_paren()
    state.add_attribute(REDUCTIONS, _i64_array(reductions))
    state.result_types += parser.parse_optional_arrow_type_list()
    for iv in ivs:
        iv.type = INDEX
    body = state.add_region()
    parser.parse_region(body, ivs)
    parser.parse_optional_attr_dict(state)
    ensure_terminator(body, state)


def _parse_steps(parser: OpAsmParser, count: int) -> list[int]:
    """`step (2, 4)` as constants (all 1 without it)."""
    if parser.parse_optional_keyword("step") is None:
        return [1] * count
    map, _ = parse_map_of_ssa_ids(parser.parser, "(")
    steps = [constant_value(expr) for expr in map.results]
    if None in steps:
        parser.emit_error(parser.name_loc, "steps must be constant integers")
    return [step for step in steps if step is not None]


def _parse_bound(
    parser: OpAsmParser, state: OperationState, map_name: str, groups_name: str, keyword: str
) -> None:
    """MLIR's `parseAffineMapWithMinMax`: the groups of a bound as one flat map over its
    distinct values (dimensions, then symbols, each in order of first use), the sizes of
    its groups, and those values as the op's next operands."""
    parser.parse_l_paren()
    if parser.parse_optional_r_paren():
        state.add_attribute(map_name, map_attribute(AffineMap(0, 0, ())))
        state.add_attribute(groups_name, _i32_tensor([]))
        return
    exprs: list[AffineExpr] = []
    dims: list[list[UnresolvedOperand]] = []
    symbols: list[list[UnresolvedOperand]] = []
    groups: list[int] = []

    def group() -> None:
        grouped = parser.parse_optional_keyword(keyword) is not None
        map, uses = parse_map_of_ssa_ids(parser.parser, "(" if grouped else None)
        exprs.extend(map.results)
        dims.extend([_unresolved(uses.dims)] * len(map.results))
        symbols.extend([_unresolved(uses.symbols)] * len(map.results))
        groups.append(len(map.results))

    parser.parse_comma_separated_list(None, group)
    parser.parse_r_paren()
    total_dims = total_symbols = 0
    for index, expr in enumerate(exprs):
        num_dims, num_symbols = len(dims[index]), len(symbols[index])
        exprs[index] = shift_inputs(expr, num_dims, total_dims, num_symbols, total_symbols)
        total_dims += num_dims
        total_symbols += num_symbols
    dim_values, dim_replacements = _deduplicate(parser, dims, DimExpr)
    symbol_values, symbol_replacements = _deduplicate(parser, symbols, SymbolExpr)
    state.operands += dim_values + symbol_values
    flat = tuple(replace_dims_and_symbols(e, dim_replacements, symbol_replacements) for e in exprs)
    state.add_attribute(
        map_name, map_attribute(AffineMap(len(dim_values), len(symbol_values), flat))
    )
    state.add_attribute(groups_name, _i32_tensor(groups))


def _unresolved(uses: Sequence[Any]) -> list[UnresolvedOperand]:
    return [UnresolvedOperand(use.name, use.number, use.pos) for use in uses]


def _deduplicate(
    parser: OpAsmParser,
    lists: Sequence[Sequence[UnresolvedOperand]],
    kind: type[DimExpr] | type[SymbolExpr],
) -> tuple[list[Value], list[AffineExpr]]:
    """MLIR's `deduplicateAndResolveOperands`: the distinct values of `lists` (index
    typed), and per listed use the input of `kind` that stands for its value."""
    unique: list[Value] = []
    replacements: list[AffineExpr] = []
    for operands in lists:
        for value in parser.resolve_operands(operands, [INDEX] * len(operands)):
            if value not in unique:
                unique.append(value)
            replacements.append(kind(unique.index(value)))
    return unique, replacements


def _i32_tensor(values: Sequence[int]) -> Attribute:
    """`builder.getI32TensorAttr(values)`."""
    return elements.make(OpaqueType(f"tensor<{len(values)}xi32>"), values)


def _i64_array(values: Sequence[int]) -> ArrayAttr:
    """`builder.getI64ArrayAttr(values)`."""
    return ArrayAttr(tuple(IntegerAttr(value, I64) for value in values))


def _integers(attr: Attribute | None) -> list[int]:
    """The values of an array of integers."""
    assert isinstance(attr, ArrayAttr)
    return [element.value for element in attr.elements if isinstance(element, IntegerAttr)]


def _group_sizes(op: Operation, name: str) -> list[int]:
    """The sizes of a bound's groups (none in `dense<>`)."""
    constant = elements.read(op.get_attr(name))
    return [] if constant is None else constant.elements()


def print_parallel(printer: OpAsmPrinter, op: Operation) -> None:
    """MLIR's `AffineParallelOp::print`."""
    body = op.regions[0]
    printer.print(" (")
    printer.print_operands(body.blocks[0].arguments)
    printer.print(") = (")
    lower = op_map(op, LOWER_MAP)
    operands = op.operands
    _print_bound(printer, op, LOWER_MAP, LOWER_GROUPS, operands[: lower.num_inputs], "max")
    printer.print(") to (")
    upper_operands = operands[lower.num_inputs :]
    _print_bound(printer, op, UPPER_MAP, UPPER_GROUPS, upper_operands, "min")
    printer.print(")")
    steps = _integers(op.get_attr(STEPS))
    if any(step != 1 for step in steps):
        printer.print(" step (" + ", ".join(map(str, steps)) + ")")
    if op.results:
        names = dict((value, text) for text, value in reduction_kinds().cases)
        kinds = ", ".join(f'"{names[kind]}"' for kind in _integers(op.get_attr(REDUCTIONS)))
        printer.print(f" reduce ({kinds}) -> (")
        printer.print_types(result.type for result in op.results)
        printer.print(")")
    printer.print(" ")
    printer.print_region(
        body, print_entry_block_args=False, print_block_terminators=bool(op.results)
    )
    printer.print_optional_attr_dict({**op.properties, **op.attributes}, _ELIDED)


def _print_bound(
    printer: OpAsmPrinter,
    op: Operation,
    map_name: str,
    groups_name: str,
    operands: Sequence[Value],
    keyword: str,
) -> None:
    """MLIR's `printMinMaxBound`: each group a lone expression, or `keyword(...)`."""
    map = op_map(op, map_name)
    start = 0
    name = ssa_input_names(printer, map.num_dims, operands)
    for index, size in enumerate(_group_sizes(op, groups_name)):
        printer.print(", " if index else "")
        if size == 1:
            printer.print(expr_text(map.results[start], name))
        else:
            printer.print(keyword + "(")
            piece = AffineMap(map.num_dims, map.num_symbols, map.results[start : start + size])
            print_map_of_ssa_ids(printer, piece, operands)
            printer.print(")")
        start += size
