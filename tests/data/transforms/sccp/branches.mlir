func.func private @ext() -> i1

func.func @loop(%arg0: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  cf.br ^header(%c1 : i32)
^header(%iv: i32):
  %cond = call @ext() : () -> i1
  cf.cond_br %cond, ^body, ^exit(%iv : i32)
^body:
  %small = arith.cmpi slt, %iv, %c10 : i32
  cf.cond_br %small, ^same, ^grow
^same:
  cf.br ^header(%c1 : i32)
^grow:
  %next = arith.addi %iv, %c1 : i32
  cf.br ^header(%next : i32)
^exit(%r: i32):
  return %r : i32
}

func.func @dead_block(%arg0: i32) -> i32 {
  %false = arith.constant false
  %c5 = arith.constant 5 : i32
  cf.cond_br %false, ^dead, ^live
^dead:
  %x = arith.addi %arg0, %c5 : i32
  %y = arith.muli %c5, %c5 : i32
  return %y : i32
^live:
  %z = arith.subi %c5, %c5 : i32
  return %z : i32
}

func.func @folds_and_poison(%arg0: i32) -> (i32, i32, i1) {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %mul = arith.muli %arg0, %c0 : i32
  %add = arith.addi %arg0, %c0 : i32
  %cmp = arith.cmpi eq, %c3, %c3 : i32
  %p = ub.poison : i32
  %sel = arith.select %cmp, %p, %c3 : i32
  return %mul, %add, %cmp : i32, i32, i1
}
