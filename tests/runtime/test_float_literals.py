"""Float literals of every builtin float type, and integers of thousands of digits, in
attributes, `arith.constant` and dense elements: read, rounded and printed as mlir-opt
does, and rejected with its located diagnostics (issue 26, items 8 and 12)."""

from __future__ import annotations

import decimal
import math
from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from literal_cases import (
    CONTEXTS,
    FLOAT_TYPES,
    attribute_op,
    chunks,
    constant_op,
    dense_op,
    edge_literals,
    float_literals,
    huge_integers,
    splat_op,
)
from mlir_tools import both, requires_mlir_opt
from profiles import examples

from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.ir import Context, DiagnosticError, FloatAttr, IntegerAttr
from passgen.runtime.ir.decimal import int_text, parse_int
from passgen.runtime.ir.float_format import (
    SEMANTICS,
    _decimal_bits,
    float_text,
    from_bits,
    to_bits,
)
from passgen.runtime.ir.types import FLOAT_TYPE_NAMES

FLAGS = ("--allow-unregistered-dialect", "--split-input-file")
DIGITS = decimal.Context(prec=80)


def roundtrip(text: str) -> str:
    ctx = Context(allow_unregistered_dialects=True)
    return print_op(parse_source(text, ctx, "t.mlir"), context=ctx)


def test_every_builtin_float_type_has_its_format() -> None:
    assert sorted(SEMANTICS) == sorted(FLOAT_TYPES) == sorted(FLOAT_TYPE_NAMES)


@pytest.mark.parametrize("type", [t for t in FLOAT_TYPES if SEMANTICS[t].width <= 8])
def test_every_bit_pattern_prints_and_reads_back(type: str) -> None:
    """Each pattern of a small format prints as a literal that reads back as itself."""
    sem = SEMANTICS[type]
    for bits in range(1 << sem.width):
        text = roundtrip(attribute_op(f"0x{bits:X}", type))
        again = roundtrip(text)
        assert again == text
        attr = parse_source(text, Context(allow_unregistered_dialects=True), "t.mlir")
        value = attr.regions[0].blocks[0].operations[0].attributes["v"]
        assert isinstance(value, FloatAttr)
        printed = float_text(bits, sem)
        if not printed.startswith("0x"):
            assert to_bits(from_bits(bits, sem), sem) == bits


@pytest.mark.parametrize(
    ("literal", "type", "printed"),
    [
        ("1.5", "f4E2M1FN", "1.500000e+00"),
        ("7.0", "f4E2M1FN", "6.000000e+00"),  # past the largest: the largest (no inf, NaN)
        ("1.5", "f8E8M0FNU", "2.000000e+00"),  # powers of two only; ties round up
        ("-2.0", "f8E8M0FNU", "-2.000000e+00"),  # no sign bit, but LLVM keeps the sign
        ("0.0", "f8E8M0FNU", "5.877470e-39"),  # no zero: the smallest
        ("465.0", "f8E4M3FN", "0x7F"),  # rounds past the largest: the NaN
        ("-0.0", "f8E5M2FNUZ", "0.000000e+00"),  # no negative zero
        ("1.0e10", "f8E4M3B11FNUZ", "0x80"),  # the NaN is -0's pattern
        ("1.0e400", "f6E3M2FN", "0x0"),  # an infinity where there is none: its bits
    ],
)
def test_small_formats_round_as_llvm_does(literal: str, type: str, printed: str) -> None:
    assert f"v = {printed} : {type}" in roundtrip(attribute_op(literal, type))


@settings(max_examples=examples(300))
@given(st.floats(allow_nan=False, allow_infinity=False), st.sampled_from(["f16", "f32", "f64"]))
def test_the_hardware_rounds_doubles_as_apfloat(value: float, type: str) -> None:
    """The fast path of `to_bits` (struct) agrees with exact rounding."""
    sem = SEMANTICS[type]
    exact = to_bits(Fraction(value), sem) if value else to_bits(value, sem)
    assert to_bits(value, sem) == exact


