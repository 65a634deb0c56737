#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
#map2 = affine_map<(d0, d1) -> (d1, d0)>
#set = affine_set<(d0) : (d0 >= 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<8x4xf32, strided<[4, 1], offset: ?>>, memref<16xf32>) -> (), sym_name = "uses"}> ({
  ^bb0(%arg0: memref<8x4xf32, strided<[4, 1], offset: ?>>, %arg1: memref<16xf32>):
    "test.attrs"() {a = "aliased string", b = [1, 2, #map], c = 42 : i64, d = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>, e = #set} : () -> ()
    "test.nested"() {list = [#map, #map1, [42, "aliased string"]]} : () -> ()
    "func.return"() : () -> ()
  }) {test.dict = {key = "aliased string", nested = {deep = [[1, 2, #map]]}}, test.map = #map1} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "late_alias"}> ({
    "func.return"() : () -> ()
  }) {test.late = #map2} : () -> ()
}) : () -> ()

