// vector.from_elements of to_elements, of constants, of one value; to_elements of a broadcast scalar.
func.func @elements(%a: f32, %b: f32, %v: vector<4xf32>) -> (vector<3xf32>, vector<2xi32>, vector<4xf32>, vector<2x2xf32>, vector<4xf32>, vector<1xf32>) {
  %0 = vector.from_elements %a, %a, %a : vector<3xf32>
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %1 = vector.from_elements %c1, %c2 : vector<2xi32>
  %e:4 = vector.to_elements %v : vector<4xf32>
  %2 = vector.from_elements %e#0, %e#1, %e#2, %e#3 : vector<4xf32>
  %3 = vector.from_elements %a, %b, %a, %b : vector<2x2xf32>
  %s = vector.broadcast %a : f32 to vector<4xf32>
  %x:4 = vector.to_elements %s : vector<4xf32>
  %4 = vector.from_elements %x#1, %b, %a, %x#3 : vector<4xf32>
  %5 = vector.from_elements %b : vector<1xf32>
  return %0, %1, %2, %3, %4, %5 : vector<3xf32>, vector<2xi32>, vector<4xf32>, vector<2x2xf32>, vector<4xf32>, vector<1xf32>
}
func.func @to_elements(%v: vector<2xf32>, %a: f32, %b: f32) -> (f32, f32, f32, f32, f32, f32) {
  %0 = vector.broadcast %v : vector<2xf32> to vector<3x2xf32>
  %1:6 = vector.to_elements %0 : vector<3x2xf32>
  %2 = vector.from_elements %a, %b : vector<2xf32>
  %3:2 = vector.to_elements %2 : vector<2xf32>
  return %1#0, %1#3, %1#5, %3#0, %3#1, %1#2 : f32, f32, f32, f32, f32, f32
}
