// vector strided slices: slices of whole vectors, of insert chains, of broadcasts, of dense constants, contiguous slices to extract + shape_cast; inserts of whole vectors, of splats into splats, of slices back where they came from, of constants into constants.
func.func @extracts(%a: vector<8x1x1x2x8xi8>, %b: vector<4xf16>, %c: vector<4x4xf32>, %d: vector<8x16xf32>, %e: vector<6x4xf32>) -> (vector<1x1x1x1x8xi8>, vector<2x2xf16>, vector<4x4xf32>, vector<4x4xf32>, vector<2x4xf32>, vector<2x3xi32>) {
  %0 = vector.extract_strided_slice %a {offsets = [0, 0, 0, 1, 0], sizes = [1, 1, 1, 1, 8], strides = [1, 1, 1, 1, 1]} : vector<8x1x1x2x8xi8> to vector<1x1x1x1x8xi8>
  %bc = vector.broadcast %b : vector<4xf16> to vector<16x4xf16>
  %1 = vector.extract_strided_slice %bc {offsets = [0, 1], sizes = [2, 2], strides = [1, 1]} : vector<16x4xf16> to vector<2x2xf16>
  %2 = vector.extract_strided_slice %c {offsets = [0, 0], sizes = [4, 4], strides = [1, 1]} : vector<4x4xf32> to vector<4x4xf32>
  %ins = vector.insert_strided_slice %c, %d {offsets = [2, 2], strides = [1, 1]} : vector<4x4xf32> into vector<8x16xf32>
  %ins2 = vector.insert_strided_slice %e, %ins {offsets = [0, 10], strides = [1, 1]} : vector<6x4xf32> into vector<8x16xf32>
  %3 = vector.extract_strided_slice %ins2 {offsets = [2, 2], sizes = [4, 4], strides = [1, 1]} : vector<8x16xf32> to vector<4x4xf32>
  %4 = vector.extract_strided_slice %ins2 {offsets = [1, 11], sizes = [2, 4], strides = [1, 1]} : vector<8x16xf32> to vector<2x4xf32>
  %k = arith.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]> : vector<3x4xi32>
  %5 = vector.extract_strided_slice %k {offsets = [1], sizes = [2], strides = [1]} : vector<3x4xi32> to vector<2x4xi32>
  %6 = vector.extract_strided_slice %5 {offsets = [0, 1], sizes = [2, 3], strides = [1, 1]} : vector<2x4xi32> to vector<2x3xi32>
  return %0, %1, %2, %3, %4, %6 : vector<1x1x1x1x8xi8>, vector<2x2xf16>, vector<4x4xf32>, vector<4x4xf32>, vector<2x4xf32>, vector<2x3xi32>
}
func.func @inserts(%x: f32, %v: vector<8x16xf32>, %w: vector<2x2xf32>) -> (vector<8x16xf32>, vector<8x16xf32>, vector<2x2xf32>, vector<3x2xi32>) {
  %s0 = vector.broadcast %x : f32 to vector<4x4xf32>
  %s1 = vector.broadcast %x : f32 to vector<8x16xf32>
  %0 = vector.insert_strided_slice %s0, %s1 {offsets = [2, 2], strides = [1, 1]} : vector<4x4xf32> into vector<8x16xf32>
  %e = vector.extract_strided_slice %v {offsets = [0, 8], sizes = [2, 4], strides = [1, 1]} : vector<8x16xf32> to vector<2x4xf32>
  %1 = vector.insert_strided_slice %e, %v {offsets = [0, 8], strides = [1, 1]} : vector<2x4xf32> into vector<8x16xf32>
  %2 = vector.insert_strided_slice %w, %w {offsets = [0, 0], strides = [1, 1]} : vector<2x2xf32> into vector<2x2xf32>
  %d = arith.constant dense<[[0, 1], [2, 3], [4, 5]]> : vector<3x2xi32>
  %k = arith.constant dense<9> : vector<1xi32>
  %3 = vector.insert_strided_slice %k, %d {offsets = [2, 1], strides = [1]} : vector<1xi32> into vector<3x2xi32>
  return %0, %1, %2, %3 : vector<8x16xf32>, vector<8x16xf32>, vector<2x2xf32>, vector<3x2xi32>
}
