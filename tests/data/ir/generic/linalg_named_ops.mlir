#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>, sym_name = "matmul"}> ({
  ^bb0(%arg30: tensor<4x8xf32>, %arg31: tensor<8x16xf32>):
    %16 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %17 = "tensor.empty"() : () -> tensor<4x16xf32>
    %18 = "linalg.fill"(%16, %17) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32):
      "linalg.yield"(%arg35) : (f32) -> ()
    }) : (f32, tensor<4x16xf32>) -> tensor<4x16xf32>
    %19 = "linalg.matmul"(%arg30, %arg31, %18) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg32: f32, %arg33: f32, %arg34: f32):
      %20 = "arith.mulf"(%arg32, %arg33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %21 = "arith.addf"(%arg34, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%21) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    "func.return"(%19) : (tensor<4x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>) -> (), sym_name = "matmul_memref"}> ({
  ^bb0(%arg24: memref<?x?xf64>, %arg25: memref<?x?xf64>, %arg26: memref<?x?xf64>):
    "linalg.matmul"(%arg24, %arg25, %arg26) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg27: f64, %arg28: f64, %arg29: f64):
      %14 = "arith.mulf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %15 = "arith.addf"(%arg29, %14) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%15) : (f64) -> ()
    }) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3x4xf32>, tensor<2x4x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>, sym_name = "batch"}> ({
  ^bb0(%arg18: tensor<2x3x4xf32>, %arg19: tensor<2x4x5xf32>, %arg20: tensor<2x3x5xf32>):
    %11 = "linalg.batch_matmul"(%arg18, %arg19, %arg20) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32, %arg23: f32):
      %12 = "arith.mulf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %13 = "arith.addf"(%arg23, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%13) : (f32) -> ()
    }) : (tensor<2x3x4xf32>, tensor<2x4x5xf32>, tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
    "func.return"(%11) : (tensor<2x3x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x5xi32>, tensor<5xi32>) -> (tensor<5x3xi32>, tensor<3x5xi32>), sym_name = "transpose_broadcast"}> ({
  ^bb0(%arg12: tensor<3x5xi32>, %arg13: tensor<5xi32>):
    %7 = "tensor.empty"() : () -> tensor<5x3xi32>
    %8 = "linalg.transpose"(%arg12, %7) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg16: i32, %arg17: i32):
      "linalg.yield"(%arg16) : (i32) -> ()
    }) : (tensor<3x5xi32>, tensor<5x3xi32>) -> tensor<5x3xi32>
    %9 = "tensor.empty"() : () -> tensor<3x5xi32>
    %10 = "linalg.broadcast"(%arg13, %9) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg14: i32, %arg15: i32):
      "linalg.yield"(%arg14) : (i32) -> ()
    }) : (tensor<5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    "func.return"(%8, %10) : (tensor<5x3xi32>, tensor<3x5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x32xf32>, tensor<16xf32>) -> tensor<16xf32>, sym_name = "reduce"}> ({
  ^bb0(%arg8: tensor<16x32xf32>, %arg9: tensor<16xf32>):
    %5 = "linalg.reduce"(%arg8, %arg9) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %6 = "arith.addf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%6) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<16xf32>) -> tensor<16xf32>
    "func.return"(%5) : (tensor<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>, sym_name = "elementwise"}> ({
  ^bb0(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>):
    %0 = "tensor.empty"() : () -> tensor<8xf32>
    %1 = "linalg.add"(%arg0, %arg1, %0) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
      %4 = "arith.addf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%4) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %2 = "linalg.mul"(%1, %arg1, %0) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32, %arg4: f32):
      %3 = "arith.mulf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%3) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%2) : (tensor<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

