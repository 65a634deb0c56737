func.func @f(%a: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %m = arith.constant -2 : i32
  %0 = scf.for unsigned %i = %c0 to %m step %c2 iter_args(%x = %a) -> (i32) : i32 {
    %1 = "some.op"(%i, %x) : (i32, i32) -> i32
    scf.yield %1 : i32
  }
  %2 = scf.for %i = %c0 to %m step %c2 iter_args(%x = %a) -> (i32) : i32 {
    %3 = "some.op"(%i, %x) : (i32, i32) -> i32
    scf.yield %3 : i32
  }
  return %0, %2 : i32, i32
}
