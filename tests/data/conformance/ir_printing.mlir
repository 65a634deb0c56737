// IR printing instrumentation on stderr, output discarded.
// RUN: mlir-opt %s -p 'builtin.module(func.func(cse,canonicalize))' -mlir-print-ir-before=cse -mlir-disable-threading -o /dev/null 2>&1
// RUN: mlir-opt %s -p 'builtin.module(func.func(cse,canonicalize))' -mlir-print-ir-after-all -mlir-disable-threading -o /dev/null 2>&1
// RUN: mlir-opt %s -p 'builtin.module(func.func(cse,canonicalize))' -mlir-print-ir-after-change -mlir-disable-threading -o /dev/null 2>&1
// RUN: mlir-opt %s -p 'builtin.module(func.func(cse,canonicalize))' -mlir-print-ir-before-all -mlir-print-ir-module-scope -mlir-disable-threading -o /dev/null 2>&1
// RUN: mlir-opt %s -p 'builtin.module(func.func(cse))' -mlir-print-ir-after=cse -mlir-print-debuginfo -mlir-disable-threading -o /dev/null 2>&1
// RUN: mlir-opt %s -mlir-print-debuginfo
// RUN: mlir-opt %s -mlir-print-debuginfo -mlir-print-local-scope

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32 loc("here.py":3:4)
  %1 = arith.addi %a, %a : i32 loc(fused["x", "y"])
  %2 = arith.addi %0, %1 : i32 loc(callsite("callee" at "caller":1:2))
  return %2 : i32
}

func.func @g() {
  return
}
