// vector.shape_cast: casts of casts, of broadcasts (folded, or turned into broadcasts), of order-preserving transposes, of dense constants.
func.func @shape_casts(%a: vector<16xf16>, %b: vector<4xf32>, %c: vector<3xf32>, %d: f32, %e: vector<2x1xf32>) -> (vector<4x4xf16>, vector<4xf32>, vector<8x3xf32>, vector<1xf32>, vector<8xf32>, vector<4x2xi32>, vector<2xf32>) {
  %0 = vector.shape_cast %a : vector<16xf16> to vector<2x8xf16>
  %1 = vector.shape_cast %0 : vector<2x8xf16> to vector<4x4xf16>
  %2 = vector.broadcast %b : vector<4xf32> to vector<1x1x4xf32>
  %3 = vector.shape_cast %2 : vector<1x1x4xf32> to vector<4xf32>
  %4 = vector.broadcast %c : vector<3xf32> to vector<2x4x3xf32>
  %5 = vector.shape_cast %4 : vector<2x4x3xf32> to vector<8x3xf32>
  %6 = vector.broadcast %d : f32 to vector<1x1x1xf32>
  %7 = vector.shape_cast %6 : vector<1x1x1xf32> to vector<1xf32>
  %8 = vector.broadcast %b : vector<4xf32> to vector<1x2x4xf32>
  %9 = vector.shape_cast %8 : vector<1x2x4xf32> to vector<8xf32>
  %k = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8]> : vector<8xi32>
  %10 = vector.shape_cast %k : vector<8xi32> to vector<4x2xi32>
  %t = vector.transpose %e, [1, 0] : vector<2x1xf32> to vector<1x2xf32>
  %11 = vector.shape_cast %t : vector<1x2xf32> to vector<2xf32>
  return %1, %3, %5, %7, %9, %10, %11 : vector<4x4xf16>, vector<4xf32>, vector<8x3xf32>, vector<1xf32>, vector<8xf32>, vector<4x2xi32>, vector<2xf32>
}
