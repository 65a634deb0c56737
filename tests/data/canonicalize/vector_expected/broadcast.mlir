module {
  func.func @broadcasts(%arg0: i32, %arg1: vector<4xf32>, %arg2: vector<1x4xf32>) -> (vector<4x16xi32>, vector<4x16xi32>, vector<4xf32>, vector<3x4xf32>, vector<2x4xf32>) {
    %cst = arith.constant dense<1.500000e+00> : vector<2x4xf32>
    %cst_0 = arith.constant dense<42> : vector<4x16xi32>
    %0 = vector.broadcast %arg0 : i32 to vector<4x16xi32>
    %1 = vector.broadcast %arg2 : vector<1x4xf32> to vector<3x4xf32>
    return %cst_0, %0, %arg1, %1, %cst : vector<4x16xi32>, vector<4x16xi32>, vector<4xf32>, vector<3x4xf32>, vector<2x4xf32>
  }
}

