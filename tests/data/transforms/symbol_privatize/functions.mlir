// Every top-level symbol becomes private unless excluded (`keep` in the exclude run).
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "keep"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "other"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "declaration", sym_visibility = "nested"}> ({
  }) : () -> ()
}) : () -> ()
