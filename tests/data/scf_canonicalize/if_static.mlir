func.func @f(%a: i32, %b: i32) -> (i32, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %0 = scf.if %true -> i32 {
    %1 = "some.op"(%a) : (i32) -> i32
    scf.yield %1 : i32
  } else {
    scf.yield %b : i32
  }
  %2 = scf.if %false -> i32 {
    scf.yield %a : i32
  } else {
    %3 = "some.other"(%b) : (i32) -> i32
    scf.yield %3 : i32
  }
  scf.if %false {
    "some.effect"() : () -> ()
  }
  return %0, %2 : i32, i32
}
