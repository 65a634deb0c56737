// ub.poison operands (CommonFolders' poison): arith and math folders propagate poison (addi, floordivsi, mulsi_extended, index_cast, math.sin), select takes the other operand of a poison one, a scalar bitcast of poison is poison (not a vector one), shifts and cmpi do not fold it (cmpi moves it right), x * 1 is x.
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, f32, vector<2xi32>) -> (i32, i32, f32, i32, i32, i1, f32, vector<2xf32>, i32, i32, i32, index), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: f32, %arg3: vector<2xi32>):
    %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.select"(%arg0, %0, %arg1) : (i1, i32, i32) -> i32
    %4 = "arith.bitcast"(%0) : (i32) -> f32
    %5 = "arith.shli"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.floordivsi"(%0, %arg1) : (i32, i32) -> i32
    %7 = "arith.cmpi"(%0, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %8 = "ub.poison"() <{value = #ub.poison}> : () -> f32
    %9 = "math.sin"(%8) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %10 = "ub.poison"() <{value = #ub.poison}> : () -> vector<2xi32>
    %11 = "arith.bitcast"(%10) : (vector<2xi32>) -> vector<2xf32>
    %12:2 = "arith.mulsi_extended"(%arg1, %0) : (i32, i32) -> (i32, i32)
    %13 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %14 = "arith.index_cast"(%0) : (i32) -> index
    "func.return"(%2, %3, %4, %5, %6, %7, %9, %11, %12#0, %12#1, %13, %14) : (i32, i32, f32, i32, i32, i1, f32, vector<2xf32>, i32, i32, i32, index) -> ()
  }) : () -> ()
}) : () -> ()

