module {
  func.func @masked_memory(%arg0: memref<?xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>, %arg3: index, %arg4: vector<4xi32>, %arg5: vector<4xi1>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
    %c0 = arith.constant 0 : index
    %0 = vector.load %arg0[%c0] : memref<?xf32>, vector<4xf32>
    vector.store %arg1, %arg0[%c0] : memref<?xf32>, vector<4xf32>
    %1 = vector.load %arg0[%arg3] : memref<?xf32>, vector<4xf32>
    vector.store %arg1, %arg0[%arg3] : memref<?xf32>, vector<4xf32>
    %2 = vector.maskedload %arg0[%c0], %arg5, %arg2 : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    return %0, %arg2, %1, %arg2, %arg2, %2 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>
  }
}

