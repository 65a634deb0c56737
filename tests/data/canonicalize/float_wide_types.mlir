// Float folds in the wider IEEE types f80 (x87, explicit integer bit) and f128: arithmetic rounded into the type, compares, negation.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (f80, f128, f80, f128, i1, f80), sym_name = "f"}> ({
    %0 = "arith.constant"() <{value = 0.100000000000000005551 : f80}> : () -> f80
    %1 = "arith.constant"() <{value = 0.200000000000000011102 : f80}> : () -> f80
    %2 = "arith.addf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f80, f80) -> f80
    %3 = "arith.constant"() <{value = 1.000000e+00 : f128}> : () -> f128
    %4 = "arith.constant"() <{value = 3.000000e+00 : f128}> : () -> f128
    %5 = "arith.divf"(%3, %4) <{fastmath = #arith.fastmath<none>}> : (f128, f128) -> f128
    %6 = "arith.mulf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f80, f80) -> f80
    %7 = "arith.subf"(%4, %3) <{fastmath = #arith.fastmath<none>}> : (f128, f128) -> f128
    %8 = "arith.cmpf"(%0, %1) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f80, f80) -> i1
    %9 = "arith.negf"(%0) <{fastmath = #arith.fastmath<none>}> : (f80) -> f80
    "func.return"(%2, %5, %6, %7, %8, %9) : (f80, f128, f80, f128, i1, f80) -> ()
  }) : () -> ()
}) : () -> ()

