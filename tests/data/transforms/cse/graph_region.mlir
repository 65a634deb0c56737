// A single-block region of an unregistered op is a graph region: uses may come first;
// only users not visited yet are redirected to the surviving op.
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "graph"}> ({
  ^bb0(%x: i32):
    "dummy.graph"() ({
      %0 = "arith.addi"(%2, %x) : (i32, i32) -> i32
      %1 = "arith.muli"(%x, %x) : (i32, i32) -> i32
      %2 = "arith.muli"(%x, %x) : (i32, i32) -> i32
      %3 = "arith.addi"(%2, %x) : (i32, i32) -> i32
      "dummy.sink"(%0, %1, %2, %3) : (i32, i32, i32, i32) -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
