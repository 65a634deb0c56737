// extui/extsi/trunci: constant folding, ext(ext(x)) -> ext(x), trunc(ext(x)) -> x or trunc(x), trunc(trunc(x)) -> trunc(x).
"builtin.module"() ({
  "func.func"() <{function_type = (i8, i64) -> (i32, i32, i8, i32, i32, i8, i16, i8), sym_name = "casts"}> ({
  ^bb0(%arg0: i8, %arg1: i64):
    %0 = "arith.constant"() <{value = -2 : i8}> : () -> i8
    %1 = "arith.extui"(%0) : (i8) -> i32
    %2 = "arith.extsi"(%0) : (i8) -> i32
    %3 = "arith.constant"() <{value = 1000 : i32}> : () -> i32
    %4 = "arith.trunci"(%3) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    %5 = "arith.extui"(%arg0) : (i8) -> i16
    %6 = "arith.extui"(%5) : (i16) -> i32
    %7 = "arith.extsi"(%arg0) : (i8) -> i16
    %8 = "arith.extsi"(%7) : (i16) -> i32
    %9 = "arith.extsi"(%arg0) : (i8) -> i32
    %10 = "arith.trunci"(%9) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    %11 = "arith.trunci"(%arg1) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %12 = "arith.trunci"(%11) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i16
    %13 = "arith.extui"(%5) : (i16) -> i64
    %14 = "arith.trunci"(%13) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i8
    "func.return"(%1, %2, %4, %6, %8, %10, %12, %14) : (i32, i32, i8, i32, i32, i8, i16, i8) -> ()
  }) : () -> ()
}) : () -> ()

