func.func @f(%c: i1) -> index {
  %0:2 = scf.if %c -> (index, index) {
    %1 = "some.op"() : () -> index
    %2 = "some.op"() : () -> index
    scf.yield %1, %2 : index, index
  } else {
    %3 = "some.other"() : () -> index
    %4 = "some.other"() : () -> index
    scf.yield %3, %4 : index, index
  }
  scf.if %c {
    "some.effect"() : () -> ()
  } else {
  }
  return %0#1 : index
}
