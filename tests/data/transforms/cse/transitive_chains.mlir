// Ops become equal once their operands were merged.
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "chains"}> ({
  ^bb0(%x: i32):
    %c1 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %c2 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %a = "arith.xori"(%x, %c1) : (i32, i32) -> i32
    %b = "arith.xori"(%x, %c2) : (i32, i32) -> i32
    %c = "arith.shli"(%a, %c1) : (i32, i32) -> i32
    %d = "arith.shli"(%b, %c2) : (i32, i32) -> i32
    %e = "arith.maxsi"(%c, %d) : (i32, i32) -> i32
    "func.return"(%e, %d) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
