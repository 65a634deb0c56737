// ARGS: --allow-unregistered-dialect
// Vector and tensor constants with dense attributes of many element types.
func.func @dense_constants() -> (vector<4xi32>, tensor<2x2xf32>, tensor<3xi1>, vector<2x3xf64>) {
  %splat = arith.constant dense<7> : vector<4xi32>
  %mat = arith.constant dense<[[1.0, -2.5], [0.0, 4.0e+03]]> : tensor<2x2xf32>
  %bools = arith.constant dense<[true, false, true]> : tensor<3xi1>
  %wide = arith.constant dense<[[1.0, 2.0, 3.0], [0x7FF8000000000000, -0.0, 1.0e+10]]> : vector<2x3xf64>
  return %splat, %mat, %bools, %wide : vector<4xi32>, tensor<2x2xf32>, tensor<3xi1>, vector<2x3xf64>
}

func.func @more_dense() -> (tensor<0xi32>, tensor<i64>, tensor<2xindex>, tensor<4xi8>) {
  %empty = arith.constant dense<> : tensor<0xi32>
  %scalar = arith.constant dense<-5> : tensor<i64>
  %idx = arith.constant dense<[0, 42]> : tensor<2xindex>
  %bytes = arith.constant dense<[-128, 0, 127, 1]> : tensor<4xi8>
  return %empty, %scalar, %idx, %bytes : tensor<0xi32>, tensor<i64>, tensor<2xindex>, tensor<4xi8>
}

func.func @hex_dense() -> (tensor<2xi32>, tensor<2xf16>) {
  %a = arith.constant dense<"0x0100000002000000"> : tensor<2xi32>
  %b = arith.constant dense<[1.0, 0x7C00]> : tensor<2xf16>
  return %a, %b : tensor<2xi32>, tensor<2xf16>
}

func.func @splat_float() -> (vector<16xf16>, tensor<4x4xbf16>) {
  %a = arith.constant dense<0.5> : vector<16xf16>
  %b = arith.constant dense<-1.25> : tensor<4x4xbf16>
  return %a, %b : vector<16xf16>, tensor<4x4xbf16>
}

func.func @complex_dense() -> tensor<2xcomplex<f32>> {
  %c = "test.const"() {value = dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f32>>} : () -> tensor<2xcomplex<f32>>
  return %c : tensor<2xcomplex<f32>>
}
