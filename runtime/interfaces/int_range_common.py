"""The range inference arith and index share (MLIR's `InferIntRangeCommon.cpp`,
`mlir::intrange`): each `infer_*` takes its operands' `ConstantIntRanges` and returns the
result's, computing on the bounds as MLIR does with `APInt` (an overflowing bound gives the
whole range, or saturates under `nsw`/`nuw`)."""

from __future__ import annotations

import operator
from collections.abc import Callable, Sequence
from enum import Enum

from ..ir.affine import AffineExpr, ConstantExpr, DimExpr, SymbolExpr
from ..ir.affine.expr import BinaryExpr, BinaryKind
from .int_range import ConstantIntRanges, signed, signed_max, signed_min, unsigned

Ranges = Sequence[ConstantIntRanges]
InferRangeFn = Callable[[Ranges], ConstantIntRanges]
ArithFn = Callable[[int, int], "int | None"]

INDEX_MIN_WIDTH = 32
INDEX_MAX_WIDTH = 64

# intrange::CmpPredicate, numbered as arith's cmpi and index's cmp predicates.
EQ, NE, SLT, SLE, SGT, SGE, ULT, ULE, UGT, UGE = range(10)


class CmpMode(Enum):
    """Which bounds `infer_index_op` compares between its 64- and 32-bit inferences."""

    BOTH = 0
    SIGNED = 1
    UNSIGNED = 2


def _fits(value: int, width: int, is_signed: bool) -> bool:
    if is_signed:
        return signed_min(width) <= value <= signed_max(width)
    return 0 <= value < 1 << width


def _exact(width: int, is_signed: bool, saturate: bool, op: Callable[[int, int], int]) -> ArithFn:
    """`op` on `width`-bit values: None when the exact result does not fit (MLIR's `*_ov`),
    or clamped to the type's bounds when `saturate` (`*_sat`)."""

    def apply(a: int, b: int) -> int | None:
        result = op(a, b)
        if _fits(result, width, is_signed):
            return result
        if not saturate:
            return None
        if is_signed:
            return signed_max(width) if result > 0 else signed_min(width)
        return (1 << width) - 1 if result > 0 else 0

    return apply


def _bounds_by(
    op: ArithFn,
    min_left: int,
    min_right: int,
    max_left: int,
    max_right: int,
    width: int,
    is_signed: bool,
) -> ConstantIntRanges:
    """MLIR's `computeBoundsBy`: op(min, min) and op(max, max), else everything."""
    low, high = op(min_left, min_right), op(max_left, max_right)
    if low is None or high is None:
        return ConstantIntRanges.max_range(width)
    return ConstantIntRanges.range(low, high, width, is_signed)


def _min_max_by(
    op: ArithFn, lhs: Sequence[int], rhs: Sequence[int], width: int, is_signed: bool
) -> ConstantIntRanges:
    """MLIR's `minMaxBy`: the least and greatest of op(l, r) over the given bounds."""
    results = []
    for left in lhs:
        for right in rhs:
            result = op(left, right)
            if result is None:
                return ConstantIntRanges.max_range(width)
            results.append(signed(result, width) if is_signed else unsigned(result, width))
    return ConstantIntRanges.range(min(results), max(results), width, is_signed)


# -- ext, trunc, index ---------------------------------------------------------


def infer_index_op(infer: InferRangeFn, args: Ranges, mode: CmpMode) -> ConstantIntRanges:
    """An index op's ranges: its 64-bit inference, joined with its 32-bit one (extended)
    unless that truncates to the same bounds (MLIR's `inferIndexOp`)."""
    sixty_four = infer(args)
    thirty_two = infer([trunc_range(arg, INDEX_MIN_WIDTH) for arg in args])
    truncated = trunc_range(sixty_four, INDEX_MIN_WIDTH)
    if mode is CmpMode.BOTH:
        equal = thirty_two == truncated
    elif mode is CmpMode.SIGNED:
        equal = (thirty_two.smin, thirty_two.smax) == (truncated.smin, truncated.smax)
    else:
        equal = (thirty_two.umin, thirty_two.umax) == (truncated.umin, truncated.umax)
    if equal:
        return sixty_four
    return sixty_four.union(ext_range(thirty_two, INDEX_MAX_WIDTH))


def ext_range(ranges: ConstantIntRanges, width: int) -> ConstantIntRanges:
    """Unsigned bounds zero-extended, signed ones sign-extended (MLIR's `extRange`)."""
    return ConstantIntRanges(ranges.umin, ranges.umax, ranges.smin, ranges.smax, width)


