// arith.select canonicalization patterns: select(c, 1, 0) -> extui, select(c, 0, 1) -> extui(not c),
// select(c, false, true) -> not c, select(not c, a, b) -> select(c, b, a), nested selects on the same condition.
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32, i32) -> (i32, i32, i1, i32, i32, i32), sym_name = "select_patterns"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i32):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %2 = "arith.select"(%arg0, %0, %1) : (i1, i32, i32) -> i32
    %3 = "arith.select"(%arg0, %1, %0) : (i1, i32, i32) -> i32
    %4 = "arith.constant"() <{value = false}> : () -> i1
    %5 = "arith.constant"() <{value = true}> : () -> i1
    %6 = "arith.select"(%arg0, %4, %5) : (i1, i1, i1) -> i1
    %7 = "arith.xori"(%arg0, %5) : (i1, i1) -> i1
    %8 = "arith.select"(%7, %arg1, %arg2) : (i1, i32, i32) -> i32
    %9 = "arith.select"(%arg0, %arg1, %arg2) : (i1, i32, i32) -> i32
    %10 = "arith.select"(%arg0, %9, %arg3) : (i1, i32, i32) -> i32
    %11 = "arith.select"(%arg0, %arg3, %9) : (i1, i32, i32) -> i32
    "func.return"(%2, %3, %6, %8, %10, %11) : (i32, i32, i1, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

