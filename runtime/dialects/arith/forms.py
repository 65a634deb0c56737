"""The arith dialect's assembly hooks: its ops' forms are declarative (ODS `assemblyFormat`)
but `arith.select`'s (select_form.py), and `arith.constant` names its result (MLIR's
`ConstantOp::getAsmResultNames` in ArithOps.cpp): `%true` / `%false` for an i1, `%c42_i32` for an integer, `%c0` for an index,
`%cst` otherwise; and `arith.muli` of an index constant and `vector.vscale` is
`%c4_vscale` (`MulIOp::getAsmResultNames`)."""

from __future__ import annotations

from ...asm.custom_form import DialectForms, OpAsmInterface, SetName
from ...ir import IndexType, IntegerAttr, IntegerType, Operation, Value
from ...rewrite.folding import constant_operand, defining_op
from .select_form import SELECT_FORM


def constant_result_names(op: Operation, set_name: SetName) -> None:
    """The suggested name of a constant's result."""
    result = op.results[0]
    value = op.get_attr("value")
    if not isinstance(value, IntegerAttr):
        set_name(result, "cst")
        return
    type = result.type
    if isinstance(type, IntegerType) and type.width == 1:
        set_name(result, "true" if value.value else "false")
        return
    number = value.value
    if isinstance(type, IntegerType) and type.width:  # APInt prints signed
        half = 1 << (type.width - 1)
        number = (number + half) % (2 * half) - half
    suffix = f"_{type.text}" if isinstance(type, IntegerType) else ""
    set_name(result, f"c{number}{suffix}")


def _vscale_multiple(base: Value, vscale: Value) -> int | None:
    """The integer constant `base` holds if `vscale` is a `vector.vscale`, else None."""
    value = constant_operand(base)
    if isinstance(value, IntegerAttr) and defining_op(vscale, "vector.vscale") is not None:
        return value.value
    return None


def muli_result_names(op: Operation, set_name: SetName) -> None:
    """`base * vscale` (or `vscale * base`) of index type as `%c<base>_vscale`."""
    if not isinstance(op.results[0].type, IndexType):
        return
    lhs, rhs = op.operands
    base = _vscale_multiple(lhs, rhs)
    if base is None:
        base = _vscale_multiple(rhs, lhs)
    if base is not None:
        set_name(op.results[0], f"c{base}_vscale")


ARITH_FORMS = DialectForms(
    forms={"arith.select": SELECT_FORM},
    interfaces={
        "arith.constant": OpAsmInterface(result_names=constant_result_names),
        "arith.muli": OpAsmInterface(result_names=muli_result_names),
    },
)
