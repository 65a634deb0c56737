// More constant re-association: (x-c0)-c1, (c0-x)-c1, c1-(x-c0), c1-(c0-x), and x + y*-1 / y*-1 + x
// becoming subtractions.
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32, i32, i32), sym_name = "sub_chains"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %3 = "arith.subi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.subi"(%3, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.subi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.subi"(%5, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "arith.subi"(%1, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8 = "arith.subi"(%1, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %9 = "arith.muli"(%arg1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %10 = "arith.addi"(%arg0, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %11 = "arith.addi"(%9, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%4, %6, %7, %8, %10, %11) : (i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

