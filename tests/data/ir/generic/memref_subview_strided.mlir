#map = affine_map<(d0, d1) -> (d1, d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<16x16xf32>, index, index) -> memref<4x?xf32, strided<[16, 1], offset: ?>>, sym_name = "subviews"}> ({
  ^bb0(%arg7: memref<16x16xf32>, %arg8: index, %arg9: index):
    %7 = "memref.subview"(%arg7, %arg8, %arg9) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 2>, static_sizes = array<i64: 4, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (memref<16x16xf32>, index, index) -> memref<4x?xf32, strided<[16, 1], offset: ?>>
    "func.return"(%7) : (memref<4x?xf32, strided<[16, 1], offset: ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8x8xf32>) -> memref<2x2xf32, strided<[32, 4], offset: 9>>, sym_name = "strided_static"}> ({
  ^bb0(%arg6: memref<8x8xf32>):
    %6 = "memref.subview"(%arg6) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 1>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 4, 4>}> : (memref<8x8xf32>) -> memref<2x2xf32, strided<[32, 4], offset: 9>>
    "func.return"(%6) : (memref<2x2xf32, strided<[32, 4], offset: 9>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x1x8xi32>) -> memref<4x8xi32, strided<[8, 1]>>, sym_name = "rank_reducing"}> ({
  ^bb0(%arg5: memref<4x1x8xi32>):
    %5 = "memref.subview"(%arg5) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 4, 1, 8>, static_strides = array<i64: 1, 1, 1>}> : (memref<4x1x8xi32>) -> memref<4x8xi32, strided<[8, 1]>>
    "func.return"(%5) : (memref<4x8xi32, strided<[8, 1]>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, index) -> memref<?x4xf32, strided<[4, 1], offset: ?>>, sym_name = "reinterpret"}> ({
  ^bb0(%arg3: memref<?xf32>, %arg4: index):
    %4 = "memref.reinterpret_cast"(%arg3, %arg4, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 4, 1>}> : (memref<?xf32>, index, index) -> memref<?x4xf32, strided<[4, 1], offset: ?>>
    "func.return"(%4) : (memref<?x4xf32, strided<[4, 1], offset: ?>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<2x3x4xf32>) -> (memref<6x4xf32>, memref<2x3x2x2xf32>), sym_name = "reshapes"}> ({
  ^bb0(%arg2: memref<2x3x4xf32>):
    %2 = "memref.collapse_shape"(%arg2) <{reassociation = [[0, 1], [2]]}> : (memref<2x3x4xf32>) -> memref<6x4xf32>
    %3 = "memref.expand_shape"(%arg2) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 3, 2, 2>}> : (memref<2x3x4xf32>) -> memref<2x3x2x2xf32>
    "func.return"(%2, %3) : (memref<6x4xf32>, memref<2x3x2x2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf64, strided<[?, ?], offset: ?>>) -> index, sym_name = "dynamic_strides"}> ({
  ^bb0(%arg1: memref<?x?xf64, strided<[?, ?], offset: ?>>):
    %1:6 = "memref.extract_strided_metadata"(%arg1) : (memref<?x?xf64, strided<[?, ?], offset: ?>>) -> (memref<f64>, index, index, index, index, index)
    "func.return"(%1#1) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<3x5xf32>) -> memref<5x3xf32, strided<[1, 5]>>, sym_name = "transpose"}> ({
  ^bb0(%arg0: memref<3x5xf32>):
    %0 = "memref.transpose"(%arg0) <{permutation = #map}> : (memref<3x5xf32>) -> memref<5x3xf32, strided<[1, 5]>>
    "func.return"(%0) : (memref<5x3xf32, strided<[1, 5]>>) -> ()
  }) : () -> ()
}) : () -> ()

