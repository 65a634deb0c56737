"""`arith-expand`: arith ops an LLVM lowering lacks, expanded into simpler arith ops
(MLIR's `Arith/Transforms/ExpandOps.cpp`, its patterns and the ops each creates, in order).

Always expanded: `ceildivsi`, `ceildivui`, `floordivsi`, the integer and float min/max
ops (`cmpi` / `cmpf` and `select`, NaN handled as MLIR does) and `scaling_extf` /
`scaling_truncf`. With `include-bf16`, `extf` bf16 -> f32 and `truncf` f32 -> bf16 (default
rounding) become bit manipulation; `include-f8e8m0` and `include-f4e2m1` do the same for
the `extf` / `truncf` of those types. The conversion is a partial one: an op the options
make illegal that no pattern expands (a `truncf` to bf16 with a rounding mode) fails the
pass with MLIR's error.
"""

from __future__ import annotations

from functools import partial

from passgen.generated.transforms import ArithExpandOpsPassBase

from ..dialects.elements import int_width, to_signed
from ..ir import (
    Attribute,
    FloatAttr,
    FloatType,
    IntegerAttr,
    IntegerType,
    Location,
    OpaqueAttr,
    Operation,
    Type,
    Value,
)
from ..ir.attributes import format_float
from ..ir.shaped_types import element_type, shaped, with_element
from ..rewrite.partial_conversion import apply_partial_conversion
from ..rewrite.pattern import RewritePattern
from ..rewrite.pattern_set import FrozenRewritePatternSet
from ..rewrite.rewriter import PatternRewriter

# `arith::CmpIPredicate` and `arith::CmpFPredicate` values.
EQ, NE, SLT, SLE, SGT, ULT, UGT, UGE = 0, 1, 2, 3, 4, 6, 8, 9
F_UGT, F_ULT, F_UNE, F_UNO = 9, 11, 13, 14

I1, I4, I8, I16, I32, I64 = (IntegerType(w) for w in (1, 4, 8, 16, 32, 64))
F32, BF16 = FloatType("f32"), FloatType("bf16")
F8E8M0, F4E2M1 = FloatType("f8E8M0FNU"), FloatType("f4E2M1FN")

FASTMATH, ROUNDING = "fastmath", "roundingmode"


class _Builder:
    """`ImplicitLocOpBuilder`: ops of one location at the rewriter's insertion point."""

    def __init__(self, rewriter: PatternRewriter, location: Location):
        self.rewriter = rewriter
        self.location = location

    def op(
        self,
        name: str,
        operands: list[Value],
        type: Type | None = None,
        properties: dict[str, Attribute] | None = None,
    ) -> Value:
        """`name` of `operands` giving one result (of the first operand's type by default)."""
        result_type = type or operands[0].type
        created = self.rewriter.create(
            name, operands, [result_type], properties=properties, location=self.location
        )
        return created.results[0]

    def cmpi(self, predicate: int, lhs: Value, rhs: Value) -> Value:
        properties: dict[str, Attribute] = {"predicate": IntegerAttr(predicate, I64)}
        return self.op("arith.cmpi", [lhs, rhs], with_element(lhs.type, I1), properties)

    def cmpf(self, predicate: int, lhs: Value, rhs: Value) -> Value:
        properties: dict[str, Attribute] = {"predicate": IntegerAttr(predicate, I64)}
        return self.op("arith.cmpf", [lhs, rhs], with_element(lhs.type, I1), properties)

    def select(self, condition: Value, true: Value, false: Value) -> Value:
        return self.op("arith.select", [condition, true, false], true.type)

    def const(self, type: Type, value: int) -> Value:
        """`createConst`: an integer (or splat) constant, `value` wrapped to the width."""
        element = element_type(type)
        width = int_width(element)
        assert width is not None
        value = to_signed(value, width)
        attr: Attribute = IntegerAttr(value, type)
        if shaped(type) is not None:
            attr = OpaqueAttr(f"dense<{value}> : {type.text}")
        return self.op("arith.constant", [], type, {"value": attr})

    def float_const(self, type: Type, value: float) -> Value:
        """`createFloatConst`."""
        element = element_type(type)
        attr: Attribute = FloatAttr(value, element)
        if shaped(type) is not None:
            attr = OpaqueAttr(f"dense<{format_float(value, element)}> : {type.text}")
        return self.op("arith.constant", [], type, {"value": attr})


