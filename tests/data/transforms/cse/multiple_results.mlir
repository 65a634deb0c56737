// Ops with several results merge as a whole; every result is redirected.
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i1, i32, i32), sym_name = "results"}> ({
  ^bb0(%x: i32, %y: i32):
    %0:2 = "arith.addui_extended"(%x, %y) : (i32, i32) -> (i32, i1)
    %1:2 = "arith.addui_extended"(%y, %x) : (i32, i32) -> (i32, i1)
    %2:2 = "arith.mulsi_extended"(%x, %y) : (i32, i32) -> (i32, i32)
    %3:2 = "arith.mulsi_extended"(%x, %y) : (i32, i32) -> (i32, i32)
    %4 = "arith.addi"(%0#0, %1#0) : (i32, i32) -> i32
    "func.return"(%4, %1#1, %3#0, %3#1) : (i32, i1, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
