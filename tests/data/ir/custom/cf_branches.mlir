// Unconditional and conditional branches with block arguments.
func.func @diamond(%cond: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %cond, ^then(%a : i32), ^else(%b, %a : i32, i32)
^then(%x: i32):
  %c1 = arith.constant 1 : i32
  %y = arith.addi %x, %c1 : i32
  cf.br ^merge(%y : i32)
^else(%p: i32, %q: i32):
  %z = arith.muli %p, %q : i32
  cf.br ^merge(%z : i32)
^merge(%r: i32):
  return %r : i32
}

func.func @no_args_branches(%cond: i1) {
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  return
}

func.func @weighted(%cond: i1, %v: f32) -> f32 {
  cf.cond_br %cond weights([90, 10]), ^bb1(%v : f32), ^bb2
^bb1(%w: f32):
  return %w : f32
^bb2:
  %zero = arith.constant 0.0 : f32
  return %zero : f32
}

func.func @same_target(%cond: i1, %a: index, %b: index) -> index {
  cf.cond_br %cond, ^bb1(%a : index), ^bb1(%b : index)
^bb1(%v: index):
  return %v : index
}
