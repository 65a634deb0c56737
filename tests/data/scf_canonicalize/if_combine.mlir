func.func @f(%c: i1) -> (i32, i32) {
  %true = arith.constant true
  %not = arith.xori %c, %true : i1
  %0 = scf.if %c -> i32 {
    %1 = "some.op"() : () -> i32
    scf.yield %1 : i32
  } else {
    %2 = "some.other"() : () -> i32
    scf.yield %2 : i32
  }
  %3 = scf.if %not -> i32 {
    %4 = "some.op"(%0) : (i32) -> i32
    scf.yield %4 : i32
  } else {
    %5 = "some.other"(%0) : (i32) -> i32
    scf.yield %5 : i32
  }
  return %0, %3 : i32, i32
}
