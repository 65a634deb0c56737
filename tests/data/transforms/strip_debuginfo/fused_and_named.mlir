// Fused, named and call-site locations (nested in one another) are stripped whole.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(fused["a.c":1:1, "b.c":2:2])
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32 loc("name"("a.c":3:4))
    %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32 loc(callsite("callee"("a.c":5:5) at "caller.c":9:9))
    %3 = "arith.constant"() <{value = 4 : i32}> : () -> i32 loc(fused<"meta">["a.c":6:6, "inner"("b.c":7:7)])
    "dummy.sink"(%0, %1, %2, %3) : (i32, i32, i32, i32) -> () loc("just_a_name")
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
