// ARGS: --allow-unregistered-dialect
// Graph regions: uses before definitions and cycles inside unregistered ops.
"test.graph"() ({
  %a = "test.node"(%b, %c) : (i32, i32) -> i32
  %b = "test.node"(%a) : (i32) -> i32
  %c = "test.node"(%c) : (i32) -> i32
  "test.sink"(%a, %b, %c) : (i32, i32, i32) -> ()
}) : () -> ()

func.func @graph_in_func(%x: f32) -> f32 {
  %r = "test.graph_op"(%x) ({
    %out = "test.add"(%in, %loop) : (f32, f32) -> f32
    %loop = "test.delay"(%out) : (f32) -> f32
    %in = "test.input"() : () -> f32
    "test.output"(%out) : (f32) -> ()
  }) : (f32) -> f32
  return %r : f32
}

"test.multi_result_graph"() ({
  "test.use_pair"(%p#0, %p#1) : (i8, i16) -> ()
  %p:2 = "test.pair"() : () -> (i8, i16)
  "test.use_first"(%p) : (i8) -> ()
}) : () -> ()

module {
  "test.cycle"() ({
    %x = "test.id"(%y) : (index) -> index
    %y = "test.id"(%x) : (index) -> index
  }) : () -> ()
}
