// Reproducers: generated after a successful run, replayed with their recorded pipeline.
// RUN: mlir-opt %s -p 'builtin.module(func.func(cse,canonicalize{max-iterations=2}))' --mlir-generate-reproducer=%t -o /dev/null
// RUN: cat %t
// RUN: mlir-opt %t --run-reproducer --dump-pass-pipeline 2>&1
// RUN: mlir-opt %s --run-reproducer -mlir-print-ir-before=cse 2>&1
// RUN: not mlir-opt %s -p 'builtin.module(test-pass-failure{gen-diagnostics=true})' --mlir-generate-reproducer=%t.failed
// RUN: not cat %t.failed

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(func.func(cse))",
      disable_threading: true,
      verify_each: true
    }
  }
#-}
