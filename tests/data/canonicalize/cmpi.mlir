// cmpi: every predicate on constants, x cmp x, a constant lhs moves right with the predicate swapped,
// i1 comparisons against false / true, and ext(i1) != 0.
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1), sym_name = "cmpi"}> ({
  ^bb0(%arg0: i32, %arg1: i1):
    %0 = "arith.constant"() <{value = -3 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %2 = "arith.cmpi"(%0, %1) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %3 = "arith.cmpi"(%0, %1) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %4 = "arith.cmpi"(%0, %1) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %5 = "arith.cmpi"(%0, %1) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %6 = "arith.cmpi"(%0, %1) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %7 = "arith.cmpi"(%0, %1) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %8 = "arith.cmpi"(%0, %1) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %9 = "arith.cmpi"(%0, %1) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %10 = "arith.cmpi"(%0, %1) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %11 = "arith.cmpi"(%0, %1) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %12 = "arith.cmpi"(%arg0, %arg0) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %13 = "arith.cmpi"(%arg0, %arg0) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %14 = "arith.cmpi"(%1, %arg0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %15 = "arith.constant"() <{value = false}> : () -> i1
    %16 = "arith.constant"() <{value = true}> : () -> i1
    %17 = "arith.cmpi"(%arg1, %15) <{predicate = 1 : i64}> : (i1, i1) -> i1
    %18 = "arith.cmpi"(%arg1, %16) <{predicate = 0 : i64}> : (i1, i1) -> i1
    %19 = "arith.extui"(%arg1) : (i1) -> i32
    %20 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %21 = "arith.cmpi"(%19, %20) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %22 = "arith.cmpi"(%1, %arg0) <{predicate = 9 : i64}> : (i32, i32) -> i1
    "func.return"(%2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %17, %18, %21, %22) : (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

