// Pure ops directly in the module body are merged there too.
"builtin.module"() ({
  %0 = "arith.constant"() <{value = 4 : i32}> : () -> i32
  %1 = "arith.constant"() <{value = 4 : i32}> : () -> i32
  %2 = "arith.constant"() <{value = 8 : i32}> : () -> i32
  "dummy.global"(%0, %1) : (i32, i32) -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "f"}> ({
    %3 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
