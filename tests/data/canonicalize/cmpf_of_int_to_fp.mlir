// CmpFIntToFPConst: cmpf of sitofp / uitofp against a float constant becomes a cmpi against the integer (fractional constants adjust the predicate or decide the result, constants beyond the integer type's range decide it, ord / uno are constant), unless the float cannot hold every integer and the constant is in the ambiguous range, or the constant is NaN.
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "signed"}> ({
  ^bb0(%arg3: i32):
    %21 = "arith.sitofp"(%arg3) : (i32) -> f64
    %22 = "arith.constant"() <{value = 4.000000e+00 : f64}> : () -> f64
    %23 = "arith.constant"() <{value = -4.400000e+00 : f64}> : () -> f64
    %24 = "arith.constant"() <{value = 4.400000e+00 : f64}> : () -> f64
    %25 = "arith.constant"() <{value = 1.000000e+10 : f64}> : () -> f64
    %26 = "arith.cmpf"(%21, %22) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
    %27 = "arith.cmpf"(%21, %23) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
    %28 = "arith.cmpf"(%21, %24) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
    %29 = "arith.cmpf"(%21, %23) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
    %30 = "arith.cmpf"(%21, %24) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
    %31 = "arith.cmpf"(%21, %25) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
    %32 = "arith.cmpf"(%21, %22) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
    %33 = "arith.cmpf"(%21, %24) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
    "func.return"(%26, %27, %28, %29, %30, %31, %32, %33) : (i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i16) -> (i1, i1, i1, i1, i1, i1), sym_name = "unsigned"}> ({
  ^bb0(%arg2: i16):
    %10 = "arith.uitofp"(%arg2) : (i16) -> f32
    %11 = "arith.constant"() <{value = -2.500000e+00 : f32}> : () -> f32
    %12 = "arith.constant"() <{value = 7.500000e+00 : f32}> : () -> f32
    %13 = "arith.constant"() <{value = 7.000000e+04 : f32}> : () -> f32
    %14 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %15 = "arith.cmpf"(%10, %11) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %16 = "arith.cmpf"(%10, %12) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f32, f32) -> i1
    %17 = "arith.cmpf"(%10, %12) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %18 = "arith.cmpf"(%10, %13) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %19 = "arith.cmpf"(%10, %14) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %20 = "arith.cmpf"(%10, %12) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    "func.return"(%15, %16, %17, %18, %19, %20) : (i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, i8) -> (i1, i1, i1, i1), sym_name = "not_rewritten"}> ({
  ^bb0(%arg0: i64, %arg1: i8):
    %0 = "arith.sitofp"(%arg0) : (i64) -> f32
    %1 = "arith.constant"() <{value = 1.000000e+10 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %3 = "arith.cmpf"(%0, %1) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %4 = "arith.cmpf"(%0, %2) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %5 = "arith.sitofp"(%arg1) : (i8) -> f16
    %6 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %7 = "arith.cmpf"(%5, %6) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    %8 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %9 = "arith.cmpf"(%5, %8) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f16, f16) -> i1
    "func.return"(%3, %4, %7, %9) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

