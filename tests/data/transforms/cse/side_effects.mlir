// Calls, asserts and unregistered ops have (or may have) side effects: never merged or erased.
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32, i1) -> (i32, i32), sym_name = "effects"}> ({
  ^bb0(%x: i32, %c: i1):
    %0 = "func.call"(%x) <{callee = @callee}> : (i32) -> i32
    %1 = "func.call"(%x) <{callee = @callee}> : (i32) -> i32
    %2 = "func.call"(%x) <{callee = @callee}> : (i32) -> i32
    "cf.assert"(%c) <{msg = "first"}> : (i1) -> ()
    "cf.assert"(%c) <{msg = "first"}> : (i1) -> ()
    %3 = "dummy.opaque"(%x) : (i32) -> i32
    %4 = "dummy.opaque"(%x) : (i32) -> i32
    %5 = "dummy.unused"(%x) : (i32) -> i32
    %6 = "arith.addi"(%0, %1) : (i32, i32) -> i32
    %7 = "arith.addi"(%3, %4) : (i32, i32) -> i32
    "func.return"(%6, %7) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
