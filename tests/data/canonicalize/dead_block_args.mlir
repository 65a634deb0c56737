// Region simplification: unused block arguments are dropped along with the branch operands that
// fed them, and unreachable blocks are erased.
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "dead_args"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    "cf.cond_br"(%arg0, %arg1, %arg2, %arg2, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i32, i32, i32, i32) -> ()
  ^bb1(%0: i32, %1: i32):  // pred: ^bb0
    "cf.br"(%0, %arg1)[^bb3] : (i32, i32) -> ()
  ^bb2(%2: i32, %3: i32):  // pred: ^bb0
    "cf.br"(%2, %arg2)[^bb3] : (i32, i32) -> ()
  ^bb3(%4: i32, %5: i32):  // 3 preds: ^bb1, ^bb2, ^bb4
    "func.return"(%4) : (i32) -> ()
  ^bb4(%6: i32):  // no predecessors
    %7 = "arith.addi"(%6, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%7, %7)[^bb3] : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

