// mlir/test/Dialect/Func/duplicate-function-elimination.mlir (11b1093565c18d230c7a996a2fd403a0661ca029), the chunk of @user
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
