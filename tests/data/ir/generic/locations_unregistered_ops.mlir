#loc4 = loc("\C3\BC.c":2:2)
"builtin.module"() ({
  "test.outer"() ({
    %0 = "test.a"() : () -> i32 loc(#loc2)
    "test.inner"(%0) ({
    ^bb0(%arg0: i32 loc("\C3\BC.c":2:2)):
      "test.b"(%arg0) : (i32) -> () loc(#loc8)
    }) : (i32) -> () loc(#loc3)
    "test.c"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("locations_unregistered_ops.mlir":0:0)
#loc1 = loc("outer.c":5:5)
#loc2 = loc("\CF\80.c":1:1)
#loc3 = loc("test.inner.loc")
#loc5 = loc("x.c":3:3)
#loc6 = loc("\E2\98\83")
#loc7 = loc("snow.c":4:4)
#loc8 = loc("\E5\90\8D\E5\89\8D"(#loc5))
#loc9 = loc(callsite(#loc6 at #loc7))

