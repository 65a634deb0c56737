"""Affine expressions, maps and integer sets (runtime/ir/affine/): read, built with MLIR's
simplifying constructors and printed as MLIR prints them. Hypothesis-made expression trees
keep their value through simplification, print canonically, and (oracle) print exactly as
mlir-opt 22 prints them, many maps per mlir-opt run."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import mlir_opt, passgen_opt, requires_mlir_opt
from profiles import examples

from passgen.runtime.ir.affine import (
    AffineExpr,
    AffineSyntaxError,
    BinaryExpr,
    BinaryKind,
    ConstantExpr,
    DimExpr,
    map_text,
    set_text,
)
from passgen.runtime.ir.affine.parse import parse_map, parse_set

DIMS, SYMBOLS = 3, 2
Inputs = tuple[int, ...]  # the dimensions' values, then the symbols'


@dataclass(frozen=True)
class Tree:
    """An expression as written, and its value (None: a division by a non-positive
    divisor, whose value MLIR leaves undefined)."""

    text: str
    value: Callable[[Inputs], int | None]
    symbolic: bool


def _leaf(text: str, value: Callable[[Inputs], int | None], symbolic: bool) -> Tree:
    return Tree(text, value, symbolic)


def _combine(op: str, lhs: Tree, rhs: Tree) -> Tree:
    def value(inputs: Inputs) -> int | None:
        a, b = lhs.value(inputs), rhs.value(inputs)
        if a is None or b is None:
            return None
        if op in ("+", "-", "*"):
            return a + b if op == "+" else a - b if op == "-" else a * b
        if b < 1:
            return None
        return a // b if op == "floordiv" else -(-a // b) if op == "ceildiv" else a % b

    return Tree(f"({lhs.text} {op} {rhs.text})", value, lhs.symbolic and rhs.symbolic)


def _negate(operand: Tree) -> Tree:
    def value(inputs: Inputs) -> int | None:
        found = operand.value(inputs)
        return None if found is None else -found

    return Tree(f"-{operand.text}", value, operand.symbolic)


def _leaves(symbolic: bool) -> st.SearchStrategy[Tree]:
    constants = st.integers(0, 12).map(lambda c: _leaf(str(c), lambda _: c, True))
    symbols = st.integers(0, SYMBOLS - 1).map(
        lambda i: _leaf(f"s{i}", lambda inputs: inputs[DIMS + i], True)
    )
    if symbolic:
        return constants | symbols
    dims = st.integers(0, DIMS - 1).map(lambda i: _leaf(f"d{i}", lambda inputs: inputs[i], False))
    return constants | symbols | dims


def _trees(symbolic: bool, depth: int) -> st.SearchStrategy[Tree]:
    """Affine trees: every product has a symbolic side, every divisor is symbolic."""
    if depth == 0:
        return _leaves(symbolic)
    smaller = _trees(symbolic, depth - 1)
    divisors = _trees(True, depth - 1)
    return st.one_of(
        _leaves(symbolic),
        st.builds(_combine, st.sampled_from(["+", "-"]), smaller, smaller),
        st.builds(_combine, st.just("*"), smaller, divisors),
        st.builds(_combine, st.just("*"), divisors, smaller),
        st.builds(_combine, st.sampled_from(["floordiv", "ceildiv", "mod"]), smaller, divisors),
        st.builds(_negate, smaller),
    )


TREES = _trees(False, 3)
HEADER = "(d0, d1, d2)[s0, s1]"


def _evaluate(expr: AffineExpr, inputs: Inputs) -> int | None:
    if isinstance(expr, ConstantExpr):
        return expr.value
    if not isinstance(expr, BinaryExpr):
        return inputs[expr.position + (0 if isinstance(expr, DimExpr) else DIMS)]
    a, b = _evaluate(expr.lhs, inputs), _evaluate(expr.rhs, inputs)
    if a is None or b is None:
        return None
    if expr.kind in (BinaryKind.ADD, BinaryKind.MUL):
        return a + b if expr.kind is BinaryKind.ADD else a * b
    if b < 1:
        return None
    if expr.kind is BinaryKind.FLOOR_DIV:
        return a // b
    return -(-a // b) if expr.kind is BinaryKind.CEIL_DIV else a % b


INPUTS = st.tuples(*[st.integers(-20, 20)] * DIMS, *[st.integers(1, 9)] * SYMBOLS)


@given(TREES, INPUTS)
def test_simplification_keeps_the_value(tree: Tree, inputs: Inputs) -> None:
    expected = tree.value(inputs)
    (built,) = parse_map(f"{HEADER} -> ({tree.text})").results
    if expected is not None:
        assert _evaluate(built, inputs) == expected, (tree.text, built)


@given(TREES, INPUTS)
def test_the_canonical_print_reads_back_to_the_same_value(tree: Tree, inputs: Inputs) -> None:
    """Not always to the same print: MLIR's simplification is no fixed point either
    (`s0 + (s0 + 1)` prints `s0 + s0 + 1`, which reads back as `s0 * 2 + 1`)."""
    (built,) = parse_map(f"{HEADER} -> ({tree.text})").results
    (again,) = parse_map(map_text(parse_map(f"{HEADER} -> ({tree.text})"))).results
    if tree.value(inputs) is not None:
        assert _evaluate(again, inputs) == _evaluate(built, inputs)


@requires_mlir_opt
def test_a_print_that_is_no_fixed_point_is_mlir_opts() -> None:
    text = '#m = affine_map<()[s0] -> (s0 + (s0 + 1))>\n"foo.op"() {a = #m} : () -> ()\n'
    theirs = mlir_opt(text, "--allow-unregistered-dialect")
    assert passgen_opt(text, "--allow-unregistered-dialect") == (0, theirs.stdout, "")
    assert "(s0 + s0 + 1)" in theirs.stdout


@pytest.mark.parametrize(
    ("written", "printed"),
    [
        ("(i, j) -> (i - j, -i, 2 * i + 3 - i)", "(d0, d1) -> (d0 - d1, -d0, d0 + 3)"),
        ("(i)[n] -> (i * -3 + n, (i + n) * -1 + 3)", "(d0)[s0] -> (d0 * -3 + s0, -(d0 + s0) + 3)"),
        ("(d0) -> (d0 - (d0 floordiv 8) * 8)", "(d0) -> (d0 mod 8)"),
        ("(d0) -> ((d0 * 128) floordiv 64, (d0 * 6) mod 3)", "(d0) -> (d0 * 2, 0)"),
        ("()[] -> (77, 78, 79)", "() -> (77, 78, 79)"),
        ("(d0, d1) -> (d0 - (d1 + 1), d0 + d1 * -2)", "(d0, d1) -> (d0 - (d1 + 1), d0 - d1 * 2)"),
    ],
)
def test_maps_print_as_mlir_prints_them(written: str, printed: str) -> None:
    assert map_text(parse_map(written)) == printed


def test_sets_normalize_their_constraints() -> None:
    found = parse_set("(d0)[s0] : (d0 - 10 >= 0, s0 == 0, d0 <= s0)")
    assert set_text(found) == "(d0)[s0] : (d0 - 10 >= 0, s0 == 0, -d0 + s0 >= 0)"
    assert set_text(parse_set("() : ()")) == "() : (0 == 0)"


@pytest.mark.parametrize(
    ("body", "message", "column"),
    [
        ("(i) -> (i x)", "expected ')' in affine map range", 11),
        ("(i, i) -> (i)", "redefinition of identifier 'i'", 4),
        ("(i) -> (j)", "use of undeclared identifier", 8),
        (
            "(i) -> (i * i)",
            "non-affine expression: at least one of the multiply operands has "
            "to be either a constant or symbolic",
            10,
        ),
        ("(i) -> (i +)", "missing right operand of binary operator", 11),
        ("(i) -> ()", None, None),
    ],
)
def test_malformed_maps_say_what_mlir_says(
    body: str, message: str | None, column: int | None
) -> None:
    if message is None:
        assert map_text(parse_map(body)) == "(d0) -> ()"
        return
    with pytest.raises(AffineSyntaxError) as raised:
        parse_map(body)
    assert raised.value.message == message
    if not raised.value.wrong_token:
        assert raised.value.pos == column


def test_errors_in_an_attribute_are_located() -> None:
    code, _, err = passgen_opt(
        '"t.op"() {a = affine_set<(i) -> (i)>} : () -> ()\n', "-allow-unregistered-dialect"
    )
    assert code == 1
    assert "<stdin>:1:26: error: expected IntegerSet, but got AffineMap" in err


_MAP_ATTRIBUTE = re.compile(r"\{m = affine_map<(.*)>\}")


def _mlir_opt_prints(bodies: list[str]) -> list[str]:
    """How mlir-opt prints each map body, all in one run."""
    ops = "".join(f'"t.op"() {{m = affine_map<{body}>}} : () -> ()\n' for body in bodies)
    result = mlir_opt(ops, "-allow-unregistered-dialect", "-mlir-print-local-scope")
    assert result.returncode == 0, result.stderr
    return _MAP_ATTRIBUTE.findall(result.stdout)


@requires_mlir_opt
@settings(max_examples=examples(10))
@given(st.lists(TREES, min_size=150, max_size=150))
def test_maps_print_exactly_as_mlir_opt_prints_them(trees: list[Tree]) -> None:
    bodies = [f"{HEADER} -> ({tree.text})" for tree in trees]
    ours = [map_text(parse_map(body)) for body in bodies]
    assert ours == _mlir_opt_prints(bodies)


@requires_mlir_opt
@settings(max_examples=examples(5))
@given(st.lists(st.tuples(TREES, st.booleans()), min_size=1, max_size=4))
def test_sets_print_exactly_as_mlir_opt_prints_them(constraints: list[tuple[Tree, bool]]) -> None:
    body = (
        HEADER
        + " : ("
        + ", ".join(f"{t.text} {'==' if eq else '>='} 0" for t, eq in constraints)
        + ")"
    )
    result = mlir_opt(
        f'"t.op"() {{s = affine_set<{body}>}} : () -> ()\n',
        "-allow-unregistered-dialect",
        "-mlir-print-local-scope",
    )
    assert result.returncode == 0, result.stderr
    assert f"affine_set<{set_text(parse_set(body))}>" in result.stdout