def ext_ui_range(ranges: ConstantIntRanges, width: int) -> ConstantIntRanges:
    return ConstantIntRanges.from_unsigned(ranges.umin, ranges.umax, width)


def ext_si_range(ranges: ConstantIntRanges, width: int) -> ConstantIntRanges:
    return ConstantIntRanges.from_signed(ranges.smin, ranges.smax, width)


def trunc_range(ranges: ConstantIntRanges, width: int) -> ConstantIntRanges:
    """The ranges truncated to `width` bits: whole where the truncation wraps (MLIR's
    `truncRange`)."""
    rollover = ranges.umin >> width != ranges.umax >> width
    umin = 0 if rollover else unsigned(ranges.umin, width)
    umax = (1 << width) - 1 if rollover else unsigned(ranges.umax, width)
    low_high, high_high = ranges.smin >> (width - 1), ranges.smax >> (width - 1)
    overflow = (
        low_high != high_high
        and not (low_high == -1 and high_high in (-1, 0))
        and not (low_high == 0 and high_high == 0)
    )
    smin = signed_min(width) if overflow else signed(ranges.smin, width)
    smax = signed_max(width) if overflow else signed(ranges.smax, width)
    return ConstantIntRanges(umin, umax, smin, smax, width)


# -- add, sub, mul -------------------------------------------------------------


def infer_add(args: Ranges, nsw: bool = False, nuw: bool = False) -> ConstantIntRanges:
    """Each bound pair added: the least to the least, the greatest to the greatest."""
    lhs, rhs = args
    width = lhs.width
    uadd, sadd = _exact(width, False, nuw, operator.add), _exact(width, True, nsw, operator.add)
    urange = _bounds_by(uadd, lhs.umin, rhs.umin, lhs.umax, rhs.umax, width, False)
    srange = _bounds_by(sadd, lhs.smin, rhs.smin, lhs.smax, rhs.smax, width, True)
    return urange.intersection(srange)


def infer_sub(args: Ranges, nsw: bool = False, nuw: bool = False) -> ConstantIntRanges:
    """The least minus the greatest, the greatest minus the least."""
    lhs, rhs = args
    width = lhs.width
    usub, ssub = _exact(width, False, nuw, operator.sub), _exact(width, True, nsw, operator.sub)
    urange = _bounds_by(usub, lhs.umin, rhs.umax, lhs.umax, rhs.umin, width, False)
    srange = _bounds_by(ssub, lhs.smin, rhs.smax, lhs.smax, rhs.smin, width, True)
    return urange.intersection(srange)


def infer_mul(args: Ranges, nsw: bool = False, nuw: bool = False) -> ConstantIntRanges:
    """The extremes of the products of the bounds."""
    lhs, rhs = args
    width = lhs.width
    umul, smul = _exact(width, False, nuw, operator.mul), _exact(width, True, nsw, operator.mul)
    urange = _min_max_by(umul, (lhs.umin, lhs.umax), (rhs.umin, rhs.umax), width, False)
    srange = _min_max_by(smul, (lhs.smin, lhs.smax), (rhs.smin, rhs.smax), width, True)
    return urange.intersection(srange)


# -- division and remainder ----------------------------------------------------

DivisionFixup = Callable[[int, int, int], "int | None"]


def _sdiv(a: int, b: int) -> int:
    """Signed division rounding toward zero (`APInt::sdiv`)."""
    quotient = abs(a) // abs(b)
    return quotient if (a < 0) == (b < 0) else -quotient


def _srem(a: int, b: int) -> int:
    """Signed remainder with the dividend's sign (`APInt::srem`)."""
    return a - _sdiv(a, b) * b


