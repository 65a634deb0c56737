"""Folders of the `arith` integer ops (MLIR's `ArithOps.cpp` `fold` methods): constant
folding and the algebraic identities MLIR folds (x+0, x*1, x*0, x-x, x&x, x|0, x^x, ...).

A folder gets the op and each operand's constant (or None); it returns None (no
fold), `[]` (updated in place) or one attribute / value per result.
"""

from __future__ import annotations

from collections.abc import Callable

from ...ir import I1, Attribute, IntegerAttr, Operation, Value
from ...rewrite.folding import FoldResult, constant_operand, defining_op
from ..elements import fold_elementwise, make, read, to_signed
from ..integers import (
    EQ,
    NE,
    SGE,
    SGT,
    SLE,
    SLT,
    UGE,
    UGT,
    ULE,
    ULT,
    bool_attr,
    compare,
    element_width,
    int_attr,
    is_all_ones,
    splat_value,
    to_unsigned,
    zero_attr,
)
from ..ub.poison import first_poison, is_poison
from .cast_folders import CAST_FOLDERS
from .extended import EXTENDED_FOLDERS
from .float_folders import FLOAT_FOLDERS
from .overflow_flags import overflow_flags

Constants = list[Attribute | None]
BinaryMath = Callable[[int, int, int], int | None]
"""`(lhs, rhs, bits) -> result | None` on signed values; None means "does not fold"."""


def fold_constant(op: Operation, constants: Constants) -> FoldResult | None:
    """`arith.constant` folds to its value."""
    value = op.get_attr("value")
    return [value] if value is not None else None


def folded(attr: Attribute | None) -> FoldResult | None:
    """A fold to `attr`, or no fold."""
    return None if attr is None else [attr]


def _binary(op: Operation, constants: Constants, math: BinaryMath) -> FoldResult | None:
    """Constant-fold a binary op on integer scalars, splats or elements of the result's
    width (MLIR's `constFoldBinaryOp`, which propagates a poison operand)."""
    bits = element_width(op.results[0].type)
    return folded(
        fold_elementwise(
            constants[:2],
            op.results[0].type,
            None if bits is None else lambda a, b: math(a, b, bits),
        )
    )


def _divui(a: int, b: int, bits: int) -> int | None:
    ub = to_unsigned(b, bits)
    return None if ub == 0 else to_unsigned(a, bits) // ub


def _remui(a: int, b: int, bits: int) -> int | None:
    ub = to_unsigned(b, bits)
    return None if ub == 0 else to_unsigned(a, bits) % ub


def _signed_operands(a: int, b: int, bits: int) -> tuple[int, int]:
    return to_signed(a, bits), to_signed(b, bits)


def _divsi(a: int, b: int, bits: int) -> int | None:
    a, b = _signed_operands(a, b, bits)
    if b == 0 or (a == -(1 << (bits - 1)) and b == -1):
        return None
    quotient = abs(a) // abs(b)
    return quotient if (a < 0) == (b < 0) else -quotient


def _remsi(a: int, b: int, bits: int) -> int | None:
    a, b = _signed_operands(a, b, bits)
    if b == 0:
        return None
    remainder = abs(a) % abs(b)
    return -remainder if a < 0 else remainder


def fold_addi(op: Operation, constants: Constants) -> FoldResult | None:
    lhs, rhs = op.operands
    if splat_value(constants[1]) == 0:
        return [lhs]
    sub = defining_op(lhs, "arith.subi")
    if sub is not None and sub.operands[1] is rhs:  # (a - b) + b -> a
        return [sub.operands[0]]
    sub = defining_op(rhs, "arith.subi")
    if sub is not None and sub.operands[1] is lhs:  # b + (a - b) -> a
        return [sub.operands[0]]
    return _binary(op, constants, lambda a, b, bits: a + b)


def fold_subi(op: Operation, constants: Constants) -> FoldResult | None:
    lhs, rhs = op.operands
    if lhs is rhs and element_width(op.results[0].type) is not None:
        return [int_attr(0, op.results[0].type)]
    if splat_value(constants[1]) == 0:
        return [lhs]
    add = defining_op(lhs, "arith.addi")
    if add is not None:
        if add.operands[1] is rhs:  # (a + b) - b -> a
            return [add.operands[0]]
        if add.operands[0] is rhs:  # (a + b) - a -> b
            return [add.operands[1]]
    return _binary(op, constants, lambda a, b, bits: a - b)


