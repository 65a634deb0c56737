"""The custom syntax of function-like ops (MLIR's mlir/lib/Interfaces/FunctionImplementation.cpp
and CallInterfaces.cpp): `[visibility] @name(%arg: type {attrs} loc(...), ...) -> (type
{attrs}, ...) [attributes {...}] [{ body }]`, the argument and result attributes kept in
`arg_attrs` / `res_attrs`, an external function's arguments written as types alone. Ops with
a syntax of their own around the signature (`llvm.func`, `gpu.func`) use its parts:
`parse_signature_with_arguments`, `add_argument_attributes`, `print_signature`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..ir.attributes import ArrayAttr, Attribute, DictionaryAttr, StringAttr, TypeAttr
from ..ir.operation import Operation
from ..ir.types import FunctionType, Type
from . import custom_form
from .op_asm_parser import Argument, OpAsmParser, UnresolvedOperand
from .op_asm_printer import OpAsmPrinter
from .operation_state import OperationState

VISIBILITY = "sym_visibility"
SYMBOL = "sym_name"
TYPE = "function_type"
ARG_ATTRS = "arg_attrs"
RES_ATTRS = "res_attrs"
_INFERRED = (VISIBILITY, SYMBOL, TYPE)
# A signature as mlir-opt prints most: a bare name, named arguments of one-word types without
# attributes or locations, at most one result, no `attributes {...}`, and the body next.
_SIMPLE_ARGUMENT = re.compile(r"(%[\w$.\-]+): ([\w.]+)", re.ASCII)
_ARGUMENT = r"%[\w$.\-]+: [\w.]+"
_SIMPLE_SIGNATURE = re.compile(
    rf" ?@([A-Za-z_][\w$.]*)\(((?:{_ARGUMENT}(?:, {_ARGUMENT})*)?)\)(?: -> ([\w.]+))? (?=\{{)",
    re.ASCII,
)


@dataclass
class Signature:
    """A signature as written (MLIR's `parseFunctionSignatureWithArguments`'s outputs): the
    arguments (named, or types alone), the result types and attributes, and whether an
    ellipsis ended the arguments."""

    arguments: list[Argument]
    results: list[Type]
    result_attrs: list[dict[str, Attribute]]
    variadic: bool = False

    @property
    def inputs(self) -> list[Type]:
        return [argument.type for argument in self.arguments if argument.type is not None]

    @property
    def argument_attrs(self) -> list[dict[str, Attribute]]:
        return [argument.attributes for argument in self.arguments]


def parse_signature_with_arguments(parser: OpAsmParser, allow_variadic: bool) -> Signature:
    """`(arguments) [-> results]`, the arguments possibly ending in `...` when
    `allow_variadic`."""
    arguments, variadic = _parse_arguments(parser, allow_variadic)
    results, result_attrs = _parse_results(parser) if parser.parse_optional_arrow() else ([], [])
    return Signature(arguments, results, result_attrs, variadic)


def parse_function_op(parser: OpAsmParser, state: OperationState) -> None:
    """MLIR's `parseFunctionOp` (not variadic): into `state`, the body region (empty for
    an external function) included."""
    arguments = _simple_signature(parser, state) if custom_form.FAST_PATHS else None
    if arguments is None:
        arguments = _parse_signature(parser, state)
    body = state.add_region()
    pos = parser.current_location()
    if parser.parse_optional_region(body, arguments) and not body.blocks:
        parser.emit_error(pos, "expected non-empty function body")


def _parse_signature(parser: OpAsmParser, state: OperationState) -> list[Argument]:
    """Visibility, name, arguments, results and `attributes {...}` into `state`; the
    arguments, to name the body's."""
    visibility = parser.parse_optional_keyword(("public", "private", "nested"))
    if visibility is not None:
        state.add_attribute(VISIBILITY, StringAttr(visibility))
    state.add_attribute(SYMBOL, parser.parse_symbol_name())
    signature = parse_signature_with_arguments(parser, allow_variadic=False)
    state.add_attribute(TYPE, TypeAttr(FunctionType(signature.inputs, signature.results)))
    _parse_function_attributes(parser, state)
    add_argument_attributes(state, signature.argument_attrs, signature.result_attrs)
    return signature.arguments


