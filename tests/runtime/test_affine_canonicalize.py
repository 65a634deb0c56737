"""The `affine` dialect's folders and canonicalization patterns (MLIR's `AffineOps.cpp`): maps
composed with the `affine.apply` ops feeding them and simplified (the flattening simplifier),
min/max folded, deduplicated, merged and ordered, loop bounds folded and composed, empty loops
folded, sets composed and trivial ifs inlined, accesses and parallel bounds composed, loads of
constant globals folded, delinearize/linearize folded and cancelled (also where an apply
reverses a delinearization): to the output written out here, and as mlir-opt 22 does in the
custom and the generic form, trying the same patterns, named as MLIR names them, in the same
order (`--log-actions-to`). Random chains of applies, mins and maxes canonicalize as with
mlir-opt too."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import mlir_opt, passgen_opt, requires_mlir_opt
from profiles import examples

from passgen.runtime.ir.affine import AffineMap, map_text
from passgen.runtime.ir.affine.attributes import map_of
from passgen.runtime.ir.affine.flatten import simplify_affine_map
from passgen.runtime.ir.attributes import OpaqueAttr

FLAGS = ("-canonicalize", "-allow-unregistered-dialect")

CASES: dict[str, tuple[str, str]] = {
    "apply_chains_compose_into_one_simplified_map": (
        (
            "func.func @f(%a: index, %b: index) -> (index, index, index) {\n"
            "  %c4 = arith.constant 4 : index\n"
            "  %0 = affine.apply affine_map<(d0)[s0] -> (d0 - 1 + 42 * s0)> (%a)[%b]\n"
            "  %1 = affine.apply affine_map<(d0) -> (d0 * 4)> (%0)\n"
            "  %2 = affine.apply affine_map<(d0)[s0] -> ((d0 + 7) floordiv s0)> (%1)[%c4]\n"
            "  %3 = affine.apply affine_map<(d0, d1) -> (d1)> (%a, %b)\n"
            "  %4 = affine.apply affine_map<(d0, d1) -> (d0 * 3 + d1 + 2 - d0)> (%3, %c4)\n"
            "  return %2, %3, %4 : index, index, index\n"
            "}\n"
        ),
        (
            "#map = affine_map<()[s0, s1] -> (s0 * 42 + s1)>\n"
            "#map1 = affine_map<()[s0] -> (s0 * 2 + 6)>\n"
            "module {\n"
            "  func.func @f(%arg0: index, %arg1: index) -> (index, index, index) {\n"
            "    %0 = affine.apply #map()[%arg1, %arg0]\n"
            "    %1 = affine.apply #map1()[%arg1]\n"
            "    return %0, %arg1, %1 : index, index, index\n"
            "  }\n"
            "}\n"
            "\n"
        ),
    ),
    "min_max_fold_deduplicate_merge_and_order": (
        (
            "func.func @f(%a: index, %b: index) -> (index, index, index, index) {\n"
            "  %c3 = arith.constant 3 : index\n"
            "  %0 = affine.min affine_map<()[s0, s1] -> (s0 + s1, s1 + 16, 32, s1 + s0)> ()[%a, %b]\n"
            "  %1 = affine.max affine_map<(d0)[s0] -> (1000, d0 floordiv 4, (s0 mod 5) + 1)> (%c3)[%c3]\n"
            "  %2 = affine.min affine_map<(d0)[s0] -> (s0 * 2, d0)> (%0)[%a]\n"
            "  %3 = affine.max affine_map<()[s0] -> (s0 * 4)> ()[%b]\n"
            "  return %0, %1, %2, %3 : index, index, index, index\n"
            "}\n"
        ),
        (
            "#map = affine_map<()[s0, s1] -> (32, s1 + 16, s0 + s1)>\n"
            "#map1 = affine_map<()[s0, s1] -> (32, s1 + 16, s0 + s1, s0 * 2)>\n"
            "#map2 = affine_map<()[s0] -> (s0 * 4)>\n"
            "module {\n"
            "  func.func @f(%arg0: index, %arg1: index) -> (index, index, index, index) {\n"
            "    %c1000 = arith.constant 1000 : index\n"
            "    %0 = affine.min #map()[%arg0, %arg1]\n"
            "    %1 = affine.min #map1()[%arg0, %arg1]\n"
            "    %2 = affine.apply #map2()[%arg1]\n"
            "    return %0, %c1000, %1, %2 : index, index, index, index\n"
            "  }\n"
            "}\n"
            "\n"
        ),
    ),
    "for_bounds_fold_and_compose_and_empty_loops_fold": (
        (
            "func.func @f(%n: index, %m: memref<?xf32>) -> (index, index) {\n"
            "  %c0 = arith.constant 0 : index\n"
            "  %c1 = arith.constant 1 : index\n"
            "  %c2 = arith.constant 2 : index\n"
            "  %u = affine.apply affine_map<(d0) -> (d0 + 2)>(%n)\n"
            "  affine.for %i = max affine_map<(d0, d1) -> (d0, d0 + d1)> (%c1, %c2) to %u {\n"
            "    %x = affine.load %m[%i floordiv 64] : memref<?xf32>\n"
            '    "test.use"(%x) : (f32) -> ()\n'
            "  }\n"
            "  affine.for %i = 0 to 8 step 4 {\n"
            "    affine.for %j = 0 to 4 {\n"
            "      %x = affine.load %m[(%i + %j) floordiv 4 + %j mod 8] : memref<?xf32>\n"
            '      "test.use"(%x) : (f32) -> ()\n'
            "    }\n"
            "  }\n"
            "  %r:2 = affine.for %i = 0 to 1 iter_args(%x = %c0, %y = %c1) -> (index, index) {\n"
            "    affine.yield %y, %x : index, index\n"
            "  }\n"
            "  %z = affine.for %i = 0 to 0 iter_args(%x = %n) -> index {\n"
            "    %w = arith.addi %x, %c1 : index\n"
            "    affine.yield %w : index\n"
            "  }\n"
            "  return %r#0, %z : index, index\n"
            "}\n"
        ),
        (
            "#map = affine_map<()[s0] -> (s0 + 2)>\n"
            "module {\n"
            "  func.func @f(%arg0: index, %arg1: memref<?xf32>) -> (index, index) {\n"
            "    %c1 = arith.constant 1 : index\n"
            "    affine.for %arg2 = 3 to #map()[%arg0] {\n"
            "      %0 = affine.load %arg1[%arg2 floordiv 64] : memref<?xf32>\n"
            '      "test.use"(%0) : (f32) -> ()\n'
            "    }\n"
            "    affine.for %arg2 = 0 to 8 step 4 {\n"
            "      affine.for %arg3 = 0 to 4 {\n"
            "        %0 = affine.load %arg1[%arg3 + %arg2 floordiv 4] : memref<?xf32>\n"
            '        "test.use"(%0) : (f32) -> ()\n'
            "      }\n"
            "    }\n"
            "    return %c1, %arg0 : index, index\n"
            "  }\n"
            "}\n"
            "\n"
        ),
    ),
    "if_sets_compose_and_trivial_ifs_inline": (
        (
            "func.func @f(%n: index, %k: index) {\n"
            "  %c7 = arith.constant 7 : index\n"
            "  %s = affine.apply affine_map<()[s0] -> (s0 * 2)> ()[%n]\n"
            "  affine.for %i = 0 to 10 {\n"
            "    affine.if affine_set<(d0, d1, d2)[s0] : (d0 - d2 >= 0, d1 - s0 == 0)> (%i, %c7, %s)[%k] {\n"
            '      "test.then"() : () -> ()\n'
            "    } else {\n"
            "    }\n"
            "    affine.if affine_set<(d0) : (1 == 0)> (%i) {\n"
            '      "test.never"() : () -> ()\n'
            "    } else {\n"
            '      "test.always"() : () -> ()\n'
            "    }\n"
            "    affine.if affine_set<(d0) : (0 == 0)> (%i) {\n"
            '      "test.yes"() : () -> ()\n'
            "    }\n"
            "  }\n"
            "  return\n"
            "}\n"
        ),
        (
            "#set = affine_set<(d0)[s0, s1] : (d0 - s1 * 2 >= 0, -s0 + 7 == 0)>\n"
            "module {\n"
            "  func.func @f(%arg0: index, %arg1: index) {\n"
            "    affine.for %arg2 = 0 to 10 {\n"
            "      affine.if #set(%arg2)[%arg1, %arg0] {\n"
            '        "test.then"() : () -> ()\n'
            "      }\n"
            '      "test.always"() : () -> ()\n'
            '      "test.yes"() : () -> ()\n'
            "    }\n"
            "    return\n"
            "  }\n"
            "}\n"
            "\n"
        ),
    ),
    "accesses_and_parallel_bounds_compose": (
        (
            "func.func @f(%m: memref<64xf32>, %p: index) {\n"
            "  %c0 = arith.constant 0 : index\n"
            "  %c8 = arith.constant 8 : index\n"
            "  %v = arith.constant 1.0 : f32\n"
            "  %cast = memref.cast %m : memref<64xf32> to memref<?xf32>\n"
            "  affine.parallel (%i) = (%c0) to (%c0 + %c8) {\n"
            "    %idx = affine.apply affine_map<(d0, d1) -> (d0 * 4 + 1)> (%i, %p)\n"
            "    %x = affine.load %cast[%idx] : memref<?xf32>\n"
            "    affine.store %x, %cast[%idx + 2] : memref<?xf32>\n"
            "    %y = affine.vector_load %m[%idx] : memref<64xf32>, vector<4xf32>\n"
            "    affine.vector_store %y, %m[%idx] : memref<64xf32>, vector<4xf32>\n"
            "    affine.prefetch %cast[%idx], read, locality<3>, data : memref<?xf32>\n"
            "  }\n"
            "  return\n"
            "}\n"
        ),
        (
            "module {\n"
            "  func.func @f(%arg0: memref<64xf32>, %arg1: index) {\n"
            "    affine.parallel (%arg2) = (0) to (8) {\n"
            "      %0 = affine.load %arg0[%arg2 * 4 + 1] : memref<64xf32>\n"
            "      affine.store %0, %arg0[%arg2 * 4 + 3] : memref<64xf32>\n"
            "      %1 = affine.vector_load %arg0[%arg2 * 4 + 1] : memref<64xf32>, vector<4xf32>\n"
            "      affine.vector_store %1, %arg0[%arg2 * 4 + 1] : memref<64xf32>, vector<4xf32>\n"
            "      affine.prefetch %arg0[%arg2 * 4 + 1], read, locality<3>, data : memref<64xf32>\n"
            "    }\n"
            "    return\n"
            "  }\n"
            "}\n"
            "\n"
        ),
    ),
    "delinearize_and_linearize_fold_and_cancel": (
        (
            "func.func @f(%a: index, %b: index, %n: index) -> (index, index, index, index, index, index) {\n"
            "  %c0 = arith.constant 0 : index\n"
            "  %c3 = arith.constant 3 : index\n"
            "  %c22 = arith.constant 22 : index\n"
            "  %0:3 = affine.delinearize_index %c22 into (2, 3, 5) : index, index, index\n"
            "  %1:3 = affine.delinearize_index %a into (1, %n, %c3) : index, index, index\n"
            "  %2 = affine.linearize_index [%c0, %a, %b] by (2, %c3, 5) : index\n"
            "  %3 = affine.linearize_index disjoint [%a, %b, %n] by (4, 1, 8) : index\n"
            "  %4:3 = affine.delinearize_index %b into (2, 4, 8) : index, index, index\n"
            "  %5 = affine.linearize_index [%4#0, %4#1, %a] by (2, 4, 16) : index\n"
            "  %6 = affine.linearize_index disjoint [%a, %b, %n] by (2, 4, 64) : index\n"
            "  %7:4 = affine.delinearize_index %6 into (2, 8, 8) : index, index, index, index\n"
            "  return %0#1, %1#2, %2, %3, %5, %7#3 : index, index, index, index, index, index\n"
            "}\n"
        ),
        (
            "module {\n"
            "  func.func @f(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index, index) {\n"
            "    %c1 = arith.constant 1 : index\n"
            "    %0:2 = affine.delinearize_index %arg0 into (%arg2, 3) : index, index\n"
            "    %1 = affine.linearize_index [%arg0, %arg1] by (3, 5) : index\n"
            "    %2 = affine.linearize_index disjoint [%arg0, %arg2] by (4, 8) : index\n"
            "    %3:2 = affine.delinearize_index %arg1 into (8, 8) : index, index\n"
            "    %4 = affine.linearize_index [%3#0, %arg0] by (8, 16) : index\n"
            "    %5:2 = affine.delinearize_index %arg2 into (8, 8) : index, index\n"
            "    return %c1, %0#1, %1, %2, %4, %5#1 : index, index, index, index, index, index\n"
            "  }\n"
            "}\n"
            "\n"
        ),
    ),
    "loads_of_constant_globals_fold": (
        (
            "module {\n"
            '  memref.global "private" constant @table : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]>\n'
            '  memref.global "private" constant @zeros : memref<8xf32> = dense<0.000000e+00>\n'
            '  memref.global "private" @mutable : memref<2xi32> = dense<[7, 8]>\n'
            "  func.func @f(%i: index) -> (i32, i32, f32, i32) {\n"
            "    %t = memref.get_global @table : memref<2x3xi32>\n"
            "    %z = memref.get_global @zeros : memref<8xf32>\n"
            "    %m = memref.get_global @mutable : memref<2xi32>\n"
            "    %0 = affine.load %t[1, 2] : memref<2x3xi32>\n"
            "    %1 = affine.load %t[%i, 0] : memref<2x3xi32>\n"
            "    %2 = affine.load %z[%i] : memref<8xf32>\n"
            "    %3 = affine.load %m[1] : memref<2xi32>\n"
            "    return %0, %1, %2, %3 : i32, i32, f32, i32\n"
            "  }\n"
            "}\n"
        ),
        (
            "module {\n"
            '  memref.global "private" constant @table : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]>\n'
            '  memref.global "private" constant @zeros : memref<8xf32> = dense<0.000000e+00>\n'
            '  memref.global "private" @mutable : memref<2xi32> = dense<[7, 8]>\n'
            "  func.func @f(%arg0: index) -> (i32, i32, f32, i32) {\n"
            "    %cst = arith.constant 0.000000e+00 : f32\n"
            "    %c6_i32 = arith.constant 6 : i32\n"
            "    %0 = memref.get_global @table : memref<2x3xi32>\n"
            "    %1 = memref.get_global @mutable : memref<2xi32>\n"
            "    %2 = affine.load %0[symbol(%arg0), 0] : memref<2x3xi32>\n"
            "    %3 = affine.load %1[1] : memref<2xi32>\n"
            "    return %c6_i32, %2, %cst, %3 : i32, i32, f32, i32\n"
            "  }\n"
            "}\n"
            "\n"
        ),
    ),
    "delinearizations_an_apply_reverses_cancel": (
        (
            "func.func @f(%x: index, %y: index) -> (index, index, index) {\n"
            "  %a:3 = affine.delinearize_index %x into (2, 2, 64) : index, index, index\n"
            "  %0 = affine.apply affine_map<()[s0, s1, s2, s3] -> (s0 + s1 * 128 + s2 * 64 + s3 + 512)>()[%a#2, %a#0, %a#1, %y]\n"
            "  %b:2 = affine.delinearize_index %x into (20) : index, index\n"
            "  %1 = affine.apply affine_map<()[s0, s1] -> ((s0 + s1 * 20) ceildiv 4 + s0 + s1 * 20 + s0)>()[%b#1, %b#0]\n"
            "  %2 = affine.apply affine_map<()[s0, s1] -> (s0 + s1 * 5)>()[%a#2, %a#1]\n"
            "  return %0, %1, %2 : index, index, index\n"
            "}\n"
        ),
        (
            "#map = affine_map<()[s0, s1] -> (s0 + s1 + 512)>\n"
            "#map1 = affine_map<()[s0, s1] -> (s0 + s1 + s1 ceildiv 4)>\n"
            "#map2 = affine_map<()[s0, s1] -> (s0 + s1 * 5)>\n"
            "module {\n"
            "  func.func @f(%arg0: index, %arg1: index) -> (index, index, index) {\n"
            "    %0:3 = affine.delinearize_index %arg0 into (2, 2, 64) : index, index, index\n"
            "    %1 = affine.apply #map()[%arg1, %arg0]\n"
            "    %2:2 = affine.delinearize_index %arg0 into (20) : index, index\n"
            "    %3 = affine.apply #map1()[%2#1, %arg0]\n"
            "    %4 = affine.apply #map2()[%0#2, %0#1]\n"
            "    return %1, %3, %4 : index, index, index\n"
            "  }\n"
            "}\n"
            "\n"
        ),
    ),
}


@pytest.mark.parametrize("name", CASES)
def test_family_canonicalizes_to_the_written_output(name: str) -> None:
    source, expected = CASES[name]
    code, out, err = passgen_opt(source, *FLAGS)
    assert code == 0, err
    assert out == expected


@requires_mlir_opt
@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
@pytest.mark.parametrize("name", CASES)
def test_family_canonicalizes_as_mlir_opt(name: str, generic: bool) -> None:
    source, _ = CASES[name]
    flags = (*FLAGS, "--mlir-print-op-generic") if generic else FLAGS
    expected = mlir_opt(source, *flags)
    assert expected.returncode == 0, expected.stderr
    code, out, err = passgen_opt(source, *flags)
    assert (code, out) == (0, expected.stdout), err


_THREAD = re.compile(r"\[thread [^\]]*\] ")


def _pattern_log(printed: str) -> list[str]:
    """The patterns tried, in order, with the op each was tried on (`--log-actions-to`)."""
    return [_THREAD.sub("", line) for line in printed.splitlines() if "apply-pattern" in line]


@requires_mlir_opt
@pytest.mark.parametrize("name", CASES)
def test_patterns_are_tried_in_mlir_opts_order_with_its_names(name: str) -> None:
    source, _ = CASES[name]
    flags = (*FLAGS, "--log-actions-to=-")
    expected = mlir_opt(source, *flags)
    assert expected.returncode == 0, expected.stderr
    code, out, err = passgen_opt(source, *flags)
    assert code == 0, err
    assert _pattern_log(out) == _pattern_log(expected.stdout)


def _simplified(text: str) -> str:
    map = map_of(OpaqueAttr(f"affine_map<{text}>"))
    assert isinstance(map, AffineMap)
    return map_text(simplify_affine_map(map))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Like terms gathered in MLIR's order: dimensions, symbols, quotients, constant.
        (
            "(d0, d1)[s0] -> (4 + s0 * 2 + d1 - d0 * 3 + d0)",
            "(d0, d1)[s0] -> (d0 * -2 + d1 + s0 * 2 + 4)",
        ),
        # The common divisor of a quotient cancelled, a mod rebuilt from its quotient.
        ("(d0) -> ((d0 * 6 + 3) floordiv 9)", "(d0) -> ((d0 * 2 + 1) floordiv 3)"),
        ("(d0) -> (d0 - (d0 floordiv 8) * 8)", "(d0) -> (d0 mod 8)"),
        ("(d0) -> ((d0 * 4) mod 2 + (d0 + 3) ceildiv 1)", "(d0) -> (d0 + 3)"),
        # Semi-affine terms as MLIR orders them; undefined expressions kept as they are.
        ("(d0)[s0] -> (d0 floordiv s0)", "(d0)[s0] -> (d0 floordiv s0)"),
        ("()[s0, s1] -> (s1 mod s0 + s0 * 8)", "()[s0, s1] -> (s0 * 8 + s1 mod s0)"),
        (
            "()[s0, s1] -> (((s0 + s1) * 4) floordiv s0)",
            "()[s0, s1] -> ((s0 * 4 + s1 * 4) floordiv s0)",
        ),
        ("(d0) -> (d0 floordiv 0)", "(d0) -> (d0 floordiv 0)"),
    ],
)
def test_the_flattening_simplifier_orders_and_cancels_like_mlir(text: str, expected: str) -> None:
    assert _simplified(text) == expected


_INPUTS = ["d0", "d1", "s0"]


@st.composite
def affine_exprs(draw: st.DrawFn, depth: int = 0) -> str:
    """A pure affine expression over `d0`, `d1`, `s0`."""
    if depth >= 3 or draw(st.booleans()):
        return draw(st.one_of(st.sampled_from(_INPUTS), st.integers(-9, 9).map(str)))
    lhs = draw(affine_exprs(depth + 1))
    kind = draw(st.sampled_from(["+", "-", "*", "floordiv", "ceildiv", "mod"]))
    if kind in ("+", "-"):
        return f"({lhs} {kind} {draw(affine_exprs(depth + 1))})"
    return f"({lhs} {kind} {draw(st.integers(1, 9))})"


@st.composite
def affine_functions(draw: st.DrawFn) -> str:
    """Applies, mins and maxes of random maps on arguments, a constant, each other and a
    loop's induction variable (as dimensions)."""
    values = ["%a", "%b", "%c2", "%i"]
    lines = []
    for index in range(draw(st.integers(1, 5))):
        op = draw(st.sampled_from(["apply", "apply", "min", "max"]))
        count = 1 if op == "apply" else draw(st.integers(1, 3))
        results = ", ".join(draw(affine_exprs()) for _ in range(count))
        d0, d1 = (draw(st.sampled_from(values)) for _ in range(2))
        s0 = draw(st.sampled_from(values[:3]))  # a valid symbol: not of the loop's IV
        lines.append(
            f"    %v{index} = affine.{op} affine_map<(d0, d1)[s0] -> ({results})>({d0}, {d1})[{s0}]"
        )
        values.append(f"%v{index}")
    uses = "\n".join(f'    "test.use"({v}) : (index) -> ()' for v in values[4:])
    body = "\n".join(lines)
    return (
        "func.func @f(%a: index, %b: index) {\n  %c2 = arith.constant 2 : index\n"
        f"  affine.for %i = 0 to 16 step 4 {{\n{body}\n{uses}\n  }}\n  return\n}}\n"
    )


