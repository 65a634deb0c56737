// GAP: region-simplify=aggressive (identical block merging, redundant argument dropping) is not implemented;
// under the default level this input matches, see the aggressive run in the tests.
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "merge"}> ({
  ^bb0(%arg0: i1, %arg1: i32):
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"(%arg1) : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "func.return"(%arg1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