@settings(max_examples=examples(300))
@given(
    st.sampled_from(["f16", "f32"]),
    st.integers(0, (1 << 31) - 2),
    st.integers(17, 30),
    st.sampled_from([-1, 0, 1]),
)
def test_decimals_near_a_tie_round_as_apfloat(type: str, bits: int, digits: int, side: int) -> None:
    """A decimal at or next to the halfway point of two numbers of the format: read
    through a double only where that cannot round differently (float_text's check)."""
    sem = SEMANTICS[type]
    bits %= (1 << (sem.width - 1)) - 1
    low, high = from_bits(bits, sem), from_bits(bits + 1, sem)
    assume(math.isfinite(low) and math.isfinite(high))
    middle = (Fraction(low) + Fraction(high)) / 2
    value = middle * (1 + Fraction(side, 10**digits))
    text = f"{DIGITS.divide(Decimal(value.numerator), Decimal(value.denominator)):.40e}"
    assert _decimal_bits(text, sem) == to_bits(Fraction(text), sem)


def test_decimal_integers_are_not_floats() -> None:
    with pytest.raises(DiagnosticError) as info:
        roundtrip(attribute_op("1", "f8E5M2"))
    assert str(info.value).endswith("note: add a trailing dot to make the literal a float"), str(
        info.value
    )


@requires_mlir_opt
@pytest.mark.parametrize("type", FLOAT_TYPES)
def test_edge_literals_match_mlir_opt(type: str) -> None:
    """Every edge literal of the type in every context, and all of them in one dense
    list: the same output and the same diagnostics as mlir-opt."""
    literals = edge_literals(type)
    ops = [context(literal, type) for literal in literals for context in CONTEXTS]
    ops.append(dense_op([lit for lit in literals if not lit.startswith("-0x")][:100], type))
    text = chunks(ops)
    ours, theirs = both(text, *FLAGS)
    assert ours == theirs


@requires_mlir_opt
@settings(max_examples=examples(60))
@given(st.lists(float_literals(), min_size=1, max_size=24))
def test_random_float_literals_match_mlir_opt(cases: list[tuple[str, str]]) -> None:
    ops = [context(literal, type) for literal, type in cases for context in CONTEXTS]
    ours, theirs = both(chunks(ops), *FLAGS)
    assert ours == theirs


# -- integers of any size (Python's int <-> str limit) -----------------------------------------

NINES = "9" * 5000
HUGE = "1" + "2345678901" * 500


WIDE = "0x" + "F" * 4000


@pytest.mark.parametrize(
    ("literal", "type", "value"),
    [
        (HUGE, "i20000", int(HUGE[:4000]) * 10 ** (len(HUGE) - 4000) + int(HUGE[4000:])),
        (WIDE, "i16000", -1),
        (WIDE, "ui16000", (1 << 16000) - 1),
        (NINES, "i16610", 10**5000 - 1 - (1 << 16610)),  # wraps: it needs all 16610 bits
        (NINES, "si16611", 10**5000 - 1),
    ],
    ids=["decimal", "hex_signless", "hex_unsigned", "wrapped", "signed"],
)
def test_huge_integers_read_and_print(literal: str, type: str, value: int) -> None:
    ctx = Context(allow_unregistered_dialects=True)
    module = parse_source(attribute_op(literal, type), ctx, "t.mlir")
    attr = module.regions[0].blocks[0].operations[0].attributes["v"]
    assert isinstance(attr, IntegerAttr) and attr.value == value
    printed = print_op(module, context=ctx)
    assert roundtrip(printed) == printed
    assert literal.startswith("0x") or f"v = {literal} : " in printed or value < 0


@pytest.mark.parametrize("type", ["si16000", "i15999", "ui1"])
def test_huge_integers_out_of_range(type: str) -> None:
    with pytest.raises(DiagnosticError, match="integer constant out of range for attribute"):
        roundtrip(attribute_op(WIDE, type))


def test_int_text_has_no_digit_limit() -> None:
    for value in [10**5000, -(10**5000) + 1, 7**30000, (1 << 65536) - 1]:
        text = int_text(value)
        assert parse_int(text.lstrip("-")) == abs(value)
        assert text.startswith("-") == (value < 0)
        assert text.lstrip("-")[0] != "0"
        assert int(text[-500:]) % 10**500 == abs(value) % 10**500


