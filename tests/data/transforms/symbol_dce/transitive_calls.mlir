// Liveness propagates through call chains; an unreachable cycle of private functions dies.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "entry"}> ({
    "func.call"() <{callee = @a}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "a", sym_visibility = "private"}> ({
    "func.call"() <{callee = @b}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "b", sym_visibility = "private"}> ({
    "func.call"() <{callee = @c}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "c", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "cycle1", sym_visibility = "private"}> ({
    "func.call"() <{callee = @cycle2}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "cycle2", sym_visibility = "private"}> ({
    "func.call"() <{callee = @cycle1}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
