"builtin.module"() <{sym_name = "outer"}> ({
  "func.func"() <{function_type = () -> (), sym_name = "top"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner_public"}> ({
    "func.func"() <{function_type = (i32) -> i32, sym_name = "leaf"}> ({
    ^bb0(%arg0: i32):
      "func.return"(%arg0) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner_private", sym_visibility = "private"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "hidden", sym_visibility = "private"}> ({
    }) : () -> ()
    "builtin.module"() <{sym_name = "deepest", sym_visibility = "nested"}> ({
      "func.func"() <{function_type = () -> (), sym_name = "very_deep", sym_visibility = "nested"}> ({
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() ({
    "func.func"() <{function_type = () -> (), sym_name = "in_unnamed"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "builtin.module"() ({
  ^bb0:
  }) {test.empty} : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "uses_nested"}> ({
    %0 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1 = "test.call_nested"(%0) {callee = @inner_public::@leaf} : (i32) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little">, test.version = 3 : i32} : () -> ()