def _flags(op: Operation, *names: str) -> dict[str, Attribute]:
    """`op`'s `fastmath` / `roundingmode` properties among `names`, to pass on."""
    return {name: attr for name in names if (attr := op.properties.get(name)) is not None}


class _Expansion(RewritePattern):
    """The expansion of the op `root_name`, named for MLIR's pattern class."""

    root_name = ""

    def __init__(self) -> None:
        super().__init__(self.root_name)
        self.debug_name = type(self).__name__

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        result = self.expand(op, _Builder(rewriter, op.location))
        if isinstance(result, str):
            return rewriter.notify_match_failure(op, result)
        rewriter.replace_op(op, [result])
        return True

    def expand(self, op: Operation, b: _Builder) -> Value | str:
        """The value replacing `op`, or why the pattern does not apply."""
        raise NotImplementedError


class CeilDivUIOpConverter(_Expansion):
    """`n == 0 ? 0 : ((n - 1) / m) + 1`."""

    root_name = "arith.ceildivui"

    def expand(self, op: Operation, b: _Builder) -> Value | str:
        a, d = op.operands
        zero = b.const(a.type, 0)
        compare = b.cmpi(EQ, a, zero)
        one = b.const(a.type, 1)
        minus_one = b.op("arith.subi", [a, one])
        quotient = b.op("arith.divui", [minus_one, d])
        plus_one = b.op("arith.addi", [quotient, one])
        return b.select(compare, zero, plus_one)


class CeilDivSIOpConverter(_Expansion):
    """`z = a / b; z * b != a && (a < 0) == (b < 0) ? z + 1 : z`."""

    root_name = "arith.ceildivsi"

    def expand(self, op: Operation, b: _Builder) -> Value | str:
        a, d = op.operands
        zero = b.const(op.results[0].type, 0)
        one = b.const(op.results[0].type, 1)
        quotient = b.op("arith.divsi", [a, d])
        product = b.op("arith.muli", [quotient, d])
        not_equal = b.cmpi(NE, a, product)
        a_neg = b.cmpi(SLT, a, zero)
        b_neg = b.cmpi(SLT, d, zero)
        sign_equal = b.cmpi(EQ, a_neg, b_neg)
        condition = b.op("arith.andi", [not_equal, sign_equal])
        plus_one = b.op("arith.addi", [quotient, one])
        return b.select(condition, plus_one, quotient)


class FloorDivSIOpConverter(_Expansion):
    """`z = a / b; z * b != a && (a < 0) != (b < 0) ? z - 1 : z`."""

    root_name = "arith.floordivsi"

    def expand(self, op: Operation, b: _Builder) -> Value | str:
        a, d = op.operands
        quotient = b.op("arith.divsi", [a, d])
        product = b.op("arith.muli", [quotient, d])
        not_equal = b.cmpi(NE, a, product)
        zero = b.const(op.results[0].type, 0)
        a_neg = b.cmpi(SLT, a, zero)
        b_neg = b.cmpi(SLT, d, zero)
        sign_opposite = b.cmpi(NE, a_neg, b_neg)
        condition = b.op("arith.andi", [not_equal, sign_opposite])
        minus_one = b.const(op.results[0].type, -1)
        minus = b.op("arith.addi", [quotient, minus_one])
        return b.select(condition, minus, quotient)


class MaxMinIOpConverter(_Expansion):
    """`cmpi(pred, lhs, rhs) ? lhs : rhs`."""

    def __init__(self, root: str, predicate: int):
        self.root_name = root
        super().__init__()
        self.debug_name = f"MaxMinIOpConverter<{root}>"
        self.predicate = predicate

    def expand(self, op: Operation, b: _Builder) -> Value | str:
        lhs, rhs = op.operands
        return b.select(b.cmpi(self.predicate, lhs, rhs), lhs, rhs)


