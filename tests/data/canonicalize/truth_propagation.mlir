// In a successor entered only from a cf.cond_br, uses of its condition become constants.
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "truth"}> ({
  ^bb0(%arg0: i1, %arg1: i32):
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "func.call"(%arg0) <{callee = @use}> : (i1) -> ()
    "func.return"(%arg1) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "func.call"(%arg0) <{callee = @use}> : (i1) -> ()
    %0 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

