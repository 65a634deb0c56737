// vector.insert and vector.bitcast: constants into constants, constant indices made static, whole-vector inserts to broadcasts, splats into splats; bitcasts to the same type, of bitcasts, of f16 and integer splat constants.
func.func @inserts(%x: i32, %v: vector<4x3xi32>, %w: vector<3xi32>, %u: vector<1x3xi32>, %i: index) -> (vector<2x3xi32>, vector<2x3xi32>, vector<2x4x3xi32>, vector<1x3xi32>, vector<4x3xi32>, vector<4x3xi32>) {
  %cst = arith.constant dense<[[0, 1, 2], [3, 4, 5]]> : vector<2x3xi32>
  %c9 = arith.constant 9 : i32
  %row = arith.constant dense<[7, 8, 9]> : vector<3xi32>
  %0 = vector.insert %c9, %cst[1, 1] : i32 into vector<2x3xi32>
  %1 = vector.insert %row, %cst[0] : vector<3xi32> into vector<2x3xi32>
  %s0 = vector.broadcast %x : i32 to vector<4x3xi32>
  %s1 = vector.broadcast %x : i32 to vector<2x4x3xi32>
  %2 = vector.insert %s0, %s1[1] : vector<4x3xi32> into vector<2x4x3xi32>
  %3 = vector.insert %w, %u[0] : vector<3xi32> into vector<1x3xi32>
  %c2 = arith.constant 2 : index
  %4 = vector.insert %w, %v[%c2] : vector<3xi32> into vector<4x3xi32>
  %5 = vector.insert %w, %v[%i] : vector<3xi32> into vector<4x3xi32>
  return %0, %1, %2, %3, %4, %5 : vector<2x3xi32>, vector<2x3xi32>, vector<2x4x3xi32>, vector<1x3xi32>, vector<4x3xi32>, vector<4x3xi32>
}
func.func @bitcasts(%a: vector<4x8xf32>, %b: vector<2xi32>) -> (vector<4x8xf32>, vector<2xi32>, vector<4x16xi16>, vector<4xf32>, vector<4xi32>, vector<2xi64>, vector<4xf32>) {
  %0 = vector.bitcast %a : vector<4x8xf32> to vector<4x8xf32>
  %1 = vector.bitcast %b : vector<2xi32> to vector<4xi16>
  %2 = vector.bitcast %1 : vector<4xi16> to vector<2xi32>
  %3 = vector.bitcast %a : vector<4x8xf32> to vector<4x8xi32>
  %4 = vector.bitcast %3 : vector<4x8xi32> to vector<4x16xi16>
  %h = arith.constant dense<2.0> : vector<8xf16>
  %5 = vector.bitcast %h : vector<8xf16> to vector<4xf32>
  %k = arith.constant dense<160> : vector<16xi8>
  %6 = vector.bitcast %k : vector<16xi8> to vector<4xi32>
  %n = arith.constant dense<-3> : vector<4xi32>
  %7 = vector.bitcast %n : vector<4xi32> to vector<2xi64>
  %f = arith.constant dense<1.0> : vector<4xf32>
  %8 = vector.bitcast %f : vector<4xf32> to vector<4xf32>
  return %0, %2, %4, %5, %6, %7, %8 : vector<4x8xf32>, vector<2xi32>, vector<4x16xi16>, vector<4xf32>, vector<4xi32>, vector<2xi64>, vector<4xf32>
}
func.func @insert_twice(%v: vector<2x3xf32>, %a: vector<3xf32>, %b: vector<3xf32>, %i: index, %x: f32) -> (vector<2x3xf32>, vector<2x3xf32>) {
  %0 = vector.insert %a, %v[1] : vector<3xf32> into vector<2x3xf32>
  %1 = vector.insert %b, %0[1] : vector<3xf32> into vector<2x3xf32>
  %2 = vector.insert %x, %v[%i, 2] : f32 into vector<2x3xf32>
  %3 = vector.insert %x, %2[%i, 2] : f32 into vector<2x3xf32>
  return %1, %3 : vector<2x3xf32>, vector<2x3xf32>
}
