func.func @branches(%c: i1, %x: i32) -> i32 {
  %k = arith.constant 7 : i32
  cf.cond_br %c, ^bb1(%x, %k : i32, i32), ^bb2
^bb1(%a: i32, %unused: i32):
  cf.br ^bb2
^bb2:
  return %x : i32
}
