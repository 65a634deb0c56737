// Constant folds of the casts between integers, indices and floats: sitofp / uitofp rounding to the float type, fptosi / fptoui truncating toward zero (out of range or NaN: not folded), extf exact, truncf only when no information is lost, index_cast / index_castui sign- or zero-extending and truncating, on scalars and vectors.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (f32, f32, f16, bf16, vector<2xf64>), sym_name = "int_to_float"}> ({
    %30 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %31 = "arith.sitofp"(%30) : (i32) -> f32
    %32 = "arith.uitofp"(%30) : (i32) -> f32
    %33 = "arith.constant"() <{value = 65535 : i32}> : () -> i32
    %34 = "arith.uitofp"(%33) : (i32) -> f16
    %35 = "arith.constant"() <{value = 257 : i16}> : () -> i16
    %36 = "arith.sitofp"(%35) : (i16) -> bf16
    %37 = "arith.constant"() <{value = dense<[3, -7]> : vector<2xi8>}> : () -> vector<2xi8>
    %38 = "arith.uitofp"(%37) : (vector<2xi8>) -> vector<2xf64>
    "func.return"(%31, %32, %34, %36, %38) : (f32, f32, f16, bf16, vector<2xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i8, i8, i16, i32, vector<2xi32>), sym_name = "float_to_int"}> ({
    %19 = "arith.constant"() <{value = -7.900000e+00 : f32}> : () -> f32
    %20 = "arith.fptosi"(%19) : (f32) -> i32
    %21 = "arith.constant"() <{value = 2.555000e+02 : f64}> : () -> f64
    %22 = "arith.fptoui"(%21) : (f64) -> i8
    %23 = "arith.fptosi"(%21) : (f64) -> i8
    %24 = "arith.constant"() <{value = -5.000000e-01 : f16}> : () -> f16
    %25 = "arith.fptoui"(%24) : (f16) -> i16
    %26 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %27 = "arith.fptosi"(%26) : (f32) -> i32
    %28 = "arith.constant"() <{value = dense<[1.500000e+00, -2.500000e+00]> : vector<2xf32>}> : () -> vector<2xf32>
    %29 = "arith.fptosi"(%28) : (vector<2xf32>) -> vector<2xi32>
    "func.return"(%20, %22, %23, %25, %27, %29) : (i32, i8, i8, i16, i32, vector<2xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f32, f16, bf16, f32), sym_name = "float_to_float"}> ({
    %9 = "arith.constant"() <{value = 1.000000e-01 : f32}> : () -> f32
    %10 = "arith.extf"(%9) : (f32) -> f64
    %11 = "arith.constant"() <{value = 5.000000e-01 : f64}> : () -> f64
    %12 = "arith.truncf"(%11) : (f64) -> f32
    %13 = "arith.constant"() <{value = 1.000000e-01 : f32}> : () -> f32
    %14 = "arith.truncf"(%13) : (f32) -> f16
    %15 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %16 = "arith.truncf"(%15) : (f32) -> bf16
    %17 = "arith.constant"() <{value = 3.000000e+00 : f16}> : () -> f16
    %18 = "arith.extf"(%17) : (f16) -> f32
    "func.return"(%10, %12, %14, %16, %18) : (f64, f32, f16, bf16, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (index, index, i8, i32, vector<2xindex>), sym_name = "index_casts"}> ({
    %0 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %1 = "arith.index_cast"(%0) : (i32) -> index
    %2 = "arith.index_castui"(%0) : (i32) -> index
    %3 = "arith.constant"() <{value = 300 : index}> : () -> index
    %4 = "arith.index_cast"(%3) : (index) -> i8
    %5 = "arith.constant"() <{value = -1 : index}> : () -> index
    %6 = "arith.index_castui"(%5) : (index) -> i32
    %7 = "arith.constant"() <{value = dense<[-1, 2]> : vector<2xi16>}> : () -> vector<2xi16>
    %8 = "arith.index_castui"(%7) : (vector<2xi16>) -> vector<2xindex>
    "func.return"(%1, %2, %4, %6, %8) : (index, index, i8, i32, vector<2xindex>) -> ()
  }) : () -> ()
}) : () -> ()

