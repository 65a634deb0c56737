// Subviews, strided layouts, reinterpret casts and reshapes of memrefs.
func.func @subviews(%m: memref<16x16xf32>, %o: index, %s: index) -> memref<4x?xf32, strided<[16, 1], offset: ?>> {
  %sv = memref.subview %m[%o, 2] [4, %s] [1, 1] : memref<16x16xf32> to memref<4x?xf32, strided<[16, 1], offset: ?>>
  return %sv : memref<4x?xf32, strided<[16, 1], offset: ?>>
}

func.func @strided_static(%m: memref<8x8xf32>) -> memref<2x2xf32, strided<[32, 4], offset: 9>> {
  %sv = memref.subview %m[1, 1] [2, 2] [4, 4] : memref<8x8xf32> to memref<2x2xf32, strided<[32, 4], offset: 9>>
  return %sv : memref<2x2xf32, strided<[32, 4], offset: 9>>
}

func.func @rank_reducing(%m: memref<4x1x8xi32>) -> memref<4x8xi32, strided<[8, 1]>> {
  %sv = memref.subview %m[0, 0, 0] [4, 1, 8] [1, 1, 1] : memref<4x1x8xi32> to memref<4x8xi32, strided<[8, 1]>>
  return %sv : memref<4x8xi32, strided<[8, 1]>>
}

func.func @reinterpret(%m: memref<?xf32>, %n: index) -> memref<?x4xf32, strided<[4, 1], offset: ?>> {
  %r = memref.reinterpret_cast %m to offset: [%n], sizes: [%n, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  return %r : memref<?x4xf32, strided<[4, 1], offset: ?>>
}

func.func @reshapes(%m: memref<2x3x4xf32>) -> (memref<6x4xf32>, memref<2x3x2x2xf32>) {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %e = memref.expand_shape %m [[0], [1], [2, 3]] output_shape [2, 3, 2, 2] : memref<2x3x4xf32> into memref<2x3x2x2xf32>
  return %c, %e : memref<6x4xf32>, memref<2x3x2x2xf32>
}

func.func @dynamic_strides(%m: memref<?x?xf64, strided<[?, ?], offset: ?>>) -> index {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x?xf64, strided<[?, ?], offset: ?>> -> memref<f64>, index, index, index, index, index
  return %offset : index
}

func.func @transpose(%m: memref<3x5xf32>) -> memref<5x3xf32, strided<[1, 5]>> {
  %t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<3x5xf32> to memref<5x3xf32, strided<[1, 5]>>
  return %t : memref<5x3xf32, strided<[1, 5]>>
}
