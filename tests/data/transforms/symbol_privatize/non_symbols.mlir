// Ops that are not symbols are left alone, even with a sym_name attribute.
"builtin.module"() ({
  "dummy.named"() {sym_name = "not_a_symbol"} : () -> ()
  "builtin.module"() ({
    "dummy.inside"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "also"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
