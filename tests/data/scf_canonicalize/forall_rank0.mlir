func.func @f(%t: tensor<4xf32>, %s: tensor<2xf32>) -> tensor<4xf32> {
  %0 = scf.forall () in () shared_outs(%o = %t) -> (tensor<4xf32>) {
    "some.effect"(%o) : (tensor<4xf32>) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[1] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return %0 : tensor<4xf32>
}
