// Commutative ops compare operands as a multiset; subi is not commutative.
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32, i32, i32), sym_name = "commutative"}> ({
  ^bb0(%x: i32, %y: i32):
    %0 = "arith.addi"(%x, %y) : (i32, i32) -> i32
    %1 = "arith.addi"(%y, %x) : (i32, i32) -> i32
    %2 = "arith.subi"(%x, %y) : (i32, i32) -> i32
    %3 = "arith.subi"(%y, %x) : (i32, i32) -> i32
    %4 = "arith.muli"(%0, %y) : (i32, i32) -> i32
    %5 = "arith.muli"(%y, %1) : (i32, i32) -> i32
    "func.return"(%0, %1, %2, %3, %4, %5) : (i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
