"builtin.module"() ({
  "test.graph"() ({
    %7 = "test.node"(%8, %9) : (i32, i32) -> i32
    %8 = "test.node"(%7) : (i32) -> i32
    %9 = "test.node"(%9) : (i32) -> i32
    "test.sink"(%7, %8, %9) : (i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> f32, sym_name = "graph_in_func"}> ({
  ^bb0(%arg0: f32):
    %3 = "test.graph_op"(%arg0) ({
      %4 = "test.add"(%6, %5) : (f32, f32) -> f32
      %5 = "test.delay"(%4) : (f32) -> f32
      %6 = "test.input"() : () -> f32
      "test.output"(%4) : (f32) -> ()
    }) : (f32) -> f32
    "func.return"(%3) : (f32) -> ()
  }) : () -> ()
  "test.multi_result_graph"() ({
    "test.use_pair"(%2#0, %2#1) : (i8, i16) -> ()
    %2:2 = "test.pair"() : () -> (i8, i16)
    "test.use_first"(%2#0) : (i8) -> ()
  }) : () -> ()
  "builtin.module"() ({
    "test.cycle"() ({
      %0 = "test.id"(%1) : (index) -> index
      %1 = "test.id"(%0) : (index) -> index
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

