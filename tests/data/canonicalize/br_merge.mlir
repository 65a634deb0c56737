// cf.br to a block whose only predecessor is the branch's block: the blocks are merged, block
// arguments replaced by the branch operands; a chain of such blocks collapses into one.
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "chain"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    "cf.br"(%arg0, %arg1)[^bb1] : (i32, i32) -> ()
  ^bb1(%0: i32, %1: i32):  // pred: ^bb0
    %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%2)[^bb2] : (i32) -> ()
  ^bb2(%3: i32):  // pred: ^bb1
    %4 = "arith.muli"(%3, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"()[^bb3] : () -> ()
  ^bb3:  // pred: ^bb2
    "func.return"(%4) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

