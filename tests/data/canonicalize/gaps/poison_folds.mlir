// GAP: ub.poison operands (no ub dialect folders here): arith folders propagate poison (addi of poison), select picks the other operand of a poison one, bitcast of poison is poison.
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> (i32, i32, f32), sym_name = "f"}> ({
  ^bb0(%arg0: i1, %arg1: i32):
    %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.select"(%arg0, %0, %arg1) : (i1, i32, i32) -> i32
    %4 = "arith.bitcast"(%0) : (i32) -> f32
    "func.return"(%2, %3, %4) : (i32, i32, f32) -> ()
  }) : () -> ()
}) : () -> ()

