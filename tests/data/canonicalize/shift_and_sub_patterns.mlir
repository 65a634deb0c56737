// TruncIShrSIToTrunciShrUI: trunci(shrsi(x, c)) -> trunci(shrui(x, c)) exactly when c is the number of truncated bits (scalars, splat vectors), and SubISubILHSRHSLHS: subi(subi(a, b), a) -> subi(0, b) with the overflow flags both guarantee.
"builtin.module"() ({
  "func.func"() <{function_type = (i64, vector<4xi32>, i16) -> (i32, i16, vector<4xi8>, i8), sym_name = "trunc_of_shift"}> ({
  ^bb0(%arg4: i64, %arg5: vector<4xi32>, %arg6: i16):
    %5 = "arith.constant"() <{value = 32 : i64}> : () -> i64
    %6 = "arith.constant"() <{value = 16 : i64}> : () -> i64
    %7 = "arith.shrsi"(%arg4, %5) : (i64, i64) -> i64
    %8 = "arith.trunci"(%7) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %9 = "arith.shrsi"(%arg4, %6) : (i64, i64) -> i64
    %10 = "arith.trunci"(%9) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i16
    %11 = "arith.constant"() <{value = dense<24> : vector<4xi32>}> : () -> vector<4xi32>
    %12 = "arith.shrsi"(%arg5, %11) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %13 = "arith.trunci"(%12) <{overflowFlags = #arith.overflow<nsw>}> : (vector<4xi32>) -> vector<4xi8>
    %14 = "arith.constant"() <{value = 8 : i16}> : () -> i16
    %15 = "arith.shrsi"(%arg6, %14) : (i16, i16) -> i16
    %16 = "arith.trunci"(%15) <{overflowFlags = #arith.overflow<none>}> : (i16) -> i8
    "func.return"(%8, %10, %13, %16) : (i32, i16, vector<4xi8>, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, vector<4xi8>, vector<4xi8>) -> (i32, vector<4xi8>, i32), sym_name = "sub_of_sub"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: vector<4xi8>, %arg3: vector<4xi8>):
    %0 = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %1 = "arith.subi"(%0, %arg0) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %2 = "arith.subi"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %3 = "arith.subi"(%2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %4 = "arith.subi"(%0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%1, %3, %4) : (i32, vector<4xi8>, i32) -> ()
  }) : () -> ()
}) : () -> ()

