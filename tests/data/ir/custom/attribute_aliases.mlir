// ARGS: --allow-unregistered-dialect
// Attribute aliases of many kinds, including aliases used by other aliases.
#map0 = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
#strided = strided<[4, 1], offset: ?>
#str = "aliased string"
#arr = [1, 2, #map0]
#dict = {key = #str, nested = {deep = [#arr]}}
#int = 42 : i64
#dense = dense<[1.0, 2.0]> : tensor<2xf32>
#set = affine_set<(d0) : (d0 >= 0)>

func.func @uses(%m: memref<8x4xf32, #strided>, %n: memref<16xf32, #map0>) attributes {test.map = #map1, test.dict = #dict} {
  "test.attrs"() {a = #str, b = #arr, c = #int, d = #dense, e = #set} : () -> ()
  "test.nested"() {list = [#map0, #map1, [#int, #str]]} : () -> ()
  return
}

#late = affine_map<(d0, d1) -> (d1, d0)>
func.func @late_alias() attributes {test.late = #late} {
  return
}
