module {
  func.func @extracts(%arg0: vector<8x1x1x2x8xi8>, %arg1: vector<4xf16>, %arg2: vector<4x4xf32>, %arg3: vector<8x16xf32>, %arg4: vector<6x4xf32>) -> (vector<1x1x1x1x8xi8>, vector<2x2xf16>, vector<4x4xf32>, vector<4x4xf32>, vector<2x4xf32>, vector<2x3xi32>) {
    %cst = arith.constant dense<[[5, 6, 7], [9, 10, 11]]> : vector<2x3xi32>
    %0 = vector.extract %arg0[0, 0, 0, 1] : vector<8xi8> from vector<8x1x1x2x8xi8>
    %1 = vector.shape_cast %0 : vector<8xi8> to vector<1x1x1x1x8xi8>
    %2 = vector.extract_strided_slice %arg1 {offsets = [1], sizes = [2], strides = [1]} : vector<4xf16> to vector<2xf16>
    %3 = vector.broadcast %2 : vector<2xf16> to vector<2x2xf16>
    %4 = vector.insert_strided_slice %arg2, %arg3 {offsets = [2, 2], strides = [1, 1]} : vector<4x4xf32> into vector<8x16xf32>
    %5 = vector.insert_strided_slice %arg4, %4 {offsets = [0, 10], strides = [1, 1]} : vector<6x4xf32> into vector<8x16xf32>
    %6 = vector.extract_strided_slice %5 {offsets = [1, 11], sizes = [2, 4], strides = [1, 1]} : vector<8x16xf32> to vector<2x4xf32>
    return %1, %3, %arg2, %arg2, %6, %cst : vector<1x1x1x1x8xi8>, vector<2x2xf16>, vector<4x4xf32>, vector<4x4xf32>, vector<2x4xf32>, vector<2x3xi32>
  }
  func.func @inserts(%arg0: f32, %arg1: vector<8x16xf32>, %arg2: vector<2x2xf32>) -> (vector<8x16xf32>, vector<8x16xf32>, vector<2x2xf32>, vector<3x2xi32>) {
    %cst = arith.constant dense<[[0, 1], [2, 3], [4, 9]]> : vector<3x2xi32>
    %0 = vector.broadcast %arg0 : f32 to vector<8x16xf32>
    return %0, %arg1, %arg2, %cst : vector<8x16xf32>, vector<8x16xf32>, vector<2x2xf32>, vector<3x2xi32>
  }
}

