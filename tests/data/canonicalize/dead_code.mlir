// Trivially dead pure ops are erased (transitively); calls and their results stay.
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "g", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "dead"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 42 : i32}> : () -> i32
    %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.muli"(%1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.xori"(%2, %arg0) : (i32, i32) -> i32
    %4 = "func.call"(%arg0) <{callee = @g}> : (i32) -> i32
    %5 = "arith.subi"(%4, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%arg0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

