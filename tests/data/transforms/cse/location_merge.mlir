// The surviving op takes the location of an eliminated duplicate when its own is unknown.
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "locations"}> ({
  ^bb0(%x: i32):
    %0 = "arith.addi"(%x, %x) : (i32, i32) -> i32 loc(unknown)
    %1 = "arith.addi"(%x, %x) : (i32, i32) -> i32 loc("source.py":12:3)
    %2 = "arith.muli"(%x, %x) : (i32, i32) -> i32 loc("source.py":20:1)
    %3 = "arith.muli"(%x, %x) : (i32, i32) -> i32 loc("source.py":21:1)
    %4 = "arith.subi"(%0, %1) : (i32, i32) -> i32 loc(unknown)
    %5 = "arith.subi"(%1, %1) : (i32, i32) -> i32 loc(unknown)
    "func.return"(%4, %3) : (i32, i32) -> () loc(unknown)
  }) : () -> () loc(unknown)
}) : () -> () loc(unknown)
