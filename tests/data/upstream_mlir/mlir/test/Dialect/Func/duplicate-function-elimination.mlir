// RUN: mlir-opt %s --split-input-file --duplicate-function-elimination | \
// RUN: FileCheck %s

func.func @identity(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}

func.func @also_identity(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}

func.func @yet_another_identity(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}

func.func @user(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = call @identity(%arg0) : (tensor<f32>) -> tensor<f32>
  %1 = call @also_identity(%0) : (tensor<f32>) -> tensor<f32>
  %2 = call @yet_another_identity(%1) : (tensor<f32>) -> tensor<f32>
  return %2 : tensor<f32>
}

// CHECK:     @identity
// CHECK-NOT: @also_identity
// CHECK-NOT: @yet_another_identity
// CHECK:     @user
// CHECK-3:     call @identity

// -----

func.func @ite(%pred: i1, %then: f32, %else: f32) -> f32 {
  %0 = scf.if %pred -> f32 {
    scf.yield %then : f32
  } else {
    scf.yield %else : f32
  }
  return %0 : f32
}

func.func @also_ite(%pred: i1, %then: f32, %else: f32) -> f32 {
  %0 = scf.if %pred -> f32 {
    scf.yield %then : f32
  } else {
    scf.yield %else : f32
  }
  return %0 : f32
}

func.func @reverse_ite(%pred: i1, %then: f32, %else: f32) -> f32 {
  %0 = scf.if %pred -> f32 {
    scf.yield %else : f32
  } else {
    scf.yield %then : f32
  }
  return %0 : f32
}

func.func @user(%pred : i1, %arg0: f32, %arg1: f32) -> f32 {
  %0 = call @also_ite(%pred, %arg0, %arg1) : (i1, f32, f32) -> f32
  %1 = call @ite(%pred, %arg0, %arg1) : (i1, f32, f32) -> f32
  %2 = call @reverse_ite(%pred, %0, %1) : (i1, f32, f32) -> f32
 return %2 : f32
}

// CHECK:     @ite
// CHECK-NOT: @also_ite
// CHECK:     @reverse_ite
// CHECK:     @user
// CHECK-2:     call @ite
// CHECK:       call @reverse_ite

// -----

func.func private @func_declaration(i32, i32) -> i32
func.func private @func_declaration1(i32, i32) -> i32

func.func @user(%arg0: i32, %arg1: i32) -> (i32, i32) {
  %0 = call @func_declaration(%arg0, %arg1) : (i32, i32) -> i32
  %1 = call @func_declaration1(%arg0, %arg1) : (i32, i32) -> i32
  return %0, %1 : i32, i32
}

// CHECK:  @func_declaration
// CHECK:  @func_declaration1
// CHECK:  @user
// CHECK:    call @func_declaration
// CHECK:    call @func_declaration1


// -----

func.func @identity(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}

func.func @also_identity(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}

func.func @yet_another_identity(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}

func.func @user(%arg0: tensor<f32>) -> tensor<f32> {
  %f = constant @identity : (tensor<f32>) -> tensor<f32>
  %0 = call_indirect %f(%arg0) : (tensor<f32>) -> tensor<f32>
  %f_0 = constant @also_identity : (tensor<f32>) -> tensor<f32>
  %1 = call_indirect %f_0(%0) : (tensor<f32>) -> tensor<f32>
  %2 = call @yet_another_identity(%1) : (tensor<f32>) -> tensor<f32>
  return %2 : tensor<f32>
}

// CHECK:     @identity
// CHECK-NOT: @also_identity
// CHECK-NOT: @yet_another_identity
// CHECK:     @user
// CHECK-2:     constant @identity
// CHECK:       call @identity
