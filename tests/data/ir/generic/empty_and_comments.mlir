"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "empty"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "nothing"}> ({
  ^bb0:
  }) : () -> ()
  "builtin.module"() ({
  ^bb0:
  }) : () -> ()
  "func.func"() <{function_type = (i32, i64) -> f32, sym_name = "spaced", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()

