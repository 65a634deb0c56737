// region-simplify=aggressive: blocks with the same successors and equivalent ops merge, operands
// defined outside that differ become new block arguments (deduplicated), and block arguments fed
// the same value by every predecessor are dropped. Under the default level nothing merges.
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1, i32, i32) -> (), sym_name = "merge"}> ({
  ^bb0(%arg6: i1, %arg7: i1, %arg8: i32, %arg9: i32):
    "cf.cond_br"(%arg6)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %7 = "arith.addi"(%arg8, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.call"(%7) <{callee = @use}> : (i32) -> ()
    "cf.br"()[^bb5] : () -> ()
  ^bb2:  // pred: ^bb0
    "cf.cond_br"(%arg7)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // pred: ^bb2
    %8 = "arith.addi"(%arg9, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.call"(%8) <{callee = @use}> : (i32) -> ()
    "cf.br"()[^bb5] : () -> ()
  ^bb4:  // pred: ^bb2
    %9 = "arith.muli"(%arg9, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.call"(%9) <{callee = @use}> : (i32) -> ()
    "cf.br"()[^bb5] : () -> ()
  ^bb5:  // 3 preds: ^bb1, ^bb3, ^bb4
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "same_value"}> ({
  ^bb0(%arg3: i1, %arg4: i32, %arg5: i32):
    "cf.cond_br"(%arg3, %arg4, %arg5, %arg4, %arg4)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i32, i32, i32, i32) -> ()
  ^bb1(%0: i32, %1: i32):  // pred: ^bb0
    "cf.br"(%0, %1)[^bb3] : (i32, i32) -> ()
  ^bb2(%2: i32, %3: i32):  // pred: ^bb0
    "cf.br"(%2, %3)[^bb3] : (i32, i32) -> ()
  ^bb3(%4: i32, %5: i32):  // 2 preds: ^bb1, ^bb2
    %6 = "arith.subi"(%4, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%6) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "returns"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"(%arg1) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "func.return"(%arg2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

