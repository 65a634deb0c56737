"builtin.module"() ({
  "func.func"() <{function_type = (i32, f32) -> (i32, f32), sym_name = "external", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "helper", sym_visibility = "private"}> ({
  ^bb0(%arg5: i32, %arg6: i32):
    %12 = "arith.addi"(%arg5, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%12) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, i64) -> (i64, i64), sym_name = "swap"}> ({
  ^bb0(%arg3: i64, %arg4: i64):
    "func.return"(%arg4, %arg3) : (i64, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, f32) -> (i32, i64), sym_name = "caller"}> ({
  ^bb0(%arg1: i32, %arg2: f32):
    %5:2 = "func.call"(%arg1, %arg2) <{callee = @external}> : (i32, f32) -> (i32, f32)
    %6 = "func.call"(%5#0, %arg1) <{callee = @helper}> : (i32, i32) -> i32
    %7 = "arith.extsi"(%6) : (i32) -> i64
    %8 = "arith.constant"() <{value = 7 : i64}> : () -> i64
    %9:2 = "func.call"(%7, %8) <{callee = @swap}> : (i64, i64) -> (i64, i64)
    %10 = "func.constant"() <{value = @helper}> : () -> ((i32, i32) -> i32)
    %11 = "func.call_indirect"(%10, %6, %6) : ((i32, i32) -> i32, i32, i32) -> i32
    "func.return"(%11, %9#1) : (i32, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "no_results"}> ({
    %3 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %4 = "func.call"(%3, %3) <{callee = @helper}> : (i32, i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> index, sym_name = "recursive"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.subi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %2 = "func.call"(%1) <{callee = @recursive}> : (index) -> index
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

