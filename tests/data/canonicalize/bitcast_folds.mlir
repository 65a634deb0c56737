// bitcast folds: integer and float constants reinterpreted bit for bit (negative integers, -0.0, NaN payloads, f16 <-> bf16, f64 <-> i64), splat and non-splat vectors and tensors, and a bitcast of a bitcast.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, f32, f16, bf16, i64, f32, i16), sym_name = "scalars"}> ({
    %12 = "arith.constant"() <{value = -1.500000e+00 : f32}> : () -> f32
    %13 = "arith.bitcast"(%12) : (f32) -> i32
    %14 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %15 = "arith.bitcast"(%14) : (i32) -> f32
    %16 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %17 = "arith.bitcast"(%16) : (bf16) -> f16
    %18 = "arith.constant"() <{value = 0x7E01 : f16}> : () -> f16
    %19 = "arith.bitcast"(%18) : (f16) -> bf16
    %20 = "arith.constant"() <{value = -0.000000e+00 : f64}> : () -> f64
    %21 = "arith.bitcast"(%20) : (f64) -> i64
    %22 = "arith.constant"() <{value = 1065353216 : i32}> : () -> i32
    %23 = "arith.bitcast"(%22) : (i32) -> f32
    %24 = "arith.constant"() <{value = -5.960460e-08 : f16}> : () -> f16
    %25 = "arith.bitcast"(%24) : (f16) -> i16
    "func.return"(%13, %15, %17, %19, %21, %23, %25) : (i32, f32, f16, bf16, i64, f32, i16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (vector<3xi32>, tensor<2x2xf16>, vector<4xf32>, vector<2xi64>), sym_name = "shaped"}> ({
    %4 = "arith.constant"() <{value = dense<[1.000000e+00, -2.000000e+00, 5.000000e-01]> : vector<3xf32>}> : () -> vector<3xf32>
    %5 = "arith.bitcast"(%4) : (vector<3xf32>) -> vector<3xi32>
    %6 = "arith.constant"() <{value = dense<[[1, 2], [-1, 15360]]> : tensor<2x2xi16>}> : () -> tensor<2x2xi16>
    %7 = "arith.bitcast"(%6) : (tensor<2x2xi16>) -> tensor<2x2xf16>
    %8 = "arith.constant"() <{value = dense<1065353216> : vector<4xi32>}> : () -> vector<4xi32>
    %9 = "arith.bitcast"(%8) : (vector<4xi32>) -> vector<4xf32>
    %10 = "arith.constant"() <{value = dense<[0x7FF8000000000000, -1.000000e+00]> : vector<2xf64>}> : () -> vector<2xf64>
    %11 = "arith.bitcast"(%10) : (vector<2xf64>) -> vector<2xi64>
    "func.return"(%5, %7, %9, %11) : (vector<3xi32>, tensor<2x2xf16>, vector<4xf32>, vector<2xi64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (f32, i32), sym_name = "chains"}> ({
  ^bb0(%arg0: f32):
    %0 = "arith.bitcast"(%arg0) : (f32) -> i32
    %1 = "arith.bitcast"(%0) : (i32) -> f32
    %2 = "arith.bitcast"(%arg0) : (f32) -> f32
    %3 = "arith.bitcast"(%2) : (f32) -> i32
    "func.return"(%1, %3) : (f32, i32) -> ()
  }) : () -> ()
}) : () -> ()

