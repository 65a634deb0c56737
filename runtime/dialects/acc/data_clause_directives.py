"""The custom directives of the data-clause ops (`acc.copyin`, `acc.create`, ...,
`acc.copyout`, `acc.delete`; OpenACC.cpp's `parseVar`, `parseAccVar`, `parseVarPtrType`,
`parseRecipeSym` and their printers): `varPtr(%a : memref<f32>)` (`var(` when the type is
not pointer-like), `accPtr(%0 : memref<f32>)`, then ` varType(T)` only when `T` is not
the pointer's element type."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...asm.format.directives import Directive, Slot, register_directive
from ...asm.op_asm_parser import OpAsmParser
from ...asm.op_asm_printer import OpAsmPrinter
from ...ir.attributes import Attribute, TypeAttr
from ...ir.shaped_types import type_of
from ...ir.types import Type
from .pointer_like import is_pointer_like, pointee_type


def _parse_keyword_and_operand(parser: OpAsmParser, pointer: str, value: str) -> Any:
    """`pointer` or `value`, `(`, and an operand."""
    if parser.parse_optional_keyword(pointer) is None:
        parser.parse_keyword(value)
    parser.parse_l_paren()
    return parser.parse_operand()


def parse_var(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseVar`: `varPtr(` or `var(`, then the operand."""
    slots[0].value = _parse_keyword_and_operand(parser, "varPtr", "var")
    return True


def print_var(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printVar`: `varPtr(` for a pointer-like operand, else `var(`."""
    var = values[0]
    printer.print("varPtr(" if is_pointer_like(var.type) else "var(")
    printer.print_operand(var)


def parse_acc_var(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseAccVar`: `accPtr(` or `accVar(`, `%x : type )`."""
    slots[0].value = _parse_keyword_and_operand(parser, "accPtr", "accVar")
    parser.parse_colon()
    slots[1].value = parser.parse_type()
    parser.parse_r_paren()
    return True


def print_acc_var(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printAccVar`."""
    acc_var, acc_var_type = values
    printer.print("accPtr(" if is_pointer_like(acc_var.type) else "accVar(")
    printer.print_operand(acc_var)
    printer.print(" : ")
    printer.print_type(acc_var_type)
    printer.print(")")


def parse_var_ptr_type(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseVarPtrType`: the var's type, `)`, then `varType(T)` if written, else
    the var's element type when pointer-like, its own type otherwise. (An opaque
    `!llvm.ptr` has no element type: mlir-opt crashes on one without `varType`; here the
    attribute stays unset, which the verifier reports.)"""
    var_type = parser.parse_type()
    slots[0].value = var_type
    parser.parse_r_paren()
    if parser.parse_optional_keyword("varType") is not None:
        parser.parse_l_paren()
        slots[1].value = TypeAttr(parser.parse_type())
        parser.parse_r_paren()
        return True
    implied = _implied_var_type(var_type)
    slots[1].value = None if implied is None else TypeAttr(implied)
    return True


def print_var_ptr_type(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printVarPtrType`: ` varType(T)` unless `T` is what parsing would imply."""
    var_type, var_type_attr = values
    printer.print_type(var_type)
    printer.print(")")
    if var_type_attr is None:
        return
    implied = _implied_var_type(var_type)
    if implied is None or implied.text != var_type_attr.text:
        printer.print(" varType(")
        printer.print_type(_type_of_attr(var_type_attr))
        printer.print(")")


def _implied_var_type(var_type: Type) -> Type | None:
    return pointee_type(var_type) if is_pointer_like(var_type) else var_type


def _type_of_attr(attr: Attribute) -> Type:
    return attr.value if isinstance(attr, TypeAttr) else type_of(attr.text)


def parse_recipe_sym(parser: OpAsmParser, slots: Sequence[Slot]) -> bool:
    """MLIR's `parseRecipeSym`: the recipe's symbol reference."""
    slots[0].value = parser.parse_attribute()
    return True


def print_recipe_sym(printer: OpAsmPrinter, op: Any, values: Sequence[Any]) -> None:
    """MLIR's `printRecipeSym`."""
    printer.print_attribute(values[0])


register_directive("Var", Directive(parse_var, print_var, (1,)))
register_directive("AccVar", Directive(parse_acc_var, print_acc_var, (2,)))
register_directive("VarPtrType", Directive(parse_var_ptr_type, print_var_ptr_type, (2,)))
register_directive("RecipeSym", Directive(parse_recipe_sym, print_recipe_sym, (1,)))
