// vector transfers: store-to-load forwarding through permutation maps (reads of written tensors become broadcasts and transposes), not across different chunks.
func.func @forwarding(%t: tensor<4x4xf32>, %u: tensor<4x4x4xf32>, %v: vector<4x2xf32>, %w: vector<4x1xf32>, %x: vector<2x4xf32>) -> (vector<4x2x6xf32>, vector<1x100x4x5xf32>, vector<2x4xf32>, vector<4x2xf32>, vector<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f0 = arith.constant 0.0 : f32
  %w0 = vector.transfer_write %v, %t[%c0, %c0] {in_bounds = [true, true]} : vector<4x2xf32>, tensor<4x4xf32>
  %0 = vector.transfer_read %w0[%c0, %c0], %f0 {in_bounds = [true, true, true], permutation_map = affine_map<(d0, d1) -> (d0, d1, 0)>} : tensor<4x4xf32>, vector<4x2x6xf32>
  %w1 = vector.transfer_write %w, %u[%c0, %c0, %c0] {in_bounds = [true, true], permutation_map = affine_map<(d0, d1, d2) -> (d2, d1)>} : vector<4x1xf32>, tensor<4x4x4xf32>
  %1 = vector.transfer_read %w1[%c0, %c0, %c0], %f0 {in_bounds = [true, true, true, true], permutation_map = affine_map<(d0, d1, d2) -> (d1, 0, d2, 0)>} : tensor<4x4x4xf32>, vector<1x100x4x5xf32>
  %2 = vector.transfer_read %w0[%c0, %c0], %f0 {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<4x4xf32>, vector<2x4xf32>
  %w2 = vector.transfer_write %x, %t[%c0, %c0] {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<2x4xf32>, tensor<4x4xf32>
  %3 = vector.transfer_read %w2[%c0, %c0], %f0 {in_bounds = [true, true]} : tensor<4x4xf32>, vector<4x2xf32>
  %4 = vector.transfer_read %w0[%c0, %c1], %f0 : tensor<4x4xf32>, vector<4x4xf32>
  return %0, %1, %2, %3, %4 : vector<4x2x6xf32>, vector<1x100x4x5xf32>, vector<2x4xf32>, vector<4x2xf32>, vector<4x4xf32>
}
