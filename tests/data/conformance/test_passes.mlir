// MLIR's pass-manager test passes (mlir-opt's test-* passes) in nested pipelines.
// RUN: mlir-opt %s -p 'builtin.module(test-module-pass,func.func(test-function-pass,test-interface-pass),any(test-interface-pass))' -o /dev/null 2>&1
// RUN: mlir-opt %s -p 'builtin.module(func.func(test-options-pass{enum=two list=1,2 string-list=a,b string="x y"}))' --dump-pass-pipeline -o /dev/null 2>&1
// RUN: mlir-opt %s -test-pm-nested-pipeline --dump-pass-pipeline -o /dev/null 2>&1
// RUN: mlir-opt %s -test-textual-pm-nested-pipeline --dump-pass-pipeline -o /dev/null 2>&1
// RUN: mlir-opt %s -test-options-pass-pipeline='list=3 enum=one' --dump-pass-pipeline -o /dev/null 2>&1
// RUN: not mlir-opt %s -p 'builtin.module(test-pass-failure{gen-diagnostics=true})' 2>&1
// RUN: mlir-opt %s -p 'builtin.module(builtin.module(test-dynamic-pipeline{op-name=second dynamic-pipeline=func.func(cse,canonicalize)}))' -mlir-disable-threading -mlir-print-ir-before-all 2>&1
// RUN: mlir-opt %s -p 'builtin.module(builtin.module(test-dynamic-pipeline{dynamic-pipeline=cse run-on-nested-operations=1}))' -mlir-disable-threading 2>&1
// RUN: mlir-opt %s -p 'builtin.module(builtin.module(test-dynamic-pipeline{dynamic-pipeline=cse run-on-parent=1}))' -mlir-disable-threading 2>&1
// RUN: mlir-opt %s -p 'builtin.module(test-dynamic-pipeline{dynamic-pipeline=cse})' 2>&1
// RUN: not mlir-opt %s -p 'builtin.module(test-interface-pass)' 2>&1
// RUN: not mlir-opt %s -p 'builtin.module(builtin.module(func.func(test-interface-pass),test-interface-pass))' 2>&1

module @first {
  func.func @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    %1 = arith.addi %a, %a : i32
    %2 = arith.muli %0, %1 : i32
    return %2 : i32
  }
}
module @second {
  module @nested {
    func.func @g() {
      return
    }
  }
  func.func @h(%a: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %0 = arith.addi %a, %c0 : i32
    return %0 : i32
  }
}
