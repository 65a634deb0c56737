// Only the symbols directly in the module change, not those of a nested module.
"builtin.module"() ({
  "builtin.module"() <{sym_name = "keep"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "inner"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "lib"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "inner"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
