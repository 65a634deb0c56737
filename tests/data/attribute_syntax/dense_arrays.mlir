func.func @f(%m: vector<2x3xf32>, %b: vector<4xi1>, %t: tensor<2x3xf32>, %o: tensor<3x2xf32>) {
  %0 = vector.transpose %m, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %1 = vector.constant_mask [2] : vector<4xi1>
  return
}
