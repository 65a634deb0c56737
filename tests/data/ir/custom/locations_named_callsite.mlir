// ARGS: --mlir-print-debuginfo
// Named locations, call-site locations and their nesting.
func.func @named(%a: f32) -> f32 {
  %0 = arith.addf %a, %a : f32 loc("add_op")
  %1 = arith.mulf %0, %a : f32 loc("mul"("kernel.py":12:8))
  %2 = arith.subf %1, %a : f32 loc("outer"("inner"("deep.py":1:2)))
  %3 = arith.divf %2, %a : f32 loc(callsite("callee.c":10:5 at "caller.c":20:7))
  %4 = arith.negf %3 : f32 loc(callsite("inlined"("lib.c":3:3) at callsite("mid.c":4:4 at "main.c":5:5)))
  %5 = arith.addf %4, %a : f32 loc("name with \"escapes\" \\ and \09 tab")
  return %5 : f32 loc(callsite(unknown at "top.c":1:1))
} loc("named_func"("funcs.c":1:1))

func.func @unknown_children() {
  return loc("only_name"(unknown))
} loc(unknown)
