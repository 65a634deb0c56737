"builtin.module"() ({
  "func.func"() <{function_type = () -> (i1, i1, i8, i16, i32, i64, index, index), sym_name = "int_constants"}> ({
    %14 = "arith.constant"() <{value = true}> : () -> i1
    %15 = "arith.constant"() <{value = false}> : () -> i1
    %16 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %17 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %18 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %19 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
    %20 = "arith.constant"() <{value = 0 : index}> : () -> index
    %21 = "arith.constant"() <{value = -42 : index}> : () -> index
    "func.return"(%14, %15, %16, %17, %18, %19, %20, %21) : (i1, i1, i8, i16, i32, i64, index, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, f32, f32, f64, f64, f64, f32, f32), sym_name = "float_constants"}> ({
    %6 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %8 = "arith.constant"() <{value = 1.000000e+10 : f32}> : () -> f32
    %9 = "arith.constant"() <{value = 1.500000e-300 : f64}> : () -> f64
    %10 = "arith.constant"() <{value = 3.1415926535897931 : f64}> : () -> f64
    %11 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %12 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %13 = "arith.constant"() <{value = 0.333333343 : f32}> : () -> f32
    "func.return"(%6, %7, %8, %9, %10, %11, %12, %13) : (f32, f32, f32, f64, f64, f64, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, bf16, f16, f64), sym_name = "small_floats"}> ({
    %2 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %3 = "arith.constant"() <{value = -2.500000e+00 : bf16}> : () -> bf16
    %4 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %5 = "arith.constant"() <{value = 4.940660e-324 : f64}> : () -> f64
    "func.return"(%2, %3, %4, %5) : (f16, bf16, f16, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i64), sym_name = "hex_ints"}> ({
    %0 = "arith.constant"() <{value = 255 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
    "func.return"(%0, %1) : (i32, i64) -> ()
  }) : () -> ()
}) : () -> ()

