// ARGS: --mlir-print-debuginfo --allow-unregistered-dialect
// Locations on block arguments, function arguments and region arguments.
func.func @args(%a: i32 loc("args.c":1:10), %b: i32 loc("named_b"("args.c":1:20))) -> i32 {
  cf.br ^bb1(%a : i32) loc("args.c":2:3)
^bb1(%x: i32 loc("block.c":3:4)):
  %c = arith.cmpi slt, %x, %b : i32 loc("args.c":4:5)
  cf.cond_br %c, ^bb2(%x, %b : i32, i32), ^bb3 loc("args.c":5:5)
^bb2(%p: i32 loc(fused["p.c":1:1, "p2.c":2:2]), %q: i32 loc(unknown)):
  %s = arith.addi %p, %q : i32 loc("args.c":6:6)
  cf.br ^bb1(%s : i32) loc("args.c":7:7)
^bb3:
  return %x : i32 loc("args.c":8:8)
} loc("args.c":1:1)

func.func @region_args() {
  "test.region"() ({
  ^bb0(%r: index loc("region.c":1:1), %s: f32 loc(callsite("c.c":1:1 at "d.c":2:2))):
    "test.use"(%r, %s) : (index, f32) -> () loc("region.c":2:2)
  }) : () -> () loc("region.c":3:3)
  return loc("region.c":4:4)
}
