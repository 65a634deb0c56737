"""`generate-runtime-verification`: memref loads, stores, atomic updates, `dim`,
`assume_alignment`, `expand_shape`, `cast` and `copy`, and tensor extracts, inserts, `dim`,
`cast` and `extract_slice`, and memref subviews, get the checks mlir-opt 22 builds
before them (in-bounds indices folded where they are constant, a cast's rank, sizes, offset
and strides), each `cf.assert` saying the op as printed before the pass (at
`verbose-level=1`), what failed and where; a verbose level past 1 is refused; the same
output as mlir-opt 22 on fixed and random functions, in both forms and with debug info."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import both, passgen_opt, requires_mlir_opt
from profiles import examples

PASS = "--generate-runtime-verification"

MODULE = """\
func.func @f(%m: memref<?x4xf32>, %i: index, %u: memref<*xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %0 = memref.load %m[%i, %c1] : memref<?x4xf32>
  %1 = memref.dim %m, %i : memref<?x4xf32>
  %2 = memref.cast %u : memref<*xf32> to memref<2xf32>
  return %0 : f32
}
"""

VERIFIED = """\
module {
  func.func @f(%arg0: memref<?x4xf32>, %arg1: index, %arg2: memref<*xf32>) -> f32 {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0_0 : memref<?x4xf32>
    %0 = arith.cmpi sge, %arg1, %c0 : index
    %1 = arith.cmpi slt, %arg1, %dim : index
    %2 = arith.andi %0, %1 : i1
    %c1_1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %true = arith.constant true
    %true_2 = arith.constant true
    cf.assert %2, "ERROR: Runtime op verification failed\\0A%0 = memref.load %arg0[%arg1, %c1] : memref<?x4xf32>\\0A^ out-of-bounds access\\0ALocation: loc(\\22<stdin>\\22:3:8)"
    %3 = memref.load %arg0[%arg1, %c1] : memref<?x4xf32>
    %4 = memref.rank %arg0 : memref<?x4xf32>
    %c0_3 = arith.constant 0 : index
    %5 = arith.cmpi sge, %arg1, %c0_3 : index
    %6 = arith.cmpi slt, %arg1, %4 : index
    %7 = arith.andi %5, %6 : i1
    cf.assert %7, "ERROR: Runtime op verification failed\\0A%dim = memref.dim %arg0, %arg1 : memref<?x4xf32>\\0A^ index is out of bounds\\0ALocation: loc(\\22<stdin>\\22:4:8)"
    %dim_4 = memref.dim %arg0, %arg1 : memref<?x4xf32>
    %8 = memref.rank %arg2 : memref<*xf32>
    %c1_5 = arith.constant 1 : index
    %9 = arith.cmpi eq, %8, %c1_5 : index
    cf.assert %9, "ERROR: Runtime op verification failed\\0A%cast = memref.cast %arg2 : memref<*xf32> to memref<2xf32>\\0A^ rank mismatch\\0ALocation: loc(\\22<stdin>\\22:5:8)"
    %cast = memref.cast %arg2 : memref<*xf32> to memref<?xf32, strided<[?], offset: ?>>
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %cast : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
    %c0_6 = arith.constant 0 : index
    %dim_7 = memref.dim %arg2, %c0_6 : memref<*xf32>
    %c2 = arith.constant 2 : index
    %10 = arith.cmpi eq, %dim_7, %c2 : index
    cf.assert %10, "ERROR: Runtime op verification failed\\0A%cast = memref.cast %arg2 : memref<*xf32> to memref<2xf32>\\0A^ size mismatch of dim 0\\0ALocation: loc(\\22<stdin>\\22:5:8)"
    %c0_8 = arith.constant 0 : index
    %11 = arith.cmpi eq, %offset, %c0_8 : index
    cf.assert %11, "ERROR: Runtime op verification failed\\0A%cast = memref.cast %arg2 : memref<*xf32> to memref<2xf32>\\0A^ offset mismatch\\0ALocation: loc(\\22<stdin>\\22:5:8)"
    %c1_9 = arith.constant 1 : index
    %12 = arith.cmpi eq, %strides, %c1_9 : index
    cf.assert %12, "ERROR: Runtime op verification failed\\0A%cast = memref.cast %arg2 : memref<*xf32> to memref<2xf32>\\0A^ stride mismatch of dim 0\\0ALocation: loc(\\22<stdin>\\22:5:8)"
    %cast_10 = memref.cast %arg2 : memref<*xf32> to memref<2xf32>
    return %3 : f32
  }
}

