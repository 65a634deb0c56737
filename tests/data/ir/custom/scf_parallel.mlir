// scf.parallel with reductions and scf.forall with shared outputs.
func.func @parallel_fill(%m: memref<?x?xf32>, %n: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant 3.0 : f32
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %k) step (%c1, %c1) {
    memref.store %v, %m[%i, %j] : memref<?x?xf32>
  }
  return
}

func.func @parallel_reduce(%m: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 0.0 : f32
  %sum = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%init) -> f32 {
    %x = memref.load %m[%i] : memref<?xf32>
    scf.reduce(%x : f32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %s = arith.addf %lhs, %rhs : f32
      scf.reduce.return %s : f32
    }
  }
  return %sum : f32
}

func.func @forall(%t: tensor<16xf32>) -> tensor<16xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%out = %t) -> (tensor<16xf32>) {
    %off = arith.muli %i, %i : index
    %slice = tensor.extract_slice %out[%off] [4] [1] : tensor<16xf32> to tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %slice into %out[%off] [4] [1] : tensor<4xf32> into tensor<16xf32>
    }
  } {mapping = [#gpu.thread<x>]}
  return %r : tensor<16xf32>
}
