// Nested symbol tables: @outer::@inner references keep both; a dead private module goes
// with its contents; public symbols of a live nested module stay.
"builtin.module"() ({
  "builtin.module"() <{sym_name = "outer", sym_visibility = "private"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "inner", sym_visibility = "private"}> ({
    }) : () -> ()
    "func.func"() <{function_type = () -> (), sym_name = "inner_dead", sym_visibility = "private"}> ({
    }) : () -> ()
    "func.func"() <{function_type = () -> (), sym_name = "inner_public"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "dead_module", sym_visibility = "private"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    "dummy.use"() {target = @outer::@inner} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
