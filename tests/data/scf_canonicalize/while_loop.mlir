func.func @f(%x: i32, %y: f64, %a: i32) -> (i32, i1, i32) {
  %0:4 = scf.while (%b0 = %x, %b1 = %y, %b2 = %a) : (i32, f64, i32) -> (i32, i1, i32, i64) {
    %c = "some.cond"(%b0) : (i32) -> i1
    %v = "some.val"() : () -> i64
    %cmp = arith.cmpi slt, %b0, %a : i32
    scf.condition(%cmp) %b0, %cmp, %a, %v : i32, i1, i32, i64
  } do {
  ^bb0(%a0: i32, %a1: i1, %a2: i32, %a3: i64):
    %n = arith.cmpi sge, %a0, %a : i32
    %s = arith.cmpi slt, %a0, %a : i32
    %next = "some.use"(%a0, %a1, %a2, %n, %s) : (i32, i1, i32, i1, i1) -> i32
    scf.yield %next, %y, %a2 : i32, f64, i32
  }
  return %0#0, %0#1, %0#2 : i32, i1, i32
}
func.func @g() -> (i64, f32, i32, i32) {
  %0 = "some.op"() : () -> (f32)
  %1 = "some.op"() : () -> (i32)
  %2 = "some.op"() : () -> (i64)
  %3:4 = scf.while (%arg0 = %0, %arg1 = %1, %arg2 = %2) : (f32, i32, i64) -> (i64, f32, i32, i32) {
    %cond = "some.op"() : () -> (i1)
    scf.condition(%cond) %arg2, %arg0, %arg1, %arg1 : i64, f32, i32, i32
  } do {
  ^bb0(%arg3: i64, %arg4: f32, %arg5: i32, %arg6: i32):
    %4 = "some.op"(%arg3) : (i64) -> (f32)
    %5 = "some.op"(%arg4, %arg6) : (f32, i32) -> (i32)
    %6 = "some.op"(%arg5) : (i32) -> (i64)
    scf.yield %4, %5, %6 : f32, i32, i64
  }
  return %3#0, %3#1, %3#2, %3#3 : i64, f32, i32, i32
}
