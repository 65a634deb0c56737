"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "empty"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "decl_none", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> i1, sym_name = "decl_one", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i8, i16, i32, i64, index, f16, bf16, f32, f64) -> (i8, f64), sym_name = "decl_many", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = ((i32) -> i32) -> ((f32) -> f32), sym_name = "decl_func_type", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tuple<i32, f32>, tuple<>) -> tuple<tuple<i1>>, sym_name = "decl_tuple", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (complex<f32>, complex<f64>) -> complex<f32>, sym_name = "decl_complex", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (none) -> none, sym_name = "decl_none_type", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "identity"}> ({
  ^bb0(%arg5: i32):
    "func.return"(%arg5) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i8, ui16, si32) -> (si32, ui16, i8, i1), sym_name = "pass_through"}> ({
  ^bb0(%arg1: i1, %arg2: i8, %arg3: ui16, %arg4: si32):
    "func.return"(%arg4, %arg3, %arg2, %arg1) : (si32, ui16, i8, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i0) -> i0, sym_name = "zero_width"}> ({
  ^bb0(%arg0: i0):
    "func.return"(%arg0) : (i0) -> ()
  }) : () -> ()
}) : () -> ()

