// Private functions nobody calls are erased; public ones and those they call stay.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "dead_private", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "live_private", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "public_function"}> ({
    "func.call"() <{callee = @live_private}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
