"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> f32, sym_name = "sum"}> ({
  ^bb0(%arg11: index, %arg12: index, %arg13: index):
    %15 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %16 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %17 = "scf.for"(%arg11, %arg12, %arg13, %15) ({
    ^bb0(%arg14: index, %arg15: f32):
      %18 = "arith.addf"(%arg15, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%18) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "func.return"(%17) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (i32, i64), sym_name = "two_accumulators"}> ({
  ^bb0(%arg7: index):
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index
    %9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %10 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %11:2 = "scf.for"(%7, %arg7, %8, %9, %10) ({
    ^bb0(%arg8: index, %arg9: i32, %arg10: i64):
      %12 = "arith.index_cast"(%arg8) : (index) -> i32
      %13 = "arith.addi"(%arg9, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %14 = "arith.muli"(%arg10, %arg10) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "scf.yield"(%13, %14) : (i32, i64) -> ()
    }) : (index, index, index, i32, i64) -> (i32, i64)
    "func.return"(%11#0, %11#1) : (i32, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8x8xf32>) -> (), sym_name = "nested_no_results"}> ({
  ^bb0(%arg4: memref<8x8xf32>):
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "arith.constant"() <{value = 8 : index}> : () -> index
    %6 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    "scf.for"(%3, %5, %4) ({
    ^bb0(%arg5: index):
      "scf.for"(%3, %5, %4) ({
      ^bb0(%arg6: index):
        "memref.store"(%6, %arg4, %arg5, %arg6) : (f32, memref<8x8xf32>, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "integer_bounds"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %1 = "scf.for"(%arg0, %arg1, %0, %arg0) ({
    ^bb0(%arg2: i32, %arg3: i32):
      %2 = "arith.addi"(%arg3, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%2) : (i32) -> ()
    }) : (i32, i32, i32, i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

