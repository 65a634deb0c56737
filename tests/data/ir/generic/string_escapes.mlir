"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "escapes"}> ({
    "test.strings"() {backslash = "C:\\path\\to\\file", braces = "{ } [ ] < > ( )", comment_like = "// not a comment", empty = "", hash = "#not_an_alias !nor_a_type @nor_a_symbol", hex = "\01\02\7F\FF", mixed = "\22\\\0A\09\00", newline = "line1\0Aline2", nul = "nul\00byte", percent = "%s %d %%", quote = "say \22hi\22", spaces = "   ", tab = "col1\09col2"} : () -> ()
    "test.typed_string"() {other = "bytes\00\01" : tensor<2xi8>, value = "typed" : i32} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "quoted_keys"}> ({
    "func.return"() : () -> ()
  }) {"0starts_with_digit", "key with spaces" = 1 : i32, key.with.dots = 2 : i32, "quote\22key" = "v"} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "symbol with spaces"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "sym\22quote"}> ({
    "test.call"() <{callee = @"symbol with spaces"}> {other = @"sym\22quote"} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

