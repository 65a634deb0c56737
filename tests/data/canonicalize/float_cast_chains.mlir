// Float cast chains: truncf(extf(x)) -> truncf(x) or x when the extension was exact (not through a narrower-precision type), extf(truncf(x)) -> x only when both are contract, truncf(sitofp / uitofp(x)) -> the conversion to the narrow type unless a rounding mode is given.
"builtin.module"() ({
  "func.func"() <{function_type = (f16, bf16, f64, i32, i16) -> (f16, f16, bf16, f64, f64, f32, f16, f32), sym_name = "f"}> ({
  ^bb0(%arg0: f16, %arg1: bf16, %arg2: f64, %arg3: i32, %arg4: i16):
    %0 = "arith.extf"(%arg0) : (f16) -> f64
    %1 = "arith.truncf"(%0) : (f64) -> f16
    %2 = "arith.extf"(%arg0) : (f16) -> f64
    %3 = "arith.truncf"(%2) : (f64) -> f32
    %4 = "arith.truncf"(%3) : (f32) -> f16
    %5 = "arith.extf"(%arg1) : (bf16) -> f32
    %6 = "arith.truncf"(%5) : (f32) -> bf16
    %7 = "arith.truncf"(%arg2) <{fastmath = #arith.fastmath<contract>}> : (f64) -> f32
    %8 = "arith.extf"(%7) <{fastmath = #arith.fastmath<contract>}> : (f32) -> f64
    %9 = "arith.truncf"(%arg2) : (f64) -> f32
    %10 = "arith.extf"(%9) <{fastmath = #arith.fastmath<contract>}> : (f32) -> f64
    %11 = "arith.sitofp"(%arg3) : (i32) -> f64
    %12 = "arith.truncf"(%11) : (f64) -> f32
    %13 = "arith.uitofp"(%arg4) : (i16) -> f32
    %14 = "arith.truncf"(%13) : (f32) -> f16
    %15 = "arith.truncf"(%11) <{roundingmode = 4 : i32}> : (f64) -> f32
    "func.return"(%1, %4, %6, %8, %10, %12, %14, %15) : (f16, f16, bf16, f64, f64, f32, f16, f32) -> ()
  }) : () -> ()
}) : () -> ()

