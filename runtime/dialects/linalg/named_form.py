"""The custom form of linalg's named structured ops (LinalgOps.cpp's
`parseNamedStructuredOp` / `printNamedStructuredOp`): `[{attrs}] ins(...) outs(...)
[{attrs}] [-> types]`, the body left out: the parser builds it (`region_builder`) from the
op's builder data (`named_ops`).

The C++ ops add their own leading parts: `matmul`, `batch_matmul` and
`batch_reduce_matmul` an `indexing_maps = [...]` printed when not their default,
`contract` one always there, `elementwise` a `kind=#linalg.elementwise_kind<...>` and maps
printed when not the identity maps."""

from __future__ import annotations

from ...asm.custom_form import CustomForm
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import ArrayAttr, Attribute
from ...ir.operation import Operation
from .indexing_maps import DEFAULT_MAPS, INDEXING_MAPS, MEMOIZED_MAPS, identity_maps, rank_of
from .named_ops import NamedOp, elementwise_op, named_op
from .region_builder import fill_region
from .structured_syntax import (
    SEGMENTS,
    all_attributes,
    inputs_and_outputs,
    parse_common_parts,
    print_common_parts,
    print_results,
)

ELIDED = (SEGMENTS, MEMOIZED_MAPS)


def parse_named(parser: OpAsmParser, state: OperationState, data: NamedOp) -> None:
    """MLIR's `parseNamedStructuredOp`: the parts, the results and the built body."""
    start = parser.current_location()
    groups = parse_common_parts(parser, state)
    parser.parse_optional_attr_dict(state)
    state.result_types = parser.parse_optional_arrow_type_list()
    operand_types = groups.input_types + groups.output_types
    if data["args"] != len(operand_types):
        parser.emit_error(
            parser.current_location(),
            "[parseNamedStructuredOpRegion] ods-gen generated region expects "
            f"{data['args']} args, got {len(operand_types)}",
        )
    region = state.add_region()
    attributes = {**(state.properties or {}), **state.attributes}
    fill_region(
        parser.parser.context,
        region,
        operand_types,
        data,
        attributes,
        lambda message: parser.emit_error(start, message),
    )


def print_named(printer: OpAsmPrinter, op: Operation, elided: tuple[str, ...] = ELIDED) -> None:
    """MLIR's `printNamedStructuredOp`."""
    printer.print_optional_attr_dict(all_attributes(op), elided)
    print_common_parts(printer, *inputs_and_outputs(op))
    print_results(printer, op)


def named_form(data: NamedOp) -> CustomForm:
    """The form of an OpDSL op of builder data `data`."""
    return CustomForm(lambda parser, state: parse_named(parser, state, data), print_named)


# -- matmul, batch_matmul, batch_reduce_matmul, contract ----------------------------------


def contraction_form(mnemonic: str) -> CustomForm:
    data = named_op(mnemonic)
    assert data is not None
    default = DEFAULT_MAPS.get(mnemonic)

    def parse(parser: OpAsmParser, state: OperationState) -> None:
        maps = _parse_maps(parser, required=default is None)
        state.add_attribute(INDEXING_MAPS, maps if maps is not None else ArrayAttr(default or ()))
        parse_named(parser, state, data)

    def print_(printer: OpAsmPrinter, op: Operation) -> None:
        maps = all_attributes(op).get(INDEXING_MAPS)
        if default is None or not _same_maps(maps, default):
            _print_maps(printer, maps)
        print_named(printer, op, (*ELIDED, INDEXING_MAPS))

    return CustomForm(parse, print_)


def _parse_maps(parser: OpAsmParser, required: bool) -> ArrayAttr | None:
    """`indexing_maps = [map, ...]` if there (or `required`)."""
    if required:
        parser.parse_keyword(INDEXING_MAPS)
    elif parser.parse_optional_keyword(INDEXING_MAPS) is None:
        return None
    parser.parse_equal()
    maps: list[Attribute] = []
    parser.parse_comma_separated_list("square", lambda: maps.append(_parse_map(parser)))
    return ArrayAttr(maps)


def _parse_map(parser: OpAsmParser) -> Attribute:
    pos = parser.current_location()
    found = parser.parse_attribute()
    if not found.text.startswith("affine_map<"):
        parser.emit_error(pos, "expected affine map attribute")
    return found


def _print_maps(printer: OpAsmPrinter, maps: Attribute | None) -> None:
    if maps is not None:
        printer.print(" indexing_maps = ")
        printer.print_attribute(maps)


def _same_maps(maps: Attribute | None, expected: tuple[Attribute, ...]) -> bool:
    return isinstance(maps, ArrayAttr) and [m.text for m in maps.elements] == [
        m.text for m in expected
    ]


# -- elementwise ---------------------------------------------------------------------------

KIND = "kind"


def parse_elementwise(parser: OpAsmParser, state: OperationState) -> None:
    parser.parse_keyword(KIND)
    parser.parse_equal()
    pos = parser.current_location()
    kind = parser.parse_attribute()
    data = elementwise_op(_case(kind))
    if data is None:
        parser.emit_error(pos, "expected ElementwiseKind attribute")
    state.add_attribute(KIND, kind)
    maps = _parse_maps(parser, required=False)
    parse_named(parser, state, data)
    if maps is None:
        maps = ArrayAttr(identity_maps(data["args"], rank_of(state.operands[-1].type)))
    state.add_attribute(INDEXING_MAPS, maps)


def print_elementwise(printer: OpAsmPrinter, op: Operation) -> None:
    attributes = all_attributes(op)
    kind = attributes.get(KIND)
    printer.print(" kind=")
    printer.print(kind.text if kind is not None else "<<NULL ATTRIBUTE>>")
    data = elementwise_op(_case(kind)) if kind is not None else None
    maps = attributes.get(INDEXING_MAPS)
    if data is not None and op.operands:
        default = identity_maps(data["args"], rank_of(op.operands[-1].type))
        if not _same_maps(maps, default):
            _print_maps(printer, maps)
    print_named(printer, op, (*ELIDED, KIND, INDEXING_MAPS))


def _case(kind: Attribute) -> str:
    """`add` of `#linalg.elementwise_kind<add>`."""
    text = kind.text
    prefix = "#linalg.elementwise_kind<"
    return text[len(prefix) : -1] if text.startswith(prefix) and text.endswith(">") else ""


ELEMENTWISE_FORM = CustomForm(parse_elementwise, print_elementwise)
