// GAP: arith.select canonicalization patterns (select(c, 1, 0) -> extui(c), select(c, false, true) -> xori(c, true), ...) are not implemented.
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (i32, i1), sym_name = "select_to_extui"}> ({
  ^bb0(%arg0: i1):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.select"(%arg0, %0, %1) : (i1, i32, i32) -> i32
    %3 = "arith.constant"() <{value = false}> : () -> i1
    %4 = "arith.constant"() <{value = true}> : () -> i1
    %5 = "arith.select"(%arg0, %3, %4) : (i1, i1, i1) -> i1
    "func.return"(%2, %5) : (i32, i1) -> ()
  }) : () -> ()
}) : () -> ()

