func.func private @f(%c: i1, %a0: i32, %a1: i32, %a2: i32, %m: memref<i32>) -> (i32, i32, i32) {
  %v0 = arith.muli %a1, %a1 : i32
  %v1 = arith.addi %a0, %a2 : i32
  %if:2 = scf.if %c -> (i32, i32) {
    scf.yield %v0, %a1 : i32, i32
  } else {
    scf.yield %a1, %v0 : i32, i32
  }
  cf.cond_br %c, ^bb1(%if#1 : i32), ^bb2(%a1 : i32)
^bb1(%p: i32):
  cf.br ^bb3(%p : i32)
^bb2(%q: i32):
  cf.br ^bb3(%q : i32)
^bb3(%merged: i32):
  return %v0, %v1, %merged : i32, i32, i32
}
func.func @main(%c: i1, %x: i32, %y: i32, %m: memref<i32>) -> (i32, i32, i32) {
  %r:3 = func.call @f(%c, %x, %y, %x, %m) : (i1, i32, i32, i32, memref<i32>) -> (i32, i32, i32)
  return %r#0, %r#1, %r#2 : i32, i32, i32
}
