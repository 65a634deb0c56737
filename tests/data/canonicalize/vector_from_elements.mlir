// vector.from_elements chains: a chain of inserts that sets every element becomes from_elements of the inserted values (to_elements splitting vectors), extracts of from_elements take slices of its elements, extracts of shape casts of as many elements are shape casts.
func.func @insert_extract_chain(%v234: vector<2x3x4xf32>, %v34: vector<3x4xf32>, %v4: vector<4xf32>)
    -> (vector<4xf32>, vector<4xf32>, vector<3x4xf32>, vector<3x4xf32>) {
  %A34 = vector.insert %v34, %v234[0]: vector<3x4xf32> into vector<2x3x4xf32>
  %B34 = vector.insert %v34, %A34[1]: vector<3x4xf32> into vector<2x3x4xf32>
  %A4 = vector.insert %v4, %B34[1, 0]: vector<4xf32> into vector<2x3x4xf32>
  %B4 = vector.insert %v4, %A4[1, 1]: vector<4xf32> into vector<2x3x4xf32>
   %r0 = vector.extract %B4[1, 1]: vector<4xf32> from vector<2x3x4xf32>
   %r1 = vector.extract %B34[1, 0]: vector<4xf32> from vector<2x3x4xf32>
   %r2 = vector.extract %B4[1]: vector<3x4xf32> from vector<2x3x4xf32>
   %r3 = vector.extract %B4[0]: vector<3x4xf32> from vector<2x3x4xf32>
  return %r0, %r1, %r2, %r3:
    vector<4xf32>, vector<4xf32>, vector<3x4xf32>, vector<3x4xf32>
}
func.func @chains(%a: f32, %b: f32, %c: f32, %d: f32, %v: vector<2xf32>, %w: vector<4xf32>, %s: vector<2x3xf32>) -> (vector<2x2xf32>, vector<2xf32>, vector<6xf32>, vector<2xf32>) {
  %u = ub.poison : vector<2x2xf32>
  %0 = vector.insert %a, %u[0, 0] : f32 into vector<2x2xf32>
  %1 = vector.insert %v, %0[1] : vector<2xf32> into vector<2x2xf32>
  %2 = vector.insert %b, %1[0, 1] : f32 into vector<2x2xf32>
  %e = vector.from_elements %a, %b, %c, %d : vector<2x2xf32>
  %3 = vector.extract %e[1] : vector<2xf32> from vector<2x2xf32>
  %sc = vector.shape_cast %s : vector<2x3xf32> to vector<1x6xf32>
  %4 = vector.extract %sc[0] : vector<6xf32> from vector<1x6xf32>
  %p = vector.insert %c, %w[0] : f32 into vector<4xf32>
  %q = vector.insert %d, %p[1] : f32 into vector<4xf32>
  %5 = vector.extract_strided_slice %q {offsets = [0], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
  return %2, %3, %4, %5 : vector<2x2xf32>, vector<2xf32>, vector<6xf32>, vector<2xf32>
}
