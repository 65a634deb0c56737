"""`memref.transpose` (MLIR's `TransposeOp::parse` and `print`): `%in (d0, d1) -> (d1, d0)
[{attrs}] : source type to result type`, the permutation a bare affine map."""

from __future__ import annotations

from ...asm.affine_syntax import report
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.affine import AffineMap, AffineSyntaxError, map_attribute, parse_map_or_set
from ...ir.operation import Operation

_PREFIX = "affine_map<"


def parse_transpose(parser: OpAsmParser, state: OperationState) -> None:
    source = parser.parse_operand()
    permutation = _parse_affine_map(parser)
    parser.parse_optional_attr_dict(state)
    state.operands = [parser.resolve_operand(source, parser.parse_colon_type())]
    parser.parse_keyword("to")
    state.result_types = [parser.parse_type()]
    state.add_attribute("permutation", map_attribute(permutation))


def _parse_affine_map(parser: OpAsmParser) -> AffineMap:
    """MLIR's `parseAffineMap`: a map without `affine_map<...>` around it."""
    cursor = parser.parser
    cursor.skip_ws()
    pos = cursor.pos
    try:
        found, end = parse_map_or_set(cursor.text, pos)
    except AffineSyntaxError as problem:
        report(cursor, problem)
    if not isinstance(found, AffineMap):
        parser.emit_error(pos, "expected AffineMap, but got IntegerSet")
    cursor.pos = end
    return found


def print_transpose(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    permutation = attributes.get("permutation")
    text = permutation.text if permutation is not None else ""
    printer.print(" ")
    printer.print_operand(op.operands[0])
    printer.print(
        " ", text.removeprefix(_PREFIX).removesuffix(">") if text.startswith(_PREFIX) else text
    )
    printer.print_optional_attr_dict(attributes, ("permutation",))
    printer.print(" : ", op.operands[0].type.text, " to ", op.result_types[0].text)
