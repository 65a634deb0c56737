// Regions of unregistered ops may be isolated from above: each gets a fresh table,
// so values are merged inside a region but never with the enclosing block's.
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "nested"}> ({
  ^bb0(%x: i32):
    %0 = "arith.addi"(%x, %x) : (i32, i32) -> i32
    %1 = "dummy.region"() ({
      %2 = "arith.addi"(%x, %x) : (i32, i32) -> i32
      %3 = "arith.addi"(%x, %x) : (i32, i32) -> i32
      %4 = "arith.muli"(%2, %3) : (i32, i32) -> i32
      "dummy.yield"(%4) : (i32) -> ()
    }, {
      %5 = "arith.addi"(%x, %x) : (i32, i32) -> i32
      %6 = "arith.muli"(%5, %5) : (i32, i32) -> i32
      "dummy.yield"(%6) : (i32) -> ()
    }) : () -> i32
    %7 = "arith.addi"(%x, %x) : (i32, i32) -> i32
    %8 = "arith.addi"(%1, %7) : (i32, i32) -> i32
    "func.return"(%8) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
