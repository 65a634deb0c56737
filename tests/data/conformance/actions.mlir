// Action logging: every pass run (adaptors included) and greedy rewrite iteration, filtered by location.
// RUN: mlir-opt %s --log-actions-to=- -p 'builtin.module(func.func(canonicalize,cse),test-stats-pass)' -mlir-disable-threading -o /dev/null 2>&1
// RUN: mlir-opt %s --log-actions-to=- --log-mlir-actions-filter=%s:12 -p 'builtin.module(func.func(canonicalize))' -mlir-disable-threading -o /dev/null 2>&1
// RUN: mlir-opt %s --log-actions-to=- --log-mlir-actions-filter=nowhere.mlir -p 'builtin.module(func.func(cse))' -mlir-disable-threading -o /dev/null 2>&1
// RUN: mlir-opt %s --log-actions-to=- --composite-fixed-point-pass='name=Loop pipeline=any(canonicalize,cse)' -mlir-disable-threading -o /dev/null

func.func @first(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}
func.func @second(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
