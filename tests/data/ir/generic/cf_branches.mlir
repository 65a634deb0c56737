"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "diamond"}> ({
  ^bb0(%arg6: i1, %arg7: i32, %arg8: i32):
    "cf.cond_br"(%arg6, %arg7, %arg8, %arg7)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i1, i32, i32, i32) -> ()
  ^bb1(%3: i32):  // pred: ^bb0
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "arith.addi"(%3, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%5)[^bb3] : (i32) -> ()
  ^bb2(%6: i32, %7: i32):  // pred: ^bb0
    %8 = "arith.muli"(%6, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%8)[^bb3] : (i32) -> ()
  ^bb3(%9: i32):  // 2 preds: ^bb1, ^bb2
    "func.return"(%9) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "no_args_branches"}> ({
  ^bb0(%arg5: i1):
    "cf.cond_br"(%arg5)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "cf.br"()[^bb3] : () -> ()
  ^bb2:  // pred: ^bb0
    "cf.br"()[^bb3] : () -> ()
  ^bb3:  // 2 preds: ^bb1, ^bb2
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, f32) -> f32, sym_name = "weighted"}> ({
  ^bb0(%arg3: i1, %arg4: f32):
    "cf.cond_br"(%arg3, %arg4)[^bb1, ^bb2] <{branch_weights = array<i32: 90, 10>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, f32) -> ()
  ^bb1(%1: f32):  // pred: ^bb0
    "func.return"(%1) : (f32) -> ()
  ^bb2:  // pred: ^bb0
    %2 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    "func.return"(%2) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, index, index) -> index, sym_name = "same_target"}> ({
  ^bb0(%arg0: i1, %arg1: index, %arg2: index):
    "cf.cond_br"(%arg0, %arg1, %arg2)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, index, index) -> ()
  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb0
    "func.return"(%0) : (index) -> ()
  }) : () -> ()
}) : () -> ()

