// Loops built from blocks: counting loop, nested loop, and early exit.
func.func @sum_to(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0, %c0 : index, index)
^header(%i: index, %acc: index):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit(%acc : index), ^body
^body:
  %next_acc = arith.addi %acc, %i : index
  %next_i = arith.addi %i, %c1 : index
  cf.br ^header(%next_i, %next_acc : index, index)
^exit(%result: index):
  return %result : index
}

func.func @nested(%n: i32, %m: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  cf.br ^outer(%zero, %zero : i32, i32)
^outer(%i: i32, %total: i32):
  %oc = arith.cmpi slt, %i, %n : i32
  cf.cond_br %oc, ^inner_entry, ^done(%total : i32)
^inner_entry:
  cf.br ^inner(%zero, %total : i32, i32)
^inner(%j: i32, %t: i32):
  %ic = arith.cmpi slt, %j, %m : i32
  cf.cond_br %ic, ^inner_body, ^outer_latch(%t : i32)
^inner_body:
  %t2 = arith.addi %t, %one : i32
  %j2 = arith.addi %j, %one : i32
  cf.br ^inner(%j2, %t2 : i32, i32)
^outer_latch(%t3: i32):
  %i2 = arith.addi %i, %one : i32
  cf.br ^outer(%i2, %t3 : i32, i32)
^done(%r: i32):
  return %r : i32
}

func.func @infinite_with_exit(%c: i1) {
  cf.br ^loop
^loop:
  cf.cond_br %c, ^loop, ^exit
^exit:
  return
}
