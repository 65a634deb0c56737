#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (f32, vector<4xf32>, vector<4xf32>) -> (vector<8xf32>, f32, vector<2x4xf32>), sym_name = "basic"}> ({
  ^bb0(%arg9: f32, %arg10: vector<4xf32>, %arg11: vector<4xf32>):
    %10 = "vector.broadcast"(%arg9) : (f32) -> vector<2x4xf32>
    %11 = "vector.shuffle"(%arg10, %arg11) <{mask = array<i64: 0, 4, 1, 5, 2, 6, 3, 7>}> : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>
    %12 = "vector.reduction"(%arg10) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
    %13 = "vector.fma"(%arg10, %arg11, %arg10) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %14 = "vector.extract"(%10) <{static_position = array<i64: 1>}> : (vector<2x4xf32>) -> vector<4xf32>
    %15 = "vector.insert"(%13, %10) <{static_position = array<i64: 0>}> : (vector<4xf32>, vector<2x4xf32>) -> vector<2x4xf32>
    "func.return"(%11, %12, %15) : (vector<8xf32>, f32, vector<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf32>, index, f32) -> vector<4x8xf32>, sym_name = "transfers"}> ({
  ^bb0(%arg6: memref<?x?xf32>, %arg7: index, %arg8: f32):
    %8 = "vector.transfer_read"(%arg6, %arg7, %arg7, %arg8) <{in_bounds = [true, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map}> : (memref<?x?xf32>, index, index, f32) -> vector<4x8xf32>
    "vector.transfer_write"(%8, %arg6, %arg7, %arg7) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map}> : (vector<4x8xf32>, memref<?x?xf32>, index, index) -> ()
    %9 = "vector.load"(%arg6, %arg7, %arg7) : (memref<?x?xf32>, index, index) -> vector<8xf32>
    "vector.store"(%9, %arg6, %arg7, %arg7) : (vector<8xf32>, memref<?x?xf32>, index, index) -> ()
    "func.return"(%8) : (vector<4x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, vector<[4]xindex>) -> (vector<[4]xi1>, vector<4xi1>, vector<[4]xindex>), sym_name = "masks"}> ({
  ^bb0(%arg4: index, %arg5: vector<[4]xindex>):
    %4 = "vector.create_mask"(%arg4) : (index) -> vector<[4]xi1>
    %5 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 2>}> : () -> vector<4xi1>
    %6 = "vector.step"() : () -> vector<[4]xindex>
    %7 = "arith.addi"(%6, %arg5) <{overflowFlags = #arith.overflow<none>}> : (vector<[4]xindex>, vector<[4]xindex>) -> vector<[4]xindex>
    "func.return"(%4, %5, %7) : (vector<[4]xi1>, vector<4xi1>, vector<[4]xindex>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2x3xf32>, vector<3x4xf32>, vector<2x4xf32>) -> vector<2x4xf32>, sym_name = "contract"}> ({
  ^bb0(%arg1: vector<2x3xf32>, %arg2: vector<3x4xf32>, %arg3: vector<2x4xf32>):
    %3 = "vector.contract"(%arg1, %arg2, %arg3) <{indexing_maps = [#map1, #map2, #map3], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<2x3xf32>, vector<3x4xf32>, vector<2x4xf32>) -> vector<2x4xf32>
    "func.return"(%3) : (vector<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2x3x4xi8>) -> (vector<24xi8>, vector<4x3x2xi8>, vector<[2]x[4]xf32>), sym_name = "shapes"}> ({
  ^bb0(%arg0: vector<2x3x4xi8>):
    %0 = "vector.shape_cast"(%arg0) : (vector<2x3x4xi8>) -> vector<24xi8>
    %1 = "vector.transpose"(%arg0) <{permutation = array<i64: 2, 1, 0>}> : (vector<2x3x4xi8>) -> vector<4x3x2xi8>
    %2 = "arith.constant"() <{value = dense<0.000000e+00> : vector<[2]x[4]xf32>}> : () -> vector<[2]x[4]xf32>
    "func.return"(%0, %1, %2) : (vector<24xi8>, vector<4x3x2xi8>, vector<[2]x[4]xf32>) -> ()
  }) : () -> ()
}) : () -> ()

