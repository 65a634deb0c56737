// tensor extract, insert, empty, from_elements, generate, dim and cast.
func.func @extract_insert(%t: tensor<4x4xf32>, %i: index, %v: f32) -> (f32, tensor<4x4xf32>) {
  %e = tensor.extract %t[%i, %i] : tensor<4x4xf32>
  %n = tensor.insert %v into %t[%i, %i] : tensor<4x4xf32>
  return %e, %n : f32, tensor<4x4xf32>
}

func.func @empty_and_dim(%n: index) -> (tensor<?x8xf16>, index) {
  %t = tensor.empty(%n) : tensor<?x8xf16>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?x8xf16>
  return %t, %d : tensor<?x8xf16>, index
}

func.func @from_elements(%a: i32, %b: i32) -> (tensor<2xi32>, tensor<i32>) {
  %t = tensor.from_elements %a, %b : tensor<2xi32>
  %s = tensor.from_elements %a : tensor<i32>
  return %t, %s : tensor<2xi32>, tensor<i32>
}

func.func @generate(%n: index) -> tensor<?x3xindex> {
  %t = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    tensor.yield %s : index
  } : tensor<?x3xindex>
  return %t : tensor<?x3xindex>
}

func.func @casts(%t: tensor<4xf32>) -> (tensor<?xf32>, tensor<*xf32>, index) {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %u = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %r = tensor.rank %u : tensor<*xf32>
  return %c, %u, %r : tensor<?xf32>, tensor<*xf32>, index
}

func.func @encoded(%t: tensor<8xf32, "custom_encoding">) -> tensor<8xf32, "custom_encoding"> {
  return %t : tensor<8xf32, "custom_encoding">
}
