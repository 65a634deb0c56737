"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32, i32) -> f32, sym_name = "math"}> ({
  ^bb0(%arg5: f32, %arg6: f32, %arg7: i32):
    %16 = "math.sqrt"(%arg5) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %17 = "math.exp"(%16) <{fastmath = #arith.fastmath<afn>}> : (f32) -> f32
    %18 = "math.log"(%17) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %19 = "math.powf"(%18, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %20 = "math.sin"(%19) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %21 = "math.cos"(%20) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %22 = "math.tanh"(%21) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %23 = "math.absf"(%22) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %24 = "math.fma"(%23, %arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
    %25 = "math.atan2"(%24, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %26 = "math.floor"(%25) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %27 = "math.ceil"(%26) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %28 = "math.fpowi"(%27, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
    %29 = "math.absi"(%arg7) : (i32) -> i32
    %30 = "math.ctlz"(%29) : (i32) -> i32
    %31 = "math.copysign"(%28, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%31) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (complex<f64>, f64, f64) -> (complex<f64>, f64), sym_name = "complex_ops"}> ({
  ^bb0(%arg2: complex<f64>, %arg3: f64, %arg4: f64):
    %9 = "complex.create"(%arg3, %arg4) : (f64, f64) -> complex<f64>
    %10 = "complex.add"(%arg2, %9) <{fastmath = #arith.fastmath<none>}> : (complex<f64>, complex<f64>) -> complex<f64>
    %11 = "complex.mul"(%10, %arg2) <{fastmath = #arith.fastmath<none>}> : (complex<f64>, complex<f64>) -> complex<f64>
    %12 = "complex.abs"(%11) <{fastmath = #arith.fastmath<none>}> : (complex<f64>) -> f64
    %13 = "complex.constant"() <{value = [1.000000e+00, -2.000000e+00]}> : () -> complex<f64>
    %14 = "complex.div"(%11, %13) <{fastmath = #arith.fastmath<none>}> : (complex<f64>, complex<f64>) -> complex<f64>
    %15 = "complex.re"(%14) <{fastmath = #arith.fastmath<none>}> : (complex<f64>) -> f64
    "func.return"(%14, %15) : (complex<f64>, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (index, i1, index), sym_name = "index_ops"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "index.add"(%arg0, %arg1) : (index, index) -> index
    %1 = "index.mul"(%0, %arg1) : (index, index) -> index
    %2 = "index.divs"(%1, %arg0) : (index, index) -> index
    %3 = "index.cmp"(%2, %arg1) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
    %4 = "index.constant"() <{value = 42 : index}> : () -> index
    %5 = "index.maxu"(%4, %2) : (index, index) -> index
    %6 = "index.casts"(%arg0) : (index) -> i64
    %7 = "index.bool.constant"() <{value = true}> : () -> i1
    %8 = "index.sizeof"() : () -> index
    "func.return"(%5, %3, %8) : (index, i1, index) -> ()
  }) : () -> ()
}) : () -> ()

