// memref.extract_strided_metadata folds in place by creating constants before it: the
// point at the block's start moves, and MLIR no longer sees the block live (nor the
// constants after the op).
func.func @g(%m: memref<8x2xf32>) -> (index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<8x2xf32> -> memref<f32>, index, index, index, index, index
  %c8 = arith.constant 8 : index
  return %c8 : index
}
func.func @h(%m: memref<8x2xf32>) -> (index, index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<8x2xf32> -> memref<f32>, index, index, index, index, index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  return %strides#1, %c9 : index, index
}
