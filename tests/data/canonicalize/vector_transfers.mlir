// vector transfers: dims statically in bounds marked so (broadcast dims too), all-set masks dropped, memref and tensor casts folded in, reads of written values, writes of values read, overwritten writes skipped; dead reads and tensor writes erased (transfers have memory effects on memrefs only).
func.func @in_bounds(%A: memref<?x8xf32>, %B: memref<4x8xf32>, %m: vector<4x8xi1>) -> (vector<4x8xf32>, vector<4x9xf32>, vector<4x8xf32>, vector<2x8x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f0 = arith.constant 0.0 : f32
  %0 = vector.transfer_read %A[%c0, %c0], %f0 : memref<?x8xf32>, vector<4x8xf32>
  vector.transfer_write %0, %A[%c0, %c0] : vector<4x8xf32>, memref<?x8xf32>
  %1 = vector.transfer_read %A[%c0, %c1], %f0 : memref<?x8xf32>, vector<4x9xf32>
  %cast = memref.cast %B : memref<4x8xf32> to memref<?x?xf32>
  %all = vector.constant_mask [4, 8] : vector<4x8xi1>
  %2 = vector.transfer_read %cast[%c0, %c0], %f0, %all : memref<?x?xf32>, vector<4x8xf32>
  vector.transfer_write %2, %cast[%c0, %c0], %m : vector<4x8xf32>, memref<?x?xf32>
  %3 = vector.transfer_read %B[%c0, %c0], %f0 {permutation_map = affine_map<(d0, d1) -> (0, d1, d0)>} : memref<4x8xf32>, vector<2x8x4xf32>
  %dead = vector.transfer_read %B[%c1, %c0], %f0 : memref<4x8xf32>, vector<1x8xf32>
  return %0, %1, %2, %3 : vector<4x8xf32>, vector<4x9xf32>, vector<4x8xf32>, vector<2x8x4xf32>
}
func.func @tensors(%t: tensor<4x8xf32>, %u: tensor<4x4xf32>, %v0: vector<1x4xf32>, %v1: vector<1x4xf32>, %i: index) -> (vector<4x8xf32>, tensor<4x4xf32>, vector<1x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f0 = arith.constant 0.0 : f32
  %cast = tensor.cast %t : tensor<4x8xf32> to tensor<?x?xf32>
  %0 = vector.transfer_read %cast[%c0, %c0], %f0 : tensor<?x?xf32>, vector<4x8xf32>
  %r = vector.transfer_read %u[%c1, %c0], %f0 : tensor<4x4xf32>, vector<1x4xf32>
  %1 = vector.transfer_write %r, %u[%c1, %c0] : vector<1x4xf32>, tensor<4x4xf32>
  %w0 = vector.transfer_write %v0, %u[%c1, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<4x4xf32>
  %w1 = vector.transfer_write %v1, %w0[%c2, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<4x4xf32>
  %2 = vector.transfer_read %w1[%c1, %c0], %f0 {in_bounds = [true, true]} : tensor<4x4xf32>, vector<1x4xf32>
  %x0 = vector.transfer_write %v0, %u[%c1, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<4x4xf32>
  %x1 = vector.transfer_write %v0, %x0[%c2, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<4x4xf32>
  %3 = vector.transfer_write %v1, %x1[%c1, %c0] {in_bounds = [true, true]} : vector<1x4xf32>, tensor<4x4xf32>
  %whole = vector.transfer_read %u[%c0, %c0], %f0 {in_bounds = [true, true]} : tensor<4x4xf32>, vector<4x4xf32>
  %4 = vector.transfer_write %whole, %w1[%c0, %c0] {in_bounds = [true, true]} : vector<4x4xf32>, tensor<4x4xf32>
  %dead = vector.transfer_write %v0, %u[%i, %c0] : vector<1x4xf32>, tensor<4x4xf32>
  return %0, %1, %2, %3, %4 : vector<4x8xf32>, tensor<4x4xf32>, vector<1x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>
}
