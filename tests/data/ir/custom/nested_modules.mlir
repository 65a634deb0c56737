// ARGS: --allow-unregistered-dialect
// Named and unnamed nested modules, visibility, and module attributes.
module @outer attributes {test.version = 3 : i32, dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little">} {
  func.func @top() {
    return
  }

  module @inner_public {
    func.func @leaf(%x: i32) -> i32 {
      return %x : i32
    }
  }

  module @inner_private attributes {sym_visibility = "private"} {
    func.func private @hidden()
    module @deepest attributes {sym_visibility = "nested"} {
      func.func nested @very_deep() {
        return
      }
    }
  }

  module {
    func.func @in_unnamed() {
      return
    }
  }

  module attributes {test.empty} {
  }

  func.func @uses_nested() -> i32 {
    %c = arith.constant 5 : i32
    %r = "test.call_nested"(%c) {callee = @inner_public::@leaf} : (i32) -> i32
    return %r : i32
  }
}
