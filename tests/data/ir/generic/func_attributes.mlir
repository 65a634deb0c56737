"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noalias, test.name = "input"}, {test.range = [0 : i32, 100 : i32]}], function_type = (memref<4xf32>, i32) -> (f32, i32), res_attrs = [{test.result_tag = 1 : i64}, {}], sym_name = "annotated"}> ({
  ^bb0(%arg1: memref<4xf32>, %arg2: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "memref.load"(%arg1, %0) : (memref<4xf32>, index) -> f32
    "func.return"(%1, %arg2) : (f32, i32) -> ()
  }) {passthrough = ["noinline", ["frame-pointer", "all"]], test.priority = 3 : i16, test.unit_attr} : () -> ()
  "func.func"() <{arg_attrs = [{test.sext}], function_type = (i32) -> i64, res_attrs = [{test.zext}], sym_name = "decl_with_attrs", sym_visibility = "private"}> ({
  }) {sym.comment = "declared elsewhere"} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "nested_visibility", sym_visibility = "nested"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.dict = {inner = 1 : i64, other = "x"}}], function_type = (f64) -> f64, sym_name = "explicit_public", sym_visibility = "public"}> ({
  ^bb0(%arg0: f64):
    "func.return"(%arg0) : (f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), no_inline, sym_name = "no_inline_body"}> ({
    "func.return"() : () -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) : () -> ()

