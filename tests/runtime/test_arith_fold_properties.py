"""Random constant expressions through `canonicalize`, ours against mlir-opt-22: float ops
on f16, bf16, f32 and f64 constants (random bit patterns: subnormals, infinities, signed
zeros, quiet and signaling NaNs with payloads) and on the small formats (f4, f6 and f8
but f8E8M0FNU: every pattern, their NaNs, overflows to NaN or the largest number, FNUZ's
unsigned zero), and on arguments (the identities), as
scalars and vectors; integer ops, extrema, compares and selects on non-splat vector
constants; casts between the types; `ub.poison` among the operands. Any difference is a folder computing or printing a
value unlike MLIR's APFloat / APInt."""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st
from mlir_tools import generic, mlir_opt, passgen_opt, requires_mlir_opt
from pass_runner import ours
from profiles import examples
from random_constants import (
    FLOAT_WIDTHS,
    INT_LITERALS,
    SMALL_FLOATS,
    constant,
    float_literal,
    shaped,
)

from passgen.runtime.dialects.floats import is_nan
from passgen.runtime.ir.float_format import SEMANTICS

pytestmark = requires_mlir_opt

PIPELINE = "builtin.module(func.func(canonicalize))"
FLOAT_BINARY = "addf subf mulf divf remf maximumf minimumf maxnumf minnumf".split()
CMPF_PREDICATES = ("false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno true").split()
INT_BINARY = (
    "addi subi muli divui divsi ceildivui ceildivsi floordivsi remui remsi andi ori xori shli shrui shrsi "
    "maxsi maxui minsi minui"
).split()
CMPI_PREDICATES = "eq ne slt sle sgt sge ult ule ugt uge".split()


@st.composite
def float_functions(draw: st.DrawFn) -> str:
    """A function of float constants, poison and the arguments `%a`, `%b`, returning its
    last values and compares."""
    element = draw(st.sampled_from(sorted(FLOAT_WIDTHS) * 2 + sorted(SMALL_FLOATS)))
    # Dividing by zero where there is neither infinity nor NaN is undefined in LLVM.
    binary = (
        [op for op in FLOAT_BINARY if op not in ("divf", "remf")]
        if element
        in (
            "f4E2M1FN",
            "f6E2M3FN",
            "f6E3M2FN",
        )
        else FLOAT_BINARY
    )
    lanes = draw(st.sampled_from([None, None, 3]))
    type = shaped(lanes, element)
    values, flags, lines = ["%a", "%b"], [], []
    for index in range(draw(st.integers(3, 10))):
        name = f"%v{index}"
        kind = draw(
            st.sampled_from(["constant", "constant", "binary", "binary", "negf", "cmpf", "poison"])
        )
        if kind == "poison":
            lines.append(f"  {name} = ub.poison : {type}")
        elif kind == "constant":
            lines.append(
                f"  {name} = {constant(draw, lanes, element, lambda: float_literal(draw, element))}"
            )
        elif kind == "binary":
            op = draw(st.sampled_from(binary))
            lhs, rhs = draw(st.sampled_from(values)), draw(st.sampled_from(values))
            fastmath = draw(st.sampled_from(["", "", " fastmath<nnan,nsz>"]))
            lines.append(f"  {name} = arith.{op} {lhs}, {rhs}{fastmath} : {type}")
        elif kind == "negf":
            lines.append(f"  {name} = arith.negf {draw(st.sampled_from(values))} : {type}")
        else:
            predicate = draw(st.sampled_from(CMPF_PREDICATES))
            lhs, rhs = draw(st.sampled_from(values)), draw(st.sampled_from(values))
            lines.append(f"  {name} = arith.cmpf {predicate}, {lhs}, {rhs} : {type}")
            flags.append(name)
            continue
        values.append(name)
    results = values[-3:] + flags[-2:]
    types = [type] * len(values[-3:]) + [shaped(lanes, "i1")] * len(flags[-2:])
    body = "\n".join(lines)
    return (
        f"func.func @f(%a: {type}, %b: {type}) -> ({', '.join(types)}) {{\n{body}\n"
        f"  return {', '.join(results)} : {', '.join(types)}\n}}\n"
    )


