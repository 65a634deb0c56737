func.func private @g(%c: i1, %x: i64, %y: i64) -> i64 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %x : i64
^bb2:
  return %y : i64
}
