func.func @f(%c: i1) -> (i1, i1, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %0:3 = scf.if %c -> (i1, i1, i32) {
    %1 = "some.op"(%c) : (i1) -> i32
    scf.yield %true, %false, %1 : i1, i1, i32
  } else {
    %2 = "some.other"(%c) : (i1) -> i32
    scf.yield %false, %true, %2 : i1, i1, i32
  }
  return %0#0, %0#1, %0#2 : i1, i1, i32
}
