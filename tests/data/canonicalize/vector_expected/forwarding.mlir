module {
  func.func @forwarding(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4x4xf32>, %arg2: vector<4x2xf32>, %arg3: vector<4x1xf32>, %arg4: vector<2x4xf32>) -> (vector<4x2x6xf32>, vector<1x100x4x5xf32>, vector<2x4xf32>, vector<4x2xf32>, vector<4x4xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = vector.transfer_write %arg2, %arg0[%c0, %c0] {in_bounds = [true, true]} : vector<4x2xf32>, tensor<4x4xf32>
    %1 = vector.broadcast %arg2 : vector<4x2xf32> to vector<6x4x2xf32>
    %2 = vector.transpose %1, [1, 2, 0] : vector<6x4x2xf32> to vector<4x2x6xf32>
    %3 = vector.broadcast %arg3 : vector<4x1xf32> to vector<100x5x4x1xf32>
    %4 = vector.transpose %3, [3, 0, 2, 1] : vector<100x5x4x1xf32> to vector<1x100x4x5xf32>
    %5 = vector.transpose %arg2, [1, 0] : vector<4x2xf32> to vector<2x4xf32>
    %6 = vector.transpose %arg4, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
    %7 = vector.transfer_read %0[%c0, %c1], %cst {in_bounds = [true, false]} : tensor<4x4xf32>, vector<4x4xf32>
    return %2, %4, %5, %6, %7 : vector<4x2x6xf32>, vector<1x100x4x5xf32>, vector<2x4xf32>, vector<4x2xf32>, vector<4x4xf32>
  }
}

