func.func @f(%m: memref<i32>) -> i32 {
  %true = arith.constant true
  %p = ub.poison : i32
  %c = arith.constant 1 : i32
  %r = scf.if %true -> i32 {
    memref.store %c, %m[] : memref<i32>
    scf.yield %c : i32
  } else {
    scf.yield %p : i32
  }
  return %r : i32
}