class MaxMinFOpConverter(_Expansion):
    """`isNaN(nan_of) ? rhs : (cmpf(pred, lhs, rhs) ? lhs : rhs)`, where `nan_of` is the
    rhs for maximumf / minimumf and the lhs for maxnumf / minnumf."""

    def __init__(self, root: str, predicate: int, nan_of_lhs: bool):
        self.root_name = root
        super().__init__()
        kind = "MaxNumMinNumFOpConverter" if nan_of_lhs else "MaximumMinimumFOpConverter"
        self.debug_name = f"{kind}<{root}>"
        self.predicate = predicate
        self.nan_of_lhs = nan_of_lhs

    def expand(self, op: Operation, b: _Builder) -> Value | str:
        lhs, rhs = op.operands
        select = b.select(b.cmpf(self.predicate, lhs, rhs), lhs, rhs)
        checked = lhs if self.nan_of_lhs else rhs
        return b.select(b.cmpf(F_UNO, checked, checked), rhs, select)


def _types(op: Operation) -> tuple[Type, Type, Type, Type]:
    """The operand type, result type and their element types."""
    operand, result = op.operands[0].type, op.results[0].type
    return operand, result, element_type(operand), element_type(result)


class BFloat16ExtFOpConverter(_Expansion):
    root_name = "arith.extf"

    def expand(self, op: Operation, b: _Builder) -> Value | str:
        operand_type, result_type, operand_element, result_element = _types(op)
        if operand_element != BF16 or result_element != F32:
            return "not a ext of bf16 to f32."
        i16, i32 = with_element(operand_type, I16), with_element(operand_type, I32)
        bitcast = b.op("arith.bitcast", [op.operands[0]], i16)
        extended = b.op("arith.extui", [bitcast], i32)
        shifted = b.op("arith.shli", [extended, b.const(i32, 16)])
        return b.op("arith.bitcast", [shifted], result_type)


class BFloat16TruncFOpConverter(_Expansion):
    """Round to nearest even by adding a bias to the mantissa (carrying into the exponent
    when it overflows); NaN gives a quiet NaN."""

    root_name = "arith.truncf"

    def expand(self, op: Operation, b: _Builder) -> Value | str:
        operand_type, result_type, operand_element, result_element = _types(op)
        if operand_element != F32 or result_element != BF16:
            return "not a trunc of f32 to bf16."
        if ROUNDING in op.properties:
            return "only applicable to default rounding mode."
        operand = op.operands[0]
        i16, i32 = with_element(operand_type, I16), with_element(operand_type, I32)
        is_nan = b.cmpf(F_UNE, operand, operand)
        c7fff = b.const(i32, 0x7FFF)
        c7fc0 = b.const(i16, 0x7FC0)
        c16 = b.const(i32, 16)
        c1 = b.const(i32, 1)
        bitcast = b.op("arith.bitcast", [operand], i32)
        bit16 = b.op("arith.andi", [b.op("arith.shrui", [bitcast, c16]), c1])
        rounding_bias = b.op("arith.addi", [bit16, c7fff])
        biased = b.op("arith.addi", [bitcast, rounding_bias])
        shifted = b.op("arith.shrui", [biased, c16])
        normal = b.op("arith.trunci", [shifted], i16)
        select = b.select(is_nan, c7fc0, normal)
        return b.op("arith.bitcast", [select], result_type)


class F4E2M1ExtFOpConverter(_Expansion):
    """The f32 bits assembled from the 4 bits: mantissa and last exponent bit, the first
    seven exponent bits (one of two patterns, or zero), the sign."""

    root_name = "arith.extf"

    def expand(self, op: Operation, b: _Builder) -> Value | str:
        operand_type, result_type, operand_element, result_element = _types(op)
        if operand_element != F4E2M1:
            return "not a ext of F4E2M1FN"
        f32 = with_element(operand_type, F32)
        i4, i32 = with_element(operand_type, I4), with_element(operand_type, I32)
        bits = b.op("arith.bitcast", [op.operands[0]], i4)
        c0, c1, c2, c4, c7 = (b.const(i4, v) for v in (0x0, 0x1, 0x2, 0x4, 0x7))
        no_sign = b.op("arith.andi", [bits, c7])
        c14 = b.const(i32, 0x14)
        low = b.op("arith.shli", [no_sign, c2])
        is_half = b.cmpi(EQ, no_sign, c1)
        low = b.select(is_half, c0, low)
        low = b.op("arith.extui", [low], i32)
        low = b.op("arith.shli", [low, c14])
        zero_exp_bits = b.const(i32, 0x00000000)
        high_exp_bits = b.const(i32, 0x40000000)
        low_exp_bits = b.const(i32, 0x3F000000)
        larger = b.cmpi(UGE, no_sign, c4)
        exponent = b.select(larger, high_exp_bits, low_exp_bits)
        zero_exp = b.cmpi(EQ, no_sign, c0)
        exponent = b.select(zero_exp, zero_exp_bits, exponent)
        c80000000 = b.const(i32, 0x80000000)
        c8 = b.const(i4, 0x8)
        negative = b.cmpi(UGE, bits, c8)
        sign = b.select(negative, c80000000, zero_exp_bits)
        bits31 = b.op("arith.addi", [low, exponent])
        bits32 = b.op("arith.addi", [bits31, sign])
        result = b.op("arith.bitcast", [bits32], f32)
        if result_element != F32:
            result = b.op("arith.truncf", [result], result_type)
        return result


