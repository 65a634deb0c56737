"""The `tensor` ops' verifiers ported from MLIR's TensorOps.cpp and ViewLikeInterface.cpp
(runtime/dialects/tensor/{slice,reshape,gather_scatter,body}_verifiers.py, `tensor.cast` in
verifiers.py): their messages on the chunks of mlir/test/Dialect/Tensor/invalid.mlir they
answer and on inputs of our own for their other
branches; and (oracle) the same inputs against mlir-opt, message by message and as
`--verify-diagnostics` runs of the upstream chunks."""

from __future__ import annotations

import pytest
from mlir_tools import mlir_opt, passgen_opt, requires_mlir_opt
from verifier_cases import mlir_opts, ours

UPSTREAM = [
    pytest.param(
        "func.func @tensor.cast_mismatching_constants(%arg0: tensor<1xf32>) {\n"
        "  // expected-error@+1 {{operand type 'tensor<1xf32>' and result type 'tensor<2xf32>' are cast incompatible}}\n"
        "  %0 = tensor.cast %arg0 : tensor<1xf32> to tensor<2xf32>\n"
        "  return\n"
        "}\n",
        "'tensor.cast' op operand type 'tensor<1xf32>' and result type 'tensor<2xf32>' are cast incompatible",
        id="tensor.cast_mismatching_constants",
    ),
    pytest.param(
        "func.func @tensor.generate(%m : index, %n : index)\n"
        "    -> tensor<?x3x?xf32> {\n"
        "  // expected-error @+1 {{must have one body argument per input dimension}}\n"
        "  %tnsr = tensor.generate %m, %n {\n"
        "    ^bb0(%i : index, %j : index):\n"
        "      %elem = arith.constant 8.0 : f32\n"
        "      tensor.yield %elem : f32\n"
        "  } : tensor<?x3x?xf32>\n"
        "  return %tnsr : tensor<?x3x?xf32>\n"
        "}\n",
        "must have one body argument per input dimension",
        id="tensor.generate",
    ),
    pytest.param(
        "func.func @tensor.generate(%m : index, %n : index)\n"
        "    -> tensor<?x3x?xf32> {\n"
        "  // expected-error @+1 {{all body arguments must be index}}\n"
        "  %tnsr = tensor.generate %m, %n {\n"
        "    ^bb0(%i : index, %j : index, %k : i64):\n"
        "      %elem = arith.constant 8.0 : f32\n"
        "      tensor.yield %elem : f32\n"
        "  } : tensor<?x3x?xf32>\n"
        "  return %tnsr : tensor<?x3x?xf32>\n"
        "}\n",
        "all body arguments must be index",
        id="tensor.generate_2",
    ),
    pytest.param(
        "func.func @tensor.generate(%m : index, %n : index)\n"
        "    -> tensor<?x3x?xf32> {\n"
        "  // expected-error @+1 {{body must be terminated with a `yield` operation of the tensor element type}}\n"
        "  %tnsr = tensor.generate %m, %n {\n"
        "    ^bb0(%i : index, %j : index, %k : index):\n"
        "      %elem = arith.constant 8 : i32\n"
        "      tensor.yield %elem : i32\n"
        "  } : tensor<?x3x?xf32>\n"
        "  return %tnsr : tensor<?x3x?xf32>\n"
        "}\n",
        "'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type",
        id="tensor.generate_3",
    ),
    pytest.param(
        "func.func @extract_slice_wrong_result_rank(%t: tensor<?xf32>, %idx : index) {\n"
        "  // expected-error @+1 {{expected rank to be smaller or equal to the other rank.}}\n"
        "  %0 = tensor.extract_slice %t[0][4][1] : tensor<?xf32> to tensor<?x?xf32>\n"
        "  return\n"
        "}\n",
        "expected rank to be smaller or equal to the other rank. ",
        id="extract_slice_wrong_result_rank",
    ),
    pytest.param(
        "func.func @extract_slice_wrong_result_rank(%t: tensor<?xf32>, %idx : index) {\n"
        "  // expected-error @+1 {{expected element type to be 'f32'}}\n"
        "  %0 = tensor.extract_slice %t[0][4][1] : tensor<?xf32> to tensor<4xi8>\n"
        "  return\n"
        "}\n",
        "expected element type to be 'f32'",
        id="extract_slice_wrong_result_rank_2",
    ),
    pytest.param(
        "func.func @extract_slice_size_and_output_dim_mismatch_static_size(%t: tensor<16xf32>) {\n"
        "  // expected-error @+1 {{expected type to be 'tensor<4xf32>' or a rank-reduced version. (size mismatch)}}\n"
        "  %0 = tensor.extract_slice %t[0][4][1]\n"
        "    : tensor<16xf32> to tensor<6xf32>\n"
        "  return\n"
        "}\n",
        "expected type to be 'tensor<4xf32>' or a rank-reduced version. (size mismatch) ",
        id="extract_slice_size_and_output_dim_mismatch_static_size",
    ),
    pytest.param(
        "func.func @extract_slice_size_and_output_dim_mismatch_dynamic_size(%t: tensor<?xf32>, %idx : index) {\n"
        "  // expected-error @+2 {{expected type to be 'tensor<?xf32>' or a rank-reduced version. (size mismatch)}}\n"
        "  %c4 = arith.constant 4 : index\n"
        "  %0 = tensor.extract_slice %t[0][%c4][1] : tensor<?xf32> to tensor<4xi8>\n"
        "  return\n"
        "}\n",
        "expected type to be 'tensor<?xf32>' or a rank-reduced version. (size mismatch) ",
        id="extract_slice_size_and_output_dim_mismatch_dynamic_size",
    ),
    pytest.param(
        "func.func @extract_slice_wrong_static_type(%t: tensor<8x16x4xf32>, %idx : index) {\n"
        "  // expected-error @+1 {{expected type to be 'tensor<?x4x4xf32>' or a rank-reduced version. (size mismatch)}}\n"
        "  %0 = tensor.extract_slice %t[0, 0, 0][%idx, 4, 4][1, 1, 1]\n"
        "    : tensor<8x16x4xf32> to tensor<4x4x4xf32>\n"
        "  return\n"
        "}\n",
        "expected type to be 'tensor<?x4x4xf32>' or a rank-reduced version. (size mismatch) ",
        id="extract_slice_wrong_static_type",
    ),
    pytest.param(
        "func.func @extract_slice_wrong_dynamic_type(%t: tensor<8x16x4xf32>, %idx : index) {\n"
        "  // expected-error @+1 {{expected type to be 'tensor<4x4x4xf32>' or a rank-reduced version. (size mismatch)}}\n"
        "  %0 = tensor.extract_slice %t[0, 2, 0][4, 4, 4][1, 1, 1]\n"
        "    : tensor<8x16x4xf32> to tensor<?x4x4xf32>\n"
        "  return\n"
        "}\n",
        "expected type to be 'tensor<4x4x4xf32>' or a rank-reduced version. (size mismatch) ",
        id="extract_slice_wrong_dynamic_type",
    ),
    pytest.param(
        "func.func @illegal_num_offsets(%arg0 : tensor<?x?x?xf32>, %arg1 : index, %arg2 : index) {\n"
        "  // expected-error@+1 {{expected 3 offset values}}\n"
        "  %0 = tensor.extract_slice %arg0[0, 0] [%arg1, %arg2] [1, 1] : tensor<?x?x?xf32> to tensor<?x?x?xf32>\n"
        "  return\n"
        "}\n",
        "expected 3 offset values, got 2",
        id="illegal_num_offsets",
    ),
    pytest.param(
        "func.func @insert_slice_wrong_result_rank(%t1: tensor<?xf32>, %t2: tensor<?x?xf32>, %idx : index) {\n"
        "  // expected-error @+1 {{expected rank to be smaller or equal to the other rank.}}\n"
        "  %0 = tensor.insert_slice %t2 into %t1[0][4][1] : tensor<?x?xf32> into tensor<?xf32>\n"
        "\n"
        "  return\n"
        "}\n",
        "expected rank to be smaller or equal to the other rank. ",
        id="insert_slice_wrong_result_rank",
    ),
    pytest.param(
        "func.func @insert_slice_wrong_result_rank(%t1: tensor<4xi8>, %t2: tensor<?xf32>, %idx : index) {\n"
        "  // expected-error @+1 {{expected element type to be 'f32'}}\n"
        "  %0 = tensor.insert_slice %t1 into %t2[0][4][1] : tensor<4xi8> into tensor<?xf32>\n"
        "\n"
        "  return\n"
        "}\n",
        "expected element type to be 'f32'",
        id="insert_slice_wrong_result_rank_2",
    ),
    pytest.param(
        "func.func @insert_slice_wrong_static_type(%t1: tensor<4x4x4xf32>, %t2: tensor<8x16x4xf32>, %idx : index) {\n"
        "  // expected-error @+1 {{expected type to be 'tensor<?x4x4xf32>' or a rank-reduced version. (size mismatch)}}\n"
        "  %0 = tensor.insert_slice %t1 into %t2[0, 0, 0][%idx, 4, 4][1, 1, 1]\n"
        "    : tensor<4x4x4xf32> into tensor<8x16x4xf32>\n"
        "\n"
        "  return\n"
        "}\n",
        "expected type to be 'tensor<?x4x4xf32>' or a rank-reduced version. (size mismatch) ",
        id="insert_slice_wrong_static_type",
    ),
    pytest.param(
        "func.func @insert_slice_wrong_dynamic_type(%t1: tensor<?x4x4xf32>, %t2: tensor<8x16x4xf32>, %idx : index) {\n"
        "  // expected-error @+1 {{expected type to be 'tensor<4x4x4xf32>' or a rank-reduced version. (size mismatch)}}\n"
        "  %0 = tensor.insert_slice %t1 into %t2[0, 2, 0][4, 4, 4][1, 1, 1]\n"
        "    : tensor<?x4x4xf32> into tensor<8x16x4xf32>\n"
        "\n"
        "  return\n"
        "}\n",
        "expected type to be 'tensor<4x4x4xf32>' or a rank-reduced version. (size mismatch) ",
        id="insert_slice_wrong_dynamic_type",
    ),
    pytest.param(
        "func.func @illegal_expanding_reshape_static_tensor\n"
        "    (%arg0: tensor<2x3x20xf32>) -> tensor<2x3x2x4x5xf32> {\n"
        "  // expected-error @+1 {{expected dimension 2 of collapsed type to be static value of 40}}\n"
        "  %0 = tensor.expand_shape %arg0 [[0], [1], [2, 3, 4]] output_shape [2, 3, 2, 4, 5]\n"
        "      : tensor<2x3x20xf32> into tensor<2x3x2x4x5xf32>\n"
        "  return %0 : tensor<2x3x2x4x5xf32>\n"
        "}\n",
        "'tensor.expand_shape' op expected dimension 2 of collapsed type to be static value of 40",
        id="illegal_expanding_reshape_static_tensor",
    ),
    pytest.param(
        "func.func @illegal_collapsing_reshape_static_tensor\n"
        "    (%arg0: tensor<2x3x2x4x5xf32>) -> tensor<2x3x20xf32> {\n"
        "  // expected-error @+1 {{expected dimension 2 of collapsed type to be static value of 40}}\n"
        "  %0 = tensor.collapse_shape %arg0 [[0], [1], [2, 3, 4]]\n"
        "      : tensor<2x3x2x4x5xf32> into tensor<2x3x20xf32>\n"
        "  return %0 : tensor<2x3x20xf32>\n"
        "}\n",
        "'tensor.collapse_shape' op expected dimension 2 of collapsed type to be static value of 40",
        id="illegal_collapsing_reshape_static_tensor",
    ),
    pytest.param(
        "func.func @illegal_expanding_reshape_mixed_tensor(%arg0 : tensor<?x?xf32>, %sz0: index)\n"
        "    -> tensor<?x4x5xf32> {\n"
        "  // expected-error @+1 {{expected dimension 1 of collapsed type to be static value of 5}}\n"
        "  %0 = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [%sz0, 4, 5]\n"
        "      : tensor<?x?xf32> into tensor<?x4x5xf32>\n"
        "  return %0 : tensor<?x4x5xf32>\n"
        "}\n",
        "'tensor.expand_shape' op expected dimension 1 of collapsed type to be static value of 5",
        id="illegal_expanding_reshape_mixed_tensor",
    ),
    pytest.param(
        "func.func @illegal_expanding_reshape_mixed_tensor_2(%arg0 : tensor<?x?xf32>, %sz0: index)\n"
        "    -> tensor<?x4x5xf32> {\n"
        "  // expected-error @+1 {{expected dimension 1 of collapsed type to be static value of 20}}\n"
        "  %0 = tensor.expand_shape %arg0 [[0], [1, 2]] output_shape [%sz0, 4, 5]\n"
        "      : tensor<?x?xf32> into tensor<?x4x5xf32>\n"
        "  return %0 : tensor<?x4x5xf32>\n"
        "}\n",
        "'tensor.expand_shape' op expected dimension 1 of collapsed type to be static value of 20",
        id="illegal_expanding_reshape_mixed_tensor_2",
    ),
    pytest.param(
        "func.func @expand_shape_illegal_output_shape(%arg0: tensor<2xf32>) {\n"
        "  // expected-error @+1 {{expected number of static shape dims to be equal to the output rank (3) but found 2 inputs instead}}\n"
        "  %0 = tensor.expand_shape %arg0 [[0, 1, 2]] output_shape [1, 2] : tensor<2xf32> into tensor<1x1x2xf32>\n"
        "  return\n"
        "}\n",
        "'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (3) but found 2 inputs instead",
        id="expand_shape_illegal_output_shape",
    ),
    pytest.param(
        "func.func @illegal_collapsing_reshape_mixed_tensor(%arg0 : tensor<?x4x5xf32>) -> tensor<?x?xf32> {\n"
        "  // expected-error @+1 {{expected dimension 1 of collapsed type to be static value of 5}}\n"
        "  %0 = tensor.collapse_shape %arg0 [[0, 1], [2]]\n"
        "      : tensor<?x4x5xf32> into tensor<?x?xf32>\n"
        "  return %0 : tensor<?x?xf32>\n"
        "}\n",
        "'tensor.collapse_shape' op expected dimension 1 of collapsed type to be static value of 5",
        id="illegal_collapsing_reshape_mixed_tensor",
    ),
    pytest.param(
        "func.func @illegal_collapsing_reshape_mixed_tensor_2(%arg0 : tensor<?x4x5xf32>)\n"
        "    -> tensor<?x?xf32> {\n"
        "  // expected-error @+1 {{expected dimension 1 of collapsed type to be static value of 20}}\n"
        "  %0 = tensor.collapse_shape %arg0 [[0], [1, 2]]\n"
        "      : tensor<?x4x5xf32> into tensor<?x?xf32>\n"
        "  return %0 : tensor<?x?xf32>\n"
        "}\n",
        "'tensor.collapse_shape' op expected dimension 1 of collapsed type to be static value of 20",
        id="illegal_collapsing_reshape_mixed_tensor_2",
    ),
    pytest.param(
        "func.func @illegal_num_offsets(%arg0 : tensor<?x?xf32>, %arg1 : tensor<?x?x?xf32>,\n"
        "    %arg2 : index, %arg3 : index) {\n"
        "  // expected-error@+1 {{expected 3 offset values}}\n"
        "  %0 = tensor.insert_slice %arg0 into %arg1[0, 0] [%arg2, %arg3] [1, 1] : tensor<?x?xf32> into tensor<?x?x?xf32>\n"
        "  return\n"
        "}\n",
        "expected 3 offset values, got 2",
        id="illegal_num_offsets_2",
    ),
    pytest.param(
        "func.func @pad_result_type(%arg0: tensor<?x2x3x4xi32>, %arg1: index, %arg2: i32) -> tensor<?x?x?x8xf32> {\n"
        "  // expected-error @+1 {{specified type 'tensor<?x?x?x8xf32>' does not match the inferred type 'tensor<?x?x?x9xi32>}}\n"
        "  %0 = tensor.pad %arg0 low[1, %arg1, 2, 2] high[1, 2, %arg1, 3] {\n"
        "  ^bb0(%arg3: index, %arg4: index):\n"
        "    tensor.yield %arg2 : i32\n"
        "  } : tensor<?x2x3x4xi32> to tensor<?x?x?x8xf32>\n"
        "  return %0 : tensor<?x?x?x8xf32>\n"
        "}\n",
        "specified type 'tensor<?x?x?x8xf32>' does not match the inferred type 'tensor<?x?x?x9xi32>'",
        id="pad_result_type",
    ),
    pytest.param(
        "func.func @pad_number_of_block_args(%arg0: tensor<?x4xi32>, %arg1: i32) -> tensor<?x9xi32> {\n"
        "  // expected-error @+1 {{expected the block to have 2 arguments}}\n"
        "  %0 = tensor.pad %arg0 low[1, 2] high[2, 3] {\n"
        "  ^bb0(%arg2: index, %arg3: index, %arg4: index):\n"
        "    tensor.yield %arg1 : i32\n"
        "  } : tensor<?x4xi32> to tensor<?x9xi32>\n"
        "  return %0 : tensor<?x9xi32>\n"
        "}\n",
        "expected the block to have 2 arguments",
        id="pad_number_of_block_args",
    ),
    pytest.param(
        "func.func @pad_block_args(%arg0: tensor<?x4xi32>, %arg1: i32) -> tensor<?x9xi32> {\n"
        "  // expected-error @+1 {{op expected block argument 1 to be an index}}\n"
        "  %0 = tensor.pad %arg0 low[1, 2] high[2, 3] {\n"
        "  ^bb0(%arg2: i32, %arg3: i32):\n"
        "    tensor.yield %arg1 : i32\n"
        "  } : tensor<?x4xi32> to tensor<?x9xi32>\n"
        "  return %0 : tensor<?x9xi32>\n"
        "}\n",
        "'tensor.pad' op expected block argument 1 to be an index",
        id="pad_block_args",
    ),
    pytest.param(
        "func.func @pad_yield_type(%arg0: tensor<?x4xi32>, %arg1: i8) -> tensor<?x9xi32> {\n"
        "  // expected-error @+1 {{op expected yield type to match shape element type}}\n"
        "  %0 = tensor.pad %arg0 low[1, 2] high[2, 3] {\n"
        "  ^bb0(%arg2: index, %arg3: index):\n"
        "    tensor.yield %arg1 : i8\n"
        "  } : tensor<?x4xi32> to tensor<?x9xi32>\n"
        "  return %0 : tensor<?x9xi32>\n"
        "}\n",
        "'tensor.pad' op expected yield type to match shape element type",
        id="pad_yield_type",
    ),
    pytest.param(
        "func.func @gather_empty_dims(\n"
        "    %source : tensor<4x5x6xf32>, %indices: tensor<1x2x3xindex>) {\n"
        "  // expected-error@+1 {{gather_dims must be non-empty}}\n"
        "  %out = tensor.gather %source[%indices] gather_dims([]):\n"
        "    (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>\n"
        "  return\n"
        "}\n",
        "'tensor.gather' op gather_dims must be non-empty",
        id="gather_empty_dims",
    ),
    pytest.param(
        "func.func @gather_coordinate_rank_overflow(\n"
        "    %source : tensor<4x5x6xf32>, %indices: tensor<1x2x3xindex>) {\n"
        "  // expected-error@+1 {{gather_dims overflow source rank}}\n"
        "  %out = tensor.gather %source[%indices] gather_dims([0, 1, 2, 3]):\n"
        "    (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>\n"
        "  return\n"
        "}\n",
        "'tensor.gather' op gather_dims overflow source rank",
        id="gather_coordinate_rank_overflow",
    ),
    pytest.param(
        "func.func @gather_coordinate_rank_mismatch0(\n"
        "    %source: tensor<4x5x6xf32>, %indices: tensor<index>) {\n"
        "  // expected-error@+1 {{gather_dims length must match the size of last dimension of indices}}\n"
        "  %out = tensor.gather %source[%indices] gather_dims([0, 1, 2]):\n"
        "    (tensor<4x5x6xf32>, tensor<index>) -> tensor<1x2xf32>\n"
        "}\n",
        "'tensor.gather' op gather_dims length must match the size of last dimension of indices",
        id="gather_coordinate_rank_mismatch0",
    ),
    pytest.param(
        "func.func @gather_coordinate_rank_mismatch1(\n"
        "    %source: tensor<4x5x6xf32>, %indices: tensor<1x2x2xindex>) {\n"
        "  // expected-error@+1 {{gather_dims length must match the size of last dimension of indices}}\n"
        "  %out = tensor.gather %source[%indices] gather_dims([0, 1, 2]):\n"
        "    (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2xf32>\n"
        "}\n",
        "'tensor.gather' op gather_dims length must match the size of last dimension of indices",
        id="gather_coordinate_rank_mismatch1",
    ),
    pytest.param(
        "func.func @gather_coordinate_negative(\n"
        "    %source : tensor<4x5x6xf32>, %indices: tensor<1x2x1xindex>) {\n"
        "  // expected-error@+1 {{gather_dims value must be non-negative}}\n"
        "  %out = tensor.gather %source[%indices] gather_dims([-1]):\n"
        "    (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1xf32>\n"
        "  return\n"
        "}\n",
        "'tensor.gather' op gather_dims value must be non-negative",
        id="gather_coordinate_negative",
    ),
    pytest.param(
        "func.func @gather_coordinate_overflow(\n"
        "    %source : tensor<4x5x6xf32>, %indices: tensor<1x2x1xindex>) {\n"
        "  // expected-error@+1 {{gather_dims value must be smaller than source rank}}\n"
        "  %out = tensor.gather %source[%indices] gather_dims([42]):\n"
        "    (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1xf32>\n"
        "  return\n"
        "}\n",
        "'tensor.gather' op gather_dims value must be smaller than source rank",
        id="gather_coordinate_overflow",
    ),
    pytest.param(
        "func.func @gather_coordinate_increase(\n"
        "    %source : tensor<4x5x6xf32>, %indices: tensor<1x2x2xindex>) {\n"
        "  // expected-error@+1 {{gather_dims values must be strictly increasing}}\n"
        "  %out = tensor.gather %source[%indices] gather_dims([1, 0]):\n"
        "    (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x1xf32>\n"
        "  return\n"
        "}\n",
        "'tensor.gather' op gather_dims values must be strictly increasing",
        id="gather_coordinate_increase",
    ),
    pytest.param(
        "func.func @gather_wrong_result_type(\n"
        "    %source : tensor<4x5x6xf32>, %indices: tensor<1x2x2xindex>) {\n"
        "  // expected-error@+1 {{result type mismatch: expected 'tensor<1x2x1x5x1xf32>' or its rank-reduced variant 'tensor<1x2x5xf32>' (got: 'tensor<1x2x1xf32>')}}\n"
        "  %out = tensor.gather %source[%indices] gather_dims([0, 2]):\n"
        "    (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1xf32>\n"
        "  return\n"
        "}\n",
        "'tensor.gather' op result type mismatch: expected 'tensor<1x2x1x5x1xf32>' or its rank-reduced variant 'tensor<1x2x5xf32>' (got: 'tensor<1x2x1xf32>')",
        id="gather_wrong_result_type",
    ),
    pytest.param(
        "func.func @scatter_empty_dims(\n"
        "    %source : tensor<f32>,\n"
        "    %dest : tensor<4x5x6xf32>, %indices: tensor<1x2x3xindex>) {\n"
        "  // expected-error@+1 {{scatter_dims must be non-empty}}\n"
        "  %out = tensor.scatter %source into %dest[%indices] scatter_dims([]) unique:\n"
        "    (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>\n"
        "  return\n"
        "}\n",
        "'tensor.scatter' op scatter_dims must be non-empty",
        id="scatter_empty_dims",
    ),
    pytest.param(
        "func.func @scatter_coordinate_rank_overflow(\n"
        "    %source : tensor<f32>,\n"
        "    %dest : tensor<4x5x6xf32>, %indices: tensor<1x2x3xindex>) {\n"
        "  // expected-error@+1 {{scatter_dims overflow dest rank}}\n"
        "  %out = tensor.scatter %source into %dest[%indices] scatter_dims([0, 1, 2, 3]) unique:\n"
        "    (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>\n"
        "  return\n"
        "}\n",
        "'tensor.scatter' op scatter_dims overflow dest rank",
        id="scatter_coordinate_rank_overflow",
    ),
    pytest.param(
        "func.func @scatter_coordinate_rank_mismatch0(\n"
        "    %source : tensor<f32>,\n"
        "    %dest : tensor<4x5x6xf32>, %indices: tensor<index>) {\n"
        "  // expected-error@+1 {{scatter_dims length must match the size of last dimension of indices}}\n"
        "  %out = tensor.scatter %source into %dest[%indices] scatter_dims([0, 1, 2]) unique:\n"
        "    (tensor<f32>, tensor<4x5x6xf32>, tensor<index>) -> tensor<1x2xf32>\n"
        "  return\n"
        "}\n",
        "'tensor.scatter' op scatter_dims length must match the size of last dimension of indices",
        id="scatter_coordinate_rank_mismatch0",
    ),
    pytest.param(
        "func.func @scatter_coordinate_rank_mismatch1(\n"
        "    %source : tensor<f32>,\n"
        "    %dest : tensor<4x5x6xf32>, %indices: tensor<1x2x2xindex>) {\n"
        "  // expected-error@+1 {{scatter_dims length must match the size of last dimension of indices}}\n"
        "  %out = tensor.scatter %source into %dest[%indices] scatter_dims([0, 1, 2]) unique:\n"
        "    (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2xf32>\n"
        "  return\n"
        "}\n",
        "'tensor.scatter' op scatter_dims length must match the size of last dimension of indices",
        id="scatter_coordinate_rank_mismatch1",
    ),
    pytest.param(
        "func.func @scatter_coordinate_negative(\n"
        "    %source : tensor<f32>,\n"
        "    %dest : tensor<4x5x6xf32>, %indices: tensor<1x2x1xindex>) {\n"
        "  // expected-error@+1 {{scatter_dims value must be non-negative}}\n"
        "  %out = tensor.scatter %source into %dest[%indices] scatter_dims([-1]) unique:\n"
        "    (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1xf32>\n"
        "  return\n"
        "}\n",
        "'tensor.scatter' op scatter_dims value must be non-negative",
        id="scatter_coordinate_negative",
    ),
    pytest.param(
        "func.func @scatter_coordinate_overflow(\n"
        "    %source : tensor<f32>,\n"
        "    %dest : tensor<4x5x6xf32>, %indices: tensor<1x2x1xindex>) {\n"
        "  // expected-error@+1 {{scatter_dims value must be smaller than dest rank}}\n"
        "  %out = tensor.scatter %source into %dest[%indices] scatter_dims([42]) unique:\n"
        "    (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1xf32>\n"
        "  return\n"
        "}\n",
        "'tensor.scatter' op scatter_dims value must be smaller than dest rank",
        id="scatter_coordinate_overflow",
    ),
    pytest.param(
        "func.func @scatter_coordinate_increase(\n"
        "    %source : tensor<f32>,\n"
        "    %dest : tensor<4x5x6xf32>, %indices: tensor<1x2x2xindex>) {\n"
        "  // expected-error@+1 {{scatter_dims values must be strictly increasing}}\n"
        "  %out = tensor.scatter %source into %dest[%indices] scatter_dims([1, 0]) unique:\n"
        "    (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x1xf32>\n"
        "  return\n"
        "}\n",
        "'tensor.scatter' op scatter_dims values must be strictly increasing",
        id="scatter_coordinate_increase",
    ),
    pytest.param(
        "func.func @scatter_missing_unique(\n"
        "    %source : tensor<f32>,\n"
        "    %dest : tensor<4x5x6xf32>, %indices: tensor<1x2x2xindex>) {\n"
        "  // expected-error@+1 {{requires 'unique' attribute to be set}}\n"
        "  %out = tensor.scatter %source into %dest[%indices] scatter_dims([0, 2]):\n"
        "    (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1xf32>\n"
        "  return\n"
        "}\n",
        "'tensor.scatter' op requires 'unique' attribute to be set",
        id="scatter_missing_unique",
    ),
    pytest.param(
        "func.func @scatter_wrong_result_type(\n"
        "    %source : tensor<f32>,\n"
        "    %dest : tensor<4x5x6xf32>, %indices: tensor<1x2x2xindex>) {\n"
        "  // expected-error@+1 {{source type mismatch: expected 'tensor<1x2x1x5x1xf32>' or its rank-reduced variant 'tensor<1x2x5xf32>' (got: 'tensor<f32>')}}\n"
        "  %out = tensor.scatter %source into %dest[%indices] scatter_dims([0, 2]) unique:\n"
        "    (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1xf32>\n"
        "  return\n"
        "}\n",
        "'tensor.scatter' op source type mismatch: expected 'tensor<1x2x1x5x1xf32>' or its rank-reduced variant 'tensor<1x2x5xf32>' (got: 'tensor<f32>')",
        id="scatter_wrong_result_type",
    ),
]
"""Chunks of mlir/test/Dialect/Tensor/invalid.mlir (verbatim, with their `expected-error`) and
the message each is rejected with."""

