// ARGS: --mlir-print-debuginfo --allow-unregistered-dialect
// Locations inside unregistered ops with regions, and unicode in names.
"test.outer"() ({
  %0 = "test.a"() : () -> i32 loc("π.c":1:1)
  "test.inner"(%0) ({
  ^bb0(%arg0: i32 loc("ü.c":2:2)):
    "test.b"(%arg0) : (i32) -> () loc("名前"("x.c":3:3))
  }) : (i32) -> () loc("test.inner.loc")
  "test.c"() : () -> () loc(callsite("\E2\98\83" at "snow.c":4:4))
}) : () -> () loc("outer.c":5:5)
