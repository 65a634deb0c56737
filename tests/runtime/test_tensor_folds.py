"""The `tensor` dialect's folders and canonicalization patterns (MLIR's `TensorOps.cpp`,
`runtime/dialects/tensor/`): one program per pattern family canonicalizes to the output written
out here, which is mlir-opt 22's, and (with mlir-opt) as mlir-opt does; invalid-but-verified
inputs (out-of-bounds indices, negative sizes) canonicalize without raising, as mlir-opt does;
and the shape logic ported from `ReshapeOpsUtils.cpp` and `TensorOps.cpp` on its own."""

from __future__ import annotations

import pytest
from mlir_tools import mlir_opt, passgen_opt, requires_mlir_opt

from passgen.runtime.dialects.reassociation import collapsing_reassociation, compose
from passgen.runtime.dialects.tensor.constants import read_elements
from passgen.runtime.dialects.tensor.slices import rank_reduction_mask
from passgen.runtime.dialects.tensor.tensor_types import DYNAMIC, TensorType, tensor_type
from passgen.runtime.ir import OpaqueAttr, OpaqueType

CASES = {
    # casts and bitcasts: chains made one, a cast back to the source type folded
    "cast_chain": (
        """\
func.func @f(%a: tensor<*xi32>, %b: tensor<4xi32>, %c: tensor<2xi32>) -> (tensor<4x8xi32>, tensor<4xi32>, tensor<2xf32>) {
  %0 = tensor.cast %a : tensor<*xi32> to tensor<4x?xi32>
  %1 = tensor.cast %0 : tensor<4x?xi32> to tensor<4x8xi32>
  %2 = tensor.cast %b : tensor<4xi32> to tensor<?xi32>
  %3 = tensor.cast %2 : tensor<?xi32> to tensor<4xi32>
  %4 = tensor.bitcast %c : tensor<2xi32> to tensor<2xui32>
  %5 = tensor.bitcast %4 : tensor<2xui32> to tensor<2xf32>
  return %1, %3, %5 : tensor<4x8xi32>, tensor<4xi32>, tensor<2xf32>
}
""",
        """\
module {
  func.func @f(%arg0: tensor<*xi32>, %arg1: tensor<4xi32>, %arg2: tensor<2xi32>) -> (tensor<4x8xi32>, tensor<4xi32>, tensor<2xf32>) {
    %cast = tensor.cast %arg0 : tensor<*xi32> to tensor<4x8xi32>
    %0 = tensor.bitcast %arg2 : tensor<2xi32> to tensor<2xf32>
    return %cast, %arg1, %0 : tensor<4x8xi32>, tensor<4xi32>, tensor<2xf32>
  }
}

""",
    ),
    # `tensor.dim` through a cast, of an `empty`, of a `reshape`, of a static size
    "dim": (
        """\
func.func @f(%a: tensor<4x?xf32>, %i: index, %s: tensor<?xindex>, %u: tensor<*xf32>) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.cast %a : tensor<4x?xf32> to tensor<?x?xf32>
  %1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  %2 = tensor.empty(%i) : tensor<?x42xf32>
  %3 = tensor.dim %2, %c0 : tensor<?x42xf32>
  %4 = tensor.reshape %u(%s) : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
  %5 = tensor.dim %4, %c1 : tensor<*xf32>
  %6 = tensor.dim %0, %c0 : tensor<?x?xf32>
  return %1, %3, %5, %6 : index, index, index, index
}
""",
        """\
module {
  func.func @f(%arg0: tensor<4x?xf32>, %arg1: index, %arg2: tensor<?xindex>, %arg3: tensor<*xf32>) -> (index, index, index, index) {
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c1 : tensor<4x?xf32>
    %extracted = tensor.extract %arg2[%c1] : tensor<?xindex>
    return %dim, %arg1, %extracted, %c4 : index, index, index, index
  }
}

""",
    ),
    # reshapes composed, a collapse then expand made one collapse, a splat reshaped, an identity folded
    "reshapes": (
        """\
func.func @f(%a: tensor<?x?xf32>, %b: tensor<2x3x4x5x6x7x8xf32>, %i: index, %j: index, %k: index, %l: index) -> (tensor<?x6x4x?x5xf32>, tensor<24x5x42x8xf32>, tensor<2x4x2xi32>, tensor<5xf32>) {
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [%i, 4, %j] : tensor<?x?xf32> into tensor<?x4x?xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2], [3, 4]] output_shape [%k, 6, 4, %l, 5] : tensor<?x4x?xf32> into tensor<?x6x4x?x5xf32>
  %2 = tensor.collapse_shape %b [[0, 1, 2, 3, 4, 5, 6]] : tensor<2x3x4x5x6x7x8xf32> into tensor<40320xf32>
  %3 = tensor.expand_shape %2 [[0, 1, 2, 3]] output_shape [24, 5, 42, 8] : tensor<40320xf32> into tensor<24x5x42x8xf32>
  %c = arith.constant dense<42> : tensor<2x8xi32>
  %4 = tensor.expand_shape %c [[0], [1, 2]] output_shape [2, 4, 2] : tensor<2x8xi32> into tensor<2x4x2xi32>
  %e = tensor.empty() : tensor<5xf32>
  %5 = tensor.collapse_shape %e [[0]] : tensor<5xf32> into tensor<5xf32>
  return %1, %3, %4, %5 : tensor<?x6x4x?x5xf32>, tensor<24x5x42x8xf32>, tensor<2x4x2xi32>, tensor<5xf32>
}
""",
        """\
module {
  func.func @f(%arg0: tensor<?x?xf32>, %arg1: tensor<2x3x4x5x6x7x8xf32>, %arg2: index, %arg3: index, %arg4: index, %arg5: index) -> (tensor<?x6x4x?x5xf32>, tensor<24x5x42x8xf32>, tensor<2x4x2xi32>, tensor<5xf32>) {
    %cst = arith.constant dense<42> : tensor<2x4x2xi32>
    %expanded = tensor.expand_shape %arg0 [[0, 1, 2], [3, 4]] output_shape [%arg4, 6, 4, %arg5, 5] : tensor<?x?xf32> into tensor<?x6x4x?x5xf32>
    %collapsed = tensor.collapse_shape %arg1 [[0, 1, 2], [3], [4, 5], [6]] : tensor<2x3x4x5x6x7x8xf32> into tensor<24x5x42x8xf32>
    %0 = tensor.empty() : tensor<5xf32>
    return %expanded, %collapsed, %cst, %0 : tensor<?x6x4x?x5xf32>, tensor<24x5x42x8xf32>, tensor<2x4x2xi32>, tensor<5xf32>
  }
}

""",
    ),
    # constant slice parameters made static, an insert's source cast, an extract of an insert folded
    "slices": (
        """\
func.func @f(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>, %i: index, %j: index, %s: tensor<4x?x8xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<4x?x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.extract_slice %a[%c0, %i, %c1] [%c4, %c1, %j] [%c1, %c1, %c1] : tensor<?x?x?xf32> to tensor<?x?x?xf32>
  %1 = tensor.insert_slice %a into %b[%c0, %i, %c1] [%c4, %c1, %j] [%c1, %c1, %c1] : tensor<?x?x?xf32> into tensor<?x?x?xf32>
  %2 = tensor.insert_slice %s into %b[%c0, %i, 0] [4, %j, 8] [1, 1, %c1] : tensor<4x?x8xf32> into tensor<?x?x?xf32>
  %3 = tensor.extract_slice %2[%c0, %i, 0] [4, %j, 8] [1, 1, %c1] : tensor<?x?x?xf32> to tensor<4x?x8xf32>
  return %0, %1, %3 : tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<4x?x8xf32>
}
""",
        """\
module {
  func.func @f(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: index, %arg3: index, %arg4: tensor<4x?x8xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<4x?x8xf32>) {
    %extracted_slice = tensor.extract_slice %arg0[0, %arg2, 1] [4, 1, %arg3] [1, 1, 1] : tensor<?x?x?xf32> to tensor<4x1x?xf32>
    %cast = tensor.cast %extracted_slice : tensor<4x1x?xf32> to tensor<?x?x?xf32>
    %cast_0 = tensor.cast %arg0 : tensor<?x?x?xf32> to tensor<4x1x?xf32>
    %inserted_slice = tensor.insert_slice %cast_0 into %arg1[0, %arg2, 1] [4, 1, %arg3] [1, 1, 1] : tensor<4x1x?xf32> into tensor<?x?x?xf32>
    return %cast, %inserted_slice, %arg4 : tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<4x?x8xf32>
  }
}

""",
    ),
    # `extract` of splat, sparse, dense and complex constants and of `from_elements`; `insert` into a splat
    "elements": (
        """\
func.func @f(%i: index, %x: index) -> (f32, f16, i32, index, tensor<3xindex>, tensor<4xf32>, complex<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = arith.constant dense<4.0> : tensor<4xf32>
  %e0 = tensor.extract %0[%i] : tensor<4xf32>
  %1 = arith.constant sparse<[[0, 0, 0], [1, 1, 1]],  [-5.0, -2.0]> : tensor<4x4x4xf16>
  %e1 = tensor.extract %1[%c1, %c1, %c1] : tensor<4x4x4xf16>
  %2 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %e2 = tensor.extract %2[%c1, %c0] : tensor<2x2xi32>
  %3 = tensor.from_elements %x, %c2 : tensor<2xindex>
  %e3 = tensor.extract %3[%c0] : tensor<2xindex>
  %4 = tensor.from_elements %c1, %c2, %c1 : tensor<3xindex>
  %f = arith.constant 4.0 : f32
  %5 = tensor.insert %f into %0[%i] : tensor<4xf32>
  %6 = arith.constant dense<(1.2, 2.3)> : tensor<complex<f32>>
  %e6 = tensor.extract %6[] : tensor<complex<f32>>
  return %e0, %e1, %e2, %e3, %4, %5, %e6 : f32, f16, i32, index, tensor<3xindex>, tensor<4xf32>, complex<f32>
}
""",
        """\
module {
  func.func @f(%arg0: index, %arg1: index) -> (f32, f16, i32, index, tensor<3xindex>, tensor<4xf32>, complex<f32>) {
    %cst = arith.constant 4.000000e+00 : f32
    %cst_0 = arith.constant -2.000000e+00 : f16
    %c3_i32 = arith.constant 3 : i32
    %cst_1 = arith.constant dense<[1, 2, 1]> : tensor<3xindex>
    %cst_2 = arith.constant dense<4.000000e+00> : tensor<4xf32>
    %cst_3 = complex.constant [1.200000e+00 : f32, 2.300000e+00 : f32] : complex<f32>
    return %cst, %cst_0, %c3_i32, %arg1, %cst_1, %cst_2, %cst_3 : f32, f16, i32, index, tensor<3xindex>, tensor<4xf32>, complex<f32>
  }
}

""",
    ),
    # constant paddings made static, consecutive pads merged (an `affine.apply` for a dynamic sum)
    "pads": (
        """\
func.func @f(%a: tensor<?x64x?x?xf32>, %b: tensor<2x3xf32>, %c: tensor<?x?xf32>, %i: index, %v: f32) -> (tensor<?x?x?x?xf32>, tensor<7x8xf32>, tensor<?x?xf32>) {
  %cst = arith.constant 0.0 : f32
  %c4 = arith.constant 4 : index
  %0 = tensor.pad %a low[0, %c4, 1, 1] high[0, %c4, 1, 1] {
  ^bb0(%a0: index, %a1: index, %a2: index, %a3: index):
    tensor.yield %cst : f32
  } : tensor<?x64x?x?xf32> to tensor<?x?x?x?xf32>
  %1 = tensor.pad %b low[1, 1] high[1, 0] {
  ^bb0(%b0: index, %b1: index):
    tensor.yield %v : f32
  } : tensor<2x3xf32> to tensor<4x4xf32>
  %2 = tensor.pad %1 low[0, 2] high[3, 2] {
  ^bb0(%b0: index, %b1: index):
    tensor.yield %v : f32
  } : tensor<4x4xf32> to tensor<7x8xf32>
  %3 = tensor.pad %c low[%i, 1] high[1, 0] {
  ^bb0(%b0: index, %b1: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %4 = tensor.pad %3 low[0, 2] high[%i, 2] {
  ^bb0(%b0: index, %b1: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %0, %2, %4 : tensor<?x?x?x?xf32>, tensor<7x8xf32>, tensor<?x?xf32>
}
""",
        """\
#map = affine_map<()[s0] -> (s0 + 1)>
module {
  func.func @f(%arg0: tensor<?x64x?x?xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<?x?xf32>, %arg3: index, %arg4: f32) -> (tensor<?x?x?x?xf32>, tensor<7x8xf32>, tensor<?x?xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %padded = tensor.pad %arg0 low[0, 4, 1, 1] high[0, 4, 1, 1] {
    ^bb0(%arg5: index, %arg6: index, %arg7: index, %arg8: index):
      tensor.yield %cst : f32
    } : tensor<?x64x?x?xf32> to tensor<?x72x?x?xf32>
    %cast = tensor.cast %padded : tensor<?x72x?x?xf32> to tensor<?x?x?x?xf32>
    %padded_0 = tensor.pad %arg1 low[1, 3] high[4, 2] {
    ^bb0(%arg5: index, %arg6: index):
      tensor.yield %arg4 : f32
    } : tensor<2x3xf32> to tensor<7x8xf32>
    %0 = affine.apply #map()[%arg3]
    %padded_1 = tensor.pad %arg2 low[%arg3, 3] high[%0, 2] {
    ^bb0(%arg5: index, %arg6: index):
      tensor.yield %arg4 : f32
    } : tensor<?x?xf32> to tensor<?x?xf32>
    return %cast, %padded_0, %padded_1 : tensor<?x?x?x?xf32>, tensor<7x8xf32>, tensor<?x?xf32>
  }
}

""",
    ),
    # `generate` and `empty` with constant sizes made static, an `extract` of a `generate` computed
    "generate_and_empty": (
        """\
func.func @f(%i: index, %j: index, %t: tensor<*xf32>) -> (tensor<3x?x?xindex>, index, tensor<4x?xf32>, tensor<1x12xf32>) {
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %0 = tensor.generate %i, %c5 {
  ^bb0(%a0: index, %a1: index, %a2: index):
    %d = tensor.dim %t, %a1 : tensor<*xf32>
    tensor.yield %d : index
  } : tensor<3x?x?xindex>
  %1 = tensor.extract %0[%j, %j, %j] : tensor<3x?x?xindex>
  %2 = tensor.empty(%c6) : tensor<4x?xf32>
  %3 = tensor.empty(%i) : tensor<?x12xf32>
  %4 = tensor.cast %3 : tensor<?x12xf32> to tensor<1x12xf32>
  return %0, %1, %2, %4 : tensor<3x?x?xindex>, index, tensor<4x?xf32>, tensor<1x12xf32>
}
""",
        """\
module {
  func.func @f(%arg0: index, %arg1: index, %arg2: tensor<*xf32>) -> (tensor<3x?x?xindex>, index, tensor<4x?xf32>, tensor<1x12xf32>) {
    %generated = tensor.generate %arg0 {
    ^bb0(%arg3: index, %arg4: index, %arg5: index):
      %dim_1 = tensor.dim %arg2, %arg4 : tensor<*xf32>
      tensor.yield %dim_1 : index
    } : tensor<3x?x5xindex>
    %cast = tensor.cast %generated : tensor<3x?x5xindex> to tensor<3x?x?xindex>
    %dim = tensor.dim %arg2, %arg1 : tensor<*xf32>
    %0 = tensor.empty() : tensor<4x6xf32>
    %cast_0 = tensor.cast %0 : tensor<4x6xf32> to tensor<4x?xf32>
    %1 = tensor.empty() : tensor<1x12xf32>
    return %cast, %dim, %cast_0, %1 : tensor<3x?x?xindex>, index, tensor<4x?xf32>, tensor<1x12xf32>
  }
}

""",
    ),
}
"""Per family: an input and what `-canonicalize` makes of it (mlir-opt 22's output)."""

