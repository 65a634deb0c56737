"builtin.module"() ({
  "func.func"() <{function_type = (index) -> index, sym_name = "sum_to"}> ({
  ^bb0(%arg3: index):
    %13 = "arith.constant"() <{value = 0 : index}> : () -> index
    %14 = "arith.constant"() <{value = 1 : index}> : () -> index
    "cf.br"(%13, %13)[^bb1] : (index, index) -> ()
  ^bb1(%15: index, %16: index):  // 2 preds: ^bb0, ^bb2
    %17 = "arith.cmpi"(%15, %arg3) <{predicate = 5 : i64}> : (index, index) -> i1
    "cf.cond_br"(%17, %16)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, index) -> ()
  ^bb2:  // pred: ^bb1
    %18 = "arith.addi"(%16, %15) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %19 = "arith.addi"(%15, %14) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "cf.br"(%19, %18)[^bb1] : (index, index) -> ()
  ^bb3(%20: index):  // pred: ^bb1
    "func.return"(%20) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "nested"}> ({
  ^bb0(%arg1: i32, %arg2: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "cf.br"(%0, %0)[^bb1] : (i32, i32) -> ()
  ^bb1(%2: i32, %3: i32):  // 2 preds: ^bb0, ^bb5
    %4 = "arith.cmpi"(%2, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%4, %3)[^bb2, ^bb6] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb2:  // pred: ^bb1
    "cf.br"(%0, %3)[^bb3] : (i32, i32) -> ()
  ^bb3(%5: i32, %6: i32):  // 2 preds: ^bb2, ^bb4
    %7 = "arith.cmpi"(%5, %arg2) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%7, %6)[^bb4, ^bb5] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb4:  // pred: ^bb3
    %8 = "arith.addi"(%6, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %9 = "arith.addi"(%5, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%9, %8)[^bb3] : (i32, i32) -> ()
  ^bb5(%10: i32):  // pred: ^bb3
    %11 = "arith.addi"(%2, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%11, %10)[^bb1] : (i32, i32) -> ()
  ^bb6(%12: i32):  // pred: ^bb1
    "func.return"(%12) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "infinite_with_exit"}> ({
  ^bb0(%arg0: i1):
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

