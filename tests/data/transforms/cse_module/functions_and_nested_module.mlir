// Run on the module: every function is isolated from above, so each starts a fresh table.
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "one"}> ({
  ^bb0(%x: i32):
    %0 = "arith.addi"(%x, %x) : (i32, i32) -> i32
    %1 = "arith.addi"(%x, %x) : (i32, i32) -> i32
    %2 = "arith.muli"(%0, %1) : (i32, i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "two"}> ({
    ^bb0(%x: i32):
      %c = "arith.constant"() <{value = 5 : i32}> : () -> i32
      %d = "arith.constant"() <{value = 5 : i32}> : () -> i32
      %0 = "arith.addi"(%c, %d) : (i32, i32) -> i32
      "func.return"(%0) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
