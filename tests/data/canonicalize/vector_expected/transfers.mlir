#map = affine_map<(d0, d1) -> (0, d1, d0)>
module {
  func.func @in_bounds(%arg0: memref<?x8xf32>, %arg1: memref<4x8xf32>, %arg2: vector<4x8xi1>) -> (vector<4x8xf32>, vector<4x9xf32>, vector<4x8xf32>, vector<2x8x4xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [false, true]} : memref<?x8xf32>, vector<4x8xf32>
    vector.transfer_write %0, %arg0[%c0, %c0] {in_bounds = [false, true]} : vector<4x8xf32>, memref<?x8xf32>
    %1 = vector.transfer_read %arg0[%c0, %c1], %cst : memref<?x8xf32>, vector<4x9xf32>
    %2 = vector.transfer_read %arg1[%c0, %c0], %cst {in_bounds = [true, true]} : memref<4x8xf32>, vector<4x8xf32>
    vector.transfer_write %2, %arg1[%c0, %c0], %arg2 {in_bounds = [true, true]} : vector<4x8xf32>, memref<4x8xf32>
    %3 = vector.transfer_read %arg1[%c0, %c0], %cst {in_bounds = [true, true, true], permutation_map = #map} : memref<4x8xf32>, vector<2x8x4xf32>
    return %0, %1, %2, %3 : vector<4x8xf32>, vector<4x9xf32>, vector<4x8xf32>, vector<2x8x4xf32>
  }
  func.func @tensors(%arg0: tensor<4x8xf32>, %arg1: tensor<4x4xf32>, %arg2: vector<1x4xf32>, %arg3: vector<1x4xf32>, %arg4: index) -> (vector<4x8xf32>, tensor<4x4xf32>, vector<1x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.transfer_read %arg0[%c0, %c0], %cst {in_bounds = [true, true]} : tensor<4x8xf32>, vector<4x8xf32>
    %1 = vector.transfer_write %arg2, %arg1[%c2, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<4x4xf32>
    %2 = vector.transfer_write %arg3, %1[%c1, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<4x4xf32>
    return %0, %arg1, %arg2, %2, %arg1 : vector<4x8xf32>, tensor<4x4xf32>, vector<1x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
  }
}

