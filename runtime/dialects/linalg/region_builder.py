"""A structured op's body from its builder data (`named_ops`): MLIR's
`fillStructuredOpRegion` and the generated `regionBuilder`s, interpreted.

The block takes an argument per input and output, the element type of a ranked tensor or
memref operand and the type itself of any other (a scalar); the statements then build the
body at its end, and `linalg.yield` ends it."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ...ir.attributes import Attribute
from ...ir.context import Context
from ...ir.operation import Block, Region, Value
from ...ir.shaped_types import shaped, type_of
from ...ir.types import FloatType, IntegerType, Type
from .body_builder import BodyBuilder, ReportError
from .named_ops import NamedOp


def block_argument_type(type: Type) -> Type:
    """MLIR's `getElementTypeOrSelf` of a ranked tensor or memref; any other type itself."""
    parts = shaped(type)
    if parts is None or parts.kind == "vector" or parts.dims == "*x":
        return type
    return type_of(parts.element)


def fill_region(
    context: Context,
    region: Region,
    operand_types: Sequence[Type],
    data: NamedOp,
    attributes: Mapping[str, Attribute],
    error: ReportError,
) -> None:
    """`region` given one block with the op's body."""
    block = Block([block_argument_type(type) for type in operand_types])
    region.append(block)
    build_body(BodyBuilder(context, block, error), data, attributes)


def build_body(builder: BodyBuilder, data: NamedOp, attributes: Mapping[str, Attribute]) -> None:
    arguments = builder.block.arguments
    values: list[Value] = []

    def operand(ref: list[Any]) -> Value:
        return arguments[ref[1]] if ref[0] == "arg" else values[ref[1]]

    functions = _functions(data, attributes)
    for statement in data["body"]:
        values.append(_STATEMENTS[statement[0]](builder, statement, operand, functions))
    builder.yield_values([operand(ref) for ref in data["yields"]])


def _functions(data: NamedOp, attributes: Mapping[str, Attribute]) -> dict[str, str]:
    """The function each `@attribute` names: the attribute's case (`#linalg.type_fn<x>`),
    else its default."""
    found = {}
    for name, default in data.get("functions", {}).items():
        attr = attributes.get(name)
        text = attr.text if attr is not None else ""
        found[f"@{name}"] = text[text.index("<") + 1 : -1] if text.endswith(">") else default
    return found


Operand = Callable[[list[Any]], Value]


def _scalar(
    builder: BodyBuilder, statement: list[Any], operand: Operand, fns: dict[str, str]
) -> Value:
    kind, fn, *operands = statement
    build = getattr(builder, kind)
    return build(fns.get(fn, fn), *(operand(ref) for ref in operands))  # type: ignore[no-any-return]


def _type_fn(
    builder: BodyBuilder, statement: list[Any], operand: Operand, fns: dict[str, str]
) -> Value:
    _, fn, to_type, ref = statement
    return builder.type_fn(fns.get(fn, fn), _type(builder, to_type), operand(ref))


def _type(builder: BodyBuilder, ref: list[Any]) -> Type:
    if ref[0] == "arg_type":
        return builder.block.arguments[ref[1]].type
    return IntegerType(ref[1]) if ref[0] == "integer" else FloatType(f"f{ref[1]}")


def _constant(
    builder: BodyBuilder, statement: list[Any], operand: Operand, fns: dict[str, str]
) -> Value:
    from ...asm.parser import Parser

    value = Parser(statement[1], builder.context, "<linalg>").parse_attribute()
    return builder.constant_value(value)


def _index(
    builder: BodyBuilder, statement: list[Any], operand: Operand, fns: dict[str, str]
) -> Value:
    return builder.index(statement[1])


_STATEMENTS = {
    "unary": _scalar,
    "binary": _scalar,
    "ternary": _scalar,
    "type": _type_fn,
    "constant": _constant,
    "index": _index,
}
