// References in any attribute of a live op count, nested in arrays and dictionaries too.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "in_array", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "in_dict", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "top_level_user", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "unused", sym_visibility = "private"}> ({
  }) : () -> ()
  "dummy.top_level"() {ref = @top_level_user} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "user"}> ({
    "dummy.use"() {refs = [@in_array, 3 : i64], table = {key = @in_dict}} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
