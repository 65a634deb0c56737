module {
  func.func @transposes(%arg0: vector<4x3x2xf32>, %arg1: vector<1x4x1xf32>, %arg2: index, %arg3: f32, %arg4: vector<1xf32>) -> (vector<4x3x2xf32>, vector<4x1x1xf32>, vector<2x3x4xf32>, vector<3x4xi1>, vector<3x4xi1>, vector<1x8xf32>, vector<3x2xf32>) {
    %cst = arith.constant dense<5.000000e+00> : vector<3x2xf32>
    %c2 = arith.constant 2 : index
    %0 = vector.transpose %arg1, [1, 0, 2] : vector<1x4x1xf32> to vector<4x1x1xf32>
    %1 = vector.transpose %arg0, [2, 1, 0] : vector<4x3x2xf32> to vector<2x3x4xf32>
    %2 = vector.create_mask %arg2, %c2 : vector<3x4xi1>
    %3 = vector.constant_mask [1, 2] : vector<3x4xi1>
    %4 = vector.broadcast %arg4 : vector<1xf32> to vector<1x8xf32>
    return %arg0, %0, %1, %2, %3, %4, %cst : vector<4x3x2xf32>, vector<4x1x1xf32>, vector<2x3x4xf32>, vector<3x4xi1>, vector<3x4xi1>, vector<1x8xf32>, vector<3x2xf32>
  }
}

