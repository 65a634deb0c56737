"builtin.module"() ({
  "func.func"() <{function_type = (i32, f32, f32) -> f32, sym_name = "switch_basic"}> ({
  ^bb0(%arg3: i32, %arg4: f32, %arg5: f32):
    "cf.switch"(%arg3, %arg4, %arg5, %arg4, %arg5)[^bb1, ^bb2, ^bb3, ^bb1] <{case_operand_segments = array<i32: 2, 0, 1>, case_values = dense<[42, -7, 0]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, f32, f32, f32, f32) -> ()
  ^bb1(%2: f32):  // 2 preds: ^bb0, ^bb0
    "func.return"(%2) : (f32) -> ()
  ^bb2(%3: f32, %4: f32):  // pred: ^bb0
    %5 = "arith.addf"(%3, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%5) : (f32) -> ()
  ^bb3:  // pred: ^bb0
    %6 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    "func.return"(%6) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> (), sym_name = "switch_default_only"}> ({
  ^bb0(%arg2: i64):
    "cf.switch"(%arg2)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8, index) -> index, sym_name = "switch_i8"}> ({
  ^bb0(%arg0: i8, %arg1: index):
    "cf.switch"(%arg0, %arg1, %arg1)[^bb1, ^bb2, ^bb2, ^bb1] <{case_operand_segments = array<i32: 0, 0, 1>, case_values = dense<[1, 2, 127]> : vector<3xi8>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i8, index, index) -> ()
  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb0
    "func.return"(%0) : (index) -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb0
    %1 = "arith.constant"() <{value = 3 : index}> : () -> index
    "func.return"(%1) : (index) -> ()
  }) : () -> ()
}) : () -> ()