OWN = [
    pytest.param(
        "func.func @a(%t: tensor<4xf32>) {\n"
        "  %0 = tensor.extract_slice %t[0, 0][4][1] : tensor<4xf32> to tensor<4xf32>\n"
        "  return\n"
        "}\n",
        "expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.",
        id="a",
    ),
    pytest.param(
        "func.func @b(%t: tensor<4xf32>) {\n"
        "  %0 = tensor.extract_slice %t[0][4][1, 1] : tensor<4xf32> to tensor<4xf32>\n"
        "  return\n"
        "}\n",
        "expected mixed sizes rank to match mixed strides rank (1 vs 2) so the rank of the result type is well-formed.",
        id="b",
    ),
    pytest.param(
        "func.func @c(%t: tensor<4xf32>) {\n"
        "  %0 = tensor.extract_slice %t[-1][4][1] : tensor<4xf32> to tensor<4xf32>\n"
        "  return\n"
        "}\n",
        "expected offsets to be non-negative, but got -1",
        id="c",
    ),
    pytest.param(
        "func.func @d(%t: tensor<4xf32>) {\n"
        "  %0 = tensor.extract_slice %t[0][-4][1] : tensor<4xf32> to tensor<4xf32>\n"
        "  return\n"
        "}\n",
        "expected sizes to be non-negative, but got -4",
        id="d",
    ),
    pytest.param(
        "func.func @e(%t: tensor<4xf32>) {\n"
        "  %0 = tensor.extract_slice %t[4][0][1] : tensor<4xf32> to tensor<0xf32>\n"
        "  return\n"
        "}\n",
        "offset 0 is out-of-bounds: 4 >= 4",
        id="e",
    ),
    pytest.param(
        "func.func @f(%t: tensor<4xf32>) {\n"
        "  %0 = tensor.extract_slice %t[2][4][1] : tensor<4xf32> to tensor<4xf32>\n"
        "  return\n"
        "}\n",
        "slice along dimension 0 runs out-of-bounds: 5 >= 4",
        id="f",
    ),
    pytest.param(
        'func.func @g(%t: tensor<4xf32, "enc">) {\n'
        '  %0 = tensor.extract_slice %t[0][3][1] : tensor<4xf32, "enc"> to tensor<4xf32>\n'
        "  return\n"
        "}\n",
        "expected type to be 'tensor<3xf32, \"enc\">' or a rank-reduced version. (size mismatch) ",
        id="g",
    ),
    pytest.param(
        "func.func @i(%t: tensor<4x4xf32>) {\n"
        "  %0 = tensor.extract_slice %t[0, 0][1, 4][1, 1] : tensor<4x4xf32> to tensor<4xi32>\n"
        "  return\n"
        "}\n",
        "expected element type to be 'f32'",
        id="i",
    ),
    pytest.param(
        "func.func @j(%t: tensor<4xf32>) {\n"
        "  %0 = tensor.cast %t : tensor<4xf32> to tensor<*xi32>\n"
        "  return\n"
        "}\n",
        "'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<*xi32>' are cast incompatible",
        id="j",
    ),
    pytest.param(
        "func.func @j2(%t: tensor<4xf32>) {\n"
        "  %1 = tensor.cast %t : tensor<4xf32> to tensor<?x?xf32>\n"
        "  return\n"
        "}\n",
        "'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<?x?xf32>' are cast incompatible",
        id="j2",
    ),
    pytest.param(
        "func.func @k(%t: tensor<8x8xf32>, %s: tensor<2x2xf32>) {\n"
        "  %0 = tensor.insert_slice %s into %t[7, 0][2, 2][1, 1] : tensor<2x2xf32> into tensor<8x8xf32>\n"
        "  return\n"
        "}\n",
        "slice along dimension 0 runs out-of-bounds: 8 >= 8",
        id="k",
    ),
    pytest.param(
        "func.func @k2(%t: tensor<8x8xf32>, %s: tensor<2x2xf32>) {\n"
        "  %0 = tensor.insert_slice %s into %t[0, 8][2, 2][1, 1] : tensor<2x2xf32> into tensor<8x8xf32>\n"
        "  return\n"
        "}\n",
        "offset 1 is out-of-bounds: 8 >= 8",
        id="k2",
    ),
    pytest.param(
        "func.func @l(%a: tensor<2x3xf32>) {\n"
        "  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xf32> into tensor<6x1xf32>\n"
        "  return\n"
        "}\n",
        "'tensor.collapse_shape' op expected collapsed rank (2) to equal the number of reassociation maps (1).",
        id="l",
    ),
    pytest.param(
        "func.func @l2(%a: tensor<2x3xf32>) {\n"
        "  %0 = tensor.collapse_shape %a [[1, 0]] : tensor<2x3xf32> into tensor<6xf32>\n"
        "  return\n"
        "}\n",
        "'tensor.collapse_shape' op expected reassociation map #0 to be valid and contiguous.",
        id="l2",
    ),
    pytest.param(
        "func.func @l3(%a: tensor<2x3x4xf32>) {\n"
        "  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<2x3x4xf32> into tensor<6xf32>\n"
        "  return\n"
        "}\n",
        "'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (3), but it is  2.",
        id="l3",
    ),
    pytest.param(
        "func.func @l4(%a: tensor<2x3xf32>) {\n"
        "  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xf32> into tensor<6xi32>\n"
        "  return\n"
        "}\n",
        "'tensor.collapse_shape' op expected collapsed type to be 'tensor<6xf32>', but got 'tensor<6xi32>'",
        id="l4",
    ),
    pytest.param(
        "func.func @l5(%a: tensor<2x?xf32>) {\n"
        "  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<2x?xf32> into tensor<6xf32>\n"
        "  return\n"
        "}\n",
        "'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic",
        id="l5",
    ),
    pytest.param(
        "func.func @l6(%a: tensor<6xf32>) {\n"
        "  %0 = tensor.expand_shape %a [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<6xf32>\n"
        "  return\n"
        "}\n",
        "'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (1) but found 2 inputs instead",
        id="l6",
    ),
    pytest.param(
        "func.func @l7(%a: tensor<2x3xf32>) {\n"
        "  %0 = tensor.collapse_shape %a [[0], [1], [2]] : tensor<2x3xf32> into tensor<2x3x1xf32>\n"
        "  return\n"
        "}\n",
        "'tensor.collapse_shape' op expected the expanded type, 'tensor<2x3xf32>' to have a higher (or same) rank than the collapsed type, 'tensor<2x3x1xf32>'.",
        id="l7",
    ),
    pytest.param(
        "func.func @l8(%a: tensor<2x3x4xf32>) {\n"
        "  %0 = tensor.collapse_shape %a [[0], [2]] : tensor<2x3x4xf32> into tensor<2x4xf32>\n"
        "  return\n"
        "}\n",
        "'tensor.collapse_shape' op expected reassociation map #1 to be valid and contiguous.",
        id="l8",
    ),
    pytest.param(
        "func.func @l9(%a: tensor<2x3x4xf32>) {\n"
        "  %0 = tensor.collapse_shape %a [[0, 2], [1]] : tensor<2x3x4xf32> into tensor<8x3xf32>\n"
        "  return\n"
        "}\n",
        "'tensor.collapse_shape' op expected reassociation map #0 to be valid and contiguous.",
        id="l9",
    ),
    pytest.param(
        "func.func @m(%a: tensor<4xf32>, %v: f32) {\n"
        "  %0 = tensor.pad %a low[1, 1] high[2] {\n"
        "  ^bb0(%i: index):\n"
        "    tensor.yield %v : f32\n"
        "  } : tensor<4xf32> to tensor<7xf32>\n"
        "  return\n"
        "}\n",
        "failed to infer expectedType from sourceType 'tensor<4xf32>', specified resultType is 'tensor<7xf32>'",
        id="m",
    ),
    pytest.param(
        "func.func @m2(%a: tensor<4xf32>, %v: f32) {\n"
        "  %0 = tensor.pad %a low[1] high[2] {\n"
        "  ^bb0(%i: index):\n"
        "    tensor.yield %v : f32\n"
        "  } : tensor<4xf32> to tensor<7x1xf32>\n"
        "  return\n"
        "}\n",
        "specified type 'tensor<7x1xf32>' does not match the inferred type 'tensor<7xf32>'",
        id="m2",
    ),
    pytest.param(
        "func.func @m3(%a: tensor<4xf32>, %v: f32) {\n"
        "  %0 = tensor.pad %a low[1] high[2] {\n"
        "  ^bb0(%i: index):\n"
        "    tensor.yield %v : f32\n"
        "  } : tensor<4xf32> to tensor<?xf32>\n"
        "  return\n"
        "}\n",
        "specified type 'tensor<?xf32>' does not match the inferred type 'tensor<7xf32>'",
        id="m3",
    ),
    pytest.param(
        "func.func @n(%s: tensor<4x5x6xf32>, %i: tensor<1x2x?xindex>) {\n"
        "  %out = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x5x6xf32>, tensor<1x2x?xindex>) -> tensor<1x2x5x6xf32>\n"
        "  return\n"
        "}\n",
        "'tensor.gather' op gather_dims length must match the size of last dimension of indices",
        id="n",
    ),
    pytest.param(
        'func.func @n3(%s: tensor<4x5x6xf32, "e">, %i: tensor<1x2x1xindex>) {\n'
        '  %out = tensor.gather %s[%i] gather_dims([1]) : (tensor<4x5x6xf32, "e">, tensor<1x2x1xindex>) -> tensor<1x2x4x6xf32>\n'
        "  return\n"
        "}\n",
        "'tensor.gather' op result type mismatch: expected 'tensor<1x2x4x1x6xf32, \"e\">' or its rank-reduced variant 'tensor<1x2x4x6xf32, \"e\">' (got: 'tensor<1x2x4x6xf32>')",
        id="n3",
    ),
]
"""The verifiers' other branches."""

