"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32) -> f32, sym_name = "float_ops"}> ({
  ^bb0(%arg8: f32, %arg9: f32):
    %10 = "arith.addf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %11 = "arith.subf"(%10, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %12 = "arith.mulf"(%11, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %13 = "arith.divf"(%12, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %14 = "arith.remf"(%13, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %15 = "arith.negf"(%14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %16 = "arith.maximumf"(%15, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %17 = "arith.minimumf"(%16, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %18 = "arith.maxnumf"(%17, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %19 = "arith.minnumf"(%18, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%19) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f64, f64) -> f64, sym_name = "fastmath"}> ({
  ^bb0(%arg6: f64, %arg7: f64):
    %6 = "arith.addf"(%arg6, %arg7) <{fastmath = #arith.fastmath<fast>}> : (f64, f64) -> f64
    %7 = "arith.mulf"(%6, %arg7) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f64, f64) -> f64
    %8 = "arith.divf"(%7, %arg6) <{fastmath = #arith.fastmath<reassoc,contract,afn>}> : (f64, f64) -> f64
    %9 = "arith.subf"(%8, %arg6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%9) : (f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f16, bf16, f80, f128) -> (f16, bf16, f80, f128), sym_name = "half_types"}> ({
  ^bb0(%arg2: f16, %arg3: bf16, %arg4: f80, %arg5: f128):
    %2 = "arith.addf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
    %3 = "arith.mulf"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %4 = "arith.subf"(%arg4, %arg4) <{fastmath = #arith.fastmath<none>}> : (f80, f80) -> f80
    %5 = "arith.divf"(%arg5, %arg5) <{fastmath = #arith.fastmath<none>}> : (f128, f128) -> f128
    "func.return"(%2, %3, %4, %5) : (f16, bf16, f80, f128) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<8xf32>, vector<[4]xf32>) -> (vector<8xf32>, vector<[4]xf32>), sym_name = "vector_floats"}> ({
  ^bb0(%arg0: vector<8xf32>, %arg1: vector<[4]xf32>):
    %0 = "arith.mulf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %1 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]xf32>
    "func.return"(%0, %1) : (vector<8xf32>, vector<[4]xf32>) -> ()
  }) : () -> ()
}) : () -> ()

