// A cf.switch in a block entered only from a cf.switch on the same flag: through a case it
// becomes a branch, through the default it drops the cases the outer switch took
// (SimplifySwitchFromSwitchOnSameCondition, ...FromDefaultSwitchOnSameCondition).
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "use", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i32) -> (), sym_name = "same_flag"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
    "cf.switch"(%arg0)[^bb3, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb1:  // pred: ^bb0
    "func.call"(%arg1) <{callee = @use}> : (i32) -> ()
    "cf.switch"(%arg0)[^bb3, ^bb2, ^bb3] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb2:  // pred: ^bb1
    "func.call"(%arg2) <{callee = @use}> : (i32) -> ()
    "func.return"() : () -> ()
  ^bb3:  // 3 preds: ^bb0, ^bb1, ^bb1
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

