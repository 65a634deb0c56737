func.func @f(%c: i1, %a: index, %b: index) -> (index, index, index) {
  %0:3 = scf.if %c -> (index, index, index) {
    %1 = "some.op"() : () -> index
    scf.yield %a, %b, %1 : index, index, index
  } else {
    scf.yield %b, %b, %a : index, index, index
  }
  return %0#0, %0#1, %0#2 : index, index, index
}
