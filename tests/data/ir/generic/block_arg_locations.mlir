#loc2 = loc("args.c":1:10)
#loc3 = loc("args.c":1:20)
#loc5 = loc("block.c":3:4)
#loc8 = loc("p.c":1:1)
#loc9 = loc("p2.c":2:2)
#loc10 = loc(unknown)
#loc16 = loc("region.c":1:1)
#loc17 = loc("c.c":1:1)
#loc18 = loc("d.c":2:2)
#loc21 = loc("named_b"(#loc3))
#loc22 = loc(fused[#loc8, #loc9])
#loc23 = loc(callsite(#loc17 at #loc18))
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "args"}> ({
  ^bb0(%arg2: i32 loc("args.c":1:10), %arg3: i32 loc("named_b"(#loc3))):
    "cf.br"(%arg2)[^bb1] : (i32) -> () loc(#loc4)
  ^bb1(%0: i32 loc("block.c":3:4)):  // 2 preds: ^bb0, ^bb2
    %1 = "arith.cmpi"(%0, %arg3) <{predicate = 2 : i64}> : (i32, i32) -> i1 loc(#loc6)
    "cf.cond_br"(%1, %0, %arg3)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, i32) -> () loc(#loc7)
  ^bb2(%2: i32 loc(fused[#loc8, #loc9]), %3: i32 loc(unknown)):  // pred: ^bb1
    %4 = "arith.addi"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc11)
    "cf.br"(%4)[^bb1] : (i32) -> () loc(#loc12)
  ^bb3:  // pred: ^bb1
    "func.return"(%0) : (i32) -> () loc(#loc13)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = () -> (), sym_name = "region_args"}> ({
    "test.region"() ({
    ^bb0(%arg0: index loc("region.c":1:1), %arg1: f32 loc(callsite(#loc17 at #loc18))):
      "test.use"(%arg0, %arg1) : (index, f32) -> () loc(#loc19)
    }) : () -> () loc(#loc15)
    "func.return"() : () -> () loc(#loc20)
  }) : () -> () loc(#loc14)
}) : () -> () loc(#loc)
#loc = loc("block_arg_locations.mlir":0:0)
#loc1 = loc("args.c":1:1)
#loc4 = loc("args.c":2:3)
#loc6 = loc("args.c":4:5)
#loc7 = loc("args.c":5:5)
#loc11 = loc("args.c":6:6)
#loc12 = loc("args.c":7:7)
#loc13 = loc("args.c":8:8)
#loc14 = loc("block_arg_locations.mlir":15:1)
#loc15 = loc("region.c":3:3)
#loc19 = loc("region.c":2:2)
#loc20 = loc("region.c":4:4)