@requires_mlir_opt
@pytest.mark.parametrize("context", [attribute_op, constant_op, splat_op])
def test_huge_integers_match_mlir_opt(context: object) -> None:
    cases = [
        (HUGE, "i20000"),
        ("-" + HUGE, "i20000"),
        ("-" + HUGE, "ui20000"),
        (HUGE, "si16610"),
        (NINES, "i16610"),
        (NINES, "si16610"),
        (NINES, "i16609"),
        ("0x" + "F" * 4000, "i16000"),
        ("0x" + "F" * 4000, "si16000"),
        ("0x" + "F" * 4000, "i15999"),
    ]
    ops = [context(literal, type) for literal, type in cases]  # type: ignore[operator]
    ours, theirs = both(chunks(ops), *FLAGS)
    assert ours == theirs


@requires_mlir_opt
@settings(max_examples=examples(20))
@given(st.lists(huge_integers(), min_size=1, max_size=4))
def test_random_huge_integers_match_mlir_opt(cases: list[tuple[str, str]]) -> None:
    ops = [
        context(literal, type)
        for literal, type in cases
        for context in CONTEXTS
        if type.startswith("i") or context is not constant_op  # arith's are signless
    ]
    ours, theirs = both(chunks(ops), *FLAGS)
    assert ours == theirs


@requires_mlir_opt
def test_huge_constants_fold_as_mlir_opt_folds() -> None:
    text = (
        f'%0 = "arith.constant"() <{{value = {HUGE} : i20000}}> : () -> i20000\n'
        '%1 = "arith.addi"(%0, %0) : (i20000, i20000) -> i20000\n'
        '%2 = "arith.muli"(%1, %0) : (i20000, i20000) -> i20000\n'
        '"test.use"(%2) : (i20000) -> ()\n'
    )
    ours, theirs = both(text, "--allow-unregistered-dialect", "--canonicalize")
    assert ours == theirs


# -- dense elements --------------------------------------------------------------------------

