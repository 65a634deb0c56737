// Rounding modes: truncf folds only lossless conversions, so under any rounding mode (downward, upward, toward_zero, to_nearest_away, to_nearest_even); a roundingmode attribute on addf / divf is inert in MLIR 22, which folds them to nearest even.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (bf16, bf16, bf16, bf16, bf16, bf16, f16, f32), sym_name = "modes"}> ({
    %0 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %1 = "arith.truncf"(%0) <{roundingmode = 1 : i32}> : (f32) -> bf16
    %2 = "arith.truncf"(%0) <{roundingmode = 2 : i32}> : (f32) -> bf16
    %3 = "arith.truncf"(%0) <{roundingmode = 3 : i32}> : (f32) -> bf16
    %4 = "arith.truncf"(%0) <{roundingmode = 4 : i32}> : (f32) -> bf16
    %5 = "arith.truncf"(%0) <{roundingmode = 0 : i32}> : (f32) -> bf16
    %6 = "arith.constant"() <{value = 1.100000e+00 : f32}> : () -> f32
    %7 = "arith.truncf"(%6) <{roundingmode = 2 : i32}> : (f32) -> bf16
    %8 = "arith.constant"() <{value = 6.550400e+04 : f32}> : () -> f32
    %9 = "arith.truncf"(%8) <{roundingmode = 3 : i32}> : (f32) -> f16
    %10 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %11 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %12 = "arith.divf"(%10, %11) <{fastmath = #arith.fastmath<none>}> {roundingmode = 1 : i32} : (f32, f32) -> f32
    "func.return"(%1, %2, %3, %4, %5, %7, %9, %12) : (bf16, bf16, bf16, bf16, bf16, bf16, f16, f32) -> ()
  }) : () -> ()
}) : () -> ()

