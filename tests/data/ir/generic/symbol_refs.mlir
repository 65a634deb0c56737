"builtin.module"() <{sym_name = "root"}> ({
  "builtin.module"() <{sym_name = "a"}> ({
    "builtin.module"() <{sym_name = "b"}> ({
      "func.func"() <{function_type = () -> (), sym_name = "c"}> ({
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "func.func"() <{function_type = () -> (), sym_name = "local"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "refs"}> ({
    "test.symbol_user"() {callee = @a::@b::@c} : () -> ()
    %0 = "func.constant"() <{value = @refs}> : () -> (() -> ())
    "func.call_indirect"(%0) : (() -> ()) -> ()
    "func.return"() : () -> ()
  }) {flat = @refs, in_dict = {target = @root::@a}, list = [@a, @a::@b, @a::@b::@c], nested = @a::@b::@c, quoted = @"a b"::@"c d", two = @a::@local} : () -> ()
  "test.symbol_table"() ({
    "test.symbol"() <{sym_name = "inner_sym", sym_visibility = "private"}> : () -> ()
  }) {sym_name = "table"} : () -> ()
}) : () -> ()

