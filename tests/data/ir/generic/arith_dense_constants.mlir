"builtin.module"() ({
  "func.func"() <{function_type = () -> (vector<4xi32>, tensor<2x2xf32>, tensor<3xi1>, vector<2x3xf64>), sym_name = "dense_constants"}> ({
    %9 = "arith.constant"() <{value = dense<7> : vector<4xi32>}> : () -> vector<4xi32>
    %10 = "arith.constant"() <{value = dense<[[1.000000e+00, -2.500000e+00], [0.000000e+00, 4.000000e+03]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
    %11 = "arith.constant"() <{value = dense<[true, false, true]> : tensor<3xi1>}> : () -> tensor<3xi1>
    %12 = "arith.constant"() <{value = dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [0x7FF8000000000000, -0.000000e+00, 1.000000e+10]]> : vector<2x3xf64>}> : () -> vector<2x3xf64>
    "func.return"(%9, %10, %11, %12) : (vector<4xi32>, tensor<2x2xf32>, tensor<3xi1>, vector<2x3xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (tensor<0xi32>, tensor<i64>, tensor<2xindex>, tensor<4xi8>), sym_name = "more_dense"}> ({
    %5 = "arith.constant"() <{value = dense<> : tensor<0xi32>}> : () -> tensor<0xi32>
    %6 = "arith.constant"() <{value = dense<-5> : tensor<i64>}> : () -> tensor<i64>
    %7 = "arith.constant"() <{value = dense<[0, 42]> : tensor<2xindex>}> : () -> tensor<2xindex>
    %8 = "arith.constant"() <{value = dense<[-128, 0, 127, 1]> : tensor<4xi8>}> : () -> tensor<4xi8>
    "func.return"(%5, %6, %7, %8) : (tensor<0xi32>, tensor<i64>, tensor<2xindex>, tensor<4xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (tensor<2xi32>, tensor<2xf16>), sym_name = "hex_dense"}> ({
    %3 = "arith.constant"() <{value = dense<[1, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %4 = "arith.constant"() <{value = dense<[1.000000e+00, 0x7C00]> : tensor<2xf16>}> : () -> tensor<2xf16>
    "func.return"(%3, %4) : (tensor<2xi32>, tensor<2xf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (vector<16xf16>, tensor<4x4xbf16>), sym_name = "splat_float"}> ({
    %1 = "arith.constant"() <{value = dense<5.000000e-01> : vector<16xf16>}> : () -> vector<16xf16>
    %2 = "arith.constant"() <{value = dense<-1.250000e+00> : tensor<4x4xbf16>}> : () -> tensor<4x4xbf16>
    "func.return"(%1, %2) : (vector<16xf16>, tensor<4x4xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> tensor<2xcomplex<f32>>, sym_name = "complex_dense"}> ({
    %0 = "test.const"() {value = dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,-4.000000e+00)]> : tensor<2xcomplex<f32>>} : () -> tensor<2xcomplex<f32>>
    "func.return"(%0) : (tensor<2xcomplex<f32>>) -> ()
  }) : () -> ()
}) : () -> ()

