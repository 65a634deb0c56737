// cf.switch with default, cases, and block operands.
func.func @switch_basic(%flag: i32, %x: f32, %y: f32) -> f32 {
  cf.switch %flag : i32, [
    default: ^default(%x : f32),
    42: ^case42(%y, %x : f32, f32),
    -7: ^case_neg,
    0: ^default(%y : f32)
  ]
^default(%d: f32):
  return %d : f32
^case42(%p: f32, %q: f32):
  %s = arith.addf %p, %q : f32
  return %s : f32
^case_neg:
  %c = arith.constant 1.0 : f32
  return %c : f32
}

func.func @switch_default_only(%flag: i64) {
  cf.switch %flag : i64, [
    default: ^bb1
  ]
^bb1:
  return
}

func.func @switch_i8(%flag: i8, %v: index) -> index {
  cf.switch %flag : i8, [
    default: ^bb1(%v : index),
    1: ^bb2,
    2: ^bb2,
    127: ^bb1(%v : index)
  ]
^bb1(%a: index):
  return %a : index
^bb2:
  %c = arith.constant 3 : index
  return %c : index
}
