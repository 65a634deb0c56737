func.func @f(%t: tensor<8x8xf32>, %u: tensor<?xf32>, %n: index, %x: f32) -> (tensor<8x8xf32>, index, tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %0 = scf.forall (%i, %j) = (%c0, %c16) to (%c1, %c16) step (%c8, %c8) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
    %f = linalg.fill ins(%x : f32) outs(%o : tensor<8x8xf32>) -> tensor<8x8xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%i, %j] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x8xf32>
    }
  }
  %1:2 = scf.forall (%i) in (%n) shared_outs(%a = %u, %b = %u) -> (tensor<?xf32>, tensor<?xf32>) {
    %s = tensor.extract_slice %a[%i] [1] [1] : tensor<?xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %b[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  %2 = scf.forall (%i) in (%c16) shared_outs(%a = %u) -> (tensor<?xf32>) {
    %s = tensor.extract_slice %u[%i] [1] [1] : tensor<?xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %a[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  %d = tensor.dim %2, %c0 : tensor<?xf32>
  return %0, %d, %1#0, %1#1 : tensor<8x8xf32>, index, tensor<?xf32>, tensor<?xf32>
}
func.func @g() {
  scf.forall (%i, %j) = (2, 0) to (3, 1) step (1, 1) {
    "some.effect"(%i, %j) : (index, index) -> ()
  }
  return
}