UPSTREAM_PARSE_ERRORS = [
    "func.func @tensor.from_elements_wrong_result_type() {\n"
    "  // expected-error@+2 {{'tensor.from_elements' invalid kind of type specified}}\n"
    "  %c0 = arith.constant 0 : i32\n"
    "  %0 = tensor.from_elements %c0 : tensor<*xi32>\n"
    "  return\n"
    "}\n",
    "func.func @invalid_splat(%v : f32) {\n"
    "  // expected-error@+1 {{invalid kind of type specified}}\n"
    "  tensor.splat %v : memref<8xf32>\n"
    "  return\n"
    "}\n",
]
"""Chunks of the same file whose error is the parser's (a `type($x)` of a builtin class:
test_builtin_type_kinds.py)."""

VALID = [
    'func.func @h(%t: tensor<4xf32, "enc">) {\n  %0 = tensor.extract_slice %t[0][4][1] : tensor<4xf32, "enc"> to tensor<4xf32>\n  return\n}\n',
    "func.func @j3(%t: tensor<*xf32>) {\n  %1 = tensor.cast %t : tensor<*xf32> to tensor<?x4xf32>\n  %2 = tensor.cast %1 : tensor<?x4xf32> to tensor<3x?xf32>\n  return\n}\n",
    "func.func @k3(%t: tensor<8x8xf32>, %s: tensor<2xf32>, %i: index) {\n  %0 = tensor.insert_slice %s into %t[%i, 0][1, 2][1, 4] : tensor<2xf32> into tensor<8x8xf32>\n  return\n}\n",
    "func.func @n2(%s: tensor<4x5x6xf32>, %i: tensor<1x2x1xindex>) {\n  %out = tensor.gather %s[%i] gather_dims([1]) : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x4x6xf32>\n  %out2 = tensor.gather %s[%i] gather_dims([1]) : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x4x1x6xf32>\n  return\n}\n",
    "func.func @o(%m: index) -> tensor<?xf32> {\n  %t = tensor.generate %m {\n    ^bb0(%i : index):\n      %e = arith.constant 8.0 : f32\n      tensor.yield %e : f32\n  } : tensor<?xf32>\n  return %t : tensor<?xf32>\n}\n",
]
"""Ops each verifier accepts: a rank-reduced or differently encoded slice type, casts between
compatible shapes, a gather's rank-reduced result, a generate over index arguments."""


