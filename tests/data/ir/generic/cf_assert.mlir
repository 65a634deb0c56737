"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "checked_div"}> ({
  ^bb0(%arg2: i32, %arg3: i32):
    %6 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %7 = "arith.cmpi"(%arg3, %6) <{predicate = 1 : i64}> : (i32, i32) -> i1
    "cf.assert"(%7) <{msg = "division by zero"}> : (i1) -> ()
    %8 = "arith.divsi"(%arg2, %arg3) : (i32, i32) -> i32
    "func.return"(%8) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "asserts"}> ({
  ^bb0(%arg1: i1):
    "cf.assert"(%arg1) <{msg = "message with \22quotes\22 and a \\ backslash"}> : (i1) -> ()
    "cf.assert"(%arg1) <{msg = "tab\09here, newline\0Athere"}> : (i1) -> ()
    "cf.assert"(%arg1) <{msg = ""}> : (i1) -> ()
    "cf.assert"(%arg1) <{msg = "unicode: \E2\9C\93 done"}> : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "assert_in_loop"}> ({
  ^bb0(%arg0: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "cf.br"(%0)[^bb1] : (index) -> ()
  ^bb1(%2: index):  // 2 preds: ^bb0, ^bb1
    %3 = "arith.cmpi"(%2, %arg0) <{predicate = 6 : i64}> : (index, index) -> i1
    "cf.assert"(%3) <{msg = "index out of bounds"}> : (i1) -> ()
    %4 = "arith.addi"(%2, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %5 = "arith.cmpi"(%4, %arg0) <{predicate = 6 : i64}> : (index, index) -> i1
    "cf.cond_br"(%5, %4)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, index) -> ()
  ^bb2:  // pred: ^bb1
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

