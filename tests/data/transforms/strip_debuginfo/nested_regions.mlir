// Ops and block arguments inside the regions of nested ops are stripped as well.
"builtin.module"() ({
  "dummy.outer"() ({
  ^bb0(%a: i32 loc("n.c":1:1)):
    "dummy.inner"(%a) ({
    ^bb0(%b: i32 loc("n.c":2:1)):
      "dummy.leaf"(%b) : (i32) -> () loc("leaf"("n.c":3:1))
    }) : (i32) -> () loc("n.c":4:1)
  }) : () -> () loc("n.c":5:1)
}) : () -> () loc("n.c":6:1)
