"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x16xf32>, index, index) -> (tensor<4x?xf32>, tensor<8x16xf32>), sym_name = "slices"}> ({
  ^bb0(%arg10: tensor<8x16xf32>, %arg11: index, %arg12: index):
    %7 = "tensor.extract_slice"(%arg10, %arg11, %arg12) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 4, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<8x16xf32>, index, index) -> tensor<4x?xf32>
    %8 = "tensor.insert_slice"(%7, %arg10, %arg11, %arg12) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: 4, -9223372036854775808>, static_sizes = array<i64: 4, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<4x?xf32>, tensor<8x16xf32>, index, index) -> tensor<8x16xf32>
    "func.return"(%7, %8) : (tensor<4x?xf32>, tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x8x1xi32>) -> tensor<8xi32>, sym_name = "rank_reduced"}> ({
  ^bb0(%arg9: tensor<1x8x1xi32>):
    %6 = "tensor.extract_slice"(%arg9) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 8, 1>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x8x1xi32>) -> tensor<8xi32>
    "func.return"(%6) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3x4xf32>, tensor<?x4xf32>, index) -> (tensor<6x4xf32>, tensor<2x3x2x2xf32>, tensor<?x2x2xf32>), sym_name = "collapse_expand"}> ({
  ^bb0(%arg6: tensor<2x3x4xf32>, %arg7: tensor<?x4xf32>, %arg8: index):
    %3 = "tensor.collapse_shape"(%arg6) <{reassociation = [[0, 1], [2]]}> : (tensor<2x3x4xf32>) -> tensor<6x4xf32>
    %4 = "tensor.expand_shape"(%arg6) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 3, 2, 2>}> : (tensor<2x3x4xf32>) -> tensor<2x3x2x2xf32>
    %5 = "tensor.expand_shape"(%arg7, %arg8) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: -9223372036854775808, 2, 2>}> : (tensor<?x4xf32>, index) -> tensor<?x2x2xf32>
    "func.return"(%3, %4, %5) : (tensor<6x4xf32>, tensor<2x3x2x2xf32>, tensor<?x2x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x4xf32>, index) -> tensor<?x6xf32>, sym_name = "pad"}> ({
  ^bb0(%arg2: tensor<4x4xf32>, %arg3: index):
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "tensor.pad"(%arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 0, 1>, static_low = array<i64: -9223372036854775808, 1>}> ({
    ^bb0(%arg4: index, %arg5: index):
      "tensor.yield"(%1) : (f32) -> ()
    }) : (tensor<4x4xf32>, index) -> tensor<?x6xf32>
    "func.return"(%2) : (tensor<?x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<12xf32>, tensor<2xi64>) -> tensor<?x?xf32>, sym_name = "reshape"}> ({
  ^bb0(%arg0: tensor<12xf32>, %arg1: tensor<2xi64>):
    %0 = "tensor.reshape"(%arg0, %arg1) : (tensor<12xf32>, tensor<2xi64>) -> tensor<?x?xf32>
    "func.return"(%0) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

