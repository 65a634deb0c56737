// cf.cond_br with identical successors: with equal operands a cf.br; with differing operands and
// this block as the only predecessor, arith.select merges them.
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "same_operands"}> ({
  ^bb0(%arg3: i1, %arg4: i32):
    "cf.cond_br"(%arg3, %arg4, %arg4)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb0
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "different_operands"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    "cf.cond_br"(%arg0, %arg1, %arg2, %arg2, %arg2)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i32, i32, i32, i32) -> ()
  ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb0
    %2 = "arith.subi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