@requires_mlir_opt
@settings(max_examples=examples(60), deadline=None)
@given(source=affine_functions())
def test_random_affine_chains_canonicalize_like_mlir_opt(source: str) -> None:
    expected = mlir_opt(source, *FLAGS)
    assert expected.returncode == 0, expected.stderr
    code, out, err = passgen_opt(source, *FLAGS)
    assert (code, out) == (0, expected.stdout), err


UNDEFINED = (
    "func.func @f(%a: index, %m: memref<8xf32>) -> (index, index) {\n"
    "  %0 = affine.apply affine_map<(d0) -> (d0 floordiv 0)>(%a)\n"
    "  %1 = affine.min affine_map<(d0) -> (d0 mod -2, d0 ceildiv 0)>(%0)\n"
    "  %2 = affine.linearize_index [%a, %0] by (1) : index\n"
    '  "test.use"(%2) : (index) -> ()\n'
    "  return %0, %1 : index, index\n"
    "}\n"
)
"""Divisions by zero and a negative modulus: IR the verifier accepts, which MLIR leaves."""


def test_undefined_divisions_are_left_alone() -> None:
    code, out, err = passgen_opt(UNDEFINED, *FLAGS)
    assert code == 0, err
    assert "#map = affine_map<()[s0] -> (s0 floordiv 0)>" in out
    assert "((s0 floordiv 0) mod -2, (s0 floordiv 0) ceildiv 0)" in out
    assert "affine.linearize_index [%arg0, %0] by (1) : index" in out


