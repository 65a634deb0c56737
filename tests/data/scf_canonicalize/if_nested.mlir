func.func @f(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  %0 = scf.if %c -> i32 {
    scf.if %d {
      "some.effect"() : () -> ()
    }
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %0 : i32
}
