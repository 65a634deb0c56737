// GAP: cf.switch canonicalizations (constant flag, single default, duplicate cases) are not implemented.
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "switch"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    "cf.switch"(%0, %arg0)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<2> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
  ^bb1(%1: i32):  // pred: ^bb0
    "func.return"(%1) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %2 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

