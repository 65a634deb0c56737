// ARGS: --allow-unregistered-dialect
// Unregistered terminators with successors and successor operands.
func.func @successors(%c: i1, %v: i32) -> i32 {
  "foo.cond_branch"(%c, %v)[^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 1, 0>} : (i1, i32) -> ()
^bb1(%x: i32):
  "foo.switch"(%x)[^bb2, ^bb3, ^bb1] : (i32) -> ()
^bb2:
  %one = arith.constant 1 : i32
  return %one : i32
^bb3:
  return %v : i32
}

func.func @self_loop() {
  cf.br ^loop
^loop:
  "foo.maybe_exit"()[^loop, ^exit] : () -> ()
^exit:
  return
}

func.func @many_successors(%a: index) {
  "foo.jump_table"(%a)[^b0, ^b1, ^b2, ^b3, ^b4] : (index) -> ()
^b0:
  cf.br ^b4
^b1:
  cf.br ^b4
^b2:
  cf.br ^b4
^b3:
  cf.br ^b4
^b4:
  return
}
