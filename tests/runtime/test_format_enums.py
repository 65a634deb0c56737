"""ODS enums' strings (runtime/asm/format/enums.py) as mlir-opt 22 reads and prints them: every
value of arith's fast-math flags (a bit enum with a primary group) and of LLVM's overflow flags
(`, `-separated, stored as an integer), written in a shuffled, spaced spelling, reads to the value we compute and
prints as we print it; every comparison predicate names the value mlir-opt stores."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from mlir_tools import generic, mlir_opt, passgen_opt, requires_mlir_opt

from passgen.runtime.asm.format.enums import Enum, is_keyword
from passgen.runtime.ir.json_blocks import block
from passgen.runtime.ir.upstream_dialects import DATA

FORMATS = str(Path(DATA).with_name("upstream_formats.json"))


def enum(dialect: str, name: str) -> Enum:
    return Enum.from_data(block(FORMATS, dialect)[f"!enum {name}"])


FASTMATH = enum("arith", "::mlir::arith::FastMathFlags")
LLVM_OVERFLOW = enum("llvm", "::mlir::LLVM::IntegerOverflowFlags")


def spelled(enum: Enum, value: int, rng: random.Random) -> str:
    """`value` as a shuffled list of its single flags, with spaces around the separators."""
    flags = [text for text, case in enum.cases if case and case & (case - 1) == 0 and case & value]
    if not flags:
        return enum.stringify(0)
    rng.shuffle(flags)
    return f" {enum.separator.strip()} ".join(flags)


def test_bit_enums_stringify_as_their_generated_code() -> None:
    assert FASTMATH.stringify(0) == "none"
    assert FASTMATH.stringify(127) == "fast"
    assert FASTMATH.stringify(6) == "nnan,ninf"
    assert FASTMATH.symbolize("ninf , nnan") == 6
    assert FASTMATH.symbolize("fast") == 127
    assert FASTMATH.symbolize("nnan,bogus") is None
    assert FASTMATH.symbolize("") is None
    assert is_keyword("slt") and is_keyword("a.b$c") and not is_keyword("1x")


@given(st.integers(0, 127))
def test_symbolize_inverts_stringify(value: int) -> None:
    assert FASTMATH.symbolize(FASTMATH.stringify(value)) == value


@requires_mlir_opt
def test_fastmath_values_read_and_print_as_mlir_opt() -> None:
    rng = random.Random(7)
    values = range(128)
    lines = [
        f'  %{v} = "arith.addf"(%a, %a) <{{fastmath = #arith.fastmath<{spelled(FASTMATH, v, rng)}>}}>'
        " : (f32, f32) -> f32"
        for v in values
    ]
    text = "func.func @f(%a: f32) {\n" + "\n".join(lines) + "\n  return\n}\n"
    printed = re.findall(r"#arith\.fastmath<([^>]*)>", generic(text))
    assert printed == [FASTMATH.stringify(v) for v in values]


@requires_mlir_opt
def test_llvm_overflow_flags_read_and_print_as_mlir_opt() -> None:
    rng = random.Random(11)
    values = range(1, 4)  # `none` is the default: not printed
    lines = [
        f"  %{v} = llvm.add %a, %a overflow<{spelled(LLVM_OVERFLOW, v, rng)}> : i32" for v in values
    ]
    text = "llvm.func @f(%a: i32) {\n" + "\n".join(lines) + "\n  llvm.return\n}\n"
    result = mlir_opt(text)
    assert result.returncode == 0, result.stderr
    stored = [int(v) for v in re.findall(r"overflowFlags = (\d+) : i32", generic(text))]
    assert stored == list(values)
    printed = re.findall(r"overflow<([^>]*)>", result.stdout)
    assert printed == [LLVM_OVERFLOW.stringify(v) for v in values]


@requires_mlir_opt
@pytest.mark.parametrize("op, name", [("cmpi", "CmpIPredicate"), ("cmpf", "CmpFPredicate")])
def test_predicates_name_the_values_mlir_opt_stores(op: str, name: str) -> None:
    predicates = enum("arith", f"::mlir::arith::{name}")
    type_ = "i32" if op == "cmpi" else "f32"
    lines = [
        f"  %{i} = arith.{op} {text}, %a, %a : {type_}"
        for i, text in enumerate(predicates.keywords())
    ]
    text = f"func.func @f(%a: {type_}) {{\n" + "\n".join(lines) + "\n  return\n}\n"
    stored = [int(v) for v in re.findall(r"predicate = (\d+) : i64", generic(text))]
    assert stored == [predicates.symbolize(t) for t in predicates.keywords()]
    assert [predicates.stringify(v) for v in stored] == predicates.keywords()


@requires_mlir_opt
@pytest.mark.parametrize("body", ["", "foo", " ", "nsw, nuw", "none"])
def test_dialect_enum_attributes_written_in_full_are_checked(body: str) -> None:
    """`#arith.overflow<>` is rejected as mlir-opt rejects it (passgen kept it as text and
    printed what no parser reads back: found by the IR fuzz campaign)."""
    text = (
        'func.func @f(%a: i32) -> i32 {\n  %0 = "arith.subi"(%a, %a) '
        f"<{{overflowFlags = #arith.overflow<{body}>}}> : (i32, i32) -> i32\n"
        "  return %0 : i32\n}\n"
    )
    expected = mlir_opt(text)
    code, out, err = passgen_opt(text)
    assert (code, out) == (expected.returncode, expected.stdout)
    assert err.splitlines()[:1] == expected.stderr.splitlines()[:1]
