// Discardable attributes take part in equality (as a dictionary: order does not matter).
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32, i32, i32), sym_name = "attributes"}> ({
  ^bb0(%x: i32):
    %0 = "arith.addi"(%x, %x) {tag = 1 : i64, note = "a"} : (i32, i32) -> i32
    %1 = "arith.addi"(%x, %x) {note = "a", tag = 1 : i64} : (i32, i32) -> i32
    %2 = "arith.addi"(%x, %x) {tag = 2 : i64, note = "a"} : (i32, i32) -> i32
    %3 = "arith.addi"(%x, %x) : (i32, i32) -> i32
    %4 = "arith.addi"(%x, %x) {unit_flag} : (i32, i32) -> i32
    %5 = "arith.addi"(%x, %x) {unit_flag} : (i32, i32) -> i32
    "func.return"(%1, %2, %3, %5) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
