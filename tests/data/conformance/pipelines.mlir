// Textual pipelines: nesting, options, dumps (output discarded, the dump is on stderr).
// RUN: mlir-opt %s -p 'builtin.module(func.func(cse,canonicalize))' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: mlir-opt %s -p 'builtin.module(canonicalize{max-iterations=3 top-down=false},cse)' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPTIONS
// RUN: mlir-opt %s -p 'any(cse)' --dump-pass-pipeline -o /dev/null 2>&1
// RUN: mlir-opt %s --mlir-disable-threading -p 'builtin.module(func.func(cse),symbol-dce)'
// RUN: mlir-opt %s --cse --canonicalize --dump-pass-pipeline -o /dev/null 2>&1
// RUN: mlir-opt %s -p 'builtin.module( func.func( cse ) , cse )' --dump-pass-pipeline -o /dev/null 2>&1

// NESTED: builtin.module(func.func(cse, canonicalize{
// OPTIONS: builtin.module(canonicalize{  max-iterations=3

func.func @twice(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}

func.func private @unused()
