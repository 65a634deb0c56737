"""`bubble-down-memory-space-casts`: loads, stores and `atomic_rmw` (memref's and vector's)
take the source of a cast to the default memory space in place; view-like ops are rebuilt
on the source and cast back, so the cast moves down a chain of views; casts to another
space stay; the same output as mlir-opt 22 on fixed and random functions."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import both, passgen_opt, requires_mlir_opt
from profiles import examples

from passgen.runtime.ir.shaped_types import top_level_comma

PASS = "--bubble-down-memory-space-casts"

MODULE = """\
#map = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>
func.func @chain(%a: memref<4x4xf32, 1>, %i: index, %v: f32) -> memref<16xf32> {
  %m = memref.memory_space_cast %a : memref<4x4xf32, 1> to memref<4x4xf32>
  %e = memref.expand_shape %m [[0], [1, 2]] output_shape [4, 2, 2] : memref<4x4xf32> into memref<4x2x2xf32>
  %c = memref.collapse_shape %e [[0, 1, 2]] : memref<4x2x2xf32> into memref<16xf32>
  %l = memref.load %c[%i] : memref<16xf32>
  memref.store %l, %c[%i] : memref<16xf32>
  %r = memref.atomic_rmw addf %v, %c[%i] : (f32, memref<16xf32>) -> f32
  return %c : memref<16xf32>
}
func.func @kept(%a: memref<?xf32, 1>, %i: index) -> f32 {
  %m = memref.memory_space_cast %a : memref<?xf32, 1> to memref<?xf32, 2>
  %l = memref.load %m[%i] : memref<?xf32, 2>
  return %l : f32
}
func.func @unranked(%a: memref<2xf32, 1>) -> memref<*xf32> {
  %m = memref.memory_space_cast %a : memref<2xf32, 1> to memref<2xf32>
  %u = memref.cast %m : memref<2xf32> to memref<*xf32>
  return %u : memref<*xf32>
}
func.func @layout(%a: memref<?x?xf32, 1>) -> memref<?x?xf32, #map> {
  %m = memref.memory_space_cast %a : memref<?x?xf32, 1> to memref<?x?xf32>
  %t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, #map>
  return %t : memref<?x?xf32, #map>
}
func.func @vectors(%a: memref<?xf32, 1>, %i: index) {
  %m = memref.memory_space_cast %a : memref<?xf32, 1> to memref<?xf32>
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<4xf32>
  vector.store %0, %m[%i] : memref<?xf32>, vector<4xf32>
  return
}
"""

BUBBLED = """\
#map = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>
module {
  func.func @chain(%arg0: memref<4x4xf32, 1>, %arg1: index, %arg2: f32) -> memref<16xf32> {
    %expand_shape = memref.expand_shape %arg0 [[0], [1, 2]] output_shape [4, 2, 2] : memref<4x4xf32, 1> into memref<4x2x2xf32, 1>
    %collapse_shape = memref.collapse_shape %expand_shape [[0, 1, 2]] : memref<4x2x2xf32, 1> into memref<16xf32, 1>
    %memspacecast = memref.memory_space_cast %collapse_shape : memref<16xf32, 1> to memref<16xf32>
    %0 = memref.load %collapse_shape[%arg1] : memref<16xf32, 1>
    memref.store %0, %collapse_shape[%arg1] : memref<16xf32, 1>
    %1 = memref.atomic_rmw addf %arg2, %collapse_shape[%arg1] : (f32, memref<16xf32, 1>) -> f32
    return %memspacecast : memref<16xf32>
  }
  func.func @kept(%arg0: memref<?xf32, 1>, %arg1: index) -> f32 {
    %memspacecast = memref.memory_space_cast %arg0 : memref<?xf32, 1> to memref<?xf32, 2>
    %0 = memref.load %memspacecast[%arg1] : memref<?xf32, 2>
    return %0 : f32
  }
  func.func @unranked(%arg0: memref<2xf32, 1>) -> memref<*xf32> {
    %cast = memref.cast %arg0 : memref<2xf32, 1> to memref<*xf32, 1>
    %memspacecast = memref.memory_space_cast %cast : memref<*xf32, 1> to memref<*xf32>
    return %memspacecast : memref<*xf32>
  }
  func.func @layout(%arg0: memref<?x?xf32, 1>) -> memref<?x?xf32, #map> {
    %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<?x?xf32, 1> to memref<?x?xf32, #map, 1>
    %memspacecast = memref.memory_space_cast %transpose : memref<?x?xf32, #map, 1> to memref<?x?xf32, #map>
    return %memspacecast : memref<?x?xf32, #map>
  }
  func.func @vectors(%arg0: memref<?xf32, 1>, %arg1: index) {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.transfer_read %arg0[%arg1], %cst : memref<?xf32, 1>, vector<4xf32>
    vector.store %0, %arg0[%arg1] : memref<?xf32, 1>, vector<4xf32>
    return
  }
}

