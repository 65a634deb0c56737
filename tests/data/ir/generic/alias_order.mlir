#loc2 = loc("a.c":1:1)
#loc3 = loc("alias_order.mlir":7:77)
#map = affine_map<(d0) -> (d0 + 9)>
#map1 = affine_map<(d0) -> (d0 + 7)>
#map2 = affine_map<(d0) -> (d0 + 8)>
#map3 = affine_map<(d0) -> (d0 + 1)>
#map4 = affine_map<(d0) -> (d0 + 2)>
#map5 = affine_map<(d0) -> (d0 + 3)>
#map6 = affine_map<(d0, d1) -> (d1, d0)>
#set = affine_set<(d0) : (d0 >= 0)>
#distinct = distinct[0]<#map>
#loc9 = loc("n"(#loc2))
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32, #map>, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xf32, #map> loc("n"(#loc2)), %arg1: index loc("alias_order.mlir":7:77)):
    %0 = "affine.load"(%arg0, %arg1) <{map = #map1}> {test.a = #map2} : (memref<4xf32, #map>, index) -> f32 loc(#loc4)
    %1 = "test.r"() : () -> memref<4xf32, #map3> loc(#loc5)
    %2 = "affine.load"(%1, %arg1) <{map = #map4}> {test.a = #map5} : (memref<4xf32, #map3>, index) -> f32 loc(#loc6)
    "test.a"() {d = #distinct, e = #set, s = "affine_map<(d0) -> (d0)>", x = #map3} : () -> () loc(#loc7)
    "func.return"() : () -> () loc(#loc8)
  }) {test.late = #map6} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("alias_order.mlir":5:1)
#loc1 = loc("alias_order.mlir":6:3)
#loc4 = loc("alias_order.mlir":8:10)
#loc5 = loc("alias_order.mlir":9:10)
#loc6 = loc("alias_order.mlir":10:10)
#loc7 = loc("b.c":2:2)
#loc8 = loc("alias_order.mlir":12:5)

