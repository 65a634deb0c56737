// Canonicalization patterns re-associating constants: (x+c0)+c1, (x-c0)+c1, (c0-x)+c1, (x+c0)-c1,
// c1-(x+c0), (x*c0)*c1.
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32, i32, i32, i32, i32), sym_name = "reassociate"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %2 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.addi"(%2, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.subi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.addi"(%4, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.subi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "arith.addi"(%6, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %8 = "arith.subi"(%2, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %9 = "arith.subi"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %10 = "arith.muli"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %11 = "arith.muli"(%10, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3, %5, %7, %8, %9, %11) : (i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

