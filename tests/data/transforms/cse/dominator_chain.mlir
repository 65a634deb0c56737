// A value computed in a block is reused in the blocks it dominates, not in others.
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1, i32) -> i32, sym_name = "chain"}> ({
  ^bb0(%c0: i1, %c1: i1, %x: i32):
    "cf.br"()[^bb1] : () -> ()
  ^bb1:
    %0 = "arith.muli"(%x, %x) : (i32, i32) -> i32
    "cf.cond_br"(%c0)[^bb2, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:
    %1 = "arith.muli"(%x, %x) : (i32, i32) -> i32
    %2 = "arith.addi"(%1, %x) : (i32, i32) -> i32
    "cf.cond_br"(%c1)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:
    %3 = "arith.addi"(%0, %x) : (i32, i32) -> i32
    %4 = "arith.subi"(%3, %2) : (i32, i32) -> i32
    "func.return"(%4) : (i32) -> ()
  ^bb4:
    %5 = "arith.addi"(%x, %0) : (i32, i32) -> i32
    %6 = "arith.muli"(%x, %x) : (i32, i32) -> i32
    %7 = "arith.subi"(%5, %6) : (i32, i32) -> i32
    "func.return"(%7) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
