// Private symbols stay private, excluded ones keep whatever visibility they had.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "keep", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "also", sym_visibility = "nested"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "third", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()
