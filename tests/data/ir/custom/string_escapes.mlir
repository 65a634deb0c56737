// ARGS: --allow-unregistered-dialect
// String attributes with every escape MLIR knows, and quoted names.
func.func @escapes() {
  "test.strings"() {
    quote = "say \"hi\"",
    backslash = "C:\\path\\to\\file",
    newline = "line1\nline2",
    tab = "col1\tcol2",
    nul = "nul\00byte",
    hex = "\01\02\7F\FF",
    mixed = "\"\\\n\t\00",
    empty = "",
    spaces = "   ",
    percent = "%s %d %%",
    braces = "{ } [ ] < > ( )",
    comment_like = "// not a comment",
    hash = "#not_an_alias !nor_a_type @nor_a_symbol"
  } : () -> ()
  "test.typed_string"() {value = "typed" : i32, other = "bytes\00\01" : tensor<2xi8>} : () -> ()
  return
}

func.func @quoted_keys() attributes {"key with spaces" = 1 : i32, "key.with.dots" = 2 : i32, "0starts_with_digit" = unit, "quote\"key" = "v"} {
  return
}

func.func @"symbol with spaces"() {
  return
}

func.func @"sym\"quote"() {
  "test.call"() {callee = @"symbol with spaces", other = @"sym\"quote"} : () -> ()
  return
}
