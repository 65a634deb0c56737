func.func private @callee(%arg0: i32) -> i32 {
  return %arg0 : i32
}
func.func @calls() -> i32 {
  %c = arith.constant 7 : i32
  %r = call @callee(%c) : (i32) -> i32
  return %r : i32
}
func.func @switch(%arg0: i32) -> i32 {
  %flag = arith.constant 2 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  cf.switch %flag : i32, [
    default: ^bb1(%arg0 : i32),
    2: ^bb1(%c1 : i32),
    5: ^bb1(%c3 : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}
func.func @loops(%lb: index, %ub: index, %step: index) -> (i32, index) {
  %c0 = arith.constant 0 : i32
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %lb to %ub step %step iter_args(%s = %c0) -> (i32) {
    %t = arith.muli %s, %c0 : i32
    scf.yield %t : i32
  }
  %sw = scf.index_switch %c4 -> index
  case 4 {
    %a = arith.addi %c4, %c4 : index
    scf.yield %a : index
  }
  default {
    scf.yield %lb : index
  }
  return %r, %sw : i32, index
}
