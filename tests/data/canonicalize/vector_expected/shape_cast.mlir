module {
  func.func @shape_casts(%arg0: vector<16xf16>, %arg1: vector<4xf32>, %arg2: vector<3xf32>, %arg3: f32, %arg4: vector<2x1xf32>) -> (vector<4x4xf16>, vector<4xf32>, vector<8x3xf32>, vector<1xf32>, vector<8xf32>, vector<4x2xi32>, vector<2xf32>) {
    %cst = arith.constant dense<[[1, 2], [3, 4], [5, 6], [7, 8]]> : vector<4x2xi32>
    %0 = vector.shape_cast %arg0 : vector<16xf16> to vector<4x4xf16>
    %1 = vector.broadcast %arg2 : vector<3xf32> to vector<8x3xf32>
    %2 = vector.broadcast %arg3 : f32 to vector<1xf32>
    %3 = vector.broadcast %arg1 : vector<4xf32> to vector<1x2x4xf32>
    %4 = vector.shape_cast %3 : vector<1x2x4xf32> to vector<8xf32>
    %5 = vector.shape_cast %arg4 : vector<2x1xf32> to vector<2xf32>
    return %0, %arg1, %1, %2, %4, %cst, %5 : vector<4x4xf16>, vector<4xf32>, vector<8x3xf32>, vector<1xf32>, vector<8xf32>, vector<4x2xi32>, vector<2xf32>
  }
}

