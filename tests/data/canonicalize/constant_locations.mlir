// Constants merged or hoisted out of their block by the folder lose their location (loc(unknown)); one moved within its block, or made by folding, keeps it.
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "same_location"}> ({
  ^bb0(%arg5: i32):
    %15 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc("a.mlir":1:1)
    %16 = "arith.addi"(%arg5, %15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %17 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc("a.mlir":1:1)
    %18 = "arith.muli"(%16, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%16, %18) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "other_locations"}> ({
  ^bb0(%arg4: i32):
    %11 = "arith.constant"() <{value = 3 : i32}> : () -> i32 loc("a.mlir":2:2)
    %12 = "arith.addi"(%arg4, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %13 = "arith.constant"() <{value = 3 : i32}> : () -> i32 loc("b.mlir":3:3)
    %14 = "arith.muli"(%12, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%12, %14) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "moved_in_its_block"}> ({
  ^bb0(%arg3: i32):
    %8 = "arith.addi"(%arg3, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %9 = "arith.constant"() <{value = 7 : i32}> : () -> i32 loc("h.mlir":5:5)
    %10 = "arith.muli"(%8, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%10) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "hoisted_from_another_block"}> ({
  ^bb0(%arg1: i32, %arg2: i1):
    "cf.cond_br"(%arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %4 = "arith.constant"() <{value = 5 : i32}> : () -> i32 loc("b1.mlir":7:7)
    %5 = "arith.muli"(%arg1, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%5) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    %6 = "arith.constant"() <{value = 6 : i32}> : () -> i32 loc("b2.mlir":8:8)
    %7 = "arith.addi"(%arg1, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%7) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "folded"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 2 : i32}> : () -> i32 loc("f.mlir":9:9)
    %1 = "arith.constant"() <{value = 3 : i32}> : () -> i32 loc("f.mlir":10:10)
    %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc("f.mlir":11:11)
    %3 = "arith.muli"(%arg0, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
