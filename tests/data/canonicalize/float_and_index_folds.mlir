// Folding of floating-point ops (addf of constants, maximumf x, x) and of index_cast on a constant.
"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (f32, f32, index), sym_name = "floats"}> ({
  ^bb0(%arg0: f32):
    %0 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %2 = "arith.addf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3 = "arith.maximumf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %5 = "arith.index_cast"(%4) : (i32) -> index
    "func.return"(%2, %3, %5) : (f32, f32, index) -> ()
  }) : () -> ()
}) : () -> ()

