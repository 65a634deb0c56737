// Function attributes, argument and result attributes, visibility.
func.func @annotated(%arg0: memref<4xf32> {llvm.noalias, test.name = "input"},
                     %arg1: i32 {test.range = [0 : i32, 100 : i32]})
    -> (f32 {test.result_tag = 1 : i64}, i32)
    attributes {passthrough = ["noinline", ["frame-pointer", "all"]], test.unit_attr, test.priority = 3 : i16} {
  %c0 = arith.constant 0 : index
  %v = memref.load %arg0[%c0] : memref<4xf32>
  return %v, %arg1 : f32, i32
}

func.func private @decl_with_attrs(i32 {test.sext}) -> (i64 {test.zext})
  attributes {sym.comment = "declared elsewhere"}

func.func nested @nested_visibility() {
  return
}

func.func public @explicit_public(%a: f64 {test.dict = {inner = 1, other = "x"}}) -> f64 {
  return %a : f64
}

func.func @no_inline_body() attributes {no_inline, llvm.emit_c_interface} {
  return
}
