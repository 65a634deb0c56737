// Names that need quoting are symbols like any other.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "with space"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "keep"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
