#loc2 = loc("locations_file_line_col.mlir":4:22)
#loc3 = loc("locations_file_line_col.mlir":4:31)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "located"}> ({
  ^bb0(%arg0: i32 loc("locations_file_line_col.mlir":4:22), %arg1: i32 loc("locations_file_line_col.mlir":4:31)):
    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc4)
    %1 = "arith.muli"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc5)
    %2 = "arith.subi"(%1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc6)
    %3 = "arith.andi"(%2, %arg0) : (i32, i32) -> i32 loc(#loc7)
    %4 = "arith.ori"(%3, %arg1) : (i32, i32) -> i32 loc(#loc8)
    "func.return"(%4) : (i32) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = () -> (), sym_name = "big_numbers"}> ({
    "func.return"() : () -> () loc(#loc11)
  }) : () -> () loc(#loc10)
  "func.func"() <{function_type = () -> (), sym_name = "range_loc"}> ({
    "func.return"() : () -> () loc(#loc13)
  }) : () -> () loc(#loc12)
}) : () -> () loc(#loc)
#loc = loc("module.mlir":1:1)
#loc1 = loc("source.c":1:1)
#loc4 = loc("source.c":3:4)
#loc5 = loc("source.c":4:10)
#loc6 = loc(unknown)
#loc7 = loc("path/with spaces/and\22quote.c":100:1)
#loc8 = loc("-":0:0)
#loc9 = loc("source.c":5:3)
#loc10 = loc("generated.mlir":1:1)
#loc11 = loc("generated.mlir":4294967295:65535)
#loc12 = loc("ranged.c":5:1 to :20)
#loc13 = loc("ranged.c":7:2 to 9:14)

