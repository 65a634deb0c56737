// vector.transfer_read/transfer_write pairs on tensors leave nested loops level by level
// (scf.for inside scf.for); disjoint transfers of the same tensor both leave, overlapping ones stay.
func.func private @use(vector<4xf32>) -> vector<4xf32>

func.func @transfers(%t: tensor<16x16xf32>, %lb: index, %ub: index, %s: index) -> tensor<16x16xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %pad = arith.constant 0.0 : f32
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %t) -> (tensor<16x16xf32>) {
    %inner = scf.for %j = %lb to %ub step %s iter_args(%b = %a) -> (tensor<16x16xf32>) {
      %v = vector.transfer_read %b[%c0, %c0], %pad : tensor<16x16xf32>, vector<4xf32>
      %w = vector.transfer_read %b[%c0, %c4], %pad : tensor<16x16xf32>, vector<4xf32>
      %fv = func.call @use(%v) : (vector<4xf32>) -> vector<4xf32>
      %fw = func.call @use(%w) : (vector<4xf32>) -> vector<4xf32>
      %b1 = vector.transfer_write %fv, %b[%c0, %c0] : vector<4xf32>, tensor<16x16xf32>
      %b2 = vector.transfer_write %fw, %b1[%c0, %c4] : vector<4xf32>, tensor<16x16xf32>
      scf.yield %b2 : tensor<16x16xf32>
    }
    scf.yield %inner : tensor<16x16xf32>
  }
  %q = scf.for %i = %lb to %ub step %s iter_args(%a = %r) -> (tensor<16x16xf32>) {
    %v = vector.transfer_read %a[%c0, %c0], %pad : tensor<16x16xf32>, vector<4xf32>
    %w = vector.transfer_read %a[%c0, %c2], %pad : tensor<16x16xf32>, vector<4xf32>
    %fv = func.call @use(%v) : (vector<4xf32>) -> vector<4xf32>
    %fw = func.call @use(%w) : (vector<4xf32>) -> vector<4xf32>
    %a1 = vector.transfer_write %fv, %a[%c0, %c0] : vector<4xf32>, tensor<16x16xf32>
    %a2 = vector.transfer_write %fw, %a1[%c0, %c2] : vector<4xf32>, tensor<16x16xf32>
    scf.yield %a2 : tensor<16x16xf32>
  }
  return %q : tensor<16x16xf32>
}
