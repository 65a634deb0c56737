// RUN: mlir-opt %s | mlir-opt | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s

// CHECK-LABEL: @assert
func.func @assert(%arg : i1) {
  cf.assert %arg, "Some message in case this assertion fails."
  return
}

// CHECK-LABEL: func @switch(
func.func @switch(%flag : i32, %caseOperand : i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%caseOperand : i32),
    42: ^bb2(%caseOperand : i32),
    43: ^bb3(%caseOperand : i32)
  ]

  ^bb1(%bb1arg : i32):
    return
  ^bb2(%bb2arg : i32):
    return
  ^bb3(%bb3arg : i32):
    return
}

// CHECK-LABEL: func @switch_i64(
func.func @switch_i64(%flag : i64, %caseOperand : i32) {
  cf.switch %flag : i64, [
    default: ^bb1(%caseOperand : i32),
    42: ^bb2(%caseOperand : i32),
    43: ^bb3(%caseOperand : i32)
  ]

  ^bb1(%bb1arg : i32):
    return
  ^bb2(%bb2arg : i32):
    return
  ^bb3(%bb3arg : i32):
    return
}

// CHECK-LABEL: func @cond_weights
func.func @cond_weights(%cond: i1) {
// CHECK: cf.cond_br %{{.*}} weights([60, 40]), ^{{.*}}, ^{{.*}}
  cf.cond_br %cond weights([60, 40]), ^bb1, ^bb2
  ^bb1:
    return
  ^bb2:
    return
}

// CHECK-LABEL: func @switch_i1_boundary(
// CHECK: -1: ^
func.func @switch_i1_boundary(%flag: i1) {
  cf.switch %flag : i1, [default: ^bb1, 1: ^bb1]
^bb1:
  return
}

// Unsigned literals with the sign bit set print as signed case values.
// CHECK-LABEL: func @switch_i8_boundaries(
// CHECK: -128: ^
// CHECK-NEXT: -1: ^
func.func @switch_i8_boundaries(%flag: i8) {
  cf.switch %flag : i8, [default: ^bb1, -128: ^bb1, 255: ^bb1]
^bb1:
  return
}
