#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x8xf32>, sym_name = "add_transpose"}> ({
  ^bb0(%arg6: tensor<4x8xf32>, %arg7: tensor<8x4xf32>):
    %5 = "tensor.empty"() : () -> tensor<4x8xf32>
    %6 = "linalg.generic"(%arg6, %arg7, %5) <{indexing_maps = [#map, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg8: f32, %arg9: f32, %arg10: f32):
      %7 = "arith.addf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%7) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    "func.return"(%6) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x8xf32>, memref<4xf32>) -> (), sym_name = "row_sum"}> ({
  ^bb0(%arg2: memref<4x8xf32>, %arg3: memref<4xf32>):
    "linalg.generic"(%arg2, %arg3) <{doc = "row sums", indexing_maps = [#map, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], library_call = "row_sum_impl", operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32):
      %4 = "arith.addf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%4) : (f32) -> ()
    }) {test.marker} : (memref<4x8xf32>, memref<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x3xindex>) -> tensor<3x3xindex>, sym_name = "with_index"}> ({
  ^bb0(%arg0: tensor<3x3xindex>):
    %0 = "linalg.generic"(%arg0) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg1: index):
      %1 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %2 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %3 = "arith.addi"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "linalg.yield"(%3) : (index) -> ()
    }) : (tensor<3x3xindex>) -> tensor<3x3xindex>
    "func.return"(%0) : (tensor<3x3xindex>) -> ()
  }) : () -> ()
}) : () -> ()