class F8E8M0ExtFOpConverter(_Expansion):
    """The 8 bits become the f32 exponent (0xff, NaN, all ones)."""

    root_name = "arith.extf"

    def expand(self, op: Operation, b: _Builder) -> Value | str:
        operand_type, result_type, operand_element, result_element = _types(op)
        if operand_element != F8E8M0:
            return "not a ext of F8E8M0FNU"
        i8, i32 = with_element(operand_type, I8), with_element(operand_type, I32)
        f32 = with_element(operand_type, F32)
        bitcast = b.op("arith.bitcast", [op.operands[0]], i8)
        f8_nan = b.const(i8, 0xFF)
        f32_nan = b.const(i32, 0xFFFFFFFF)
        mantissa_width = b.const(i32, 23)
        extended = b.op("arith.extui", [bitcast], i32)
        f32_bits = b.op("arith.shli", [extended, mantissa_width])
        is_nan = b.cmpi(EQ, bitcast, f8_nan)
        f32_bits = b.select(is_nan, f32_nan, f32_bits)
        result = b.op("arith.bitcast", [f32_bits], f32)
        if _bits(result_element) < 32:
            return b.op("arith.truncf", [result], result_type, _flags(op, FASTMATH))
        if _bits(result_element) > 32:
            return b.op("arith.extf", [result], result_type, _flags(op, FASTMATH))
        return result


def _bits(type: Type) -> int:
    """`getIntOrFloatBitWidth` of a float type."""
    assert isinstance(type, FloatType)
    return type.width


class F4E2M1TruncFOpConverter(_Expansion):
    """Round to nearest even per the OCP microscaling spec: clamp to +-6, rebias the
    exponent, keep the first mantissa bit, handle subnormals and 0.5, round up."""

    root_name = "arith.truncf"

    def expand(self, op: Operation, b: _Builder) -> Value | str:
        operand_type, result_type, operand_element, result_element = _types(op)
        i4, i8 = with_element(operand_type, I4), with_element(operand_type, I8)
        i32, f32 = with_element(operand_type, I32), with_element(operand_type, F32)
        if result_element != F4E2M1:
            return "not a trunc of F4E2M1FN"
        operand = op.operands[0]
        if operand_element != F32:
            operand = b.op("arith.extf", [operand], f32)
        c1 = b.const(i4, 1)
        c3 = b.const(i4, 3)
        c22 = b.const(i32, 22)
        c00 = b.const(i8, 0x00)
        cff = b.const(i8, 0xFF)
        zero_exp_bits = b.const(i32, 0)
        higher = b.float_const(f32, 6.0)
        lower = b.float_const(f32, -6.0)
        clamped = b.op("arith.minnumf", [operand, higher])
        clamped = b.op("arith.maxnumf", [clamped, lower])
        f32_bits = b.op("arith.bitcast", [clamped], i32)
        exp_man_width = b.const(i32, 31)
        f32_sign = b.op("arith.shrui", [f32_bits, exp_man_width])
        f4_sign = b.op("arith.trunci", [f32_sign], i4)
        f4_bits = b.op("arith.shli", [f4_sign, c3])
        bias_adjustment = b.const(i32, 0x7E)
        mantissa_width = b.const(i32, 23)
        sign_exp = b.op("arith.shrui", [f32_bits, mantissa_width])
        adjusted = b.op("arith.subi", [sign_exp, bias_adjustment])
        f4_exp = b.op("arith.trunci", [adjusted], i4)
        f4_exp = b.op("arith.shli", [f4_exp, c1])
        f4_bits = b.op("arith.addi", [f4_bits, f4_exp])
        first_bit_mask = b.const(i32, 0x400000)
        man1 = b.op("arith.andi", [f32_bits, first_bit_mask])
        man1 = b.op("arith.shrui", [man1, c22])
        f4_man = b.op("arith.trunci", [man1], i4)
        f4_bits = b.op("arith.addi", [f4_bits, f4_man])
        mantissa_mask = b.const(i32, 0x7FFFFF)
        f8_exp = b.op("arith.trunci", [adjusted], i8)
        is_subnormal = b.cmpi(SLE, f8_exp, c00)
        is_neg_one_exp = b.cmpi(EQ, f8_exp, cff)
        man23 = b.op("arith.andi", [f32_bits, mantissa_mask])
        non_zero_man = b.cmpi(UGT, man23, zero_exp_bits)
        round_to_half = b.op("arith.andi", [is_neg_one_exp, non_zero_man])
        is_zero_exp = b.cmpi(EQ, f8_exp, c00)
        subnormal_bits = b.const(i4, 0xF)
        half_bits = b.const(i4, 0x0)
        sub_result = b.select(is_subnormal, subnormal_bits, f4_bits)
        sub_result = b.select(round_to_half, half_bits, sub_result)
        f4_bits = b.select(is_zero_exp, f4_bits, sub_result)
        last22_mask = b.const(i32, 0x3FFFFF)
        round_bit = b.const(i32, 0x200000)
        man22 = b.op("arith.andi", [f32_bits, last22_mask])
        should_round = b.cmpi(UGE, man22, round_bit)
        should_round = b.op("arith.ori", [should_round, is_subnormal])
        rounded = b.op("arith.addi", [f4_bits, c1])
        f4_bits = b.select(should_round, rounded, f4_bits)
        return b.op("arith.bitcast", [f4_bits], result_type)


