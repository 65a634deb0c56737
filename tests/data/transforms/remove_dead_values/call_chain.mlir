func.func private @leaf(%a: i64, %b: i64) -> (i64, i64) {
  %s = arith.addi %a, %b : i64
  %p = arith.muli %a, %b : i64
  return %s, %p : i64, i64
}
func.func private @middle(%a: i64, %b: i64, %c: i64) -> i64 {
  %r:2 = call @leaf(%a, %c) : (i64, i64) -> (i64, i64)
  return %r#1 : i64
}
func.func private @unused(%m: memref<i64>, %v: i64) {
  memref.store %v, %m[] : memref<i64>
  return
}
func.func @main(%a: i64, %b: i64, %m: memref<i64>) -> i64 {
  %0 = call @middle(%a, %b, %b) : (i64, i64, i64) -> i64
  %1 = call @middle(%b, %a, %a) : (i64, i64, i64) -> i64
  memref.store %1, %m[] : memref<i64>
  return %0 : i64
}
