// bufferization and ub dialects: tensor/memref conversions and poison values.
func.func @convert(%m: memref<4xf32>) -> (tensor<4xf32>, memref<4xf32>) {
  %t = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  %b = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  return %t, %b : tensor<4xf32>, memref<4xf32>
}

func.func @alloc_tensor(%n: index) -> tensor<?x8xi32> {
  %t = bufferization.alloc_tensor(%n) : tensor<?x8xi32>
  %c = bufferization.alloc_tensor() copy(%t) : tensor<?x8xi32>
  return %c : tensor<?x8xi32>
}

func.func @poison() -> (i32, f64, vector<4xi8>) {
  %a = ub.poison : i32
  %b = ub.poison : f64
  %c = ub.poison : vector<4xi8>
  return %a, %b, %c : i32, f64, vector<4xi8>
}

func.func @materialize(%t: tensor<4xf32>, %dest: memref<4xf32>) {
  bufferization.materialize_in_destination %t in restrict writable %dest : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}
