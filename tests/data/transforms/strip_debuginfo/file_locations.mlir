// File locations on ops, the function and the module all become unknown.
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({
  ^bb0(%x: i32 loc("input.c":1:10)):
    %0 = "arith.addi"(%x, %x) : (i32, i32) -> i32 loc("input.c":2:3)
    "func.return"(%0) : (i32) -> () loc("input.c":3:3)
  }) : () -> () loc("input.c":1:1)
}) : () -> () loc("input.c":0:0)