INVALID = """\
func.func @f(%t: tensor<?xf32>, %t2: tensor<?xf32>, %e: index) -> (tensor<?xf32>, index, tensor<4x5x?xf32>) {
  %c = arith.constant -5 : index
  %c1 = arith.constant 1 : index
  %m = arith.constant -1 : index
  %0 = tensor.extract_slice %t[0][%c][1] : tensor<?xf32> to tensor<?xf32>
  %1 = tensor.insert_slice %0 into %t2[2][%c][1] : tensor<?xf32> into tensor<?xf32>
  %2 = tensor.from_elements %e : tensor<1xindex>
  %3 = tensor.extract %2[%m] : tensor<1xindex>
  %4 = tensor.empty(%c) : tensor<4x5x?xf32>
  %5 = tensor.dim %4, %c1 : tensor<4x5x?xf32>
  return %1, %3, %4 : tensor<?xf32>, index, tensor<4x5x?xf32>
}
"""
"""Invalid at run time, valid to the verifier: nothing folds that would not verify."""


def canonicalized(source: str) -> str:
    code, out, err = passgen_opt(source, "-canonicalize")
    assert code == 0, err
    return out


@pytest.mark.parametrize("name", CASES)
def test_each_family_canonicalizes_as_written(name: str) -> None:
    source, expected = CASES[name]
    assert canonicalized(source) == expected


