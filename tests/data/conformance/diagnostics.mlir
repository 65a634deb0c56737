// Verifier diagnostics, checked with expected-* comments, chunk by chunk.
// RUN: mlir-opt %s -split-input-file -verify-diagnostics
// RUN: not mlir-opt %s -split-input-file 2>&1
// RUN: not mlir-opt %s -split-input-file -p 'builtin.module(func.func(cse))' 2>&1

func.func @ok(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

// -----

func.func @missing_terminator() {
  // expected-error@+1 {{'arith.constant' op requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i32
  return
}

// -----

func.func @wrong_result_count(%a: i32) -> i32 {
  // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@wrong_result_count) returns 1}}
  return
}

// -----

func.func @ok_again(%a: i32) -> i32 {
  return %a : i32
}
