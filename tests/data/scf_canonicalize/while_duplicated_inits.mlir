func.func @f(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0:3 = scf.while (%x = %a, %y = %b, %z = %b) : (i32, i32, i32) -> (i32, i32, i32) {
    %c = "some.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %y, %z : i32, i32, i32
  } do {
  ^bb0(%p: i32, %q: i32, %r: i32):
    %s = "some.op"(%q, %r) : (i32, i32) -> i32
    %t = "some.op"(%p) : (i32) -> i32
    scf.yield %t, %s, %s : i32, i32, i32
  }
  return %0#0, %0#1, %0#2 : i32, i32, i32
}
