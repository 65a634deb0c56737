// RUN: mlir-opt %s -allow-unregistered-dialect -topological-sort
// RUN: mlir-opt %s -allow-unregistered-dialect -view-op-graph -o %t 2>&1
// RUN: mlir-opt %s -allow-unregistered-dialect -view-op-graph='print-data-flow-edges=false print-control-flow-edges=true max-label-len=6' -mlir-print-op-generic -o %t 2>&1
// RUN: mlir-opt %s -allow-unregistered-dialect -snapshot-op-locations='filename=%t tag=snap' -mlir-print-debuginfo -mlir-print-local-scope
// RUN: mlir-opt %s -allow-unregistered-dialect -snapshot-op-locations="filename=%t print-debuginfo print-op-generic" -mlir-print-debuginfo
// RUN: mlir-opt %s -allow-unregistered-dialect -mlir-elide-elementsattrs-if-larger=2 -view-op-graph -o %t 2>&1
// RUN: mlir-opt %s -allow-unregistered-dialect -mlir-elide-elementsattrs-if-larger=2 -mlir-print-op-generic

%sum = arith.addi %c0, %c1 : index
%c0 = arith.constant 0 : index
%c1 = arith.constant 1 : index

gpu.module @kernels {
  %x = "u.use"(%y) : (i32) -> i32
  %y = "u.def"() {note = "a|b<c>"} : () -> i32
}

func.func @f(%a: index, %t: tensor<4x8xf32>) -> index attributes {tag = dense<[1, 2, 3]> : tensor<3xi32>} {
  %r = scf.for %i = %a to %a step %a iter_args(%acc = %a) -> (index) {
    %n = arith.addi %acc, %i : index
    scf.yield %n : index
  } loc("loop.py":3:1)
  %p:2 = "u.pair"(%t, %t) : (tensor<4x8xf32>, tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>)
  return %r : index
} loc(fused["f.py":1:1, "named"])
