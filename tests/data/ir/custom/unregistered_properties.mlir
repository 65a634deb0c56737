// ARGS: --allow-unregistered-dialect
// Unregistered ops carrying properties `<{...}>` alongside discardable attributes.
func.func @properties(%a: i32) -> i32 {
  %0 = "foo.prop"(%a) <{mode = "fast", count = 3 : i64, flags = [true, false]}> : (i32) -> i32
  %1 = "foo.prop_and_attrs"(%0) <{inner = {x = 1 : i8, y = unit}}> {discardable = 2.5 : f32} : (i32) -> i32
  %2 = "foo.empty_props"(%1) <{}> : (i32) -> i32
  "foo.props_region"(%2) <{kind = #foo.kind<fast>}> ({
  ^bb0(%x: i32):
    "foo.yield"(%x) : (i32) -> ()
  }) : (i32) -> ()
  %3 = "foo.typed"() <{type = i32, fn = (i32) -> f32, dense = dense<[1, 2]> : tensor<2xi32>}> : () -> i32
  return %3 : i32
}

func.func @registered_with_props(%a: i32, %b: i32) -> (i32, index) {
  %s = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
  %c = "arith.constant"() <{value = 17 : index}> : () -> index
  return %s, %c : i32, index
}
