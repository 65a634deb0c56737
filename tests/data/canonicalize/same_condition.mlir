// A cf.cond_br in a block entered only from a cf.cond_br on the same condition takes the known edge.
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, i32) -> (), sym_name = "same_condition"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "func.call"(%arg1) <{callee = @use}> : (i32) -> ()
    "cf.cond_br"(%arg0)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb0
    "func.call"(%arg2) <{callee = @use}> : (i32) -> ()
    "func.return"() : () -> ()
  ^bb3:  // pred: ^bb1
    "func.call"(%arg1) <{callee = @use}> : (i32) -> ()
    "func.return"() : () -> ()
  ^bb4:  // pred: ^bb1
    "func.call"(%arg2) <{callee = @use}> : (i32) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

