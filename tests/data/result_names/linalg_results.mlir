func.func @g(%t: tensor<4x4xf32>, %v: tensor<4xf32>, %p: tensor<2x2x2x2xf32>) {
  %b = linalg.broadcast ins(%v : tensor<4xf32>) outs(%t : tensor<4x4xf32>) dimensions = [1]
  %tr = linalg.transpose ins(%t : tensor<4x4xf32>) outs(%t : tensor<4x4xf32>) permutation = [1, 0]
  %m = linalg.map ins(%t : tensor<4x4xf32>) outs(%t : tensor<4x4xf32>)
    (%in: f32, %init: f32) { linalg.yield %in : f32 }
  %r = linalg.reduce ins(%t : tensor<4x4xf32>) outs(%v : tensor<4xf32>) dimensions = [1]
    (%in: f32, %init: f32) { %s = arith.addf %in, %init : f32
      linalg.yield %s : f32 }
  %pk = linalg.pack %t inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %p : tensor<4x4xf32> -> tensor<2x2x2x2xf32>
  %up = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %t : tensor<2x2x2x2xf32> -> tensor<4x4xf32>
  %c = tensor.concat dim(0) %t, %t : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<8x4xf32>
  return
}