@requires_mlir_opt
@pytest.mark.parametrize("source", [*(case[0] for case in CASES.values()), INVALID])
def test_each_family_canonicalizes_as_with_mlir_opt(source: str) -> None:
    expected = mlir_opt(source, "-canonicalize")
    assert expected.returncode == 0, expected.stderr
    assert canonicalized(source) == expected.stdout


def test_invalid_sizes_and_indices_are_left_alone() -> None:
    out = canonicalized(INVALID)
    assert "tensor.extract_slice %arg0[0] [%c-5] [1]" in out
    assert "tensor.extract %from_elements[%c-1]" in out
    assert "tensor.empty(%c-5) : tensor<4x5x?xf32>" in out


@pytest.mark.parametrize(
    ("text", "parsed"),
    [
        ("tensor<4x?xf32>", TensorType((4, DYNAMIC), "f32")),
        ('tensor<2x2xf32, "foo">', TensorType((2, 2), "f32", '"foo"')),
        ("tensor<*xcomplex<f32>>", TensorType(None, "complex<f32>")),
        ("tensor<f32>", TensorType((), "f32")),
    ],
)
def test_tensor_types_read_and_print_back(text: str, parsed: TensorType) -> None:
    assert tensor_type(OpaqueType(text)) == parsed
    assert parsed.type().text == text


