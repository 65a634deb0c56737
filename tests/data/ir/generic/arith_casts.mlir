"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i64, i64, i16, index, index, i32), sym_name = "int_casts"}> ({
  ^bb0(%arg6: i32):
    %15 = "arith.extsi"(%arg6) : (i32) -> i64
    %16 = "arith.extui"(%arg6) : (i32) -> i64
    %17 = "arith.trunci"(%arg6) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i16
    %18 = "arith.index_cast"(%arg6) : (i32) -> index
    %19 = "arith.index_castui"(%arg6) : (i32) -> index
    %20 = "arith.index_cast"(%18) : (index) -> i32
    "func.return"(%15, %16, %17, %18, %19, %20) : (i64, i64, i16, index, index, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, f64, i32) -> (f64, f32, f32, f32, i32, i32, i32, f32), sym_name = "float_casts"}> ({
  ^bb0(%arg3: f32, %arg4: f64, %arg5: i32):
    %7 = "arith.extf"(%arg3) : (f32) -> f64
    %8 = "arith.truncf"(%arg4) : (f64) -> f32
    %9 = "arith.sitofp"(%arg5) : (i32) -> f32
    %10 = "arith.uitofp"(%arg5) : (i32) -> f32
    %11 = "arith.fptosi"(%arg3) : (f32) -> i32
    %12 = "arith.fptoui"(%arg3) : (f32) -> i32
    %13 = "arith.bitcast"(%arg3) : (f32) -> i32
    %14 = "arith.bitcast"(%arg5) : (i32) -> f32
    "func.return"(%7, %8, %9, %10, %11, %12, %13, %14) : (f64, f32, f32, f32, i32, i32, i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f64) -> (f32, f16), sym_name = "rounding"}> ({
  ^bb0(%arg2: f64):
    %5 = "arith.truncf"(%arg2) <{roundingmode = 0 : i32}> : (f64) -> f32
    %6 = "arith.truncf"(%arg2) <{fastmath = #arith.fastmath<contract>, roundingmode = 1 : i32}> : (f64) -> f16
    "func.return"(%5, %6) : (f32, f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xi8>) -> (vector<4xi32>, vector<4xf32>), sym_name = "vector_casts"}> ({
  ^bb0(%arg1: vector<4xi8>):
    %3 = "arith.extsi"(%arg1) : (vector<4xi8>) -> vector<4xi32>
    %4 = "arith.sitofp"(%3) : (vector<4xi32>) -> vector<4xf32>
    "func.return"(%3, %4) : (vector<4xi32>, vector<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i8, sym_name = "casts_across"}> ({
  ^bb0(%arg0: i64):
    %0 = "builtin.unrealized_conversion_cast"(%arg0) : (i64) -> i8
    %1:2 = "builtin.unrealized_conversion_cast"(%0) : (i8) -> (i4, i4)
    %2 = "builtin.unrealized_conversion_cast"(%1#0, %1#1) : (i4, i4) -> i8
    "func.return"(%2) : (i8) -> ()
  }) : () -> ()
}) : () -> ()

