// cmpf folds: every predicate on scalar constants (ordered, unordered, always), a NaN operand making the comparison unordered even against a non-constant, signed zeros equal, infinities; vector constants are not folded, as in MLIR.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "all_predicates"}> ({
    %19 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %20 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
    %21 = "arith.cmpf"(%19, %20) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    %22 = "arith.cmpf"(%19, %20) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %23 = "arith.cmpf"(%19, %20) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %24 = "arith.cmpf"(%19, %20) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %25 = "arith.cmpf"(%19, %20) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %26 = "arith.cmpf"(%19, %20) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %27 = "arith.cmpf"(%19, %20) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %28 = "arith.cmpf"(%19, %20) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %29 = "arith.cmpf"(%19, %20) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %30 = "arith.cmpf"(%19, %20) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f32, f32) -> i1
    %31 = "arith.cmpf"(%19, %20) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %32 = "arith.cmpf"(%19, %20) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %33 = "arith.cmpf"(%19, %20) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %34 = "arith.cmpf"(%19, %20) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %35 = "arith.cmpf"(%19, %20) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %36 = "arith.cmpf"(%19, %20) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    "func.return"(%21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f64) -> (i1, i1, i1, i1, i1, i1), sym_name = "nan_and_zeros"}> ({
  ^bb0(%arg0: f64):
    %9 = "arith.constant"() <{value = 0x7FF8000000000000 : f64}> : () -> f64
    %10 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %11 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %12 = "arith.constant"() <{value = 0xFFF0000000000000 : f64}> : () -> f64
    %13 = "arith.cmpf"(%arg0, %9) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f64, f64) -> i1
    %14 = "arith.cmpf"(%9, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %15 = "arith.cmpf"(%10, %11) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %16 = "arith.cmpf"(%11, %12) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %17 = "arith.cmpf"(%9, %9) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
    %18 = "arith.cmpf"(%arg0, %10) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    "func.return"(%13, %14, %15, %16, %17, %18) : (i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i1, vector<2xi1>), sym_name = "small_types"}> ({
    %0 = "arith.constant"() <{value = 9.997550e-02 : f16}> : () -> f16
    %1 = "arith.constant"() <{value = 1.000980e-01 : bf16}> : () -> bf16
    %2 = "arith.constant"() <{value = 1.000980e-01 : f16}> : () -> f16
    %3 = "arith.cmpf"(%0, %2) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f16, f16) -> i1
    %4 = "arith.constant"() <{value = 1.000980e-01 : bf16}> : () -> bf16
    %5 = "arith.cmpf"(%1, %4) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (bf16, bf16) -> i1
    %6 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>}> : () -> vector<2xf32>
    %7 = "arith.constant"() <{value = dense<[1.000000e+00, 3.000000e+00]> : vector<2xf32>}> : () -> vector<2xf32>
    %8 = "arith.cmpf"(%6, %7) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    "func.return"(%3, %5, %8) : (i1, i1, vector<2xi1>) -> ()
  }) : () -> ()
}) : () -> ()

