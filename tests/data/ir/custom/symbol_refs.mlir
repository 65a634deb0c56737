// ARGS: --allow-unregistered-dialect
// Flat and nested symbol references, across nested symbol tables.
module @root {
  module @a {
    module @b {
      func.func @c() {
        return
      }
    }
    func.func @local() {
      return
    }
  }

  func.func @refs() attributes {
      flat = @refs,
      nested = @a::@b::@c,
      two = @a::@local,
      quoted = @"a b"::@"c d",
      list = [@a, @a::@b, @a::@b::@c],
      in_dict = {target = @root::@a}
    } {
    "test.symbol_user"() {callee = @a::@b::@c} : () -> ()
    %f = func.constant @refs : () -> ()
    func.call_indirect %f() : () -> ()
    return
  }

  "test.symbol_table"() ({
    "test.symbol"() {sym_name = "inner_sym", sym_visibility = "private"} : () -> ()
  }) {sym_name = "table"} : () -> ()
}
