// cf.switch: a constant flag picks its case (or the default), a switch without cases becomes cf.br,
// and edges to pass-through blocks are redirected with their operands forwarded.
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "const_flag"}> ({
  ^bb0(%arg4: i32, %arg5: i32):
    %5 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    "cf.switch"(%5, %arg4, %arg5)[^bb1, ^bb2, ^bb1] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[-2, 5]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
  ^bb1(%6: i32):  // 2 preds: ^bb0, ^bb0
    "func.return"(%6) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %7 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%7) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "const_default"}> ({
  ^bb0(%arg3: i32):
    %3 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    "cf.switch"(%3)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<-1> : vector<1xi8>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"(%arg3) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %4 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "func.return"(%4) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i32) -> i32, sym_name = "only_default_and_pass_through"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32):
    "cf.switch"(%arg2, %arg1)[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
  ^bb1:  // pred: ^bb0
    "cf.switch"(%arg2)[^bb3] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb2(%0: i32):  // pred: ^bb0
    "cf.br"(%0)[^bb4] : (i32) -> ()
  ^bb3:  // 2 preds: ^bb0, ^bb1
    %1 = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1) : (i32) -> ()
  ^bb4(%2: i32):  // pred: ^bb2
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