@st.composite
def vector_int_functions(draw: st.DrawFn) -> str:
    """Integer ops, compares and selects on vectors of non-splat and splat constants and
    poison (values and masks)."""
    element = draw(st.sampled_from(["i8", "i16", "i32", "index"]))
    type = shaped(3, element)
    width = 64 if element == "index" else int(element[1:])
    literals = [v for v in INT_LITERALS if -(1 << (width - 1)) <= v < 1 << width]
    values, masks, lines = ["%a"], ["%m"], []
    for index in range(draw(st.integers(3, 10))):
        name = f"%v{index}"
        kind = draw(
            st.sampled_from(
                [
                    "constant",
                    "constant",
                    "binary",
                    "binary",
                    "cmpi",
                    "select",
                    "poison",
                    "poison mask",
                ]
            )
        )
        if kind == "poison":
            lines.append(f"  {name} = ub.poison : {type}")
        elif kind == "poison mask":
            lines.append(f"  {name} = ub.poison : vector<3xi1>")
            masks.append(name)
            continue
        elif kind == "constant":
            literal = lambda: str(draw(st.sampled_from(literals)))  # noqa: E731
            lines.append(f"  {name} = {constant(draw, 3, element, literal)}")
        elif kind == "binary":
            op = draw(st.sampled_from(INT_BINARY))
            lhs, rhs = draw(st.sampled_from(values)), draw(st.sampled_from(values))
            lines.append(f"  {name} = arith.{op} {lhs}, {rhs} : {type}")
        elif kind == "cmpi":
            predicate = draw(st.sampled_from(CMPI_PREDICATES))
            lhs, rhs = draw(st.sampled_from(values)), draw(st.sampled_from(values))
            lines.append(f"  {name} = arith.cmpi {predicate}, {lhs}, {rhs} : {type}")
            masks.append(name)
            continue
        else:
            mask = draw(st.sampled_from(masks))
            lhs, rhs = draw(st.sampled_from(values)), draw(st.sampled_from(values))
            lines.append(f"  {name} = arith.select {mask}, {lhs}, {rhs} : vector<3xi1>, {type}")
        values.append(name)
    results = values[-3:] + masks[-1:]
    types = [type] * len(values[-3:]) + ["vector<3xi1>"]
    body = "\n".join(lines)
    return (
        f"func.func @f(%a: {type}, %m: vector<3xi1>) -> ({', '.join(types)}) {{\n{body}\n"
        f"  return {', '.join(results)} : {', '.join(types)}\n}}\n"
    )


CASTS = [  # (op, source element, result element)
    ("sitofp", "i32", "f32"),
    ("uitofp", "i16", "f16"),
    ("sitofp", "i64", "bf16"),
    ("uitofp", "i64", "f64"),
    ("fptosi", "f32", "i32"),
    ("fptoui", "f64", "i8"),
    ("fptosi", "bf16", "i16"),
    ("extf", "f16", "f32"),
    ("extf", "bf16", "f64"),
    ("truncf", "f64", "f32"),
    ("truncf", "f32", "bf16"),
    ("truncf", "f32", "f16"),
    ("bitcast", "f32", "i32"),
    ("bitcast", "i16", "bf16"),
    ("bitcast", "f16", "bf16"),
    ("index_cast", "i8", "index"),
    ("index_castui", "index", "i16"),
    ("extf", "f8E4M3FN", "f32"),
    ("extf", "f8E5M2FNUZ", "f16"),
    ("extf", "f4E2M1FN", "bf16"),
    ("truncf", "f32", "f8E4M3FN"),
    ("truncf", "f16", "f8E5M2FNUZ"),
    ("truncf", "f32", "f8E3M4"),
    ("sitofp", "i8", "f8E4M3B11FNUZ"),
    ("uitofp", "i16", "f8E5M2"),
    ("fptosi", "f8E4M3", "i8"),
    ("fptoui", "f6E3M2FN", "i8"),
]