@requires_mlir_opt
def test_undefined_divisions_canonicalize_as_mlir_opt() -> None:
    expected = mlir_opt(UNDEFINED, *FLAGS)
    assert expected.returncode == 0, expected.stderr
    code, out, err = passgen_opt(UNDEFINED, *FLAGS)
    assert (code, out) == (0, expected.stdout), err


MARKER_BASIS = (
    "func.func @f(%a: index) -> index {\n"
    "  %c = arith.constant -9223372036854775808 : index\n"
    "  %0 = affine.linearize_index [%a, %a] by (%c) : index\n"
    "  return %0 : index\n"
    "}\n"
)
"""A constant basis operand equal to the dynamic marker: folding it in would break the op."""


def test_a_constant_equal_to_the_dynamic_marker_stays_an_operand() -> None:
    code, out, err = passgen_opt(MARKER_BASIS, *FLAGS)
    assert code == 0, err
    assert "affine.linearize_index [%arg0, %arg0] by (%c-9223372036854775808)" in out


@requires_mlir_opt
def test_a_static_basis_holding_the_marker_fails_to_verify_as_in_mlir_opt() -> None:
    source = MARKER_BASIS.replace("by (%c)", "by (-9223372036854775808)")
    expected = mlir_opt(source, *FLAGS)
    code, out, err = passgen_opt(source, *FLAGS)
    assert (code, err) == (expected.returncode, expected.stderr) and code != 0
