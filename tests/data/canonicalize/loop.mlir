// A loop with a loop-carried value that is never used outside: the dead argument, its update and
// the branch operands feeding it are removed; the live induction variable stays.
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "loop"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "cf.br"(%0, %0)[^bb1] : (i32, i32) -> ()
  ^bb1(%2: i32, %3: i32):  // 2 preds: ^bb0, ^bb2
    %4 = "arith.cmpi"(%2, %arg0) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%4)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %5 = "arith.addi"(%3, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.addi"(%2, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%6, %5)[^bb1] : (i32, i32) -> ()
  ^bb3:  // pred: ^bb1
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

