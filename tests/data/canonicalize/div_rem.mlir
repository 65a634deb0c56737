// divui/divsi/remui/remsi: constant folding (signed and unsigned views of the same bits), x/1, x%1;
// division by zero and INT_MIN / -1 are left alone, as MLIR does.
"builtin.module"() ({
  "func.func"() <{function_type = (i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8), sym_name = "divrem"}> ({
  ^bb0(%arg0: i8):
    %0 = "arith.constant"() <{value = -7 : i8}> : () -> i8
    %1 = "arith.constant"() <{value = 2 : i8}> : () -> i8
    %2 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %3 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %4 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %5 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %6 = "arith.divsi"(%0, %1) : (i8, i8) -> i8
    %7 = "arith.divui"(%0, %1) : (i8, i8) -> i8
    %8 = "arith.remsi"(%0, %1) : (i8, i8) -> i8
    %9 = "arith.remui"(%0, %1) : (i8, i8) -> i8
    %10 = "arith.divsi"(%arg0, %2) : (i8, i8) -> i8
    %11 = "arith.divui"(%arg0, %2) : (i8, i8) -> i8
    %12 = "arith.remsi"(%arg0, %2) : (i8, i8) -> i8
    %13 = "arith.remui"(%arg0, %2) : (i8, i8) -> i8
    %14 = "arith.divui"(%0, %3) : (i8, i8) -> i8
    %15 = "arith.divsi"(%4, %5) : (i8, i8) -> i8
    "func.return"(%6, %7, %8, %9, %10, %11, %12, %13, %14, %15) : (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
}) : () -> ()

