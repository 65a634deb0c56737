"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "successors"}> ({
  ^bb0(%arg1: i1, %arg2: i32):
    "foo.cond_branch"(%arg1, %arg2)[^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 1, 0>} : (i1, i32) -> ()
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
    "foo.switch"(%0)[^bb2, ^bb3, ^bb1] : (i32) -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "func.return"(%1) : (i32) -> ()
  ^bb3:  // pred: ^bb1
    "func.return"(%arg2) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "self_loop"}> ({
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "foo.maybe_exit"()[^bb1, ^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "many_successors"}> ({
  ^bb0(%arg0: index):
    "foo.jump_table"(%arg0)[^bb1, ^bb2, ^bb3, ^bb4, ^bb5] : (index) -> ()
  ^bb1:  // pred: ^bb0
    "cf.br"()[^bb5] : () -> ()
  ^bb2:  // pred: ^bb0
    "cf.br"()[^bb5] : () -> ()
  ^bb3:  // pred: ^bb0
    "cf.br"()[^bb5] : () -> ()
  ^bb4:  // pred: ^bb0
    "cf.br"()[^bb5] : () -> ()
  ^bb5:  // 5 preds: ^bb0, ^bb1, ^bb2, ^bb3, ^bb4
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