def _simple_signature(parser: OpAsmParser, state: OperationState) -> list[Argument] | None:
    """`_parse_signature`'s fast path: a signature spelled as `_SIMPLE_SIGNATURE` has it,
    read as the general path reads it (each type by `parse_type`, to where the expression
    ends it); None (the cursor unmoved) otherwise."""
    cursor = parser.parser
    start = cursor.pos
    simple = _SIMPLE_SIGNATURE.match(cursor.text, start)
    if simple is None:
        return None
    arguments: list[Argument] = []
    for argument in _SIMPLE_ARGUMENT.finditer(cursor.text, *simple.span(2)):
        type = _type_at(parser, argument.start(2), argument.end(2))
        name = UnresolvedOperand(argument.group(1), 0, argument.start(1))
        arguments.append(Argument(name, type))
    result = simple.start(3)
    results = [] if result < 0 else [_type_at(parser, result, simple.end(3))]
    if any(found is None for found in results) or any(a.type is None for a in arguments):
        cursor.pos = start
        return None
    state.add_attribute(SYMBOL, StringAttr(simple.group(1)))
    inputs = [argument.type for argument in arguments]
    state.add_attribute(TYPE, TypeAttr(FunctionType(inputs, results)))  # type: ignore[arg-type]
    cursor.pos = simple.end()
    return arguments


def _type_at(parser: OpAsmParser, start: int, end: int) -> Type | None:
    """The type read from `start`, if it ends at `end`."""
    parser.parser.pos = start
    found = parser.parse_type()
    return found if parser.parser.pos == end else None


def _parse_arguments(parser: OpAsmParser, allow_variadic: bool) -> tuple[list[Argument], bool]:
    """MLIR's `parseFunctionArgumentList`: all named (`%a: type`) or all types, then `...`
    if allowed; and whether there was one."""
    arguments: list[Argument] = []
    variadic = False

    def parse_one() -> None:
        nonlocal variadic
        if variadic:
            parser.emit_error(
                parser.current_location(),
                "variadic arguments must be in the end of the argument list",
            )
        if allow_variadic and parser.parse_optional_ellipsis():
            variadic = True
            return
        argument = parser.parse_optional_argument(allow_type=True, allow_attrs=True)
        if argument is not None:
            if arguments and not arguments[-1].ssa_name.name:
                parser.emit_error(argument.ssa_name.pos, "expected type instead of SSA identifier")
        else:
            pos = parser.current_location()
            if arguments and arguments[-1].ssa_name.name:
                parser.emit_error(pos, "expected SSA identifier")
            argument = _unnamed_argument(parser, pos)
        arguments.append(argument)

    parser.parse_comma_separated_list("paren", parse_one)
    return arguments, variadic


def _unnamed_argument(parser: OpAsmParser, pos: int) -> Argument:
    """`type {attrs} loc(...)`: an external function's argument."""
    argument = Argument(UnresolvedOperand("", 0, pos), parser.parse_type())
    if parser.parser.skip_ws() == "{":
        argument.attributes = parser.parse_attribute_dictionary().entries
    argument.location = parser.parse_optional_location_specifier()
    return argument


def parse_call_signature(parser: OpAsmParser) -> Signature:
    """MLIR's `call_interface_impl::parseFunctionSignature`: `(type {attrs}, ...)` then
    `-> results` if there; the arguments are unnamed."""
    arguments: list[Argument] = []

    def parse_one() -> None:
        pos = parser.current_location()
        argument = Argument(UnresolvedOperand("", 0, pos), parser.parse_type())
        if parser.parser.skip_ws() == "{":
            argument.attributes = parser.parse_attribute_dictionary().entries
        arguments.append(argument)

    parser.parse_comma_separated_list("paren", parse_one)
    results, result_attrs = _parse_results(parser) if parser.parse_optional_arrow() else ([], [])
    return Signature(arguments, results, result_attrs)


def _parse_results(parser: OpAsmParser) -> tuple[list[Type], list[dict[str, Attribute]]]:
    """MLIR's `parseFunctionResultList`: a type, or `(type {attrs}, ...)`."""
    types: list[Type] = []
    attributes: list[dict[str, Attribute]] = []
    if not parser.parse_optional_l_paren():
        return [parser.parse_type()], [{}]
    if parser.parse_optional_r_paren():
        return types, attributes

    def parse_one() -> None:
        types.append(parser.parse_type())
        found = parser.parse_attribute_dictionary() if parser.parser.skip_ws() == "{" else None
        attributes.append(found.entries if found is not None else {})

    parser.parse_comma_separated_list(None, parse_one)
    parser.parse_r_paren()
    return types, attributes


