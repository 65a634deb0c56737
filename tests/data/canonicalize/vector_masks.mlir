// vector masks: create_mask of constant sizes becomes constant_mask (clamped, scalable dims, all-false), constant_mask splats, strided slices of constant and create masks.
func.func @create(%n: index) -> (vector<4x3xi1>, vector<[8]xi1>, vector<4x3xi1>, vector<4x3xi1>, vector<4xi1>) {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %cm1 = arith.constant -1 : index
  %0 = vector.create_mask %c5, %c2 : vector<4x3xi1>
  %1 = vector.create_mask %cm1 : vector<[8]xi1>
  %2 = vector.create_mask %c2, %cm1 : vector<4x3xi1>
  %3 = vector.create_mask %c2, %n : vector<4x3xi1>
  %4 = vector.constant_mask [4] : vector<4xi1>
  return %0, %1, %2, %3, %4 : vector<4x3xi1>, vector<[8]xi1>, vector<4x3xi1>, vector<4x3xi1>, vector<4xi1>
}
func.func @slices(%n: index) -> (vector<2x2xi1>, vector<2x1xi1>, vector<5x7xi1>) {
  %0 = vector.constant_mask [3, 2] : vector<4x3xi1>
  %1 = vector.extract_strided_slice %0 {offsets = [1, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x3xi1> to vector<2x2xi1>
  %2 = vector.extract_strided_slice %0 {offsets = [0, 2], sizes = [2, 1], strides = [1, 1]} : vector<4x3xi1> to vector<2x1xi1>
  %c4 = arith.constant 4 : index
  %3 = vector.create_mask %n, %c4 : vector<12x7xi1>
  %4 = vector.extract_strided_slice %3 {offsets = [3], sizes = [5], strides = [1]} : vector<12x7xi1> to vector<5x7xi1>
  return %1, %2, %4 : vector<2x2xi1>, vector<2x1xi1>, vector<5x7xi1>
}
func.func @shape_cast_masks(%n: index, %i: i32) -> (vector<4xi1>, vector<4xi1>, vector<1xi1>, vector<4x2xi1>, vector<4xi1>, vector<[4]xi1>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %k = vector.create_mask %n, %c1 : vector<4x1xi1>
  %0 = vector.shape_cast %k : vector<4x1xi1> to vector<4xi1>
  %cm = vector.constant_mask [3, 1, 1] : vector<4x1x1xi1>
  %1 = vector.shape_cast %cm : vector<4x1x1xi1> to vector<4xi1>
  %u = vector.create_mask %c1, %n : vector<1x1xi1>
  %2 = vector.shape_cast %u : vector<1x1xi1> to vector<1xi1>
  %k2 = vector.create_mask %n, %c2, %c1 : vector<4x2x1xi1>
  %3 = vector.shape_cast %k2 : vector<4x2x1xi1> to vector<4x2xi1>
  %k3 = vector.create_mask %n, %c2 : vector<4x1xi1>
  %4 = vector.shape_cast %k3 : vector<4x1xi1> to vector<4xi1>
  %k4 = vector.create_mask %n, %c1 : vector<[4]x1xi1>
  %5 = vector.shape_cast %k4 : vector<[4]x1xi1> to vector<[4]xi1>
  return %0, %1, %2, %3, %4, %5 : vector<4xi1>, vector<4xi1>, vector<1xi1>, vector<4x2xi1>, vector<4xi1>, vector<[4]xi1>
}
