"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "first"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "test.top"() {position = 2 : i32} : () -> ()
  %0 = "test.value"() : () -> i32
  "test.consume"(%0) : (i32) -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "second", sym_visibility = "private"}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "explicit_inner"}> ({
  ^bb0:
  }) : () -> ()
}) : () -> ()

