#loc2 = loc("location_aliases.mlir":9:25)
"builtin.module"() ({
  "func.func"() <{function_type = (i8) -> i8, sym_name = "with_aliases"}> ({
  ^bb0(%arg0: i8 loc("location_aliases.mlir":9:25)):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8 loc(#loc1)
    %1 = "arith.muli"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8 loc(#loc3)
    %2 = "arith.subi"(%1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8 loc(#loc6)
    %3 = "arith.xori"(%2, %arg0) : (i8, i8) -> i8 loc(#loc7)
    "test.op"(%3) : (i8) -> () loc(#loc8)
    "test.op"(%3) : (i8) -> () loc(#loc4)
    "func.return"(%3) : (i8) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("location_aliases.mlir":0:0)
#loc1 = loc("aliased.c":1:1)
#loc3 = loc("aliased.c":2:2)
#loc4 = loc("defined_after_use.c":7:7)
#loc5 = loc("inline.c":9:9)
#loc6 = loc("named_alias"(#loc1))
#loc7 = loc(callsite(#loc3 at #loc1))
#loc8 = loc(fused[#loc1, #loc3, #loc6])

