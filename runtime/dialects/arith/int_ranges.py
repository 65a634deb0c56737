"""arith's models of `InferIntRangeInterface` (MLIR's Arith
`InferIntRangeInterfaceImpls.cpp`): each integer op's result ranges from its operands',
by the shared inference of `interfaces.int_range_common`."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...interfaces import InterfaceModels, OpInterface
from ...interfaces.int_range import (
    ConstantIntRanges,
    InferIntRangeInterface,
    InferResultRanges,
    IntegerValueRange,
    SetIntLatticeFn,
    storage_bitwidth,
)
from ...interfaces.int_range_common import (
    Ranges,
    cmp_result,
    evaluate_pred,
    ext_si_range,
    ext_ui_range,
    infer_add,
    infer_and,
    infer_ceil_div_s,
    infer_ceil_div_u,
    infer_div_s,
    infer_div_u,
    infer_floor_div_s,
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
from ...ir.operation import Operation
from ..elements import int_width, read
from .folders import predicate_of
from .overflow_flags import overflow_flags

Infer = Callable[[Operation, Sequence[ConstantIntRanges]], "ConstantIntRanges | None"]


def _constant(op: Operation, args: Ranges) -> ConstantIntRanges | None:
    """An integer constant's value, or the union of its elements'."""
    constant = read(op.get_attr("value"))
    width = int_width(constant.element) if constant is not None else None
    if constant is None or width is None:
        return None
    result = ConstantIntRanges.constant(constant.values[0], width)
    for value in constant.values[1:]:
        result = result.union(ConstantIntRanges.constant(value, width))
    return result


def _with_flags(infer: Callable[..., ConstantIntRanges]) -> Infer:
    """An inference honouring the op's `nsw`/`nuw` flags."""

    def apply(op: Operation, args: Ranges) -> ConstantIntRanges:
        flags = overflow_flags(op.get_attr("overflowFlags"))
        return infer(args, nsw="nsw" in flags, nuw="nuw" in flags)

    return apply


def _plain(infer: Callable[[Ranges], ConstantIntRanges]) -> Infer:
    return lambda op, args: infer(args)


def _result_width(op: Operation) -> int:
    return storage_bitwidth(op.results[0].type)


def _trunc(op: Operation, args: Ranges) -> ConstantIntRanges | None:
    width = _result_width(op)
    return trunc_range(args[0], width) if width else None


def _index_cast(extend: Callable[[ConstantIntRanges, int], ConstantIntRanges]) -> Infer:
    """`index_cast` (signed `extend`) and `index_castui`: extend, truncate or keep."""

    def apply(op: Operation, args: Ranges) -> ConstantIntRanges:
        source, dest = storage_bitwidth(op.operands[0].type), _result_width(op)
        if source < dest:
            return extend(args[0], dest)
        return trunc_range(args[0], dest) if source > dest else args[0]

    return apply


def _cmpi(op: Operation, args: Ranges) -> ConstantIntRanges:
    return cmp_result(evaluate_pred(predicate_of(op) or 0, args[0], args[1]))


class SelectRanges(InferIntRangeInterface):
    """`arith.select`: the chosen operand's ranges when the condition is known, else the
    union of both (everything while one is unknown)."""

    def infer_result_ranges_from_optional(
        self,
        op: Operation,
        arg_ranges: Sequence[IntegerValueRange],
        set_result_range: SetIntLatticeFn,
    ) -> None:
        condition, true_case, false_case = arg_ranges
        known = condition.value.constant_value if condition.value is not None else None
        result = op.results[0]
        if known is not None:
            set_result_range(result, false_case if known == 0 else true_case)
        elif true_case.is_uninitialized or false_case.is_uninitialized:
            set_result_range(result, IntegerValueRange.max_range(result))
        else:
            set_result_range(result, true_case.join(false_case))


_INFERENCES: dict[str, Infer] = {
    "constant": _constant,
    "addi": _with_flags(infer_add),
    "subi": _with_flags(infer_sub),
    "muli": _with_flags(infer_mul),
    "divui": _plain(infer_div_u),
    "divsi": _plain(infer_div_s),
    "ceildivui": _plain(infer_ceil_div_u),
    "ceildivsi": _plain(infer_ceil_div_s),
    "floordivsi": _plain(infer_floor_div_s),
    "remui": _plain(infer_rem_u),
    "remsi": _plain(infer_rem_s),
    "andi": _plain(infer_and),
    "ori": _plain(infer_or),
    "xori": _plain(infer_xor),
    "maxsi": _plain(infer_max_s),
    "maxui": _plain(infer_max_u),
    "minsi": _plain(infer_min_s),
    "minui": _plain(infer_min_u),
    "extui": lambda op, args: ext_ui_range(args[0], _result_width(op)),
    "extsi": lambda op, args: ext_si_range(args[0], _result_width(op)),
    "trunci": _trunc,
    "index_cast": _index_cast(ext_si_range),
    "index_castui": _index_cast(ext_ui_range),
    "cmpi": _cmpi,
    "shli": _with_flags(infer_shl),
    "shrui": _plain(infer_shr_u),
    "shrsi": _plain(infer_shr_s),
}


def int_range_models() -> InterfaceModels:
    models: dict[str, tuple[OpInterface, ...]] = {
        name: (InferResultRanges(infer),) for name, infer in _INFERENCES.items()
    }
    models["select"] = (SelectRanges(),)
    return InterfaceModels.of(models)
