// tensor slices, padding, collapse/expand shape and reshape.
func.func @slices(%t: tensor<8x16xf32>, %o: index, %sz: index) -> (tensor<4x?xf32>, tensor<8x16xf32>) {
  %s = tensor.extract_slice %t[0, %o] [4, %sz] [1, 1] : tensor<8x16xf32> to tensor<4x?xf32>
  %r = tensor.insert_slice %s into %t[4, %o] [4, %sz] [1, 1] : tensor<4x?xf32> into tensor<8x16xf32>
  return %s, %r : tensor<4x?xf32>, tensor<8x16xf32>
}

func.func @rank_reduced(%t: tensor<1x8x1xi32>) -> tensor<8xi32> {
  %s = tensor.extract_slice %t[0, 0, 0] [1, 8, 1] [1, 1, 1] : tensor<1x8x1xi32> to tensor<8xi32>
  return %s : tensor<8xi32>
}

func.func @collapse_expand(%t: tensor<2x3x4xf32>, %d: tensor<?x4xf32>, %n: index) -> (tensor<6x4xf32>, tensor<2x3x2x2xf32>, tensor<?x2x2xf32>) {
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %e = tensor.expand_shape %t [[0], [1], [2, 3]] output_shape [2, 3, 2, 2] : tensor<2x3x4xf32> into tensor<2x3x2x2xf32>
  %x = tensor.expand_shape %d [[0], [1, 2]] output_shape [%n, 2, 2] : tensor<?x4xf32> into tensor<?x2x2xf32>
  return %c, %e, %x : tensor<6x4xf32>, tensor<2x3x2x2xf32>, tensor<?x2x2xf32>
}

func.func @pad(%t: tensor<4x4xf32>, %h: index) -> tensor<?x6xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %t low[%h, 1] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<4x4xf32> to tensor<?x6xf32>
  return %p : tensor<?x6xf32>
}

func.func @reshape(%t: tensor<12xf32>, %shape: tensor<2xi64>) -> tensor<?x?xf32> {
  %r = tensor.reshape %t(%shape) : (tensor<12xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
