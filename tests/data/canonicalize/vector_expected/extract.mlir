module {
  func.func @insert_extract_transpose_2d(%arg0: vector<2x3xf32>, %arg1: f32, %arg2: f32, %arg3: f32, %arg4: f32) -> (f32, f32, f32) {
    return %arg3, %arg2, %arg3 : f32, f32, f32
  }
  func.func @insert_extract_transpose_3d(%arg0: vector<2x3x4xf32>, %arg1: vector<4x3xf32>, %arg2: f32) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<3x4xf32>) {
    %0 = vector.extract %arg0[1, 2] : vector<4xf32> from vector<2x3x4xf32>
    %1 = vector.transpose %arg0, [2, 1, 0] : vector<2x3x4xf32> to vector<4x3x2xf32>
    %2 = vector.insert %arg2, %1 [0, 2, 1] : f32 into vector<4x3x2xf32>
    %3 = vector.transpose %2, [2, 1, 0] : vector<4x3x2xf32> to vector<2x3x4xf32>
    %4 = vector.extract %3[1, 2] : vector<4xf32> from vector<2x3x4xf32>
    %5 = vector.transpose %arg0, [0, 2, 1] : vector<2x3x4xf32> to vector<2x4x3xf32>
    %6 = vector.insert %arg1, %5 [0] : vector<4x3xf32> into vector<2x4x3xf32>
    %7 = vector.transpose %6, [0, 2, 1] : vector<2x4x3xf32> to vector<2x3x4xf32>
    %8 = vector.extract %7[0, 1] : vector<4xf32> from vector<2x3x4xf32>
    %9 = vector.transpose %arg0, [0, 2, 1] : vector<2x3x4xf32> to vector<2x4x3xf32>
    %10 = vector.insert %arg1, %9 [0] : vector<4x3xf32> into vector<2x4x3xf32>
    %11 = vector.transpose %10, [0, 2, 1] : vector<2x4x3xf32> to vector<2x3x4xf32>
    %12 = vector.extract %11[0] : vector<3x4xf32> from vector<2x3x4xf32>
    return %0, %4, %8, %12 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<3x4xf32>
  }
  func.func @fold_extracts(%arg0: vector<3x4x5x6xf32>) -> (f32, vector<4x5x6xf32>) {
    %0 = vector.extract %arg0[0, 1, 2, 3] : f32 from vector<3x4x5x6xf32>
    %1 = vector.extract %arg0[0] : vector<4x5x6xf32> from vector<3x4x5x6xf32>
    return %0, %1 : f32, vector<4x5x6xf32>
  }
  func.func @fold_extract_transpose(%arg0: vector<3x4x5x6xf32>, %arg1: vector<3x6x5x6xf32>) -> (vector<6xf32>, vector<6xf32>, vector<6xf32>) {
    %0 = vector.extract %arg0[0, 2, 1] : vector<6xf32> from vector<3x4x5x6xf32>
    %1 = vector.extract %arg0[2, 0, 1] : vector<6xf32> from vector<3x4x5x6xf32>
    %2 = vector.transpose %arg1, [0, 2, 3, 1] : vector<3x6x5x6xf32> to vector<3x5x6x6xf32>
    %3 = vector.extract %2[0, 1, 2] : vector<6xf32> from vector<3x5x6x6xf32>
    return %0, %1, %3 : vector<6xf32>, vector<6xf32>, vector<6xf32>
  }
  func.func @fold_extract_broadcast(%arg0: f32) -> f32 {
    return %arg0 : f32
  }
  func.func @fold_extract_broadcast_negative(%arg0: vector<1x1xf32>) -> vector<4xf32> {
    %0 = vector.broadcast %arg0 : vector<1x1xf32> to vector<1x1x4xf32>
    %1 = vector.extract %0[0, 0] : vector<4xf32> from vector<1x1x4xf32>
    return %1 : vector<4xf32>
  }
  func.func @fold_extract_splat(%arg0: f32) -> f32 {
    return %arg0 : f32
  }
  func.func @fold_extract_broadcast_vector(%arg0: vector<4xf32>) -> vector<4xf32> {
    return %arg0 : vector<4xf32>
  }
  func.func @fold_extract_broadcast_2(%arg0: vector<4xf32>) -> f32 {
    %0 = vector.extract %arg0[2] : f32 from vector<4xf32>
    return %0 : f32
  }
  func.func @fold_extract_broadcast_3(%arg0: f32) -> vector<4xf32> {
    %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
    return %0 : vector<4xf32>
  }
  func.func @fold_extract_broadcast_4(%arg0: vector<1xf32>) -> vector<8xf32> {
    %0 = vector.broadcast %arg0 : vector<1xf32> to vector<8xf32>
    return %0 : vector<8xf32>
  }
  func.func @fold_extract_shapecast(%arg0: vector<5x1x3x2xf32>, %arg1: vector<8x4x2xf32>) -> (f32, vector<2xf32>, vector<4x2xf32>, vector<8x4x2xf32>) {
    %0 = vector.extract %arg0[1, 0, 1, 1] : f32 from vector<5x1x3x2xf32>
    %1 = vector.extract %arg0[1, 0, 2] : vector<2xf32> from vector<5x1x3x2xf32>
    %2 = vector.extract %arg1[7] : vector<4x2xf32> from vector<8x4x2xf32>
    return %0, %1, %2, %arg1 : f32, vector<2xf32>, vector<4x2xf32>, vector<8x4x2xf32>
  }
  func.func @fold_extract_shapecast_negative(%arg0: vector<16xf32>, %arg1: vector<8x4x2xf32>) -> vector<4x2xf32> {
    %0 = vector.shape_cast %arg0 : vector<16xf32> to vector<2x4x2xf32>
    %1 = vector.extract %0[1] : vector<4x2xf32> from vector<2x4x2xf32>
    return %1 : vector<4x2xf32>
  }
  func.func @insert_extract_to_broadcast(%arg0: vector<1x1x4xf32>, %arg1: vector<4xf32>) -> (vector<4xf32>, vector<1x1x4xf32>) {
    %0 = vector.extract %arg0[0, 0] : vector<4xf32> from vector<1x1x4xf32>
    %1 = vector.broadcast %arg1 : vector<4xf32> to vector<1x1x4xf32>
    return %0, %1 : vector<4xf32>, vector<1x1x4xf32>
  }
  func.func @extract_splat_constant() -> (vector<7xf32>, i32) {
    %cst = arith.constant dense<2.000000e+00> : vector<7xf32>
    %c1_i32 = arith.constant 1 : i32
    return %cst, %c1_i32 : vector<7xf32>, i32
  }
  func.func @extract_2d_constant() -> (i32, i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %c5_i32 = arith.constant 5 : i32
    return %c0_i32, %c2_i32, %c3_i32, %c5_i32 : i32, i32, i32, i32
  }
  func.func @extract_vector_2d_constant() -> (vector<3xi32>, vector<3xi32>) {
    %cst = arith.constant dense<[0, 1, 2]> : vector<3xi32>
    %cst_0 = arith.constant dense<[3, 4, 5]> : vector<3xi32>
    return %cst, %cst_0 : vector<3xi32>, vector<3xi32>
  }
  func.func @extract_3d_constant() -> (i32, i32, i32, i32) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c9_i32 = arith.constant 9 : i32
    %c10_i32 = arith.constant 10 : i32
    return %c0_i32, %c1_i32, %c9_i32, %c10_i32 : i32, i32, i32, i32
  }
  func.func @extract_vector_3d_constant() -> (vector<3x2xi32>, vector<3x2xi32>, vector<2xi32>, vector<2xi32>) {
    %cst = arith.constant dense<[[0, 1], [2, 3], [4, 5]]> : vector<3x2xi32>
    %cst_0 = arith.constant dense<[[6, 7], [8, 9], [10, 11]]> : vector<3x2xi32>
    %cst_1 = arith.constant dense<[8, 9]> : vector<2xi32>
    %cst_2 = arith.constant dense<[10, 11]> : vector<2xi32>
    return %cst, %cst_0, %cst_1, %cst_2 : vector<3x2xi32>, vector<3x2xi32>, vector<2xi32>, vector<2xi32>
  }
  func.func @extract_splat_vector_3d_constant() -> (vector<2xi32>, vector<2xi32>, vector<2xi32>) {
    %cst = arith.constant dense<0> : vector<2xi32>
    %cst_0 = arith.constant dense<4> : vector<2xi32>
    %cst_1 = arith.constant dense<5> : vector<2xi32>
    return %cst, %cst_0, %cst_1 : vector<2xi32>, vector<2xi32>, vector<2xi32>
  }
  func.func @extract_extract_strided(%arg0: vector<32x16x4xf16>) -> vector<4xf16> {
    %0 = vector.extract %arg0[9, 7] : vector<4xf16> from vector<32x16x4xf16>
    return %0 : vector<4xf16>
  }
  func.func @extract_insert_strided(%arg0: vector<6x4xf32>, %arg1: vector<8x16xf32>) -> f32 {
    %0 = vector.extract %arg0[0, 2] : f32 from vector<6x4xf32>
    return %0 : f32
  }
  func.func @extract_insert_rank_reduce(%arg0: vector<4xf32>, %arg1: vector<8x16xf32>) -> f32 {
    %0 = vector.extract %arg0[2] : f32 from vector<4xf32>
    return %0 : f32
  }
  func.func @extract_insert_negative(%arg0: vector<2x15xf32>, %arg1: vector<12x8x16xf32>) -> vector<16xf32> {
    %0 = vector.insert_strided_slice %arg0, %arg1 {offsets = [4, 2, 0], strides = [1, 1]} : vector<2x15xf32> into vector<12x8x16xf32>
    %1 = vector.extract %0[4, 2] : vector<16xf32> from vector<12x8x16xf32>
    return %1 : vector<16xf32>
  }
  func.func @extract_insert_chain(%arg0: vector<2x16xf32>, %arg1: vector<12x8x16xf32>, %arg2: vector<2x16xf32>) -> vector<16xf32> {
    %0 = vector.extract %arg2[0] : vector<16xf32> from vector<2x16xf32>
    return %0 : vector<16xf32>
  }
  func.func @extract_extract_strided2(%arg0: vector<2x4xf32>) -> vector<4xf32> {
    %0 = vector.extract %arg0[1] : vector<4xf32> from vector<2x4xf32>
    return %0 : vector<4xf32>
  }
  func.func @extract_from_broadcast(%arg0: vector<1x1x1xf32>) -> vector<1xf32> {
    %0 = vector.extract %arg0[0, 0] : vector<1xf32> from vector<1x1x1xf32>
    return %0 : vector<1xf32>
  }
  func.func @extract_more(%arg0: index, %arg1: index, %arg2: f32, %arg3: f32, %arg4: vector<4xf32>, %arg5: vector<2x3x4xf32>) -> (vector<4xi1>, vector<4xi1>, vector<4xi1>, f32, f32, vector<4xf32>, f32, f32) {
    %cst = arith.constant dense<false> : vector<4xi1>
    %c3 = arith.constant 3 : index
    %0 = vector.create_mask %c3, %arg0 : vector<5x4xi1>
    %1 = vector.create_mask %arg0 : vector<4xi1>
    %2 = vector.extract %0[%arg1] : vector<4xi1> from vector<5x4xi1>
    %3 = vector.extract %arg4[2] : f32 from vector<4xf32>
    %4 = vector.extract %arg4[3] : f32 from vector<4xf32>
    %5 = vector.extract %arg5[0, %arg1, 3] : f32 from vector<2x3x4xf32>
    return %1, %cst, %2, %arg3, %3, %arg4, %4, %5 : vector<4xi1>, vector<4xi1>, vector<4xi1>, f32, f32, vector<4xf32>, f32, f32
  }
}

