"builtin.module"() ({
  "func.func"() <{function_type = (i32, f32) -> i32, sym_name = "regions"}> ({
  ^bb0(%arg2: i32, %arg3: f32):
    %2:2 = "foo.bar"(%arg2, %arg3) ({
      %3 = "foo.inner"() : () -> i32
      "foo.yield"(%3) : (i32) -> ()
    }, {
    ^bb0(%arg4: i32, %arg5: f32):
      "foo.yield"(%arg4) : (i32) -> ()
    }, {
    }) {note = "three regions"} : (i32, f32) -> (i32, f32)
    "foo.multi_block"() ({
      "foo.br"()[^bb1] : () -> ()
    ^bb1:  // pred: ^bb0
      "foo.br"()[^bb2] : () -> ()
    ^bb2:  // pred: ^bb1
      "foo.end"() : () -> ()
    }) : () -> ()
    "foo.empty_region"() ({
    }) : () -> ()
    "foo.no_operands"() : () -> ()
    "func.return"(%2#0) : (i32) -> ()
  }) : () -> ()
  "foo.top_level"() ({
    "foo.nested_top"() ({
      %1 = "foo.value"() : () -> index
      "foo.use"(%1) : (index) -> ()
    }) : () -> ()
  }) {sym_name = "top"} : () -> ()
  "func.func"() <{function_type = (!foo.type, !foo.param<i32, "s", [1, 2]>) -> !foo.type, sym_name = "custom_types"}> ({
  ^bb0(%arg0: !foo.type, %arg1: !foo.param<i32, "s", [1, 2]>):
    %0 = "foo.convert"(%arg1) : (!foo.param<i32, "s", [1, 2]>) -> !foo.type
    "func.return"(%0) : (!foo.type) -> ()
  }) : () -> ()
}) : () -> ()

