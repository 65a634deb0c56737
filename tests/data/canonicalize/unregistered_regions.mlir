// Constants hoist to the entry block of the nearest region that may be isolated from above (an
// unregistered op's region counts), folding inside nested regions, and unregistered ops are never dead.
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "f"}> ({
  ^bb0(%arg0: i32, %arg1: i1):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "test.region"() ({
      %6 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %7 = "arith.constant"() <{value = 3 : i32}> : () -> i32
      %8 = "arith.addi"(%6, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %9 = "arith.addi"(%arg0, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %10 = "arith.muli"(%9, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "test.yield"(%10) : (i32) -> ()
    }) : () -> i32
    %2 = "test.pure_region"() ({
      %5 = "arith.constant"() <{value = 9 : i32}> : () -> i32
      "test.yield"(%5) : (i32) -> ()
    }) : () -> i32
    "cf.cond_br"(%arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %3 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %4 = "arith.addi"(%1, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%4) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

