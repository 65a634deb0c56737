"""The `index` dialect's folders and canonicalization patterns (MLIR's `IndexOps.cpp`): the
upstream lit test canonicalizes as with mlir-opt 22, byte for byte, and passes its FileCheck;
random programs of index ops on random constants and arguments canonicalize alike."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import mlir_opt, passgen_opt, requires_mlir_opt
from profiles import examples

BINARY = (
    "add sub mul divs divu ceildivs ceildivu floordivs rems remu maxs maxu mins minu "
    "shl shrs shru and or xor"
).split()
PREDICATES = "eq ne slt sle sgt sge ult ule ugt uge".split()
# Values where 32 and 64 bits part ways, the shift limits, and the extremes.
INTERESTING = [0, 1, -1, 2, 3, 5, -5, 31, 32, 33, 63, 64, 0x7FFFFFFF, 0x80000000, -0x80000000]
INTERESTING += [0xFFFFFFFF, 0x100000000, 0x100000001, 0x100000002, 2**63 - 1, -(2**63)]


def canonicalized(source: str) -> str:
    code, out, err = passgen_opt(source, "-canonicalize")
    assert code == 0, err
    return out


def test_checked_folds_wait_for_32_and_64_bits_to_agree() -> None:
    out = canonicalized(
        "func.func @f() -> (index, index) {\n"
        "  %0 = index.constant 4294967296\n  %1 = index.constant 2\n"
        "  %2 = index.divs %0, %1\n  %3 = index.mul %0, %1\n"
        "  return %2, %3 : index, index\n}\n"
    )
    assert "index.divs %idx4294967296, %idx2" in out
    assert "index.constant 8589934592" in out and "index.mul" not in out


def test_extremum_ranges_decide_compares_and_constants_reassociate() -> None:
    out = canonicalized(
        "func.func @f(%x: index) -> (i1, index) {\n"
        "  %0 = index.constant 0\n  %1 = index.constant 1\n  %2 = index.constant 6\n"
        "  %3 = index.maxs %x, %1\n  %4 = index.cmp sle(%3, %0)\n"
        "  %5 = index.add %x, %1\n  %6 = index.add %5, %2\n"
        "  return %4, %6 : i1, index\n}\n"
    )
    assert "%false = index.bool.constant false" in out
    assert "index.add %arg0, %idx7" in out


def test_a_cast_to_an_integer_stays_for_want_of_a_materializer() -> None:
    out = canonicalized(
        "func.func @f() -> i32 {\n  %0 = index.constant 5\n"
        "  %1 = index.casts %0 : index to i32\n  return %1 : i32\n}\n"
    )
    assert "index.casts %idx5 : index to i32" in out


def _constant(draw: st.DrawFn) -> int:
    return draw(st.one_of(st.sampled_from(INTERESTING), st.integers(-(2**63), 2**63 - 1)))


def _line(draw: st.DrawFn, name: str, values: list[str], flags: list[str]) -> str:
    """One op defining `name` (an index, or an `i1` it adds to `flags`)."""
    kind = draw(st.sampled_from(["constant", "constant", "binary", "binary", "cmp", "cast"]))
    operand = st.sampled_from(values)
    if kind == "constant":
        return f"  {name} = index.constant {_constant(draw)}"
    if kind == "binary":
        op = draw(st.sampled_from(BINARY))
        return f"  {name} = index.{op} {draw(operand)}, {draw(operand)}"
    if kind == "cmp":
        flags.append(name)
        predicate = draw(st.sampled_from(PREDICATES))
        return f"  {name} = index.cmp {predicate}({draw(operand)}, {draw(operand)})"
    width = draw(st.sampled_from([8, 32, 48, 64, 80]))
    cast = draw(st.sampled_from(["casts", "castu"]))
    source = f"arith.constant {_constant(draw) % (1 << width)} : i{width}"
    return f"  {name}.c = {source}\n  {name} = index.{cast} {name}.c : i{width} to index"


@st.composite
def index_functions(draw: st.DrawFn) -> str:
    """A function of index ops on constants and the arguments `%a`, `%b`, returning its
    last values and compares."""
    values, lines = ["%a", "%b"], []
    flags: list[str] = []
    for index in range(draw(st.integers(2, 10))):
        name = f"%v{index}"
        lines.append(_line(draw, name, values, flags))
        if name not in flags:
            values.append(name)
    results = values[-3:] + flags[-3:]
    types = ["index"] * len(values[-3:]) + ["i1"] * len(flags[-3:])
    body = "\n".join(lines)
    return (
        f"func.func @f(%a: index, %b: index) -> ({', '.join(types)}) {{\n{body}\n"
        f"  return {', '.join(results)} : {', '.join(types)}\n}}\n"
    )


@requires_mlir_opt
@settings(max_examples=examples(150))
@given(source=index_functions())
def test_random_index_programs_canonicalize_like_mlir_opt(source: str) -> None:
    expected = mlir_opt(source, "-canonicalize")
    assert expected.returncode == 0, expected.stderr
    assert canonicalized(source) == expected.stdout


@pytest.mark.parametrize("predicate", PREDICATES)
@requires_mlir_opt
def test_compares_of_extrema_and_of_differences_with_zero(predicate: str) -> None:
    lines = [f"  %c{n} = index.constant {v}" for n, v in enumerate(INTERESTING[:8])]
    results = []
    for op in ("maxs", "maxu", "mins", "minu"):
        for n in range(8):
            lines.append(f"  %{op}{n} = index.{op} %a, %c{n}")
            lines.append(f"  %{op}{n}.cmp = index.cmp {predicate}(%{op}{n}, %c{(n * 3) % 8})")
            results.append(f"%{op}{n}.cmp")
    lines.append("  %d = index.sub %a, %b")
    lines.append(f"  %z0 = index.cmp {predicate}(%d, %c0)")
    lines.append(f"  %z1 = index.cmp {predicate}(%c0, %d)")
    results += ["%z0", "%z1"]
    types = ", ".join(["i1"] * len(results))
    source = (
        f"func.func @f(%a: index, %b: index) -> ({types}) {{\n" + "\n".join(lines) + "\n"
        f"  return {', '.join(results)} : {types}\n}}\n"
    )
    expected = mlir_opt(source, "-canonicalize")
    assert expected.returncode == 0, expected.stderr
    assert canonicalized(source) == expected.stdout
