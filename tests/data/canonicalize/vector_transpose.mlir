// vector.transpose: transposes of transposes compose, order-preserving identity transposes fold, transposes of masks, of broadcasts and of splat constants.
func.func @transposes(%a: vector<4x3x2xf32>, %b: vector<1x4x1xf32>, %n: index, %s: f32, %v: vector<1xf32>) -> (vector<4x3x2xf32>, vector<4x1x1xf32>, vector<2x3x4xf32>, vector<3x4xi1>, vector<3x4xi1>, vector<1x8xf32>, vector<3x2xf32>) {
  %0 = vector.transpose %a, [1, 2, 0] : vector<4x3x2xf32> to vector<3x2x4xf32>
  %1 = vector.transpose %0, [2, 0, 1] : vector<3x2x4xf32> to vector<4x3x2xf32>
  %2 = vector.transpose %b, [1, 0, 2] : vector<1x4x1xf32> to vector<4x1x1xf32>
  %3 = vector.transpose %1, [2, 1, 0] : vector<4x3x2xf32> to vector<2x3x4xf32>
  %c2 = arith.constant 2 : index
  %m = vector.create_mask %c2, %n : vector<4x3xi1>
  %4 = vector.transpose %m, [1, 0] : vector<4x3xi1> to vector<3x4xi1>
  %k = vector.constant_mask [2, 1] : vector<4x3xi1>
  %5 = vector.transpose %k, [1, 0] : vector<4x3xi1> to vector<3x4xi1>
  %bc = vector.broadcast %v : vector<1xf32> to vector<8x1xf32>
  %6 = vector.transpose %bc, [1, 0] : vector<8x1xf32> to vector<1x8xf32>
  %cst = arith.constant dense<5.0> : vector<2x3xf32>
  %7 = vector.transpose %cst, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  return %1, %2, %3, %4, %5, %6, %7 : vector<4x3x2xf32>, vector<4x1x1xf32>, vector<2x3x4xf32>, vector<3x4xi1>, vector<3x4xi1>, vector<1x8xf32>, vector<3x2xf32>
}
