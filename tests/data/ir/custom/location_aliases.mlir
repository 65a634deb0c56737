// ARGS: --mlir-print-debuginfo --allow-unregistered-dialect
// Location aliases `#loc = loc(...)`, referenced directly and from nested locations.
#loc = loc("aliased.c":1:1)
#loc1 = loc("aliased.c":2:2)
#loc_name = loc("named_alias"(#loc))
#loc_call = loc(callsite(#loc1 at #loc))
#loc_fused = loc(fused[#loc, #loc1, #loc_name])

func.func @with_aliases(%a: i8) -> i8 {
  %0 = arith.addi %a, %a : i8 loc(#loc)
  %1 = arith.muli %0, %a : i8 loc(#loc1)
  %2 = arith.subi %1, %a : i8 loc(#loc_name)
  %3 = arith.xori %2, %a : i8 loc(#loc_call)
  "test.op"(%3) : (i8) -> () loc(#loc_fused)
  "test.op"(%3) : (i8) -> () loc(#loc_late)
  return %3 : i8 loc("inline.c":9:9)
} loc(#loc)

#loc_late = loc("defined_after_use.c":7:7)
