// mlir/test/Dialect/Vector/ops.mlir (03e2e8c75cd3ad43986e863b3155de12e9929f95), @shuffle1D (its CHECK lines left out)
func.func @shuffle1D(%a: vector<2xf32>, %b: vector<4xf32>) -> vector<2xf32> {
  %1 = vector.shuffle %a, %a[0, 1, 2, 3] : vector<2xf32>, vector<2xf32>
  %2 = vector.shuffle %1, %b[0, 1, 2] : vector<4xf32>, vector<4xf32>
  %3 = vector.shuffle %2, %b[0, 6] : vector<3xf32>, vector<4xf32>
  return %3 : vector<2xf32>
}

// mlir/test/Dialect/Bufferization/ops.mlir (0191d3acf375c89b82b1f2e58d61d96d39e0230a), @test_dealloc_op
func.func @test_dealloc_op(%arg0: memref<2xf32>, %arg1: memref<4xi32>,
                           %arg2: i1, %arg3: i1, %arg4: memref<?xf32>,
                           %arg5: memref<*xf64>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%arg0, %arg1 : memref<2xf32>, memref<4xi32>) if (%arg2, %arg3) retain (%arg4, %arg5 : memref<?xf32>, memref<*xf64>)
  bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg2)
  bufferization.dealloc
  return %0#0, %0#1 : i1, i1
}
