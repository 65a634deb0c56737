func.func @f(%out: tensor<2xi32>, %v: tensor<1xi32>, %m: memref<4xindex>) -> tensor<?xi32> {
  %out_cast = tensor.cast %out : tensor<2xi32> to tensor<?xi32>
  %result = scf.forall (%i) = (0) to (2) step (1) shared_outs (%o = %out_cast) -> tensor<?xi32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i] [1] [1] : tensor<1xi32> into tensor<?xi32>
    }
  }
  scf.forall (%i, %j) = (0, 3) to (8, 4) step (1, 1) {
    memref.store %j, %m[%i] : memref<4xindex>
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return %result : tensor<?xi32>
}
