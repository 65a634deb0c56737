"""`llvm.call`, `llvm.invoke` and `llvm.call_intrinsic` (MLIR's `CallOp` / `InvokeOp` /
`CallIntrinsicOp::parse` and `print`):

    llvm.call [cconv] [tailcallkind] (@callee | %fnptr)(args) [vararg(!llvm.func<...>)]
        [op bundles] [{attrs}] : [ptr type ,] (types {attrs}) [-> result]
    llvm.invoke [cconv] (@callee | %fnptr)(args) to ^normal(...) unwind ^unwind(...)
        [vararg(...)] [op bundles] [{attrs}] : [ptr type ,] (types) [-> result]
    llvm.call_intrinsic "llvm.name"(args) [op bundles] [{attrs}] : (types {attrs}) -> result

An indirect call's callee is its first operand; the others are its arguments, then (invoke)
the successors' operands, then the bundles' (`operandSegmentSizes`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ...asm.format.groups import dense_array
from ...asm.function_syntax import add_argument_attributes, parse_call_signature, print_signature
from ...asm.op_asm_parser import OpAsmParser, UnresolvedOperand
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import Attribute, StringAttr, SymbolRefAttr, TypeAttr
from ...ir.ods import segment_sizes
from ...ir.operation import Block, Operation, Value
from .keywords import (
    CALLING_CONVENTIONS,
    TAIL_CALL_KINDS,
    enum_case,
    keyword_prefix,
    parse_enum_keyword,
)
from .op_bundles import OpBundles, parse_op_bundles, print_op_bundles, resolve_op_bundles

_ELIDED = (
    "callee var_callee_type CConv operandSegmentSizes op_bundle_sizes op_bundle_tags arg_attrs "
    "res_attrs"
).split()
_NO_FASTMATH = "#llvm.fastmath<none>"


@dataclass
class _Callee:
    """What a call reads before its trailing types: its callee operand (indirect) and
    arguments, its bundles."""

    operands: list[UnresolvedOperand]
    direct: bool
    bundles: OpBundles | None = None


def parse_call(parser: OpAsmParser, state: OperationState) -> None:
    state.add_attribute("CConv", parse_enum_keyword(parser, "cconv", CALLING_CONVENTIONS))
    state.add_attribute("TailCallKind", parse_enum_keyword(parser, "tailcallkind", TAIL_CALL_KINDS))
    callee = _parse_callee(parser, state)
    _parse_rest(parser, state, callee)
    state.add_property("operandSegmentSizes", dense_array([len(callee.operands), _size(callee)]))


def parse_invoke(parser: OpAsmParser, state: OperationState) -> None:
    state.add_attribute("CConv", parse_enum_keyword(parser, "cconv", CALLING_CONVENTIONS))
    callee = _parse_callee(parser, state)
    parser.parse_keyword("to")
    normal, normal_operands = _parse_successor(parser)
    parser.parse_keyword("unwind")
    unwind, unwind_operands = _parse_successor(parser)
    _parse_rest(parser, state, callee)
    state.successors += [normal, unwind]
    state.operands += normal_operands + unwind_operands
    sizes = [len(callee.operands), len(normal_operands), len(unwind_operands), _size(callee)]
    state.add_property("operandSegmentSizes", dense_array(sizes))


def parse_call_intrinsic(parser: OpAsmParser, state: OperationState) -> None:
    pos = parser.current_location()
    name = parser.parse_attribute()
    if not isinstance(name, StringAttr):
        parser.emit_error(pos, "invalid kind of attribute specified")
    state.add_attribute("intrin", name)
    callee = _Callee(parser.parse_operand_list("paren"), direct=True)
    callee.bundles = parse_op_bundles(parser)
    parser.parse_optional_attr_dict(state)
    _parse_trailing_types(parser, state, callee)
    resolve_op_bundles(parser, state, callee.bundles)
    state.add_property("operandSegmentSizes", dense_array([len(callee.operands), _size(callee)]))


def _size(callee: _Callee) -> int:
    return callee.bundles.size if callee.bundles is not None else 0


def _parse_successor(parser: OpAsmParser) -> tuple[Block, list[Value]]:
    """MLIR's `parseSuccessorAndUseList`: `^bb` then `(operands : types)` if there."""
    block = parser.parse_successor()
    if not parser.parse_optional_l_paren():
        return block, []
    operands = parser.parse_operand_list()
    types = parser.parse_colon_type_list()
    parser.parse_r_paren()
    return block, parser.resolve_operands(operands, types)


def _parse_callee(parser: OpAsmParser, state: OperationState) -> _Callee:
    """The function pointer operand or the callee symbol, then `(arguments)`."""
    pointer = parser.parse_optional_operand()
    operands = [pointer] if pointer is not None else []
    if pointer is None:
        pos = parser.current_location()
        callee = parser.parse_attribute()
        if not isinstance(callee, SymbolRefAttr):
            parser.emit_error(pos, "invalid kind of attribute specified")
        state.add_attribute("callee", callee)
    operands += parser.parse_operand_list("paren")
    return _Callee(operands, pointer is None)


