// Float constant folding with each type's IEEE semantics (f16, bf16, f32, f64): one rounding per op, overflow to infinity, subnormals, signed zeros, NaN payloads propagated and quieted, invalid operations giving the default NaN, remf's sign, splat and non-splat vectors.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (f16, bf16, f32, f64, f16, bf16), sym_name = "rounding"}> ({
    %46 = "arith.constant"() <{value = 9.997550e-02 : f16}> : () -> f16
    %47 = "arith.constant"() <{value = 1.999510e-01 : f16}> : () -> f16
    %48 = "arith.addf"(%46, %47) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %49 = "arith.constant"() <{value = 1.000980e-01 : bf16}> : () -> bf16
    %50 = "arith.constant"() <{value = 3.000000e+00 : bf16}> : () -> bf16
    %51 = "arith.divf"(%49, %50) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %52 = "arith.constant"() <{value = 1.000000e-01 : f32}> : () -> f32
    %53 = "arith.constant"() <{value = 0.699999988 : f32}> : () -> f32
    %54 = "arith.mulf"(%52, %53) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %55 = "arith.constant"() <{value = 1.000000e-300 : f64}> : () -> f64
    %56 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
    %57 = "arith.subf"(%55, %56) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %58 = "arith.constant"() <{value = 6.000000e+04 : f16}> : () -> f16
    %59 = "arith.addf"(%58, %58) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %60 = "arith.constant"() <{value = 1.001010e-38 : bf16}> : () -> bf16
    %61 = "arith.constant"() <{value = 1.000000e+03 : bf16}> : () -> bf16
    %62 = "arith.divf"(%60, %61) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    "func.return"(%48, %51, %54, %57, %59, %62) : (f16, bf16, f32, f64, f16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "zeros_and_specials"}> ({
    %32 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %33 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %34 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %35 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %36 = "arith.constant"() <{value = 0x7FC00123 : f32}> : () -> f32
    %37 = "arith.constant"() <{value = 0xFF800001 : f32}> : () -> f32
    %38 = "arith.subf"(%32, %32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %39 = "arith.mulf"(%33, %32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %40 = "arith.subf"(%35, %35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %41 = "arith.mulf"(%34, %35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %42 = "arith.divf"(%32, %33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %43 = "arith.addf"(%32, %36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %44 = "arith.mulf"(%37, %32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %45 = "arith.divf"(%34, %34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%38, %39, %40, %41, %42, %43, %44, %45) : (f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f64, f16, f32, vector<4xf32>), sym_name = "remainders"}> ({
    %16 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
    %17 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %18 = "arith.remf"(%16, %17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %19 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %20 = "arith.remf"(%17, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %21 = "arith.constant"() <{value = 1.000000e+300 : f64}> : () -> f64
    %22 = "arith.constant"() <{value = 3.300000e+00 : f64}> : () -> f64
    %23 = "arith.remf"(%21, %22) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %24 = "arith.constant"() <{value = 5.500000e+00 : f16}> : () -> f16
    %25 = "arith.constant"() <{value = -0.000000e+00 : f16}> : () -> f16
    %26 = "arith.remf"(%24, %25) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %27 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %28 = "arith.remf"(%27, %17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %29 = "arith.constant"() <{value = dense<[1.500000e+00, -2.500000e+00, 3.500000e+00, 4.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    %30 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, -3.000000e+00, 2.000000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    %31 = "arith.remf"(%29, %30) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    "func.return"(%18, %20, %23, %26, %28, %31) : (f32, f32, f64, f16, f32, vector<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (vector<3xf32>, tensor<2x2xf64>, vector<2xbf16>, vector<3xf32>), sym_name = "vectors"}> ({
    %6 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : vector<3xf32>}> : () -> vector<3xf32>
    %7 = "arith.constant"() <{value = dense<5.000000e-01> : vector<3xf32>}> : () -> vector<3xf32>
    %8 = "arith.mulf"(%6, %7) <{fastmath = #arith.fastmath<none>}> : (vector<3xf32>, vector<3xf32>) -> vector<3xf32>
    %9 = "arith.constant"() <{value = dense<[[1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf64>}> : () -> tensor<2x2xf64>
    %10 = "arith.constant"() <{value = dense<[[5.000000e-01, 1.500000e+00], [2.500000e+00, 3.500000e+00]]> : tensor<2x2xf64>}> : () -> tensor<2x2xf64>
    %11 = "arith.subf"(%9, %10) <{fastmath = #arith.fastmath<none>}> : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xf64>
    %12 = "arith.constant"() <{value = dense<1.000000e+00> : vector<2xbf16>}> : () -> vector<2xbf16>
    %13 = "arith.constant"() <{value = dense<3.000000e+00> : vector<2xbf16>}> : () -> vector<2xbf16>
    %14 = "arith.divf"(%12, %13) <{fastmath = #arith.fastmath<none>}> : (vector<2xbf16>, vector<2xbf16>) -> vector<2xbf16>
    %15 = "arith.negf"(%6) <{fastmath = #arith.fastmath<none>}> : (vector<3xf32>) -> vector<3xf32>
    "func.return"(%8, %11, %14, %15) : (vector<3xf32>, tensor<2x2xf64>, vector<2xbf16>, vector<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f16, f64), sym_name = "negations"}> ({
    %0 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
    %1 = "arith.negf"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %2 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %3 = "arith.negf"(%2) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
    %4 = "arith.constant"() <{value = 0x7FF8000000000001 : f64}> : () -> f64
    %5 = "arith.negf"(%4) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    "func.return"(%1, %3, %5) : (f32, f16, f64) -> ()
  }) : () -> ()
}) : () -> ()