"""


def bubbled(text: str) -> str:
    code, out, err = passgen_opt(text, PASS)
    assert code == 0, err
    return out


def test_casts_bubble_down_through_views_into_loads_and_stores() -> None:
    assert bubbled(MODULE) == BUBBLED


def test_a_second_run_changes_nothing() -> None:
    assert bubbled(BUBBLED) == BUBBLED


def test_an_affine_map_layout_arrow_is_no_bracket() -> None:
    """The memory space after an affine-map layout is found (`->` closes nothing)."""
    text = "affine_map<(d0) -> (d0)>, 1"
    assert top_level_comma(text) == text.index(", 1")


@requires_mlir_opt
def test_fixed_input_as_mlir_opt() -> None:
    ours, theirs = both(MODULE, PASS)
    assert ours == theirs


SPACES = ["", ", 1", ", 2"]


def random_function(seed: int) -> str:
    """A function casting its `memref<4x4xf32{space}>` argument to another space, then a
    random sequence of view-like ops on the latest view and accesses of it."""
    rng = random.Random(seed)
    source, target = rng.sample(SPACES, 2)
    lines = [
        f"func.func @f(%a: memref<4x4xf32{source}>, %i: index, %v: f32) {{",
        f"  %m = memref.memory_space_cast %a : memref<4x4xf32{source}> to memref<4x4xf32{target}>",
    ]
    view, shape = "%m", "4x4"
    for step in range(rng.randrange(1, 7)):
        name = f"%x{step}"
        old = f"memref<{shape}xf32{target}>"
        kind = rng.choice(["collapse", "expand", "cast", "align", "load", "store", "vector"])
        if kind == "collapse" and shape == "4x4":
            lines.append(
                f"  {name} = memref.collapse_shape {view} [[0, 1]] : {old} into memref<16xf32{target}>"
            )
            view, shape = name, "16"
        elif kind == "expand" and shape == "16":
            lines.append(
                f"  {name} = memref.expand_shape {view} [[0, 1]] output_shape [4, 4] : {old} into memref<4x4xf32{target}>"
            )
            view, shape = name, "4x4"
        elif kind == "cast":
            dynamic = "?x?" if "x" in shape else "?"
            lines.append(f"  {name} = memref.cast {view} : {old} to memref<{dynamic}xf32{target}>")
            view, shape = name, dynamic
        elif kind == "align":
            lines.append(f"  {name} = memref.assume_alignment {view}, 16 : {old}")
            view = name
        else:
            indices = ", ".join(["%i"] * shape.count("x") + ["%i"])
            if kind == "load":
                lines.append(f"  {name} = memref.load {view}[{indices}] : {old}")
            elif kind == "store":
                lines.append(f"  memref.store %v, {view}[{indices}] : {old}")
            else:
                lines.append(f"  {name} = vector.load {view}[{indices}] : {old}, vector<4xf32>")
    lines.append(f'  "use"({view}) : (memref<{shape}xf32{target}>) -> ()')
    lines.append("  return\n}")
    return "\n".join(lines) + "\n"


@requires_mlir_opt
@settings(max_examples=examples(40))
@given(st.integers(0, 2**32))
def test_random_functions_as_mlir_opt(seed: int) -> None:
    text = random_function(seed)
    ours, theirs = both(text, "--allow-unregistered-dialect", PASS)
    assert theirs[0] == 0, theirs[2] + text
    assert ours == theirs, text


@pytest.mark.parametrize("seed", range(20))
def test_random_functions_verify_after_the_pass(seed: int) -> None:
    code, _, err = passgen_opt(random_function(seed), "--allow-unregistered-dialect", PASS)
    assert code == 0, err