def _parse_rest(parser: OpAsmParser, state: OperationState, callee: _Callee) -> None:
    """`vararg(...)`, the bundles, the attributes and the trailing types; the operands
    resolved."""
    if parser.parse_optional_keyword("vararg") is not None:
        parser.parse_l_paren()
        state.add_attribute("var_callee_type", parser.parse_attribute())
        parser.parse_r_paren()
    callee.bundles = parse_op_bundles(parser)
    parser.parse_optional_attr_dict(state)
    _parse_trailing_types(parser, state, callee)
    resolve_op_bundles(parser, state, callee.bundles)


def _parse_trailing_types(parser: OpAsmParser, state: OperationState, callee: _Callee) -> None:
    """MLIR's `parseCallTypeAndResolveOperands`."""
    pos = parser.current_location()
    parser.parse_colon()
    types = []
    if not callee.direct:
        types.append(parser.parse_type())
        if not parser.parse_optional_comma():
            parser.emit_error(pos, "expected indirect call to have 2 trailing types")
    signature = parse_call_signature(parser)
    if len(signature.results) > 1:
        parser.emit_error(pos, "expected function with 0 or 1 result")
    if signature.results and signature.results[0].text == "!llvm.void":
        parser.emit_error(pos, "expected a non-void result type")
    types += signature.inputs
    state.operands = parser.resolve_operands(callee.operands, types) + state.operands
    state.result_types = signature.results
    add_argument_attributes(state, signature.argument_attrs, signature.result_attrs)


def print_call(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    printer.print(" ", keyword_prefix(enum_case(attributes.get("CConv")), "ccc"))
    printer.print(keyword_prefix(enum_case(attributes.get("TailCallKind")), "none"))
    arguments = _print_callee(printer, op, attributes)
    _print_vararg_and_bundles(printer, op, attributes)
    elided = [*_ELIDED, "TailCallKind"]
    if _text(attributes.get("fastmathFlags")) == _NO_FASTMATH:
        elided.append("fastmathFlags")  # LLVMDialect.cpp's `processFMFAttr`
    printer.print_optional_attr_dict(attributes, elided)
    _print_trailing_types(printer, op, arguments, attributes)


def print_invoke(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    printer.print(" ", keyword_prefix(enum_case(attributes.get("CConv")), "ccc"))
    arguments = _print_callee(printer, op, attributes)
    sizes = segment_sizes(op, "operandSegmentSizes") or [len(op.operands), 0, 0, 0]
    start = sizes[0]
    printer.print(" to ")
    printer.print_successor_and_use_list(op.successors[0], op.operands[start : start + sizes[1]])
    start += sizes[1]
    printer.print(" unwind ")
    printer.print_successor_and_use_list(op.successors[1], op.operands[start : start + sizes[2]])
    _print_vararg_and_bundles(printer, op, attributes)
    printer.print_optional_attr_dict(attributes, _ELIDED)
    _print_trailing_types(printer, op, arguments, attributes)


def print_call_intrinsic(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    intrinsic = attributes.get("intrin")
    printer.print(" ", intrinsic.text if intrinsic is not None else "", "(")
    arguments = list(op.operands[: (segment_sizes(op, "operandSegmentSizes") or [0])[0]])
    printer.print_operands(arguments)
    printer.print(")")
    _print_vararg_and_bundles(printer, op, attributes)
    elided = [*_ELIDED, "intrin"]
    if _text(attributes.get("fastmathFlags")) == _NO_FASTMATH:
        elided.append("fastmathFlags")
    printer.print_optional_attr_dict(attributes, elided)
    _print_trailing_types(printer, op, arguments, attributes, indirect=False)


def _print_callee(
    printer: OpAsmPrinter, op: Operation, attributes: Mapping[str, Attribute]
) -> list[Value]:
    """The callee and `(arguments)`; the arguments."""
    count = (segment_sizes(op, "operandSegmentSizes") or [len(op.operands)])[0]
    operands = list(op.operands[:count])
    callee = attributes.get("callee")
    if callee is not None:
        printer.print(callee.text)
    else:
        printer.print_operand(operands.pop(0))
    printer.print("(")
    printer.print_operands(operands)
    printer.print(")")
    return operands


def _print_vararg_and_bundles(
    printer: OpAsmPrinter, op: Operation, attributes: Mapping[str, Attribute]
) -> None:
    vararg = attributes.get("var_callee_type")
    if isinstance(vararg, TypeAttr):
        printer.print(" vararg(", vararg.value.text, ")")
    segments = segment_sizes(op, "operandSegmentSizes") or []
    start = sum(segments[:-1])
    groups = []
    for size in segment_sizes(op, "op_bundle_sizes") or []:
        groups.append(op.operands[start : start + size])
        start += size
    print_op_bundles(printer, groups, attributes.get("op_bundle_tags"))


def _print_trailing_types(
    printer: OpAsmPrinter,
    op: Operation,
    arguments: list[Value],
    attributes: Mapping[str, Attribute],
    indirect: bool = True,
) -> None:
    """` : [ptr type, ](types) -> result`, the pointer's type when an indirect call (no
    `callee`) has one."""
    printer.print(" : ")
    if indirect and "callee" not in attributes and op.operands:
        printer.print(op.operands[0].type.text, ", ")
    print_signature(printer, None, [a.type for a in arguments], op.result_types, attributes)


def _text(attr: Attribute | None) -> str:
    return attr.text if attr is not None else ""
