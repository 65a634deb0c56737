// Branches to blocks that only branch on are redirected to the final destination, forwarding the
// right operands (cf.br and both edges of cf.cond_br).
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "pass_through"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    "cf.cond_br"(%arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    "cf.br"(%0, %arg2)[^bb4] : (i32, i32) -> ()
  ^bb2:  // pred: ^bb0
    "cf.br"()[^bb3] : () -> ()
  ^bb3:  // pred: ^bb2
    "cf.br"(%arg2, %arg1)[^bb4] : (i32, i32) -> ()
  ^bb4(%1: i32, %2: i32):  // 2 preds: ^bb1, ^bb3
    %3 = "arith.subi"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

