// Equal constants merge; a different value or type keeps its own op.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (i32, i32, i32, i64), sym_name = "constants"}> ({
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    "func.return"(%0, %1, %2, %3) : (i32, i32, i32, i64) -> ()
  }) : () -> ()
}) : () -> ()
