func.func @f() -> i32 {
  %outside = "some.value0"() : () -> (i32)
  %0 = scf.while () : () -> (i32) {
    %used = "some.value1"() : () -> (i32)
    %nested = "some.value2"() : () -> (i32)
    %else = "some.value3"() : () -> (i32)
    %c = "some.condition"() : () -> i1
    %res = scf.if %c -> (i32) {
      "some.use0"(%outside) : (i32) -> ()
      "some.use1"(%used) : (i32) -> ()
      "some.region"() ({
        "some.use2"(%nested) : (i32) -> ()
      }) : () -> ()
      %then = "some.value4"() : () -> (i32)
      scf.yield %then : i32
    } else {
      scf.yield %else : i32
    }
    scf.condition(%c) %res : i32
  } do {
  ^bb0(%arg: i32):
    "some.use3"(%arg) : (i32) -> ()
    scf.yield
  }
  return %0 : i32
}
