// select: constant conditions, identical values, select(c, true, false), and select over cmpi eq/ne of its operands.
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> (i32, i32, i32, i1, i32, i32), sym_name = "select"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "arith.constant"() <{value = false}> : () -> i1
    %2 = "arith.select"(%0, %arg1, %arg2) : (i1, i32, i32) -> i32
    %3 = "arith.select"(%1, %arg1, %arg2) : (i1, i32, i32) -> i32
    %4 = "arith.select"(%arg0, %arg1, %arg1) : (i1, i32, i32) -> i32
    %5 = "arith.select"(%arg0, %0, %1) : (i1, i1, i1) -> i1
    %6 = "arith.cmpi"(%arg1, %arg2) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %7 = "arith.select"(%6, %arg1, %arg2) : (i1, i32, i32) -> i32
    %8 = "arith.cmpi"(%arg1, %arg2) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %9 = "arith.select"(%8, %arg1, %arg2) : (i1, i32, i32) -> i32
    "func.return"(%2, %3, %4, %5, %7, %9) : (i32, i32, i32, i1, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

