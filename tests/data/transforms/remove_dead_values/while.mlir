func.func @loop(%c: i1, %x: i32, %y: i32) -> i32 {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32) {
    %s = arith.addi %b, %b : i32
    %t = arith.addi %a, %a : i32
    scf.condition(%c) %s, %t : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    scf.yield %q, %p : i32, i32
  }
  return %r#0 : i32
}