class F8E8M0TruncFOpConverter(_Expansion):
    """The f32 exponent bits (every Inf and NaN becomes NaN)."""

    root_name = "arith.truncf"

    def expand(self, op: Operation, b: _Builder) -> Value | str:
        operand_type, result_type, operand_element, result_element = _types(op)
        if result_element != F8E8M0:
            return "not a truncf to f8E8M0FNU"
        if ROUNDING in op.properties:
            return "only applicable to default rounding mode."
        i8, i32 = with_element(operand_type, I8), with_element(operand_type, I32)
        f32 = with_element(operand_type, F32)
        operand = op.operands[0]
        if _bits(operand_element) < 32:
            operand = b.op("arith.extf", [operand], f32, _flags(op, FASTMATH))
        elif _bits(operand_element) > 32:
            operand = b.op("arith.truncf", [operand], f32, _flags(op, FASTMATH))
        f32_bits = b.op("arith.bitcast", [operand], i32)
        mantissa_width = b.const(i32, 23)
        sign_exp = b.op("arith.shrui", [f32_bits, mantissa_width])
        exp8 = b.op("arith.trunci", [sign_exp], i8)
        return b.op("arith.bitcast", [exp8], result_type)


def _scale_to_f8e8m0(op: Operation, b: _Builder, failure: str) -> Value | str:
    """The scale operand, truncated to f8E8M0FNU when a float of 16 bits or more; else
    `failure` when it is not an f8E8M0FNU."""
    scale = op.operands[1]
    element = element_type(scale.type)
    if isinstance(element, FloatType) and element.width >= 16:
        element = F8E8M0
        truncated = with_element(scale.type, F8E8M0)
        scale = b.op("arith.truncf", [scale], truncated, _flags(op, FASTMATH))
    if element != F8E8M0:
        return failure
    return scale


class ScalingExtFOpConverter(_Expansion):
    """`extf(in) * extf(scale)`, the scale an f8E8M0FNU (2^scale)."""

    root_name = "arith.scaling_extf"

    def expand(self, op: Operation, b: _Builder) -> Value | str:
        scale = _scale_to_f8e8m0(
            op, b, "scaling_extf is using scales of type which can not be converted to f8E8M0FNU"
        )
        if isinstance(scale, str):
            return scale
        result_type = op.results[0].type
        fastmath = _flags(op, FASTMATH)
        scale_ext = b.op("arith.extf", [scale], result_type, fastmath)
        input_ext = b.op("arith.extf", [op.operands[0]], result_type, fastmath)
        return b.op("arith.mulf", [input_ext, scale_ext], result_type, fastmath)