DENSE = [
    "dense<[1.5, 2.0]> : tensor<3xf32>",
    "dense<[1.5, 2.0]> : tensor<2xi32>",
    "dense<[1, 1]> : tensor<2xi32>",
    "dense<[300, 1]> : tensor<2xi8>",
    "dense<foo> : tensor<2xi8>",
    "dense<[1.5, 1.0e10]> : tensor<2xf8E4M3FN>",
    "dense<0x7> : tensor<2xf4E2M1FN>",
    'dense<"0x0102"> : tensor<2xi8>',
    "dense<[[1,2],[3,4]]> : tensor<2x2xi8>",
    "dense<[0x7, 0x1]> : tensor<2xi8>",
    "dense<[true, false]> : tensor<2xi1>",
    "dense<[1, 0]> : tensor<2xi1>",
    "dense<255> : tensor<2xi8>",
    "dense<-1> : tensor<2xui8>",
    "dense<[[1, 2], [3]]> : tensor<2x2xi8>",
    "dense<[[1, 2], 3]> : tensor<2x2xi8>",
    "dense<[]> : tensor<0xi8>",
    "dense<> : tensor<0xi8>",
    "dense<[[]]> : tensor<1x0xi8>",
    "dense<[[], []]> : tensor<2x0xf16>",
    "dense<1> : tensor<?xi8>",
    "dense<1.5> : tensor<2xindex>",
    "dense<true> : tensor<2xf32>",
    "dense<-0x1> : tensor<2xf32>",
    "dense<-0x1> : tensor<2xi8>",
    "dense<-0> : tensor<2xi8>",
    "dense<(1, 2)> : tensor<2xi8>",
    "dense<(1.0, 2.0)> : tensor<2xf32>",
    'dense<"abc"> : tensor<2xi8>',
    'dense<["abc", 1]> : tensor<2xi8>',
    'dense<["abc", 1.0]> : tensor<2xf32>',
    'dense<"0x1"> : tensor<2xi8>',
    'dense<"0x123"> : tensor<2xi16>',
    'dense<"0xZZ"> : tensor<2xi8>',
    'dense<"0x01"> : tensor<2xi8>',
    'dense<"0x0102"> : tensor<2xi16>',
    'dense<"0x01020304"> : tensor<2xi16>',
    'dense<"0x0102030405"> : tensor<2xi16>',
    'dense<"0xFF"> : tensor<3xi1>',
    'dense<"0x07"> : tensor<3xi1>',
    'dense<"0x05"> : tensor<3xi1>',
    'dense<"0x010001"> : tensor<3xi1>',
    'dense<"0x0F"> : tensor<2xf4E2M1FN>',
    'dense<"0x003C0040"> : tensor<2xf16>',
    'dense<"0x0000803F"> : tensor<f32>',
    "dense<1> : i32",
    "dense<1.0> : f32",
    "dense<1> : tensor<0xi8>",
    "dense<> : tensor<2xi8>",
    "dense<[1, 2]> : tensor<*xi8>",
    "dense<[1 2]> : tensor<2xi8>",
    "dense<[1, 2> : tensor<2xi8>",
    "dense<- 1> : tensor<2xi8>",
    "dense<-true> : tensor<2xi8>",
    "dense<true> : tensor<2xi8>",
    "dense<[true, 2]> : tensor<2xi1>",
    "dense<2> : tensor<2xi1>",
    "dense<1.5 : f32> : tensor<2xf32>",
    "dense<1> : vector<[2]xi8>",
    "dense<[1,2]> : vector<[2]xi8>",
    'dense<1> : tensor<2xi8, "enc">',
    "dense<1> : memref<2xi8, 1>",
    "dense<[1, 2, 3]> : vector<3xindex>",
    "dense<[1, 2]> : tensor<2x1xi8>",
    "dense<[[1], [2]]> : tensor<2x1xui8>",
    "dense<[-1, 127]> : tensor<2xsi8>",
    "dense<[1.0, 2]> : tensor<2xf32>",
    "dense<[1.0, -2.5e3]> : tensor<2xbf16>",
    "dense<[0x7FC00000, 1.0]> : tensor<2xf32>",
    "dense<[1, 2]>",
    "dense<1>:tensor<2xi8>",
    "dense<[1,\n 2]> : tensor<2xi8>",
    "dense<[1,\n foo]> : tensor<2xi8>",
    "dense<[1 // c\n, 2]> : tensor<2xi8>",
    "dense<0> : tensor<2xi0>",
    "dense<0> : tensor<101xi0>",
    "dense<0> : tensor<9223372036854775807xi0>",
    "dense<1> : tensor<99999999999999999999xi8>",
    "dense<1> : tensor<2x99999999999999999999xf32>",
    "dense<1> : tensor<9223372036854775807x2xi8>",
    "dense<[(1.0, 2.0), 3.0]> : tensor<2xf32>",
    "dense<[(1, 2)]> : tensor<3xi8>",
    "dense<[1.0, 1.0]> : tensor<2xf8E8M0FNU>",
    "dense<[-1.0, -1.5, 0.0, -0.0]> : tensor<4xf8E8M0FNU>",
    "dense<[1.0e400, -1.0e400]> : tensor<2xf4E2M1FN>",
    "dense<[-0.0, 0.0]> : tensor<2xf8E4M3FNUZ>",
    "dense<"
    + ", ".join(["[" + ", ".join(str(i * 3 + j) for j in range(3)) + "]" for i in range(40)]).join(
        "[]"
    )
    + "> : tensor<40x3xi16>",
    "dense<[" + ", ".join(f"{i}.5" for i in range(101)) + "]> : tensor<101xf32>",
    "dense<[" + ", ".join("true" if i % 3 else "false" for i in range(130)) + "]> : tensor<130xi1>",
    "[dense<1> : tensor<2xi8>, dense<[1.0, 2.0]> : vector<2xf64>]",
]


@requires_mlir_opt
def test_dense_elements_match_mlir_opt() -> None:
    """Dense literals of every kind, well formed or not: mlir-opt's output and errors."""
    ops = [f'"test.op"() {{v = {dense}}} : () -> ()' for dense in DENSE]
    ours, theirs = both(chunks(ops), *FLAGS)
    assert ours == theirs
