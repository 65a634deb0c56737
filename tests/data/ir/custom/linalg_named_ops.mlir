// Named linalg ops: matmul, fill, batch_matmul, transpose, broadcast, reduce.
func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<4x16xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x16xf32>) -> tensor<4x16xf32>
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%init : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}

func.func @matmul_memref(%a: memref<?x?xf64>, %b: memref<?x?xf64>, %c: memref<?x?xf64>) {
  linalg.matmul ins(%a, %b : memref<?x?xf64>, memref<?x?xf64>) outs(%c : memref<?x?xf64>)
  return
}

func.func @batch(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>, %c: tensor<2x3x5xf32>) -> tensor<2x3x5xf32> {
  %r = linalg.batch_matmul ins(%a, %b : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%c : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  return %r : tensor<2x3x5xf32>
}

func.func @transpose_broadcast(%a: tensor<3x5xi32>, %v: tensor<5xi32>) -> (tensor<5x3xi32>, tensor<3x5xi32>) {
  %t0 = tensor.empty() : tensor<5x3xi32>
  %t = linalg.transpose ins(%a : tensor<3x5xi32>) outs(%t0 : tensor<5x3xi32>) permutation = [1, 0]
  %b0 = tensor.empty() : tensor<3x5xi32>
  %b = linalg.broadcast ins(%v : tensor<5xi32>) outs(%b0 : tensor<3x5xi32>) dimensions = [0]
  return %t, %b : tensor<5x3xi32>, tensor<3x5xi32>
}

func.func @reduce(%a: tensor<16x32xf32>, %init: tensor<16xf32>) -> tensor<16xf32> {
  %r = linalg.reduce ins(%a : tensor<16x32xf32>) outs(%init : tensor<16xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<16xf32>
}

func.func @elementwise(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %o = tensor.empty() : tensor<8xf32>
  %r = linalg.add ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%o : tensor<8xf32>) -> tensor<8xf32>
  %m = linalg.mul ins(%r, %b : tensor<8xf32>, tensor<8xf32>) outs(%o : tensor<8xf32>) -> tensor<8xf32>
  return %m : tensor<8xf32>
}