@pytest.mark.parametrize(
    ("source", "target", "groups"),
    [
        ((2, 3, 4, 5, 6, 7, 8), (24, 5, 42, 8), [[0, 1, 2], [3], [4, 5], [6]]),
        ((DYNAMIC, 2, 3, 5), (DYNAMIC, 15), [[0, 1], [2, 3]]),
        ((1, 1, 1), (), []),
        ((DYNAMIC, DYNAMIC, DYNAMIC), (DYNAMIC, DYNAMIC), None),
        ((4, 6), (6, 4), None),
    ],
)
def test_collapsing_reassociation_agrees_both_ways_or_fails(
    source: tuple[int, ...], target: tuple[int, ...], groups: list[list[int]] | None
) -> None:
    assert collapsing_reassociation(source, target) == groups


def test_reassociations_compose_from_the_longer_side() -> None:
    assert compose([[0, 1], [2], [3, 4]], [[0, 1], [2]]) == [[0, 1, 2], [3, 4]]
    assert compose([[0, 1]], [[0], [1, 2]]) == [[0, 1, 2]]
    assert compose([[0], [1]], [[0], [1]]) is None


def test_rank_reduction_drops_unit_dimensions_greedily() -> None:
    assert rank_reduction_mask([1, 1, 16, 32], [16, 32]) == {0, 1}
    assert rank_reduction_mask([4, 1, DYNAMIC], [4, 7], match_dynamic=True) == {1}
    assert rank_reduction_mask([4, 2], [4]) is None


