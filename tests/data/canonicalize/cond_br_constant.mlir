// cf.cond_br on constant conditions becomes cf.br; blocks with a single predecessor are then merged
// and the unreachable successor is erased.
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "const_true"}> ({
  ^bb0(%arg2: i32, %arg3: i32):
    %4 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%4, %arg2, %arg3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%5: i32):  // pred: ^bb0
    "func.return"(%5) : (i32) -> ()
  ^bb2(%6: i32):  // pred: ^bb0
    %7 = "arith.addi"(%6, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%7) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "const_false"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.constant"() <{value = false}> : () -> i1
    "cf.cond_br"(%0, %arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%1: i32):  // pred: ^bb0
    "func.return"(%1) : (i32) -> ()
  ^bb2(%2: i32):  // pred: ^bb0
    %3 = "arith.addi"(%2, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

