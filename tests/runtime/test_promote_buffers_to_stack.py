"""`promote-buffers-to-stack`: small allocations without a dealloc become `memref.alloca`s
(attributes kept) unless an alias is returned from their allocation scope or they sit in a
loop's region that yields them; dynamic shapes only when sized by `memref.rank` within the
rank limit; sizes follow the data layout and mlir-opt 22's arithmetic; the same output as
mlir-opt on fixed and random functions."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import both, passgen_opt, requires_mlir_opt
from profiles import examples

FUNCTIONS = """\
func.func @ranked(%m: memref<*xf32>, %n: index) {
  %0 = memref.rank %m : memref<*xf32>
  %1 = memref.alloc(%0) : memref<?xindex>
  %2 = memref.alloc(%0, %0) : memref<?x?xindex>
  %3 = memref.alloc(%n) : memref<?xindex>
  return
}
func.func @escapes(%c: i1) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = scf.if %c -> (memref<2xf32>) {
    %2 = memref.alloc() : memref<2xf32>
    scf.yield %2 : memref<2xf32>
  } else {
    scf.yield %0 : memref<2xf32>
  }
  return %1 : memref<2xf32>
}
func.func @sizes(%lb: index, %ub: index) {
  scf.for %i = %lb to %ub step %lb {
    %0 = memref.alloc() : memref<2xf32>
    %1 = memref.alloc() : memref<2xf32>
    memref.dealloc %1 : memref<2xf32>
  }
  %2 = memref.alloc() : memref<2048xf32>
  %3 = memref.alloc() {alignment = 64 : i64, custom_attr} : memref<3xcomplex<f32>>
  %4 = memref.alloc() : memref<4xvector<3x5xf32>>
  %5 = memref.alloc() : memref<3090540x3090540x3090540xi32>
  %6 = memref.alloc() : memref<2xf32>
  %7 = memref.subview %6[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>
  cf.br ^bb1(%7 : memref<1xf32, strided<[1]>>)
^bb1(%8: memref<1xf32, strided<[1]>>):
  return
}
"""

PROMOTED = """\
module {
  func.func @ranked(%arg0: memref<*xf32>, %arg1: index) {
    %0 = memref.rank %arg0 : memref<*xf32>
    %alloca = memref.alloca(%0) : memref<?xindex>
    %alloc = memref.alloc(%0, %0) : memref<?x?xindex>
    %alloc_0 = memref.alloc(%arg1) : memref<?xindex>
    return
  }
  func.func @escapes(%arg0: i1) -> memref<2xf32> {
    %alloc = memref.alloc() : memref<2xf32>
    %0 = scf.if %arg0 -> (memref<2xf32>) {
      %alloc_0 = memref.alloc() : memref<2xf32>
      scf.yield %alloc_0 : memref<2xf32>
    } else {
      scf.yield %alloc : memref<2xf32>
    }
    return %0 : memref<2xf32>
  }
  func.func @sizes(%arg0: index, %arg1: index) {
    scf.for %arg2 = %arg0 to %arg1 step %arg0 {
      %alloca_3 = memref.alloca() : memref<2xf32>
      %alloc_4 = memref.alloc() : memref<2xf32>
      memref.dealloc %alloc_4 : memref<2xf32>
    }
    %alloc = memref.alloc() : memref<2048xf32>
    %alloca = memref.alloca() {alignment = 64 : i64, custom_attr} : memref<3xcomplex<f32>>
    %alloca_0 = memref.alloca() : memref<4xvector<3x5xf32>>
    %alloc_1 = memref.alloc() : memref<3090540x3090540x3090540xi32>
    %alloca_2 = memref.alloca() : memref<2xf32>
    %subview = memref.subview %alloca_2[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>
    cf.br ^bb1(%subview : memref<1xf32, strided<[1]>>)
  ^bb1(%0: memref<1xf32, strided<[1]>>):  // pred: ^bb0
    return
  }
}

"""


def promoted(text: str, options: str = "") -> str:
    pipeline = f"builtin.module(func.func(promote-buffers-to-stack{options}))"
    code, out, err = passgen_opt(text, "--allow-unregistered-dialect", "-p", pipeline)
    assert code == 0, err
    return out


def test_small_scoped_allocations_become_allocas() -> None:
    assert promoted(FUNCTIONS) == PROMOTED


def test_the_options_move_the_limits() -> None:
    out = promoted(FUNCTIONS, "{max-alloc-size-in-bytes=4 max-rank-of-allocated-memref=2}")
    assert "memref.alloca(%0, %0) : memref<?x?xindex>" in out
    assert "memref.alloc() : memref<2xf32>\n" in out  # 8 bytes > 4


def test_the_index_width_comes_from_the_data_layout() -> None:
    text = (
        "module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 256>>} {\n"
        "  func.func @f() {\n    %0 = memref.alloc() : memref<4xindex>\n    return\n  }\n}\n"
    )
    assert "memref.alloca()" in promoted(text)
    assert "memref.alloc()" in promoted(text, "{max-alloc-size-in-bytes=64}")


def test_the_size_limit_wraps_as_in_mlir_opt_22() -> None:
    """mlir-opt 22 multiplies the limit by 8 in 32-bit unsigned arithmetic: 2**29 bytes
    is a limit of 0 bits."""
    text = "func.func @f() {\n  %0 = memref.alloc() : memref<1xi8>\n  return\n}\n"
    assert "memref.alloc()" in promoted(text, "{max-alloc-size-in-bytes=536870912}")


OPTIONS = ["", "{max-alloc-size-in-bytes=64}", "{max-rank-of-allocated-memref=2}"]


@requires_mlir_opt
@pytest.mark.parametrize("options", OPTIONS)
def test_fixed_input_as_mlir_opt(options: str) -> None:
    pipeline = f"builtin.module(func.func(promote-buffers-to-stack{options}))"
    ours, theirs = both(FUNCTIONS, "--allow-unregistered-dialect", "-p", pipeline)
    assert ours == theirs


TYPES = ["memref<2xf32>", "memref<300xf32>", "memref<4xi1>", "memref<2xindex>", "memref<?xf32>"]


def random_function(seed: int) -> str:
    """A function allocating buffers in its body, in `scf.if`/`scf.for` regions and in
    branches, some freed, some viewed, some passed to blocks, yielded or returned."""
    rng = random.Random(seed)
    body: list[str] = ["  %r = memref.rank %u : memref<*xf32>"]
    returned = "memref<2xf32>"
    for index in range(rng.randrange(1, 6)):
        type = rng.choice(TYPES)
        sizes = rng.choice(["%r", "%n"]) if "?" in type else ""
        name = f"%a{index}"
        alloc = f"{name} = memref.alloc({sizes}) : {type}"
        where = rng.choice(["body", "body", "if", "for"])
        if where == "if":
            body.append(f"  %i{index} = scf.if %c -> ({type}) {{")
            body.append(f"    {alloc}")
            body.append(f"    scf.yield {name} : {type}")
            body.append(f"  }} else {{\n    {alloc.replace(name, name + 'e')}")
            body.append(f"    scf.yield {name}e : {type}\n  }}")
            name = f"%i{index}"
        elif where == "for":
            body.append("  scf.for %k = %n to %n step %n {")
            body.append(f"    {alloc}")
            if rng.random() < 0.5:
                body.append(f'    "use"({name}) : ({type}) -> ()')
            body.append("  }")
            continue
        else:
            body.append(f"  {alloc}")
        use = rng.choice(["none", "dealloc", "use", "return"])
        if use == "dealloc":
            body.append(f"  memref.dealloc {name} : {type}")
        elif use == "use":
            body.append(f'  "use"({name}) : ({type}) -> ()')
        elif use == "return" and type == returned:
            body.append(f"  cf.br ^ret({name} : {type})")
            body.append(f"^ret({name}r: {type}):")
            body.append(f"  return {name}r : {type}")
            break
    else:
        body.append(f"  %z = memref.alloc() : {returned}")
        body.append(f"  return %z : {returned}")
    header = f"func.func @f(%u: memref<*xf32>, %n: index, %c: i1) -> {returned} {{"
    return "\n".join([header, *body, "}"]) + "\n"


@requires_mlir_opt
@settings(max_examples=examples(40))
@given(st.integers(0, 2**32), st.sampled_from(OPTIONS))
def test_random_functions_as_mlir_opt(seed: int, options: str) -> None:
    text = random_function(seed)
    pipeline = f"builtin.module(func.func(promote-buffers-to-stack{options}))"
    ours, theirs = both(text, "--allow-unregistered-dialect", "-p", pipeline)
    assert theirs[0] == 0, theirs[2] + text
    assert ours == theirs, text