"""


TENSORS = """\
func.func @f(%t: tensor<?x4xf32>, %u: tensor<*xf32>, %i: index, %v: f32) -> tensor<?x4xf32> {
  %0 = tensor.insert %v into %t[%i, %i] : tensor<?x4xf32>
  %1 = tensor.dim %t, %i : tensor<?x4xf32>
  %2 = tensor.cast %u : tensor<*xf32> to tensor<2xf32>
  return %0 : tensor<?x4xf32>
}
"""

TENSORS_VERIFIED = """\
module {
  func.func @f(%arg0: tensor<?x4xf32>, %arg1: tensor<*xf32>, %arg2: index, %arg3: f32) -> tensor<?x4xf32> {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0_0 : tensor<?x4xf32>
    %0 = arith.cmpi sge, %arg2, %c0 : index
    %1 = arith.cmpi slt, %arg2, %dim : index
    %2 = arith.andi %0, %1 : i1
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %3 = arith.cmpi sge, %arg2, %c0 : index
    %4 = arith.cmpi slt, %arg2, %c4 : index
    %5 = arith.andi %3, %4 : i1
    %6 = arith.andi %2, %5 : i1
    cf.assert %6, "ERROR: Runtime op verification failed\\0A^ out-of-bounds access\\0ALocation: loc(\\22<stdin>\\22:2:8)"
    %inserted = tensor.insert %arg3 into %arg0[%arg2, %arg2] : tensor<?x4xf32>
    %rank = tensor.rank %arg0 : tensor<?x4xf32>
    %c0_1 = arith.constant 0 : index
    %7 = arith.cmpi sge, %arg2, %c0_1 : index
    %8 = arith.cmpi slt, %arg2, %rank : index
    %9 = arith.andi %7, %8 : i1
    cf.assert %9, "ERROR: Runtime op verification failed\\0A^ index is out of bounds\\0ALocation: loc(\\22<stdin>\\22:3:8)"
    %dim_2 = tensor.dim %arg0, %arg2 : tensor<?x4xf32>
    %rank_3 = tensor.rank %arg1 : tensor<*xf32>
    %c1_4 = arith.constant 1 : index
    %10 = arith.cmpi eq, %rank_3, %c1_4 : index
    cf.assert %10, "ERROR: Runtime op verification failed\\0A^ rank mismatch\\0ALocation: loc(\\22<stdin>\\22:4:8)"
    %c0_5 = arith.constant 0 : index
    %dim_6 = tensor.dim %arg1, %c0_5 : tensor<*xf32>
    %c2 = arith.constant 2 : index
    %11 = arith.cmpi eq, %dim_6, %c2 : index
    cf.assert %11, "ERROR: Runtime op verification failed\\0A^ size mismatch of dim 0\\0ALocation: loc(\\22<stdin>\\22:4:8)"
    %cast = tensor.cast %arg1 : tensor<*xf32> to tensor<2xf32>
    return %inserted : tensor<?x4xf32>
  }
}

