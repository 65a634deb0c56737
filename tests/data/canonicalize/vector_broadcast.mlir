// vector.broadcast: broadcasts of scalar and splat constants fold, broadcasts of broadcasts and of leading-unit-dim shape casts, a broadcast to its own type.
func.func @broadcasts(%a: i32, %v: vector<4xf32>, %w: vector<1x4xf32>) -> (vector<4x16xi32>, vector<4x16xi32>, vector<4xf32>, vector<3x4xf32>, vector<2x4xf32>) {
  %c = arith.constant 42 : i32
  %0 = vector.broadcast %c : i32 to vector<16xi32>
  %1 = vector.broadcast %0 : vector<16xi32> to vector<4x16xi32>
  %2 = vector.broadcast %a : i32 to vector<16xi32>
  %3 = vector.broadcast %2 : vector<16xi32> to vector<4x16xi32>
  %4 = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  %s = vector.shape_cast %w : vector<1x4xf32> to vector<4xf32>
  %5 = vector.broadcast %s : vector<4xf32> to vector<3x4xf32>
  %d = arith.constant dense<1.5> : vector<4xf32>
  %6 = vector.broadcast %d : vector<4xf32> to vector<2x4xf32>
  return %1, %3, %4, %5, %6 : vector<4x16xi32>, vector<4x16xi32>, vector<4xf32>, vector<3x4xf32>, vector<2x4xf32>
}
