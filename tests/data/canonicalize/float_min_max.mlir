// Constant folds of maximumf / minimumf (a NaN operand wins, quieted; +0.0 above -0.0) and maxnumf / minnumf (a quiet NaN loses, a signaling one wins quieted), on scalars and vectors of several float types.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (f32, f32, f32, f32), sym_name = "zeros"}> ({
    %19 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %20 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %21 = "arith.maximumf"(%20, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %22 = "arith.minimumf"(%19, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %23 = "arith.maxnumf"(%19, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %24 = "arith.minnumf"(%20, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%21, %22, %23, %24) : (f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64, f64, f64, f64, f64), sym_name = "nans"}> ({
    %10 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %11 = "arith.constant"() <{value = 0xFFF8000000000042 : f64}> : () -> f64
    %12 = "arith.constant"() <{value = 0x7FF0000000000007 : f64}> : () -> f64
    %13 = "arith.maximumf"(%11, %10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %14 = "arith.minimumf"(%10, %12) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %15 = "arith.maxnumf"(%11, %10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %16 = "arith.minnumf"(%12, %10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %17 = "arith.maxnumf"(%11, %12) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %18 = "arith.minimumf"(%11, %12) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%13, %14, %15, %16, %17, %18) : (f64, f64, f64, f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (bf16, f16, vector<3xf32>, vector<3xf32>), sym_name = "ordered"}> ({
    %0 = "arith.constant"() <{value = -3.000000e+00 : bf16}> : () -> bf16
    %1 = "arith.constant"() <{value = 2.000000e+00 : bf16}> : () -> bf16
    %2 = "arith.maximumf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %3 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %4 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %5 = "arith.minnumf"(%3, %4) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %6 = "arith.constant"() <{value = dense<[1.000000e+00, -2.000000e+00, 5.000000e+00]> : vector<3xf32>}> : () -> vector<3xf32>
    %7 = "arith.constant"() <{value = dense<[5.000000e-01, 4.000000e+00, 5.000000e+00]> : vector<3xf32>}> : () -> vector<3xf32>
    %8 = "arith.minimumf"(%6, %7) <{fastmath = #arith.fastmath<none>}> : (vector<3xf32>, vector<3xf32>) -> vector<3xf32>
    %9 = "arith.maxnumf"(%6, %7) <{fastmath = #arith.fastmath<none>}> : (vector<3xf32>, vector<3xf32>) -> vector<3xf32>
    "func.return"(%2, %5, %8, %9) : (bf16, f16, vector<3xf32>, vector<3xf32>) -> ()
  }) : () -> ()
}) : () -> ()