def _parse_function_attributes(parser: OpAsmParser, state: OperationState) -> None:
    """`attributes {...}`, which must not hold what the syntax says elsewhere."""
    pos = parser.current_location()
    explicit = OperationState(state.name, state.location)
    parser.parse_optional_attr_dict_with_keyword(explicit)
    for name in _INFERRED:
        if name in explicit.attributes:
            parser.emit_error(
                pos,
                f"'{name}' is an inferred attribute and should not be specified in the "
                "explicit attribute dictionary",
            )
    for name, value in explicit.attributes.items():
        state.add_attribute(name, value)


def add_argument_attributes(
    state: OperationState,
    argument_attrs: Sequence[Mapping[str, Attribute]],
    result_attrs: Sequence[Mapping[str, Attribute]],
) -> None:
    """MLIR's `addArgAndResultAttrs`: `arg_attrs` / `res_attrs` when any is not empty."""
    for name, attrs in ((ARG_ATTRS, argument_attrs), (RES_ATTRS, result_attrs)):
        if any(attrs):
            state.add_attribute(name, ArrayAttr(DictionaryAttr(a) for a in attrs))


def print_function_op(printer: OpAsmPrinter, op: Operation) -> None:
    """MLIR's `printFunctionOp` (not variadic)."""
    attributes = {**op.properties, **op.attributes}
    printer.print(" ")
    visibility = attributes.get(VISIBILITY)
    if isinstance(visibility, StringAttr):
        printer.print(visibility.value, " ")
    name = attributes.get(SYMBOL)
    printer.print_symbol_name(name.value if isinstance(name, StringAttr) else "")
    signature = attributes.get(TYPE)
    function_type = signature.value if isinstance(signature, TypeAttr) else None
    if isinstance(function_type, FunctionType):
        print_signature(printer, op, function_type.inputs, function_type.results, attributes)
    printer.print_optional_attr_dict_with_keyword(
        attributes, (SYMBOL, VISIBILITY, TYPE, ARG_ATTRS, RES_ATTRS)
    )
    body = op.regions[0] if op.regions else None
    if body is not None and body.blocks:
        printer.print(" ")
        printer.print_region(body, print_entry_block_args=False)


def print_signature(
    printer: OpAsmPrinter,
    op: Operation | None,
    inputs: Sequence[Type],
    results: Sequence[Type],
    attributes: Mapping[str, Attribute],
    variadic: bool = False,
) -> None:
    """MLIR's `printFunctionSignature`: named arguments when there is a body, `...` last
    when `variadic`; `attributes` holds `arg_attrs` and `res_attrs`. Without an op, a
    call's signature (`call_interface_impl::printFunctionSignature`): types alone, and
    `-> ()` for no result."""
    body = op.regions[0] if op is not None and op.regions else None
    entry = body.blocks[0] if body is not None and body.blocks else None
    argument_attrs = _per_index(attributes.get(ARG_ATTRS))
    printer.print("(")
    for index, type in enumerate(inputs):
        if index:
            printer.print(", ")
        attrs = argument_attrs[index] if index < len(argument_attrs) else {}
        if entry is not None and index < len(entry.arguments):
            printer.print_region_argument(entry.arguments[index], attrs)
        else:
            printer.print_type(type)
            printer.print_optional_attr_dict(attrs)
    if variadic:
        printer.print(", ..." if inputs else "...")
    printer.print(")")
    if results:
        printer.print(" -> ")
        _print_results(printer, results, _per_index(attributes.get(RES_ATTRS)))
    elif op is None:
        printer.print(" -> ()")


def _print_results(
    printer: OpAsmPrinter, types: Sequence[Type], attributes: Sequence[Mapping[str, Attribute]]
) -> None:
    """MLIR's `printFunctionResultList`: parenthesized unless one type without attributes."""
    parens = (
        len(types) > 1 or isinstance(types[0], FunctionType) or bool(attributes and attributes[0])
    )
    if parens:
        printer.print("(")
    for index, type in enumerate(types):
        if index:
            printer.print(", ")
        printer.print_type(type)
        if index < len(attributes):
            printer.print_optional_attr_dict(attributes[index])
    if parens:
        printer.print(")")


def _per_index(attr: Attribute | None) -> list[Mapping[str, Attribute]]:
    """The dictionaries of an `arg_attrs` / `res_attrs` array ([] when there is none)."""
    if not isinstance(attr, ArrayAttr):
        return []
    return [e.entries if isinstance(e, DictionaryAttr) else {} for e in attr.elements]
