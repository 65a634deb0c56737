// ARGS: --mlir-print-debuginfo --allow-unregistered-dialect
// Fused locations with and without metadata, nested in other location kinds.
func.func @fused(%a: i64, %b: i64) -> i64 {
  %0 = arith.addi %a, %b : i64 loc(fused["a.c":1:1, "b.c":2:2])
  %1 = arith.muli %0, %b : i64 loc(fused<"metadata string">["a.c":3:3, "name"("c.c":4:4)])
  %2 = arith.subi %1, %a : i64 loc(fused<{pass = "inliner", step = 2 : i32}>["x.c":5:5, unknown])
  %3 = arith.xori %2, %a : i64 loc(fused[callsite("f.c":1:2 at "g.c":3:4), fused["h.c":5:6, "i.c":7:8]])
  %4 = arith.ori %3, %b : i64 loc(callsite(fused["p.c":1:1, "q.c":2:2] at "r.c":3:3))
  %5 = arith.andi %4, %b : i64 loc(fused<#foo.loc_meta<1>>["s.c":1:1, "t.c":2:2])
  return %5 : i64 loc(fused["ret.c":9:9])
}
