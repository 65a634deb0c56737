// Timing and statistics reports (times are compared as 0.0).
// RUN: mlir-opt %s -p 'builtin.module(func.func(cse,canonicalize))' -mlir-timing -mlir-disable-threading -o /dev/null 2>&1
// RUN: mlir-opt %s -p 'builtin.module(func.func(cse,canonicalize))' -mlir-timing -mlir-timing-display=tree -mlir-disable-threading -o /dev/null 2>&1
// RUN: mlir-opt %s -p 'builtin.module(func.func(cse,canonicalize))' -mlir-pass-statistics -mlir-pass-statistics-display=list -o /dev/null 2>&1
// RUN: mlir-opt %s -p 'builtin.module(func.func(cse,canonicalize))' -mlir-pass-statistics -o /dev/null 2>&1

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
