func.func private @f(%a: i32, %b: i32, %m: memref<i32>) -> (i32, i32) {
  %sum = arith.addi %a, %a : i32
  %dead = arith.muli %b, %b : i32
  memref.store %sum, %m[] : memref<i32>
  return %sum, %dead : i32, i32
}
func.func @main(%x: i32, %m: memref<i32>) -> i32 {
  %r:2 = func.call @f(%x, %x, %m) : (i32, i32, memref<i32>) -> (i32, i32)
  return %r#0 : i32
}
