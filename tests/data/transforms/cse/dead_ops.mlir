// Unused pure ops are erased as they are visited; ops that only dead ops use stay.
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "dead"}> ({
  ^bb0(%x: i32, %y: i32):
    %0 = "arith.addi"(%x, %y) : (i32, i32) -> i32
    %1 = "arith.muli"(%0, %0) : (i32, i32) -> i32
    %2 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %3 = "arith.divsi"(%x, %y) : (i32, i32) -> i32
    %4 = "arith.divsi"(%x, %y) : (i32, i32) -> i32
    "func.return"(%4) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
