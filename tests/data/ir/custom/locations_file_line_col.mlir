// ARGS: --mlir-print-debuginfo
// File/line/column locations on ops, functions and the module, plus unknown.
module {
  func.func @located(%a: i32, %b: i32) -> i32 {
    %s = arith.addi %a, %b : i32 loc("source.c":3:4)
    %m = arith.muli %s, %a : i32 loc("source.c":4:10)
    %d = arith.subi %m, %b : i32 loc(unknown)
    %e = arith.andi %d, %a : i32 loc("path/with spaces/and\"quote.c":100:1)
    %f = arith.ori %e, %b : i32 loc("":0:0)
    return %f : i32 loc("source.c":5:3)
  } loc("source.c":1:1)

  func.func @big_numbers() {
    return loc("generated.mlir":4294967295:65535)
  } loc("generated.mlir":1:1)

  func.func @range_loc() {
    return loc("ranged.c":7:2 to 9:14)
  } loc("ranged.c":5:1 to :20)
} loc("module.mlir":1:1)
