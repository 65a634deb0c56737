// ARGS: --allow-unregistered-dialect
// Unregistered ops with several regions, multiple blocks and results.
func.func @regions(%a: i32, %b: f32) -> i32 {
  %r:2 = "foo.bar"(%a, %b) ({
    %x = "foo.inner"() : () -> i32
    "foo.yield"(%x) : (i32) -> ()
  }, {
  ^bb0(%arg: i32, %arg2: f32):
    "foo.yield"(%arg) : (i32) -> ()
  }, {
  }) {note = "three regions"} : (i32, f32) -> (i32, f32)
  "foo.multi_block"() ({
    "foo.br"()[^second] : () -> ()
  ^second:
    "foo.br"()[^third] : () -> ()
  ^third:
    "foo.end"() : () -> ()
  }) : () -> ()
  "foo.empty_region"() ({
  }) : () -> ()
  "foo.no_operands"() : () -> ()
  return %r#0 : i32
}

"foo.top_level"() ({
  "foo.nested_top"() ({
    %v = "foo.value"() : () -> index
    "foo.use"(%v) : (index) -> ()
  }) : () -> ()
}) {sym_name = "top"} : () -> ()

func.func @custom_types(%t: !foo.type, %p: !foo.param<i32, "s", [1, 2]>) -> !foo.type {
  %r = "foo.convert"(%p) : (!foo.param<i32, "s", [1, 2]>) -> !foo.type
  return %r : !foo.type
}
