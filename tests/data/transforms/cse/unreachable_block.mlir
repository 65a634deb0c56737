// Blocks unreachable from the entry are not part of the dominator tree: CSE skips them.
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "unreachable"}> ({
  ^bb0(%x: i32):
    %0 = "arith.muli"(%x, %x) : (i32, i32) -> i32
    %1 = "arith.muli"(%x, %x) : (i32, i32) -> i32
    %2 = "arith.addi"(%0, %1) : (i32, i32) -> i32
    "func.return"(%2) : (i32) -> ()
  ^dead:
    %3 = "arith.muli"(%x, %x) : (i32, i32) -> i32
    %4 = "arith.muli"(%x, %x) : (i32, i32) -> i32
    %5 = "arith.constant"() <{value = 9 : i32}> : () -> i32
    %6 = "arith.addi"(%3, %4) : (i32, i32) -> i32
    "cf.br"()[^dead2] : () -> ()
  ^dead2:
    "func.return"(%6) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
