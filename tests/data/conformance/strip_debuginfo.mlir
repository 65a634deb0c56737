// RUN: mlir-opt %s -strip-debuginfo -mlir-print-debuginfo
// RUN: mlir-opt %s -p 'builtin.module(func.func(strip-debuginfo))' -mlir-print-debuginfo -mlir-print-local-scope

func.func @f(%a: i32 loc("arg":1:1)) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("here.py":3:4)
  return %0 : i32 loc(unknown)
}
