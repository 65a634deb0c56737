// An unnamed nested module is no symbol: it is live, and its private symbols are
// judged in its own table.
"builtin.module"() ({
  "builtin.module"() ({
    "func.func"() <{function_type = () -> (), sym_name = "used", sym_visibility = "private"}> ({
    }) : () -> ()
    "func.func"() <{function_type = () -> (), sym_name = "unused", sym_visibility = "private"}> ({
    }) : () -> ()
    "func.func"() <{function_type = () -> (), sym_name = "caller"}> ({
      "func.call"() <{callee = @used}> : () -> ()
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "orphan", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()
