"""Operand bundles of `llvm.call`, `llvm.invoke` and `llvm.call_intrinsic` (LLVMDialect.cpp's
`parseOpBundles` / `printOpBundles`): `["tag"(%a, %b : i32, f32), "other"()]`, their
operands a variadic-of-variadic group sized by `op_bundle_sizes`, their tags
`op_bundle_tags`."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ...asm.format.groups import dense_array
from ...asm.op_asm_parser import OpAsmParser, UnresolvedOperand
from ...asm.op_asm_printer import OpAsmPrinter
from ...asm.operation_state import OperationState
from ...ir.attributes import ArrayAttr, Attribute, StringAttr
from ...ir.operation import Value
from ...ir.types import Type


@dataclass
class OpBundles:
    """The bundles as read: per bundle, its operands, their types and its tag."""

    operands: list[list[UnresolvedOperand]] = field(default_factory=list)
    types: list[list[Type]] = field(default_factory=list)
    tags: list[str] = field(default_factory=list)
    pos: int = 0

    @property
    def size(self) -> int:
        """How many operands all bundles have."""
        return sum(len(group) for group in self.operands)


def parse_op_bundles(parser: OpAsmParser) -> OpBundles:
    """`[bundle, ...]` if there (else no bundle)."""
    bundles = OpBundles(pos=parser.current_location())
    if not parser.parse_optional_punctuation("["):
        return bundles
    if parser.parse_optional_punctuation("]"):
        return bundles
    parser.parse_comma_separated_list(None, lambda: _parse_bundle(parser, bundles))
    parser.parse_punctuation("]")
    return bundles


def _parse_bundle(parser: OpAsmParser, bundles: OpBundles) -> None:
    """`"tag"(operands : types)` or `"tag"()`."""
    tag = parser.parse_string()
    parser.parse_l_paren()
    operands: list[UnresolvedOperand] = []
    types: list[Type] = []
    if not parser.parse_optional_r_paren():
        operands = parser.parse_operand_list()
        types = parser.parse_colon_type_list()
        parser.parse_r_paren()
    bundles.operands.append(operands)
    bundles.types.append(types)
    bundles.tags.append(tag)


def resolve_op_bundles(parser: OpAsmParser, state: OperationState, bundles: OpBundles) -> None:
    """The bundles' operands (after the op's others), `op_bundle_sizes` and, when there are
    bundles, `op_bundle_tags`."""
    for index, (operands, types) in enumerate(zip(bundles.operands, bundles.types)):
        if len(operands) != len(types):
            parser.emit_error(
                bundles.pos,
                f"expected {len(operands)} types for operand bundle operands for operand "
                f"bundle #{index}, but actually got {len(types)}",
            )
        state.operands += parser.resolve_operands(operands, types, bundles.pos)
    if bundles.tags:
        state.add_attribute("op_bundle_tags", ArrayAttr(StringAttr(t) for t in bundles.tags))
    state.add_attribute("op_bundle_sizes", dense_array([len(g) for g in bundles.operands]))


def print_op_bundles(
    printer: OpAsmPrinter, groups: Sequence[Sequence[Value]], tags: Attribute | None
) -> None:
    """` [bundle, ...]` when there are bundles."""
    if not groups:
        return
    elements = tags.elements if isinstance(tags, ArrayAttr) else []
    names = [tag.value for tag in elements if isinstance(tag, StringAttr)]
    printer.print(" [")
    for index, (group, tag) in enumerate(zip(groups, names)):
        if index:
            printer.print(", ")
        printer.print(StringAttr(tag).text, "(")
        if group:
            printer.print_operands(group)
            printer.print(" : ")
            printer.print_types(value.type for value in group)
        printer.print(")")
    printer.print("]")
