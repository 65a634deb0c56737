// Broken pipelines and options: both tools must say the same thing and fail the same way.
// RUN: not mlir-opt %s -p 'builtin.module(func.func(cse)' 2>&1 | FileCheck %s --check-prefix=UNBALANCED
// RUN: not mlir-opt %s -p 'builtin.module(func.func(nonexistent))' 2>&1
// RUN: not mlir-opt %s -p 'builtin.module(canonicalize{max-iterations=ten})' 2>&1
// RUN: not mlir-opt %s -p 'builtin.module(canonicalize{no-such-option=1})' 2>&1
// RUN: not mlir-opt %s -p 'func.func(cse)' 2>&1
// RUN: not mlir-opt %s -p 'cse' 2>&1
// RUN: not mlir-opt %s -p 'builtin.module(canonicalize{top-down=maybe})' 2>&1
// RUN: not mlir-opt %s -p 'builtin.module(canonicalize{max-iterations=1' 2>&1
// RUN: not mlir-opt %s -p 'builtin.module(,cse)' 2>&1
// RUN: not mlir-opt %s -p 'builtin.module(func.func(cse)))' 2>&1

// UNBALANCED: error

func.func @f() {
  return
}
