// Constants are uniqued and hoisted to the start of the function's entry block (OperationFolder),
// including constants from later blocks and constants created by folding.
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "hoist"}> ({
  ^bb0(%arg0: i32, %arg1: i1):
    %0 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %3 = "arith.muli"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %4 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    %6 = "arith.addi"(%3, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "arith.addi"(%6, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%7) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %8 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = 6 : i32}> : () -> i32
    %10 = "arith.addi"(%8, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %11 = "arith.subi"(%3, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%11) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

