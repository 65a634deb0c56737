"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "count_up"}> ({
  ^bb0(%arg7: i32):
    %9 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %10 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %11 = "scf.while"(%9) ({
    ^bb0(%arg9: i32):
      %13 = "arith.cmpi"(%arg9, %arg7) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "scf.condition"(%13, %arg9) : (i1, i32) -> ()
    }, {
    ^bb0(%arg8: i32):
      %12 = "arith.addi"(%arg8, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%12) : (i32) -> ()
    }) : (i32) -> i32
    "func.return"(%11) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, i64) -> (i64, f32), sym_name = "mixed_types"}> ({
  ^bb0(%arg1: f32, %arg2: i64):
    %3:2 = "scf.while"(%arg1, %arg2) ({
    ^bb0(%arg5: f32, %arg6: i64):
      %7 = "arith.constant"() <{value = 0 : i64}> : () -> i64
      %8 = "arith.cmpi"(%arg6, %7) <{predicate = 4 : i64}> : (i64, i64) -> i1
      "scf.condition"(%8, %arg6, %arg5) : (i1, i64, f32) -> ()
    }, {
    ^bb0(%arg3: i64, %arg4: f32):
      %4 = "arith.constant"() <{value = 1 : i64}> : () -> i64
      %5 = "arith.subi"(%arg3, %4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      %6 = "arith.addf"(%arg4, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%6, %5) : (f32, i64) -> ()
    }) : (f32, i64) -> (i64, f32)
    "func.return"(%3#0, %3#1) : (i64, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> i32, sym_name = "execute_region"}> ({
  ^bb0(%arg0: i1):
    %0 = "scf.execute_region"() ({
      "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // pred: ^bb0
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%1) : (i32) -> ()
    ^bb2:  // pred: ^bb0
      %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      "scf.yield"(%2) : (i32) -> ()
    }) : () -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

