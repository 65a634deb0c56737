#map = affine_map<(d0, d1) -> (d0 floordiv 4, d1 floordiv 4, d0 mod 4, d1 mod 4)>
#map1 = affine_map<(d0)[s0] -> (d0 + s0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0) -> (d0 + 1)>
#map4 = affine_map<(d0) -> (d0 floordiv 2)>
#map5 = affine_map<() -> (0)>
#map6 = affine_map<() -> (100)>
#map7 = affine_map<(d0)[s0] -> (-d0 + s0 + 99)>
#map8 = affine_map<()[s0] -> (0, s0 - 10)>
#map9 = affine_map<()[s0] -> (100, s0)>
#map10 = affine_map<(d0, d1) -> (d0 * 3 + d1 ceildiv 2)>
#map11 = affine_map<(d0)[s0] -> (d0, s0, 16)>
#map12 = affine_map<(d0) -> (d0 - 4, 0)>
#map13 = affine_map<() -> (10)>
#set = affine_set<(d0)[s0] : (d0 - 1 >= 0, -d0 + s0 - 1 >= 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<16x16xf32, #map>, memref<8xf32, #map1>) -> (), sym_name = "layouts"}> ({
  ^bb0(%arg10: memref<16x16xf32, #map>, %arg11: memref<8xf32, #map1>):
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<100xf32>, index) -> (), sym_name = "affine_loops"}> ({
  ^bb0(%arg6: memref<100xf32>, %arg7: index):
    %7 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    "affine.for"() <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 0>, step = 2 : index, upperBoundMap = #map6}> ({
    ^bb0(%arg9: index):
      "affine.store"(%7, %arg6, %arg9) <{map = #map2}> : (f32, memref<100xf32>, index) -> ()
      %9 = "affine.load"(%arg6, %arg9) <{map = #map3}> : (memref<100xf32>, index) -> f32
      "affine.if"(%arg9, %arg7) <{condition = #set}> ({
        "affine.store"(%9, %arg6, %arg9) <{map = #map4}> : (f32, memref<100xf32>, index) -> ()
        "affine.yield"() : () -> ()
      }, {
      }) : (index, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "affine.for"(%arg7, %arg7) <{lowerBoundMap = #map8, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = #map9}> ({
    ^bb0(%arg8: index):
      %8 = "affine.load"(%arg6, %arg8) <{map = #map2}> : (memref<100xf32>, index) -> f32
      "affine.store"(%8, %arg6, %arg8, %arg7) <{map = #map7}> : (f32, memref<100xf32>, index, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, index) -> (index, index, index), sym_name = "apply"}> ({
  ^bb0(%arg3: index, %arg4: index, %arg5: index):
    %4 = "affine.apply"(%arg3, %arg4) <{map = #map10}> : (index, index) -> index
    %5 = "affine.min"(%arg3, %arg5) <{map = #map11}> : (index, index) -> index
    %6 = "affine.max"(%4) <{map = #map12}> : (index) -> index
    "func.return"(%4, %5, %6) : (index, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<10xf32>) -> f32, sym_name = "affine_reduce"}> ({
  ^bb0(%arg0: memref<10xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "affine.for"(%0) <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = #map13}> ({
    ^bb0(%arg1: index, %arg2: f32):
      %2 = "affine.load"(%arg0, %arg1) <{map = #map2}> : (memref<10xf32>, index) -> f32
      %3 = "arith.addf"(%arg2, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "affine.yield"(%3) : (f32) -> ()
    }) : (f32) -> f32
    "func.return"(%1) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

