"""index's models of `InferIntRangeInterface` (MLIR's Index
`InferIntRangeInterfaceImpls.cpp`): `index` is 32 or 64 bits wide, so each op's ranges
are inferred on both widths and joined (`infer_index_op`), and a compare is known only
when both widths agree."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...interfaces import InterfaceModels, OpInterface
from ...interfaces.int_range import ConstantIntRanges, InferResultRanges, storage_bitwidth
from ...interfaces.int_range_common import (
    INDEX_MAX_WIDTH,
    INDEX_MIN_WIDTH,
    CmpMode,
    InferRangeFn,
    Ranges,
    cmp_result,
    evaluate_pred,
    ext_range,
    ext_si_range,
    ext_ui_range,
    infer_add,
    infer_and,
    infer_ceil_div_s,
    infer_ceil_div_u,
    infer_div_s,
    infer_div_u,
    infer_floor_div_s,
    infer_index_op,
    infer_max_s,
    infer_max_u,
    infer_min_s,
    infer_min_u,
    infer_mul,
    infer_or,
    infer_rem_s,
    infer_rem_u,
    infer_shl,
    infer_shr_s,
    infer_shr_u,
    infer_sub,
    infer_xor,
    trunc_range,
)
from ...ir.attributes import IntegerAttr
from ...ir.operation import Operation
from ...ir.types import IndexType
from .cmp import predicate

Infer = Callable[[Operation, Sequence[ConstantIntRanges]], "ConstantIntRanges | None"]


def _constant(op: Operation, args: Ranges) -> ConstantIntRanges | None:
    value = op.get_attr("value")
    if not isinstance(value, IntegerAttr):
        return None
    return ConstantIntRanges.constant(value.value, storage_bitwidth(op.results[0].type))


def _on_both_widths(infer: InferRangeFn, mode: CmpMode) -> Infer:
    return lambda op, args: infer_index_op(infer, args, mode)


def _make_like_dest(
    ranges: ConstantIntRanges, source: int, dest: int, is_signed: bool
) -> ConstantIntRanges:
    if source < dest:
        return ext_si_range(ranges, dest) if is_signed else ext_ui_range(ranges, dest)
    return trunc_range(ranges, dest) if source > dest else ranges


def _cast(is_signed: bool) -> Infer:
    """`index.casts`/`castu`: to `index`, the union of the 64- and 32-bit casts (MLIR's
    `inferIndexCast`)."""

    def apply(op: Operation, args: Ranges) -> ConstantIntRanges:
        source_type = op.operands[0].type
        source, dest = storage_bitwidth(source_type), storage_bitwidth(op.results[0].type)
        result = _make_like_dest(args[0], source, dest, is_signed)
        if isinstance(source_type, IndexType):
            return result
        narrow = _make_like_dest(args[0], source, INDEX_MIN_WIDTH, is_signed)
        return result.union(ext_range(narrow, dest))

    return apply


def _cmp(op: Operation, args: Ranges) -> ConstantIntRanges:
    pred = predicate(op)
    lhs, rhs = args
    wide = evaluate_pred(pred, lhs, rhs)
    narrow = evaluate_pred(
        pred, trunc_range(lhs, INDEX_MIN_WIDTH), trunc_range(rhs, INDEX_MIN_WIDTH)
    )
    return cmp_result(wide if wide == narrow else None)


def _sizeof(op: Operation, args: Ranges) -> ConstantIntRanges:
    width = storage_bitwidth(op.results[0].type)
    return ConstantIntRanges.from_unsigned(INDEX_MIN_WIDTH, INDEX_MAX_WIDTH, width)


_BOTH, _SIGNED, _UNSIGNED = CmpMode.BOTH, CmpMode.SIGNED, CmpMode.UNSIGNED
_INFERENCES: dict[str, Infer] = {
    "constant": _constant,
    "bool.constant": _constant,
    "add": _on_both_widths(infer_add, _BOTH),
    "sub": _on_both_widths(infer_sub, _BOTH),
    "mul": _on_both_widths(infer_mul, _BOTH),
    "divu": _on_both_widths(infer_div_u, _UNSIGNED),
    "divs": _on_both_widths(infer_div_s, _SIGNED),
    "ceildivu": _on_both_widths(infer_ceil_div_u, _UNSIGNED),
    "ceildivs": _on_both_widths(infer_ceil_div_s, _SIGNED),
    "floordivs": _on_both_widths(infer_floor_div_s, _SIGNED),
    "rems": _on_both_widths(infer_rem_s, _SIGNED),
    "remu": _on_both_widths(infer_rem_u, _UNSIGNED),
    "maxs": _on_both_widths(infer_max_s, _SIGNED),
    "maxu": _on_both_widths(infer_max_u, _UNSIGNED),
    "mins": _on_both_widths(infer_min_s, _SIGNED),
    "minu": _on_both_widths(infer_min_u, _UNSIGNED),
    "shl": _on_both_widths(infer_shl, _BOTH),
    "shrs": _on_both_widths(infer_shr_s, _SIGNED),
    "shru": _on_both_widths(infer_shr_u, _UNSIGNED),
    "and": _on_both_widths(infer_and, _UNSIGNED),
    "or": _on_both_widths(infer_or, _UNSIGNED),
    "xor": _on_both_widths(infer_xor, _UNSIGNED),
    "casts": _cast(True),
    "castu": _cast(False),
    "cmp": _cmp,
    "sizeof": _sizeof,
}


def int_range_models() -> InterfaceModels:
    models: dict[str, tuple[OpInterface, ...]] = {
        name: (InferResultRanges(infer),) for name, infer in _INFERENCES.items()
    }
    return InterfaceModels.of(models)
