"""`nvvm.mma.sync` (NVVMDialect.cpp's `MmaOp::parse` / `MmaOp::print`):

    nvvm.mma.sync A[%a0, %a1]  B[%b0]  C[%c0, %c1]  {attrs} : (tA, tB, tC) -> tRes

Each operand segment is one type; the PTX types of the multiplicands are inferred from
their types (`inferOperandMMAType`) and written only when they cannot be. As MLIR's parser
does, both multiplicands are inferred as accumulators (an `i32` is `s32`), and the printer
infers both from the first operand of A."""

from __future__ import annotations

from ...asm.format.groups import dense_array
from ...asm.op_asm_parser import OpAsmParser, UnresolvedOperand
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import OpaqueAttr
from ...ir.ods import segment_sizes
from ...ir.operation import Operation
from ...ir.shaped_types import top_level_parts, type_of
from ...ir.types import IntegerType, Type

_FRAGMENTS = ("A", "B", "C")
_PTX_TYPES = ("multiplicandAPtxType", "multiplicandBPtxType")
_SEGMENTS = "operandSegmentSizes"
_STRUCT = "!llvm.struct<("


def infer_mma_type(type: Type, accumulator: bool) -> str | None:
    """`MmaOp::inferOperandMMAType`: the PTX type of an operand of `type`, if inferable."""
    text = type.text
    if text == "f64":
        return "f64"
    if text in ("f16", "vector<2xf16>"):
        return "f16"
    if text == "f32":
        return "f32" if accumulator else "tf32"
    if isinstance(type, IntegerType):
        return "s32" if accumulator else None
    if text.startswith(_STRUCT) and text.endswith(")>"):
        body = top_level_parts(text[len(_STRUCT) : -2])
        return infer_mma_type(type_of(body[0]), accumulator) if body and body[0] else None
    return None


def parse_mma(parser: OpAsmParser, state: OperationState) -> None:
    fragments: list[list[UnresolvedOperand]] = []
    for name in _FRAGMENTS:
        parser.parse_keyword(name)
        fragments.append(parser.parse_operand_list("optional_square"))
    parser.parse_optional_attr_dict(state)
    parser.parse_colon()
    parser.parse_l_paren()
    types = parser.parse_type_list()
    parser.parse_r_paren()
    if len(types) != len(_FRAGMENTS):
        parser.emit_error(
            parser.name_loc,
            f"expected one type for each operand segment but got {len(types)} types",
        )
    inferred = []
    for index, (operands, type) in enumerate(zip(fragments, types)):
        state.operands += parser.resolve_operands(operands, [type] * len(operands))
        inferred.append(infer_mma_type(type, accumulator=index < 2) if operands else None)
    parser.parse_arrow()
    state.result_types.append(parser.parse_type())
    for name, ptx_type in zip(_PTX_TYPES, inferred):
        if name in state.attributes:
            continue
        if ptx_type is None:
            parser.emit_error(
                parser.name_loc,
                f"attribute {name} is not provided explicitly and cannot be inferred",
            )
        state.add_attribute(name, OpaqueAttr(f"#nvvm.mma_type<{ptx_type}>"))
    state.add_property(_SEGMENTS, dense_array([len(operands) for operands in fragments]))


def print_mma(printer: OpAsmPrinter, op: Operation) -> None:
    sizes = segment_sizes(op, _SEGMENTS) or [len(op.operands), 0, 0]
    elided = [_SEGMENTS]
    if infer_mma_type(op.operands[0].type, accumulator=False) is not None:
        elided += _PTX_TYPES
    start = 0
    firsts = []
    for name, size in zip(_FRAGMENTS, sizes):
        operands = op.operands[start : start + size]
        printer.print(f" {name}[")
        printer.print_operands(operands)
        printer.print("] ")
        firsts.append(operands[0].type.text if operands else "<<NULL TYPE>>")
        start += size
    printer.print_optional_attr_dict({**op.properties, **op.attributes}, elided)
    printer.print(" : (" + ", ".join(firsts) + ")")
    printer.print_arrow_type_list([op.results[0].type])
