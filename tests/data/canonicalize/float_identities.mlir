// Float identities MLIR folds exactly as ArithOps.cpp defines them: x + -0.0, x - +0.0, x * 1.0, x / 1.0 (x + 0.0 and x - -0.0 stay), x * 0.0 only with nnan and nsz, max/min of x with itself, maximumf(x, -inf), minimumf(x, +inf), maxnumf/minnumf(x, NaN), negf(negf(x)), constants moved to the right of commutative ops, splat vectors.
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (f32, f32, f32, f32, f32), sym_name = "additive"}> ({
  ^bb0(%arg5: f32):
    %28 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %29 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %30 = "arith.addf"(%arg5, %28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %31 = "arith.addf"(%arg5, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %32 = "arith.subf"(%arg5, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %33 = "arith.subf"(%arg5, %28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %34 = "arith.addf"(%28, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%30, %31, %32, %33, %34) : (f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f64) -> (f64, f64, f64, f64, f64, f64), sym_name = "multiplicative"}> ({
  ^bb0(%arg4: f64):
    %19 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %20 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %21 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %22 = "arith.mulf"(%arg4, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %23 = "arith.mulf"(%19, %arg4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %24 = "arith.divf"(%arg4, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %25 = "arith.mulf"(%arg4, %20) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %26 = "arith.mulf"(%arg4, %20) <{fastmath = #arith.fastmath<nnan,nsz>}> : (f64, f64) -> f64
    %27 = "arith.mulf"(%arg4, %21) <{fastmath = #arith.fastmath<fast>}> : (f64, f64) -> f64
    "func.return"(%22, %23, %24, %25, %26, %27) : (f64, f64, f64, f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f16, f16) -> (f16, f16, f16, f16, f16, f16, f16, f16), sym_name = "extrema"}> ({
  ^bb0(%arg2: f16, %arg3: f16):
    %8 = "arith.constant"() <{value = 0xFC00 : f16}> : () -> f16
    %9 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %10 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %11 = "arith.maximumf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %12 = "arith.maximumf"(%arg2, %8) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %13 = "arith.minimumf"(%9, %arg3) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %14 = "arith.maxnumf"(%arg2, %10) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %15 = "arith.minnumf"(%10, %arg3) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %16 = "arith.minnumf"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %17 = "arith.maximumf"(%arg2, %9) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %18 = "arith.minimumf"(%arg2, %10) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    "func.return"(%11, %12, %13, %14, %15, %16, %17, %18) : (f16, f16, f16, f16, f16, f16, f16, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xbf16>) -> (vector<4xbf16>, vector<4xbf16>, vector<4xbf16>), sym_name = "splats"}> ({
  ^bb0(%arg1: vector<4xbf16>):
    %3 = "arith.constant"() <{value = dense<1.000000e+00> : vector<4xbf16>}> : () -> vector<4xbf16>
    %4 = "arith.constant"() <{value = dense<-0.000000e+00> : vector<4xbf16>}> : () -> vector<4xbf16>
    %5 = "arith.mulf"(%arg1, %3) <{fastmath = #arith.fastmath<none>}> : (vector<4xbf16>, vector<4xbf16>) -> vector<4xbf16>
    %6 = "arith.addf"(%arg1, %4) <{fastmath = #arith.fastmath<none>}> : (vector<4xbf16>, vector<4xbf16>) -> vector<4xbf16>
    %7 = "arith.divf"(%arg1, %3) <{fastmath = #arith.fastmath<none>}> : (vector<4xbf16>, vector<4xbf16>) -> vector<4xbf16>
    "func.return"(%5, %6, %7) : (vector<4xbf16>, vector<4xbf16>, vector<4xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (f32, f32), sym_name = "double_negation"}> ({
  ^bb0(%arg0: f32):
    %0 = "arith.negf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %1 = "arith.negf"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %2 = "arith.negf"(%1) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "func.return"(%1, %2) : (f32, f32) -> ()
  }) : () -> ()
}) : () -> ()