@pytest.mark.parametrize(("text", "message"), [*UPSTREAM, *OWN])
def test_verifier_messages(text: str, message: str) -> None:
    found = ours(text)
    assert found is not None and found[0] == message


@pytest.mark.parametrize("text", VALID)
def test_valid_ops_pass(text: str) -> None:
    assert ours(text) is None


@requires_mlir_opt
@pytest.mark.parametrize(("text", "message"), [*UPSTREAM, *OWN, *((text, None) for text in VALID)])
def test_verifiers_as_mlir_opt(text: str, message: str | None) -> None:
    said = mlir_opts(text)
    assert said[:1] == ([] if message is None else [message])
    found = ours(text)
    assert (found and found[0]) == (said[0] if said else None)


@requires_mlir_opt
def test_upstream_chunks_verify_diagnostics_as_mlir_opt() -> None:
    """The chunks in one `--split-input-file --verify-diagnostics` run: the same exit code
    and output as mlir-opt's (both find each expected error)."""
    chunks = [str(param.values[0]) for param in UPSTREAM] + UPSTREAM_PARSE_ERRORS
    text = "// -----\n".join(chunks)
    args = ("--split-input-file", "--verify-diagnostics")
    theirs = mlir_opt(text, *args)
    assert theirs.returncode == 0, theirs.stderr
    assert passgen_opt(text, *args) == (theirs.returncode, theirs.stdout, theirs.stderr)