def test_sparse_constants_read_their_values_and_zero() -> None:
    constant = read_elements(
        OpaqueAttr("sparse<[[0, 0], [1, 1]], [-5.000000e+00, 2.000000e+00]> : tensor<2x2xf32>")
    )
    assert constant is not None and constant.splat is None
    assert constant.at([1, 1]).text == "2.000000e+00 : f32"
    assert constant.at([0, 1]).text == "0.000000e+00 : f32"
    assert not constant.is_valid_index([2, 0])


def test_pattern_debug_names_are_mlirs() -> None:
    """`--log-actions-to` names patterns as mlir-opt 22 does, template instances included."""
    source = CASES["reshapes"][0]
    code, out, err = passgen_opt(source, "-canonicalize", "--log-actions-to=-")
    assert code == 0, err
    assert (
        "apply-pattern pattern: mlir::ComposeReassociativeReshapeOps<"
        "mlir::tensor::ExpandShapeOp, mlir::ReshapeOpKind::kExpand>" in out
    )
    assert (
        "apply-pattern pattern: (anonymous namespace)::FoldReshapeWithSplat<"
        "mlir::tensor::ExpandShapeOp>" in out
    )
    assert "apply-pattern pattern: (anonymous namespace)::ConvertToStaticExpandShape" in out
