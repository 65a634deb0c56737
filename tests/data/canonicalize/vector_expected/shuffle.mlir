module {
  func.func @shuffles(%arg0: i32, %arg1: vector<4xi32>, %arg2: vector<2xi32>, %arg3: vector<4xf32>, %arg4: vector<4xf32>, %arg5: vector<i32>, %arg6: vector<i32>, %arg7: vector<4x5xi32>, %arg8: vector<2x5xi32>) -> (vector<4xi32>, vector<4xi32>, vector<2xi32>, vector<5xi32>, vector<8xf32>, vector<1xi32>, vector<4xi32>, vector<2x5xi32>, vector<3xi32>) {
    %cst = arith.constant dense<[0, 4, 0]> : vector<3xi32>
    %cst_0 = arith.constant dense<[3, 2, 5, 1]> : vector<4xi32>
    %0 = vector.broadcast %arg0 : i32 to vector<4xi32>
    %1 = vector.shuffle %arg1, %arg2 [0, 1, 2, 3, 4] : vector<4xi32>, vector<2xi32>
    %2 = vector.interleave %arg3, %arg4 : vector<4xf32> -> vector<8xf32>
    %3 = vector.broadcast %arg6 : vector<i32> to vector<1xi32>
    return %0, %arg1, %arg2, %1, %2, %3, %cst_0, %arg8, %cst : vector<4xi32>, vector<4xi32>, vector<2xi32>, vector<5xi32>, vector<8xf32>, vector<1xi32>, vector<4xi32>, vector<2x5xi32>, vector<3xi32>
  }
}

