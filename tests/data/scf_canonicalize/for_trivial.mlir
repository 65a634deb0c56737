func.func @f(%a: i32, %lb: index) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %0 = scf.for %i = %c10 to %c4 step %c1 iter_args(%x = %a) -> i32 {
    %1 = "some.op"(%i, %x) : (index, i32) -> i32
    scf.yield %1 : i32
  }
  %2 = scf.for %i = %c0 to %c10 step %c10 iter_args(%x = %a) -> i32 {
    %3 = "some.op"(%i, %x) : (index, i32) -> i32
    scf.yield %3 : i32
  }
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  %ub2 = arith.addi %lb, %c1 : index
  %7 = scf.for %i = %lb to %ub2 step %c1 iter_args(%x = %a) -> i32 {
    %8 = "some.op"(%i, %x) : (index, i32) -> i32
    scf.yield %8 : i32
  }
  "some.use"(%7) : (i32) -> ()
  %4 = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a) -> i32 {
    %5 = "some.op"(%i, %x) : (index, i32) -> i32
    scf.yield %5 : i32
  }
  %6 = scf.for %i = %c0 to %c10 step %c4 iter_args(%x = %a) -> i32 {
    scf.yield %2 : i32
  }
  return %0, %2, %4, %6 : i32, i32, i32, i32
}
func.func @g(%a: i32, %lb: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %ub = arith.addi %lb, %c1 overflow<nuw> : i32
  %ub2 = arith.addi %lb, %c1 overflow<nsw> : i32
  %0 = scf.for unsigned %i = %lb to %ub step %c1 iter_args(%x = %a) -> (i32) : i32 {
    %1 = "some.op"(%i, %x) : (i32, i32) -> i32
    scf.yield %1 : i32
  }
  %2 = scf.for unsigned %i = %lb to %ub2 step %c1 iter_args(%x = %a) -> (i32) : i32 {
    %3 = "some.op"(%i, %x) : (i32, i32) -> i32
    scf.yield %3 : i32
  }
  return %0, %2 : i32, i32
}