"""


SUBVIEWS = """\
func.func @g(%m: memref<8x4xf32, 1>, %o: index, %c: i1) {
  %0 = memref.subview %m[%o, 0] [2, %o] [%o, 1] : memref<8x4xf32, 1> to memref<2x?xf32, strided<[?, 1], offset: ?>, 1>
  %1 = memref.subview %m[0, 1] [1, 2] [1, 1] : memref<8x4xf32, 1> to memref<2xf32, strided<[1], offset: 1>, 1>
  scf.if %c {
  }
  return
}
"""
"""Subviews (checked with `scf.if`, which mlir-opt 22 has loaded only when the input has scf
ops)."""


def verified(text: str, pipeline: str = PASS) -> str:
    code, out, err = passgen_opt(text, pipeline)
    assert code == 0, err
    return out


def test_loads_dims_and_casts_get_their_checks() -> None:
    assert verified(MODULE) == VERIFIED


def test_tensor_inserts_dims_and_casts_get_their_checks() -> None:
    assert verified(TENSORS, f"{PASS}=verbose-level=0") == TENSORS_VERIFIED


def test_extract_slice_checks_each_dims_offset_and_last_position() -> None:
    text = (
        "func.func @f(%t: tensor<?x4xf32>, %o: index, %s: index) {\n"
        "  %0 = tensor.extract_slice %t[%o, 1] [%s, 2] [1, 1] : "
        "tensor<?x4xf32> to tensor<?x2xf32>\n"
        "  return\n}\n"
    )
    out = verified(text, f"{PASS}=verbose-level=0")
    assert out.count("scf.if") == 4
    for dim in (0, 1):
        assert f"^ offset {dim} is out-of-bounds" in out
        assert f"^ extract_slice runs out-of-bounds along dimension {dim}" in out
    # An empty slice may start at the end of the source; a non-empty one's last position
    # must lie before it.
    assert "arith.cmpi sle, %arg1, %dim : index" in out
    assert "%9 = arith.muli %8, %c1_0 : index" in out


def test_subviews_check_each_dim_against_the_source_metadata() -> None:
    out = verified(SUBVIEWS, f"{PASS}=verbose-level=0")
    assert out.count("memref.extract_strided_metadata %arg0") == 2
    assert out.count("^ subview runs out-of-bounds along dimension 1") == 2
    assert "arith.cmpi slt, %18, %sizes#0 : index" in out


def test_verbose_level_0_says_only_what_failed_and_where() -> None:
    out = verified(MODULE, f"{PASS}=verbose-level=0")
    assert (
        '"ERROR: Runtime op verification failed\\0A^ out-of-bounds access\\0A'
        'Location: loc(\\22<stdin>\\22:3:8)"' in out
    )
    assert "memref.load %arg0[%arg1, %c1] : memref<?x4xf32>\\0A" not in out


def test_a_verbose_level_past_1_is_refused() -> None:
    code, _, err = passgen_opt(MODULE, "--generate-runtime-verification=verbose-level=2")
    assert code == 1
    assert "error: generate-runtime-verification pass: set verboseLevel to 0 or 1" in err


@requires_mlir_opt
@pytest.mark.parametrize("flags", [(), ("--mlir-print-debuginfo",), ("--mlir-print-local-scope",)])
@pytest.mark.parametrize("level", [0, 1])
def test_fixed_input_as_mlir_opt(level: int, flags: tuple[str, ...]) -> None:
    for module in (MODULE, TENSORS, SUBVIEWS):
        ours, theirs = both(module, f"{PASS}=verbose-level={level}", *flags)
        assert ours == theirs


SHAPES = ["4", "?", "4x?", "?x?", "2x3"]


def _compatible(one: str, other: str) -> bool:
    """Whether memrefs of shapes `one` and `other` may be copied into one another."""
    ones, others = one.split("x"), other.split("x")
    return len(ones) == len(others) and all("?" in (a, b) or a == b for a, b in zip(ones, others))


def random_function(seed: int) -> str:
    """A function of memref arguments of random static and dynamic shapes, indexed by
    arguments and constants (in and out of bounds), with each op the pass checks."""
    rng = random.Random(seed)
    shapes = [rng.choice(SHAPES) for _ in range(3)]
    args = ", ".join(f"%m{n}: memref<{shape}xf32>" for n, shape in enumerate(shapes))
    lines = [
        f"func.func @f({args}, %u: memref<*xf32>, %i: index, %v: f32) {{",
        "  %c0 = arith.constant 0 : index",
        "  %c1 = arith.constant 1 : index",
        "  %c7 = arith.constant 7 : index",
        "  %cn = arith.constant -1 : index",
    ]
    for step in range(rng.randrange(1, 8)):
        n = rng.randrange(3)
        memref, shape = f"%m{n}", shapes[n]
        type = f"memref<{shape}xf32>"
        rank = shape.count("x") + 1
        indices = ", ".join(rng.choice(["%i", "%c0", "%c1", "%c7", "%cn"]) for _ in range(rank))
        kind = rng.choice(["load", "store", "rmw", "dim", "align", "cast", "copy", "expand"])
        name = f"%x{step}"
        if kind == "load":
            lines.append(f"  {name} = memref.load {memref}[{indices}] : {type}")
        elif kind == "store":
            lines.append(f"  memref.store %v, {memref}[{indices}] : {type}")
        elif kind == "rmw":
            lines.append(
                f"  {name} = memref.atomic_rmw addf %v, {memref}[{indices}] : (f32, {type}) -> f32"
            )
        elif kind == "dim":
            index = rng.choice(["%i", "%c0", "%c1", "%c7", "%cn"])
            lines.append(f"  {name} = memref.dim {memref}, {index} : {type}")
        elif kind == "align":
            lines.append(f"  {name} = memref.assume_alignment {memref}, 16 : {type}")
        elif kind == "cast":
            source = rng.choice([memref, "%u"])
            dims = shape.split("x") if source == memref else ["?"] * rank
            target = "x".join(
                rng.choice(["?", size] if size != "?" else ["?", "4", "3"]) for size in dims
            )
            source_type = type if source == memref else "memref<*xf32>"
            lines.append(f"  {name} = memref.cast {source} : {source_type} to memref<{target}xf32>")
        elif kind == "copy":
            others = [k for k in range(3) if _compatible(shapes[k], shape)]
            other = rng.choice(others)
            lines.append(
                f"  memref.copy {memref}, %m{other} : {type} to memref<{shapes[other]}xf32>"
            )
        elif shape == "?":
            sizes = rng.choice(["[%i, 4]", "[%i, %i]"])
            result = "?x4" if "4" in sizes else "?x?"
            lines.append(
                f"  {name} = memref.expand_shape {memref} [[0, 1]] output_shape {sizes} : "
                f"{type} into memref<{result}xf32>"
            )
    lines.append("  return\n}")
    return "\n".join(lines) + "\n"


def random_tensor_function(seed: int) -> str:
    """A function extracting from, inserting into, measuring, casting and slicing a tensor
    of a random shape (or an unranked one) at arguments and constants."""
    rng = random.Random(seed)
    shape = rng.choice(SHAPES)
    type = f"tensor<{shape}xf32>"
    rank = shape.count("x") + 1
    lines = [
        f"func.func @f(%t: {type}, %u: tensor<*xf32>, %i: index, %v: f32) {{",
        "  %c1 = arith.constant 1 : index",
        "  %cn = arith.constant -1 : index",
    ]
    for step in range(rng.randrange(1, 6)):
        name = f"%x{step}"
        indices = ", ".join(rng.choice(["%i", "%c1", "%cn"]) for _ in range(rank))
        kind = rng.choice(["extract", "insert", "dim", "cast", "unranked", "slice"])
        if kind == "extract":
            lines.append(f"  {name} = tensor.extract %t[{indices}] : {type}")
        elif kind == "insert":
            lines.append(f"  {name} = tensor.insert %v into %t[{indices}] : {type}")
        elif kind == "dim":
            lines.append(f"  {name} = tensor.dim %t, {rng.choice(['%i', '%c1', '%cn'])} : {type}")
        elif kind == "cast":
            target = "x".join(
                rng.choice(["?", size] if size != "?" else ["?", "3"]) for size in shape.split("x")
            )
            lines.append(f"  {name} = tensor.cast %t : {type} to tensor<{target}xf32>")
        elif kind == "slice":
            offsets = [rng.choice(["%i", "0"]) for _ in range(rank)]
            sizes = [rng.choice(["%i", "1"]) for _ in range(rank)]
            strides = [rng.choice(["%i", "1"]) for _ in range(rank)]
            result = "x".join("?" if size == "%i" else size for size in sizes)
            lists = " ".join(f"[{', '.join(part)}]" for part in (offsets, sizes, strides))
            lines.append(
                f"  {name} = tensor.extract_slice %t{lists} : {type} to tensor<{result}xf32>"
            )
        else:
            target = rng.choice(["", "2x", "?x3x"])
            lines.append(f"  {name} = tensor.cast %u : tensor<*xf32> to tensor<{target}f32>")
    lines.append("  return\n}")
    return "\n".join(lines) + "\n"


@requires_mlir_opt
@settings(max_examples=examples(40))
@given(st.integers(0, 2**32), st.sampled_from([0, 1]), st.booleans())
def test_random_functions_as_mlir_opt(seed: int, level: int, tensors: bool) -> None:
    text = random_tensor_function(seed) if tensors else random_function(seed)
    ours, theirs = both(text, f"{PASS}=verbose-level={level}")
    assert theirs[0] == 0, theirs[2] + text
    assert ours == theirs, text


@pytest.mark.parametrize("seed", range(20))
def test_random_functions_verify_after_the_pass(seed: int) -> None:
    for text in (random_function(seed), random_tensor_function(seed)):
        code, _, err = passgen_opt(text, PASS)
        assert code == 0, err
