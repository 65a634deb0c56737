"""`gpu.func` (MLIR's `GPUFuncOp::parse` and `print`): `@name(%args) [-> results]
[workgroup(...)] [private(...)] [kernel] [attributes {...}] { body }`, its arguments named,
its attributions entry block arguments after them (not in its `function_type`)."""

from __future__ import annotations

from collections.abc import Mapping

from ...asm.function_syntax import (
    add_argument_attributes,
    parse_signature_with_arguments,
    print_signature,
)
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import UNIT, Attribute, IntegerAttr, StringAttr, TypeAttr
from ...ir.operation import Operation
from ...ir.types import FunctionType
from .attributions import (
    WORKGROUP_COUNT,
    attribution_attrs,
    parse_attributions,
    print_attributions,
)

KERNEL = "gpu.kernel"
_ELIDED = (
    "sym_name",
    WORKGROUP_COUNT,
    KERNEL,
    "function_type",
    "arg_attrs",
    "res_attrs",
    "workgroup_attrib_attrs",
    "private_attrib_attrs",
)


def parse_gpu_func(parser: OpAsmParser, state: OperationState) -> None:
    state.add_attribute("sym_name", parser.parse_symbol_name())
    pos = parser.current_location()
    signature = parse_signature_with_arguments(parser, allow_variadic=False)
    if signature.arguments and not signature.arguments[0].ssa_name.name:
        parser.emit_error(pos, "gpu.func requires named arguments")
    state.add_attribute(
        "function_type", TypeAttr(FunctionType(signature.inputs, signature.results))
    )
    add_argument_attributes(state, signature.argument_attrs, signature.result_attrs)
    arguments = list(signature.arguments)
    for keyword in ("workgroup", "private"):
        attributions = parse_attributions(parser, keyword)
        if keyword == "workgroup":
            state.add_attribute(WORKGROUP_COUNT, IntegerAttr(len(attributions)))
        attrs = attribution_attrs(attributions)
        if attrs is not None:
            state.add_attribute(f"{keyword}_attrib_attrs", attrs)
        arguments += attributions
    if parser.parse_optional_keyword("kernel") is not None:
        state.add_attribute(KERNEL, UNIT)
    parser.parse_optional_attr_dict_with_keyword(state)
    parser.parse_region(state.add_region(), arguments)


def print_gpu_func(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = {**op.properties, **op.attributes}
    name = attributes.get("sym_name")
    printer.print(" ")
    printer.print_symbol_name(name.value if isinstance(name, StringAttr) else "")
    signature = attributes.get("function_type")
    type = signature.value if isinstance(signature, TypeAttr) else None
    inputs = type.inputs if isinstance(type, FunctionType) else ()
    print_signature(
        printer, op, inputs, type.results if isinstance(type, FunctionType) else (), attributes
    )
    _print_attributions(printer, op, len(inputs), attributes)
    if KERNEL in attributes:
        printer.print(" kernel")
    printer.print_optional_attr_dict_with_keyword(attributes, _ELIDED)
    printer.print(" ")
    printer.print_region(op.regions[0], print_entry_block_args=False)


def _print_attributions(
    printer: OpAsmPrinter, op: Operation, inputs: int, attributes: Mapping[str, Attribute]
) -> None:
    body = op.regions[0]
    arguments = body.blocks[0].arguments[inputs:] if body.blocks else []
    count = attributes.get(WORKGROUP_COUNT)
    workgroup = count.value if isinstance(count, IntegerAttr) else 0
    print_attributions(
        printer, "workgroup", arguments[:workgroup], attributes.get("workgroup_attrib_attrs")
    )
    print_attributions(
        printer, "private", arguments[workgroup:], attributes.get("private_attrib_attrs")
    )
