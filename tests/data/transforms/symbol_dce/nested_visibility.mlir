// `nested` visibility is not private: such symbols are kept.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "nested_vis", sym_visibility = "nested"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "private_vis", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "public_vis", sym_visibility = "public"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
