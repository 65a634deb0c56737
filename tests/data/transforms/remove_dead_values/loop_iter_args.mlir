func.func @loop(%lb: index, %ub: index, %step: index, %x: index) -> index {
  %zero = arith.constant 0 : index
  %r:2 = scf.for %i = %lb to %ub step %step iter_args(%live = %x, %dead = %zero) -> (index, index) {
    %next = arith.addi %live, %i : index
    %unused = arith.muli %dead, %i : index
    scf.yield %next, %unused : index, index
  }
  return %r#0 : index
}
