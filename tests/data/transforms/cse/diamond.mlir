// Siblings in the dominator tree do not share values; the join block sees the entry's.
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "diamond"}> ({
  ^bb0(%cond: i1, %x: i32, %y: i32):
    %0 = "arith.addi"(%x, %y) : (i32, i32) -> i32
    "cf.cond_br"(%cond)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:
    %1 = "arith.muli"(%x, %y) : (i32, i32) -> i32
    %2 = "arith.addi"(%x, %y) : (i32, i32) -> i32
    %s = "arith.subi"(%1, %2) : (i32, i32) -> i32
    "cf.br"(%s)[^bb3] : (i32) -> ()
  ^bb2:
    %3 = "arith.muli"(%x, %y) : (i32, i32) -> i32
    "cf.br"(%3)[^bb3] : (i32) -> ()
  ^bb3(%v: i32):
    %4 = "arith.muli"(%x, %y) : (i32, i32) -> i32
    %5 = "arith.addi"(%x, %y) : (i32, i32) -> i32
    %6 = "arith.addi"(%4, %v) : (i32, i32) -> i32
    %7 = "arith.addi"(%6, %5) : (i32, i32) -> i32
    "func.return"(%7) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
