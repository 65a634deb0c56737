func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %cm = arith.constant -1 : index
  %0 = scf.for %i = %c0 to %c5 step %c0 iter_args(%x = %a) -> i32 {
    %1 = "some.op"(%x) : (i32) -> i32
    scf.yield %1 : i32
  }
  %2 = scf.for %i = %c0 to %c5 step %cm iter_args(%x = %0) -> i32 {
    %3 = "some.op"(%x) : (i32) -> i32
    scf.yield %3 : i32
  }
  scf.forall (%i) = (0) to (5) step (-1) {
    "some.effect"(%i) : (index) -> ()
  }
  scf.forall (%i) = (0) to (1) step (0) {
    "some.effect"(%i) : (index) -> ()
  }
  scf.forall (%i) = (5) to (1) step (-2) {
    "some.effect"(%i) : (index) -> ()
  }
  return %2 : i32
}
