// Cast patterns: AndOfExtUI, ExtSIOfExtUI, TruncIExtSIToExtSI (see cast_patterns.mlir for the rest).
"builtin.module"() ({
  "func.func"() <{function_type = (i8, i8) -> (i8, i32, i16), sym_name = "extensions"}> ({
  ^bb0(%arg0: i8, %arg1: i8):
    %0 = "arith.extui"(%arg0) : (i8) -> i32
    %1 = "arith.extui"(%arg1) : (i8) -> i32
    %2 = "arith.andi"(%0, %1) : (i32, i32) -> i32
    %3 = "arith.trunci"(%2) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    %4 = "arith.extui"(%arg0) : (i8) -> i16
    %5 = "arith.extsi"(%4) : (i16) -> i32
    %6 = "arith.extsi"(%arg0) : (i8) -> i32
    %7 = "arith.trunci"(%6) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i16
    "func.return"(%3, %5, %7) : (i8, i32, i16) -> ()
  }) : () -> ()
}) : () -> ()

