func.func private @step(tensor<?x?xf32>) -> tensor<?x?xf32>
func.func @f(%t: tensor<4x8xf32>, %u: tensor<?x8xf32>, %n: index) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.cast %t : tensor<4x8xf32> to tensor<?x?xf32>
  %1 = tensor.cast %u : tensor<?x8xf32> to tensor<?x?xf32>
  %2:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %0, %b = %1) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
    %3 = func.call @step(%a) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    %4 = func.call @step(%b) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    scf.yield %3, %4 : tensor<?x?xf32>, tensor<?x?xf32>
  } {tag}
  return %2#0, %2#1 : tensor<?x?xf32>, tensor<?x?xf32>
}