class ScalingTruncFOpConverter(_Expansion):
    """`truncf(in / extf(scale))`, the scale an f8E8M0FNU (2^scale)."""

    root_name = "arith.scaling_truncf"

    def expand(self, op: Operation, b: _Builder) -> Value | str:
        scale = _scale_to_f8e8m0(
            op, b, "scaling_truncf is using scales type which can not be converted to f8E8M0FNU"
        )
        if isinstance(scale, str):
            return scale
        operand = op.operands[0]
        fastmath = _flags(op, FASTMATH)
        scale = b.op("arith.extf", [scale], operand.type, fastmath)
        quotient = b.op("arith.divf", [operand, scale], operand.type, fastmath)
        flags = _flags(op, ROUNDING, FASTMATH)
        return b.op("arith.truncf", [quotient], op.results[0].type, flags)


ALWAYS_ILLEGAL = frozenset(
    {
        "arith.ceildivsi",
        "arith.ceildivui",
        "arith.floordivsi",
        "arith.maxsi",
        "arith.maxui",
        "arith.minsi",
        "arith.minui",
        "arith.maximumf",
        "arith.minimumf",
        "arith.maxnumf",
        "arith.minnumf",
        "arith.scaling_extf",
        "arith.scaling_truncf",
    }
)


def _always_patterns() -> list[RewritePattern]:
    """`populateArithExpandOpsPatterns`."""
    return [
        CeilDivSIOpConverter(),
        CeilDivUIOpConverter(),
        FloorDivSIOpConverter(),
        ScalingExtFOpConverter(),
        ScalingTruncFOpConverter(),
        MaxMinIOpConverter("arith.maxsi", SGT),
        MaxMinIOpConverter("arith.maxui", UGT),
        MaxMinIOpConverter("arith.minsi", SLT),
        MaxMinIOpConverter("arith.minui", ULT),
        MaxMinFOpConverter("arith.maximumf", F_UGT, nan_of_lhs=False),
        MaxMinFOpConverter("arith.minimumf", F_ULT, nan_of_lhs=False),
        MaxMinFOpConverter("arith.maxnumf", F_UGT, nan_of_lhs=True),
        MaxMinFOpConverter("arith.minnumf", F_ULT, nan_of_lhs=True),
    ]


class ArithExpandOps(ArithExpandOpsPassBase):
    """`ArithExpandOpsPass`: the patterns the options choose, applied by a partial
    conversion whose target holds `extf` / `truncf` illegal for the types they expand."""

    def run_on_operation(self) -> None:
        patterns = _always_patterns()
        if self.include_bf16:
            patterns += [BFloat16ExtFOpConverter(), BFloat16TruncFOpConverter()]
        if self.include_f8_e8_m0:
            patterns += [F8E8M0ExtFOpConverter(), F8E8M0TruncFOpConverter()]
        if self.include_f4_e2_m1:
            patterns += [F4E2M1ExtFOpConverter(), F4E2M1TruncFOpConverter()]
        illegal = partial(
            _is_illegal, self.include_bf16, self.include_f8_e8_m0, self.include_f4_e2_m1
        )
        frozen = FrozenRewritePatternSet(patterns)
        if not apply_partial_conversion(self.get_operation(), frozen, illegal):
            self.signal_pass_failure()


def _is_illegal(bf16: bool, f8e8m0: bool, f4e2m1: bool, op: Operation) -> bool:
    """The conversion target: the always-expanded ops, and the `extf` / `truncf` of the
    types the options expand."""
    name = op.name.name
    if name in ALWAYS_ILLEGAL:
        return True
    if name not in ("arith.extf", "arith.truncf") or not op.operands or not op.results:
        return False
    _, _, source, target = _types(op)
    if name == "arith.extf":
        return (
            (bf16 and source == BF16 and target == F32)
            or (f8e8m0 and source == F8E8M0)
            or (f4e2m1 and source == F4E2M1)
        )
    return (
        (bf16 and source == F32 and target == BF16)
        or (f8e8m0 and target == F8E8M0)
        or (f4e2m1 and target == F4E2M1)
    )
