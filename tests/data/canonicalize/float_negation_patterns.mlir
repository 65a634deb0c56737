// MulFOfNegF and DivFOfNegF: mulf / divf of two negations become the op on the operands, keeping the op's own fastmath flags (not the negations'); a single negation stays.
"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32, vector<2xf64>, vector<2xf64>) -> (f32, f32, vector<2xf64>, f32), sym_name = "f"}> ({
  ^bb0(%arg0: f32, %arg1: f32, %arg2: vector<2xf64>, %arg3: vector<2xf64>):
    %0 = "arith.negf"(%arg0) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> f32
    %1 = "arith.negf"(%arg1) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %2 = "arith.mulf"(%0, %1) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %3 = "arith.divf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4 = "arith.negf"(%arg2) <{fastmath = #arith.fastmath<none>}> : (vector<2xf64>) -> vector<2xf64>
    %5 = "arith.negf"(%arg3) <{fastmath = #arith.fastmath<none>}> : (vector<2xf64>) -> vector<2xf64>
    %6 = "arith.divf"(%4, %5) <{fastmath = #arith.fastmath<contract>}> : (vector<2xf64>, vector<2xf64>) -> vector<2xf64>
    %7 = "arith.mulf"(%0, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%2, %3, %6, %7) : (f32, f32, vector<2xf64>, f32) -> ()
  }) : () -> ()
}) : () -> ()

