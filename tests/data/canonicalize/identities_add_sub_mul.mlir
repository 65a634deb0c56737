// Algebraic identities: x+0, 0+x (constants move right), x*1, x*0, x-x, x-0, (a-b)+b, b+(a-b), (a+b)-b, (a+b)-a.
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "identities"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.addi"(%0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.muli"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.muli"(%0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.subi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "arith.subi"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8 = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %9 = "arith.addi"(%8, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %10 = "arith.addi"(%arg1, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %11 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %12 = "arith.subi"(%11, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %13 = "arith.subi"(%11, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%2, %3, %4, %5, %6, %7, %9, %10, %12, %13) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

