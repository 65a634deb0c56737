func.func @f(%c: i1) -> (i64, i64) {
  %0 = scf.execute_region -> i64 {
    %1 = "some.op"() : () -> i64
    scf.yield %1 : i64
  }
  %2 = scf.execute_region -> i64 no_inline {
    %3 = "some.op"() : () -> i64
    scf.yield %3 : i64
  }
  %4 = scf.execute_region -> i64 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %5 = "some.op"() : () -> i64
    scf.yield %5 : i64
  ^bb2:
    %6 = "some.other"() : () -> i64
    cf.br ^bb3(%6 : i64)
  ^bb3(%7: i64):
    scf.yield %7 : i64
  }
  "some.use"(%0, %2) : (i64, i64) -> ()
  return %4, %0 : i64, i64
}
