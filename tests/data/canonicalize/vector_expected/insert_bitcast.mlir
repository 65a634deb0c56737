module {
  func.func @inserts(%arg0: i32, %arg1: vector<4x3xi32>, %arg2: vector<3xi32>, %arg3: vector<1x3xi32>, %arg4: index) -> (vector<2x3xi32>, vector<2x3xi32>, vector<2x4x3xi32>, vector<1x3xi32>, vector<4x3xi32>, vector<4x3xi32>) {
    %cst = arith.constant dense<[[0, 1, 2], [3, 9, 5]]> : vector<2x3xi32>
    %cst_0 = arith.constant dense<[[7, 8, 9], [3, 4, 5]]> : vector<2x3xi32>
    %0 = vector.broadcast %arg0 : i32 to vector<2x4x3xi32>
    %1 = vector.broadcast %arg2 : vector<3xi32> to vector<1x3xi32>
    %2 = vector.insert %arg2, %arg1 [2] : vector<3xi32> into vector<4x3xi32>
    %3 = vector.insert %arg2, %arg1 [%arg4] : vector<3xi32> into vector<4x3xi32>
    return %cst, %cst_0, %0, %1, %2, %3 : vector<2x3xi32>, vector<2x3xi32>, vector<2x4x3xi32>, vector<1x3xi32>, vector<4x3xi32>, vector<4x3xi32>
  }
  func.func @bitcasts(%arg0: vector<4x8xf32>, %arg1: vector<2xi32>) -> (vector<4x8xf32>, vector<2xi32>, vector<4x16xi16>, vector<4xf32>, vector<4xi32>, vector<2xi64>, vector<4xf32>) {
    %cst = arith.constant dense<-8589934595> : vector<2xi64>
    %cst_0 = arith.constant dense<-1600085856> : vector<4xi32>
    %cst_1 = arith.constant dense<2.00390625> : vector<4xf32>
    %cst_2 = arith.constant dense<1.000000e+00> : vector<4xf32>
    %0 = vector.bitcast %arg0 : vector<4x8xf32> to vector<4x16xi16>
    return %arg0, %arg1, %0, %cst_1, %cst_0, %cst, %cst_2 : vector<4x8xf32>, vector<2xi32>, vector<4x16xi16>, vector<4xf32>, vector<4xi32>, vector<2xi64>, vector<4xf32>
  }
  func.func @insert_twice(%arg0: vector<2x3xf32>, %arg1: vector<3xf32>, %arg2: vector<3xf32>, %arg3: index, %arg4: f32) -> (vector<2x3xf32>, vector<2x3xf32>) {
    %0 = vector.insert %arg2, %arg0 [1] : vector<3xf32> into vector<2x3xf32>
    %1 = vector.insert %arg4, %arg0 [%arg3, 2] : f32 into vector<2x3xf32>
    return %0, %1 : vector<2x3xf32>, vector<2x3xf32>
  }
}