def _div_u_range(
    lhs: ConstantIntRanges, rhs: ConstantIntRanges, fixup: DivisionFixup
) -> ConstantIntRanges:
    width = lhs.width
    if rhs.umin != 0 and rhs.umax != 0:
        return _min_max_by(
            lambda a, b: fixup(a, b, a // b),
            (lhs.umin, lhs.umax),
            (rhs.umin, rhs.umax),
            width,
            False,
        )
    umin = lhs.umin // rhs.umax if lhs.umin >= rhs.umax and rhs.umax != 0 else 0
    return ConstantIntRanges.from_unsigned(umin, lhs.umax, width)


def infer_div_u(args: Ranges) -> ConstantIntRanges:
    return _div_u_range(args[0], args[1], lambda a, b, result: result)


def infer_ceil_div_u(args: Ranges) -> ConstantIntRanges:
    width = args[0].width

    def fix(a: int, b: int, result: int) -> int | None:
        if a % b:
            return result + 1 if result + 1 < 1 << width else None
        return result

    return _div_u_range(args[0], args[1], fix)


def _div_s_range(
    lhs: ConstantIntRanges, rhs: ConstantIntRanges, fixup: DivisionFixup
) -> ConstantIntRanges:
    width = lhs.width
    if rhs.smin > 0 or rhs.smax < 0:

        def sdiv(a: int, b: int) -> int | None:
            if b == 0:  # bounds a clamped affine divisor empties (where MLIR divides by 0)
                return None
            result = _sdiv(a, b)
            return None if result > signed_max(width) else fixup(a, b, result)

        return _min_max_by(sdiv, (lhs.smin, lhs.smax), (rhs.smin, rhs.smax), width, True)
    return ConstantIntRanges.max_range(width)


def infer_div_s(args: Ranges) -> ConstantIntRanges:
    return _div_s_range(args[0], args[1], lambda a, b, result: result)


def infer_ceil_div_s(args: Ranges) -> ConstantIntRanges:
    lhs, rhs = args
    width = lhs.width

    def fix(a: int, b: int, result: int) -> int | None:
        if _srem(a, b) and (a >= 0) == (b >= 0):
            return result + 1 if result + 1 <= signed_max(width) else None
        if a == signed_min(width) and b > 1:
            return signed(-result, width)
        return result

    result = _div_s_range(lhs, rhs, fix)
    if lhs.smin == signed_min(width) and lhs.smax > lhs.smin:
        rest = ConstantIntRanges.from_signed(lhs.smin + 1, lhs.smax, width)
        result = result.union(_div_s_range(rest, rhs, fix))
    return result


def infer_floor_div_s(args: Ranges) -> ConstantIntRanges:
    width = args[0].width

    def fix(a: int, b: int, result: int) -> int | None:
        if _srem(a, b) and (a >= 0) != (b >= 0):
            return result - 1 if result - 1 >= signed_min(width) else None
        return result

    return _div_s_range(args[0], args[1], fix)


def infer_rem_s(args: Ranges) -> ConstantIntRanges:
    lhs, rhs = args
    width = rhs.width
    smin, smax = signed_min(width), signed_max(width)
    if rhs.smin > 0 or rhs.smax < 0:
        max_divisor = rhs.smax if rhs.smin > 0 else signed(-rhs.smin, width)
        max_positive = signed(max_divisor - 1, width)
        smin = signed(-max_positive, width) if lhs.smin < 0 else 0
        smax = max_positive if lhs.smax > 0 else 0
        if rhs.smin == rhs.smax and unsigned(lhs.smax - lhs.smin, width) < unsigned(
            max_divisor, width
        ):
            min_rem, max_rem = _srem(lhs.smin, max_divisor), _srem(lhs.smax, max_divisor)
            if min_rem <= max_rem:
                smin, smax = min_rem, max_rem
    return ConstantIntRanges.from_signed(smin, smax, width)


def infer_rem_u(args: Ranges) -> ConstantIntRanges:
    lhs, rhs = args
    width = rhs.width
    umin, umax = 0, min(unsigned(rhs.umax - 1, width), lhs.umax)
    if rhs.umin != 0 and rhs.umin == rhs.umax and lhs.umax - lhs.umin < rhs.umax:
        min_rem, max_rem = lhs.umin % rhs.umax, lhs.umax % rhs.umax
        if min_rem <= max_rem:
            umin, umax = min_rem, max_rem
    return ConstantIntRanges.from_unsigned(umin, umax, width)


# -- min, max ------------------------------------------------------------------


def infer_max_s(args: Ranges) -> ConstantIntRanges:
    lhs, rhs = args
    return ConstantIntRanges.from_signed(
        max(lhs.smin, rhs.smin), max(lhs.smax, rhs.smax), lhs.width
    )


def infer_max_u(args: Ranges) -> ConstantIntRanges:
    lhs, rhs = args
    return ConstantIntRanges.from_unsigned(
        max(lhs.umin, rhs.umin), max(lhs.umax, rhs.umax), lhs.width
    )


def infer_min_s(args: Ranges) -> ConstantIntRanges:
    lhs, rhs = args
    return ConstantIntRanges.from_signed(
        min(lhs.smin, rhs.smin), min(lhs.smax, rhs.smax), lhs.width
    )


def infer_min_u(args: Ranges) -> ConstantIntRanges:
    lhs, rhs = args
    return ConstantIntRanges.from_unsigned(
        min(lhs.umin, rhs.umin), min(lhs.umax, rhs.umax), lhs.width
    )


# -- bitwise -------------------------------------------------------------------


def _varying_bits(ranges: ConstantIntRanges) -> int:
    """The mask of the low bits that vary between the unsigned bounds (MLIR's
    `getVaryingBitsMask`; `widenBitwiseBounds` clears and sets them)."""
    return (1 << (ranges.umin ^ ranges.umax).bit_length()) - 1


def _bitwise(args: Ranges, op: Callable[[int, int], int]) -> ConstantIntRanges:
    lhs, rhs = args
    lmask, rmask = _varying_bits(lhs), _varying_bits(rhs)
    return _min_max_by(
        op,
        (lhs.umin & ~lmask, lhs.umax | lmask),
        (rhs.umin & ~rmask, rhs.umax | rmask),
        lhs.width,
        False,
    )


def infer_and(args: Ranges) -> ConstantIntRanges:
    return _bitwise(args, lambda a, b: a & b)


def infer_or(args: Ranges) -> ConstantIntRanges:
    return _bitwise(args, lambda a, b: a | b)


def infer_xor(args: Ranges) -> ConstantIntRanges:
    lhs, rhs = args
    mask = _varying_bits(lhs) | _varying_bits(rhs)
    result = lhs.umin ^ rhs.umin
    return ConstantIntRanges.from_unsigned(result & ~mask, result | mask, lhs.width)


# -- shifts --------------------------------------------------------------------


def infer_shl(args: Ranges, nsw: bool = False, nuw: bool = False) -> ConstantIntRanges:
    lhs, rhs = args
    width = lhs.width

    def shift(is_signed: bool, saturate: bool) -> ArithFn:
        exact = _exact(width, is_signed, saturate, lambda a, b: a << b)

        def apply(a: int, b: int) -> int | None:
            if b < width:
                return exact(a, b)
            # `*shl_ov` overflows; `*shl_sat` saturates, even 0 (to the signed maximum
            # unless negative)
            if not saturate:
                return None
            if is_signed:
                return signed_min(width) if a < 0 else signed_max(width)
            return (1 << width) - 1

        return apply

    urange = _min_max_by(
        shift(False, nuw), (lhs.umin, lhs.umax), (rhs.umin, rhs.umax), width, False
    )
    srange = _min_max_by(shift(True, nsw), (lhs.smin, lhs.smax), (rhs.umin, rhs.umax), width, True)
    return urange.intersection(srange)


def infer_shr_s(args: Ranges) -> ConstantIntRanges:
    lhs, rhs = args
    width = lhs.width
    return _min_max_by(
        lambda a, b: None if b >= width else a >> b,
        (lhs.smin, lhs.smax),
        (rhs.umin, rhs.umax),
        width,
        True,
    )


def infer_shr_u(args: Ranges) -> ConstantIntRanges:
    lhs, rhs = args
    width = lhs.width
    return _min_max_by(
        lambda a, b: None if b >= width else a >> b,
        (lhs.umin, lhs.umax),
        (rhs.umin, rhs.umax),
        width,
        False,
    )


# -- comparisons ---------------------------------------------------------------

_INVERTED = {
    EQ: NE,
    NE: EQ,
    SLT: SGE,
    SLE: SGT,
    SGT: SLE,
    SGE: SLT,
    ULT: UGE,
    ULE: UGT,
    UGT: ULE,
    UGE: ULT,
}


def _statically_true(pred: int, lhs: ConstantIntRanges, rhs: ConstantIntRanges) -> bool:
    if pred == SLE:
        return lhs.smax <= rhs.smin
    if pred == SLT:
        return lhs.smax < rhs.smin
    if pred == ULE:
        return lhs.umax <= rhs.umin
    if pred == ULT:
        return lhs.umax < rhs.umin
    if pred == SGE:
        return lhs.smin >= rhs.smax
    if pred == SGT:
        return lhs.smin > rhs.smax
    if pred == UGE:
        return lhs.umin >= rhs.umax
    if pred == UGT:
        return lhs.umin > rhs.umax
    if pred == EQ:
        constant = lhs.constant_value
        return constant is not None and constant == rhs.constant_value
    return (_statically_true(SLT, lhs, rhs) or _statically_true(SGT, lhs, rhs)) and (
        _statically_true(ULT, lhs, rhs) or _statically_true(UGT, lhs, rhs)
    )


def evaluate_pred(pred: int, lhs: ConstantIntRanges, rhs: ConstantIntRanges) -> bool | None:
    """Whether `pred(lhs, rhs)` holds for all values of the ranges (True), none (False),
    or either may happen (None) (MLIR's `evaluatePred`)."""
    if _statically_true(pred, lhs, rhs):
        return True
    if _statically_true(_INVERTED[pred], lhs, rhs):
        return False
    return None


def cmp_result(truth: bool | None) -> ConstantIntRanges:
    """The `i1` ranges of a compare whose outcome is `truth` (None: either)."""
    low, high = (1, 1) if truth else (0, 0) if truth is False else (0, 1)
    return ConstantIntRanges.from_unsigned(low, high, 1)


# -- shaped dimensions and affine expressions ----------------------------------


def infer_shaped_dim(
    shape: Sequence[int] | None, dim: ConstantIntRanges | None, width: int
) -> ConstantIntRanges:
    """The size of dimension `dim` (None: any) of a value of `shape` (None: unranked; a
    negative size: dynamic), as `width`-bit ranges (MLIR's `inferShapedDimOpInterface`)."""
    sizes = ConstantIntRanges.from_signed(0, signed_max(width), width)
    if shape is None:
        return sizes
    low, high = 0, len(shape) - 1
    if dim is not None:
        low, high = max(low, dim.smin), min(high, dim.smax)
    result: ConstantIntRanges | None = None
    for size in shape[low : high + 1]:
        known = sizes if size < 0 else ConstantIntRanges.constant(size, width)
        result = known if result is None else result.union(known)
    return sizes if result is None else result


def _clamp_to_positive(ranges: ConstantIntRanges) -> ConstantIntRanges:
    """MLIR's `clampToPositive`: the lower bounds raised to 1."""
    width = ranges.width
    return ConstantIntRanges.from_unsigned(max(ranges.umin, 1), ranges.umax, width).intersection(
        ConstantIntRanges.from_signed(max(ranges.smin, 1), ranges.smax, width)
    )


def infer_affine_expr(expr: AffineExpr, dims: Ranges, symbols: Ranges) -> ConstantIntRanges:
    """The ranges of `expr` over dims and symbols in the given ranges, on `index`'s 64 bits
    (MLIR's `inferAffineExpr`: `+` and `*` without signed wrap; `mod` in `[0, max - 1]`;
    divisions by a divisor clamped to be positive)."""
    if isinstance(expr, ConstantExpr):
        return ConstantIntRanges.constant(expr.value, INDEX_MAX_WIDTH)
    if isinstance(expr, DimExpr):
        return dims[expr.position]
    if isinstance(expr, SymbolExpr):
        return symbols[expr.position]
    assert isinstance(expr, BinaryExpr)
    lhs = infer_affine_expr(expr.lhs, dims, symbols)
    rhs = infer_affine_expr(expr.rhs, dims, symbols)
    if expr.kind is BinaryKind.ADD:
        return infer_add([lhs, rhs], nsw=True)
    if expr.kind is BinaryKind.MUL:
        return infer_mul([lhs, rhs], nsw=True)
    if expr.kind is BinaryKind.FLOOR_DIV:
        return infer_floor_div_s([lhs, _clamp_to_positive(rhs)])
    if expr.kind is BinaryKind.CEIL_DIV:
        return infer_ceil_div_s([lhs, _clamp_to_positive(rhs)])
    return _infer_affine_mod(lhs, rhs)


def _infer_affine_mod(lhs: ConstantIntRanges, rhs: ConstantIntRanges) -> ConstantIntRanges:
    """Euclidean `mod`: `[0, max(rhs) - 1]`, or the dividend itself when it lies below the
    least divisor, or a contiguous sweep of one period by a constant divisor."""
    width = rhs.width
    if rhs.smax == 0:
        return ConstantIntRanges.max_range(width)
    umin, umax = 0, unsigned(rhs.smax - 1, width)
    if rhs.smin > 0 and lhs.smin >= 0 and unsigned(lhs.smax, width) < unsigned(rhs.smin, width):
        umin, umax = lhs.smin, lhs.smax
    elif (
        rhs.smin == rhs.smax
        and lhs.smin >= 0
        and unsigned(lhs.smax - lhs.smin, width) < unsigned(rhs.smax, width)
        and unsigned(lhs.smin, width) // unsigned(rhs.smax, width)
        == unsigned(lhs.smax, width) // unsigned(rhs.smax, width)
    ):
        umin = unsigned(lhs.smin, width) % unsigned(rhs.smax, width)
        umax = unsigned(lhs.smax, width) % unsigned(rhs.smax, width)
    return ConstantIntRanges.from_unsigned(umin, umax, width)
