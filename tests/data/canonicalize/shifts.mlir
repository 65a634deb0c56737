// shli/shrui/shrsi: constant folding, shifts by zero, and shifts by the width or more (poison: not folded).
"builtin.module"() ({
  "func.func"() <{function_type = (i8) -> (i8, i8, i8, i8, i8, i8, i8), sym_name = "shifts"}> ({
  ^bb0(%arg0: i8):
    %0 = "arith.constant"() <{value = -16 : i8}> : () -> i8
    %1 = "arith.constant"() <{value = 3 : i8}> : () -> i8
    %2 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %3 = "arith.constant"() <{value = 8 : i8}> : () -> i8
    %4 = "arith.shli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %5 = "arith.shrui"(%0, %1) : (i8, i8) -> i8
    %6 = "arith.shrsi"(%0, %1) : (i8, i8) -> i8
    %7 = "arith.shli"(%arg0, %2) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %8 = "arith.shrui"(%arg0, %2) : (i8, i8) -> i8
    %9 = "arith.shrsi"(%0, %3) : (i8, i8) -> i8
    %10 = "arith.shli"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    "func.return"(%4, %5, %6, %7, %8, %9, %10) : (i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
}) : () -> ()