def fold_muli(op: Operation, constants: Constants) -> FoldResult | None:
    rhs = splat_value(constants[1])
    if rhs == 0:
        return [op.operands[1]]  # the zero operand itself, as MLIR's fold returns it
    if rhs == 1:
        return [op.operands[0]]
    return _binary(op, constants, lambda a, b, bits: a * b)


def _ceildivui(a: int, b: int, bits: int) -> int | None:
    ua, ub = to_unsigned(a, bits), to_unsigned(b, bits)
    return None if ub == 0 else -(-ua // ub)


def _ceildivsi(a: int, b: int, bits: int) -> int | None:
    """MLIR computes through negations, so a minimum operand (whose negation overflows)
    does not fold."""
    a, b = _signed_operands(a, b, bits)
    minimum = -(1 << (bits - 1))
    if b == 0 or (a != 0 and minimum in (a, b)):
        return None
    return -(-a // b)


def _floordivsi(a: int, b: int, bits: int) -> int:
    """Floor division; a zero divisor gives `a` (MLIR's lambda returns it)."""
    a, b = _signed_operands(a, b, bits)
    return a if b == 0 else a // b


def _floordivsi_folds(a: int, b: int, bits: int) -> bool:
    a, b = _signed_operands(a, b, bits)
    return b != 0 and not (a == -(1 << (bits - 1)) and b == -1)


def _last_element_decides(
    op: Operation,
    constants: Constants,
    math: BinaryMath,
    folds: Callable[[int, int, int], bool],
    folds_poison: bool,
) -> FoldResult | None:
    """Fold with `math` when the last element pair `folds`: the folders of shifts and
    `floordivsi` overwrite their flag at each element, so only the last counts. A poison
    operand computes no element, so the flag keeps its start: failed for the shifts
    (`bounded = false`), not for `floordivsi`, which folds to the poison (`folds_poison`)."""
    if folds_poison and first_poison(constants[:2]) is not None:
        return _binary(op, constants, math)
    lhs, rhs, bits = read(constants[0]), read(constants[1]), element_width(op.results[0].type)
    if (
        lhs is None
        or rhs is None
        or bits is None
        or not folds(lhs.elements()[-1], rhs.elements()[-1], bits)
    ):
        return None
    return _binary(op, constants, math)


def _fold_by_one(
    op: Operation, constants: Constants, math: BinaryMath, one_gives_zero: bool
) -> FoldResult | None:
    """Division (x / 1 -> x) and remainder (x % 1 -> 0) by one, else constants."""
    if splat_value(constants[1]) == 1 and element_width(op.results[0].type) is not None:
        return [int_attr(0, op.results[0].type)] if one_gives_zero else [op.operands[0]]
    return _binary(op, constants, math)


def _quotient_of_product(op: Operation, flag: str) -> Value | None:
    """`(a * b) / b -> a` (and `/ a -> b`) when the product has the `flag` (`nuw`, `nsw`)."""
    product = defining_op(op.operands[0], "arith.muli")
    if product is None or flag not in overflow_flags(product.get_attr("overflowFlags")):
        return None
    lhs, rhs = product.operands
    divisor = op.operands[1]
    return rhs if lhs is divisor else lhs if rhs is divisor else None


def _division_folder(
    math: BinaryMath, flag: str
) -> Callable[[Operation, Constants], FoldResult | None]:
    def fold(op: Operation, constants: Constants) -> FoldResult | None:
        if splat_value(constants[1]) == 1:
            return [op.operands[0]]
        quotient = _quotient_of_product(op, flag)
        return [quotient] if quotient is not None else _binary(op, constants, math)

    return fold


fold_divui = _division_folder(_divui, "nuw")
fold_divsi = _division_folder(_divsi, "nsw")


def fold_ceildivui(op: Operation, constants: Constants) -> FoldResult | None:
    return _fold_by_one(op, constants, _ceildivui, one_gives_zero=False)


def fold_ceildivsi(op: Operation, constants: Constants) -> FoldResult | None:
    return _fold_by_one(op, constants, _ceildivsi, one_gives_zero=False)


def fold_floordivsi(op: Operation, constants: Constants) -> FoldResult | None:
    if splat_value(constants[1]) == 1:
        return [op.operands[0]]
    return _last_element_decides(op, constants, _floordivsi, _floordivsi_folds, folds_poison=True)


def fold_remui(op: Operation, constants: Constants) -> FoldResult | None:
    return _fold_by_one(op, constants, _remui, one_gives_zero=True)


def fold_remsi(op: Operation, constants: Constants) -> FoldResult | None:
    return _fold_by_one(op, constants, _remsi, one_gives_zero=True)


def _is_not_of(value: Value, other: Value, bits: int) -> bool:
    """Whether `value` is `xori(other, all ones)`."""
    xor = defining_op(value, "arith.xori")
    if xor is None or xor.operands[0] is not other:
        return False
    return is_all_ones(splat_value(constant_operand(xor.operands[1])), bits)


def fold_andi(op: Operation, constants: Constants) -> FoldResult | None:
    lhs, rhs = op.operands
    type = op.results[0].type
    bits = element_width(type)
    rhs_value = splat_value(constants[1])
    if rhs_value == 0:
        return [rhs]
    if bits is not None and is_all_ones(rhs_value, bits):
        return [lhs]
    if bits is not None and (_is_not_of(rhs, lhs, bits) or _is_not_of(lhs, rhs, bits)):
        return [int_attr(0, type)]
    for outer, inner in ((lhs, rhs), (rhs, lhs)):
        nested = defining_op(inner, "arith.andi")
        if nested is not None and outer in (nested.operands[0], nested.operands[1]):
            return [inner]  # a & (a & b) -> a & b
    folded = _binary(op, constants, lambda a, b, bits: a & b)
    if folded is None and lhs is rhs:  # the Idempotent trait
        return [lhs]
    return folded


def fold_ori(op: Operation, constants: Constants) -> FoldResult | None:
    lhs, rhs = op.operands
    bits = element_width(op.results[0].type)
    rhs_value = splat_value(constants[1])
    if rhs_value == 0:
        return [lhs]
    if bits is not None and is_all_ones(rhs_value, bits):
        return [constants[1]]  # type: ignore[list-item]
    if bits is not None:
        for value, other in ((rhs, lhs), (lhs, rhs)):
            if _is_not_of(value, other, bits):  # x | ~x -> all ones
                return [value.op.operands[1]]  # type: ignore[attr-defined]
    folded = _binary(op, constants, lambda a, b, bits: a | b)
    if folded is None and lhs is rhs:  # the Idempotent trait
        return [lhs]
    return folded


def fold_xori(op: Operation, constants: Constants) -> FoldResult | None:
    lhs, rhs = op.operands
    if splat_value(constants[1]) == 0:
        return [lhs]
    if lhs is rhs:  # a zero of any vector or ranked tensor, static or not
        return folded(zero_attr(op.results[0].type))
    previous = defining_op(lhs, "arith.xori")
    if previous is not None:  # (x ^ a) ^ a -> x, (a ^ x) ^ a -> x
        if previous.operands[1] is rhs:
            return [previous.operands[0]]
        if previous.operands[0] is rhs:
            return [previous.operands[1]]
    previous = defining_op(rhs, "arith.xori")
    if previous is not None:  # a ^ (x ^ a) -> x, a ^ (a ^ x) -> x
        if previous.operands[1] is lhs:
            return [previous.operands[0]]
        if previous.operands[0] is lhs:
            return [previous.operands[1]]
    return _binary(op, constants, lambda a, b, bits: a ^ b)


def _shift_folder(
    compute: Callable[[int, int, int], int],
) -> Callable[[Operation, Constants], FoldResult | None]:
    """`compute(value, amount, bits)`: shifting by the width or more is poison, and MLIR
    folds only when the last element's amount is in range."""

    def fold(op: Operation, constants: Constants) -> FoldResult | None:
        if splat_value(constants[1]) == 0:
            return [op.operands[0]]
        return _last_element_decides(
            op,
            constants,
            lambda a, b, bits: compute(a, to_unsigned(b, bits), bits),
            lambda a, b, bits: to_unsigned(b, bits) < bits,
            folds_poison=False,
        )

    return fold


fold_shli = _shift_folder(lambda a, n, bits: a << n)
fold_shrui = _shift_folder(lambda a, n, bits: to_unsigned(a, bits) >> n)
fold_shrsi = _shift_folder(lambda a, n, bits: to_signed(a, bits) >> n)


def _extremum_folder(
    signed: bool, maximum: bool
) -> Callable[[Operation, Constants], FoldResult | None]:
    """`maxsi`, `maxui`, `minsi`, `minui`: `x op x -> x`, the absorbing bound (`maxsi(x,
    MAX) -> MAX`) and the neutral one (`maxsi(x, MIN) -> x`), else constants."""

    def key(value: int, bits: int) -> int:
        return to_signed(value, bits) if signed else to_unsigned(value, bits)

    def fold(op: Operation, constants: Constants) -> FoldResult | None:
        lhs, rhs = op.operands
        if lhs is rhs:
            return [rhs]
        bits = element_width(op.results[0].type)
        value = splat_value(constants[1])
        if value is not None and bits is not None:
            low, high = (
                (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
            )
            if key(value, bits) == (high if maximum else low):
                return [rhs]
            if key(value, bits) == (low if maximum else high):
                return [lhs]
        pick = max if maximum else min
        return _binary(op, constants, lambda a, b, bits: pick(a, b, key=lambda v: key(v, bits)))

    return fold


_SWAPPED = {
    SLT: SGT,
    SGT: SLT,
    SLE: SGE,
    SGE: SLE,
    ULT: UGT,
    UGT: ULT,
    ULE: UGE,
    UGE: ULE,
    EQ: EQ,
    NE: NE,
}
_TRUE_WHEN_EQUAL = {EQ, SLE, SGE, ULE, UGE}


def predicate_of(op: Operation) -> int | None:
    return splat_value(op.get_attr("predicate"))


def fold_cmpi(op: Operation, constants: Constants) -> FoldResult | None:
    lhs, rhs = op.operands
    predicate = predicate_of(op)
    result = op.results[0].type  # i1, or a shape of them
    if predicate not in _SWAPPED:
        return None
    if lhs is rhs:  # a bool of any shape, unranked too (`getBoolAttribute`)
        return folded(bool_attr(predicate in _TRUE_WHEN_EQUAL, result))
    if element_width(result) != 1:
        return None
    rhs_value = splat_value(constants[1])
    if rhs_value == 0 and predicate == NE:
        for extension in ("arith.extsi", "arith.extui"):
            ext = defining_op(lhs, extension)
            if ext is not None and element_width(ext.operands[0].type) == 1:
                return [ext.operands[0]]  # ext(x : i1) != 0 -> x
        if element_width(lhs.type) == 1:
            return [lhs]
    if rhs_value == 1 and element_width(lhs.type) == 1 and predicate == EQ:
        return [lhs]  # x == true -> x
    if constants[0] is not None and constants[1] is None:
        attr = op.get_attr("predicate")
        assert isinstance(attr, IntegerAttr)
        op.properties["predicate"] = IntegerAttr(_SWAPPED[predicate], attr.type)
        op.set_operands([rhs, lhs])
        return []
    bits = element_width(lhs.type)
    if constants[0] is None or bits is None:
        return None
    return folded(
        fold_elementwise(
            constants, result, lambda a, b: int(compare(predicate, a, b, bits)), poison=False
        )
    )


def fold_select(op: Operation, constants: Constants) -> FoldResult | None:
    condition, true_value, false_value = op.operands
    if true_value is false_value:
        return [true_value]
    flag = splat_value(constants[0])
    if flag is not None:
        return [true_value if flag else false_value]
    if is_poison(constants[1]):  # either operand fully poison: the other
        return [false_value]
    if is_poison(constants[2]):
        return [true_value]
    if (
        op.results[0].type == I1
        and splat_value(constants[1]) == 1
        and splat_value(constants[2]) == 0
    ):
        return [condition]
    cmp = defining_op(condition, "arith.cmpi")
    if cmp is not None and predicate_of(cmp) in (EQ, NE):
        pair = (cmp.operands[0], cmp.operands[1])
        if pair in ((true_value, false_value), (false_value, true_value)):
            return [true_value if predicate_of(cmp) == NE else false_value]
    return _select_elements(op, constants)


def _select_elements(op: Operation, constants: Constants) -> FoldResult | None:
    """A select of elements constants on an elements condition, element by element."""
    condition, true_value, false_value = (read(c) for c in constants)
    if condition is None or true_value is None or false_value is None or condition.shape is None:
        return None
    if true_value.shape is None or false_value.shape is None:
        return None
    chosen = [
        t if c else f
        for c, t, f in zip(condition.elements(), true_value.elements(), false_value.elements())
    ]
    return folded(make(true_value.type, chosen))


def _cast(op: Operation, constants: Constants, signed: bool) -> FoldResult | None:
    """Integer constants extended (or truncated) to the result's width."""
    source_bits = element_width(op.operands[0].type)
    extend = to_signed if signed else to_unsigned
    return folded(
        fold_elementwise(
            constants[:1],
            op.results[0].type,
            None
            if source_bits is None or element_width(op.results[0].type) is None
            else lambda value: extend(value, source_bits),
        )
    )


def _fold_extension(
    op: Operation, constants: Constants, name: str, signed: bool
) -> FoldResult | None:
    inner = defining_op(op.operands[0], name)
    if inner is not None:  # ext(ext(x)) -> ext(x), in place
        op.set_operand(0, inner.operands[0])
        return []
    return _cast(op, constants, signed)


def fold_extui(op: Operation, constants: Constants) -> FoldResult | None:
    return _fold_extension(op, constants, "arith.extui", signed=False)


def fold_extsi(op: Operation, constants: Constants) -> FoldResult | None:
    return _fold_extension(op, constants, "arith.extsi", signed=True)


def fold_trunci(op: Operation, constants: Constants) -> FoldResult | None:
    source = op.operands[0]
    definer = getattr(source, "op", None)
    if definer is not None and definer.name.name in ("arith.extui", "arith.extsi"):
        original = definer.operands[0]
        original_bits, result_bits = element_width(original.type), element_width(op.results[0].type)
        if original_bits is not None and result_bits is not None and original_bits > result_bits:
            op.set_operand(0, original)  # trunc(ext(x)) -> trunc(x)
            return []
        if original.type == op.results[0].type:
            return [original]  # trunc(ext(x)) -> x
    if definer is not None and definer.name.name == "arith.trunci":
        op.set_operand(0, definer.operands[0])  # trunc(trunc(x)) -> trunc(x)
        return []
    return _cast(op, constants, signed=True)


FOLDERS = {
    "constant": fold_constant,
    "addi": fold_addi,
    "subi": fold_subi,
    "muli": fold_muli,
    "divui": fold_divui,
    "divsi": fold_divsi,
    "ceildivui": fold_ceildivui,
    "ceildivsi": fold_ceildivsi,
    "floordivsi": fold_floordivsi,
    "remui": fold_remui,
    "remsi": fold_remsi,
    "andi": fold_andi,
    "ori": fold_ori,
    "xori": fold_xori,
    "shli": fold_shli,
    "shrui": fold_shrui,
    "shrsi": fold_shrsi,
    "cmpi": fold_cmpi,
    "select": fold_select,
    "extui": fold_extui,
    "extsi": fold_extsi,
    "trunci": fold_trunci,
    "maxsi": _extremum_folder(signed=True, maximum=True),
    "maxui": _extremum_folder(signed=False, maximum=True),
    "minsi": _extremum_folder(signed=True, maximum=False),
    "minui": _extremum_folder(signed=False, maximum=False),
    **EXTENDED_FOLDERS,
    **FLOAT_FOLDERS,
    **CAST_FOLDERS,
}
"""Folder per `arith` op name (without the dialect prefix)."""