def cast_literal(draw: st.DrawFn, element: str) -> str:
    if element in FLOAT_WIDTHS or element in SMALL_FLOATS:
        return float_literal(draw, element)
    if element == "index":
        return str(draw(st.integers(-(1 << 63), (1 << 63) - 1)))
    width = int(element[1:])
    return str(draw(st.integers(-(1 << (width - 1)), (1 << (width - 1)) - 1)))


@st.composite
def cast_functions(draw: st.DrawFn) -> str:
    """Casts of scalar and vector constants (one in ten a poison)."""
    lines, results, types = [], [], []
    for index, (op, source, result) in enumerate(
        draw(st.lists(st.sampled_from(CASTS), min_size=1, max_size=6))
    ):
        lanes = draw(st.sampled_from([None, 2]))
        literal = (
            f"ub.poison : {shaped(lanes, source)}"
            if draw(st.integers(0, 9)) == 0
            else constant(draw, lanes, source, lambda: cast_literal(draw, source))
        )
        lines.append(f"  %c{index} = {literal}")
        lines.append(
            f"  %r{index} = arith.{op} %c{index} : {shaped(lanes, source)} to {shaped(lanes, result)}"
        )
        results.append(f"%r{index}")
        types.append(shaped(lanes, result))
    body = "\n".join(lines)
    return (
        f"func.func @f() -> ({', '.join(types)}) {{\n{body}\n"
        f"  return {', '.join(results)} : {', '.join(types)}\n}}\n"
    )


def assert_canonicalizes_like_mlir_opt(source: str) -> None:
    text = generic(source)
    expected = mlir_opt(text, "-p", PIPELINE, "--mlir-print-op-generic")
    assert expected.returncode == 0, expected.stderr
    assert generic(ours(text, PIPELINE)) == expected.stdout


# A signaling NaN: maxnumf returns it quieted (not the number), subf propagates it quieted.
SIGNALING_MAXNUM = """\
func.func @f(%a: f32, %b: f32) -> (f32, f32) {
  %0 = arith.constant 0x7F800001 : f32
  %1 = arith.constant 1.0 : f32
  %2 = arith.maxnumf %0, %1 : f32
  %3 = arith.subf %1, %0 : f32
  return %2, %3 : f32, f32
}
"""


@settings(max_examples=examples(100))
@given(source=float_functions())
@example(source=SIGNALING_MAXNUM)
def test_random_float_expressions_fold_like_mlir_opt(source: str) -> None:
    assert_canonicalizes_like_mlir_opt(source)


@settings(max_examples=examples(60))
@given(source=vector_int_functions())
def test_random_vector_integer_expressions_fold_like_mlir_opt(source: str) -> None:
    assert_canonicalizes_like_mlir_opt(source)


@settings(max_examples=examples(60))
@given(source=cast_functions())
def test_random_casts_fold_like_mlir_opt(source: str) -> None:
    assert_canonicalizes_like_mlir_opt(source)


def test_every_nan_of_the_small_formats_extends_as_in_mlir_opt() -> None:
    """Each NaN pattern of each small format, extended to each wider IEEE format: the
    significand moves up (FN formats), FNUZ's NaN becomes the default NaN, a signaling NaN
    stays unfolded (a random cast once found the FN case unfolded here)."""
    chunks = [
        f"func.func @f() -> {wide} {{\n  %c = arith.constant 0x{bits:X} : {small}\n"
        f"  %r = arith.extf %c : {small} to {wide}\n  return %r : {wide}\n}}\n"
        for small, width in SMALL_FLOATS.items()
        for bits in range(1 << width)
        if is_nan(bits, SEMANTICS[small])
        for wide in ("f16", "bf16", "f32", "f64")
    ]
    text = "// -----\n".join(chunks)
    expected = mlir_opt(text, "-canonicalize", "--split-input-file")
    assert expected.returncode == 0, expected.stderr
    assert passgen_opt(text, "-canonicalize", "--split-input-file") == (0, expected.stdout, "")
    assert len(chunks) > 100
