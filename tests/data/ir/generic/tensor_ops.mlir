"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x4xf32>, index, f32) -> (f32, tensor<4x4xf32>), sym_name = "extract_insert"}> ({
  ^bb0(%arg8: tensor<4x4xf32>, %arg9: index, %arg10: f32):
    %10 = "tensor.extract"(%arg8, %arg9, %arg9) : (tensor<4x4xf32>, index, index) -> f32
    %11 = "tensor.insert"(%arg10, %arg8, %arg9, %arg9) : (f32, tensor<4x4xf32>, index, index) -> tensor<4x4xf32>
    "func.return"(%10, %11) : (f32, tensor<4x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (tensor<?x8xf16>, index), sym_name = "empty_and_dim"}> ({
  ^bb0(%arg7: index):
    %7 = "tensor.empty"(%arg7) : (index) -> tensor<?x8xf16>
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    %9 = "tensor.dim"(%7, %8) : (tensor<?x8xf16>, index) -> index
    "func.return"(%7, %9) : (tensor<?x8xf16>, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (tensor<2xi32>, tensor<i32>), sym_name = "from_elements"}> ({
  ^bb0(%arg5: i32, %arg6: i32):
    %5 = "tensor.from_elements"(%arg5, %arg6) : (i32, i32) -> tensor<2xi32>
    %6 = "tensor.from_elements"(%arg5) : (i32) -> tensor<i32>
    "func.return"(%5, %6) : (tensor<2xi32>, tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> tensor<?x3xindex>, sym_name = "generate"}> ({
  ^bb0(%arg2: index):
    %3 = "tensor.generate"(%arg2) ({
    ^bb0(%arg3: index, %arg4: index):
      %4 = "arith.addi"(%arg3, %arg4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "tensor.yield"(%4) : (index) -> ()
    }) : (index) -> tensor<?x3xindex>
    "func.return"(%3) : (tensor<?x3xindex>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (tensor<?xf32>, tensor<*xf32>, index), sym_name = "casts"}> ({
  ^bb0(%arg1: tensor<4xf32>):
    %0 = "tensor.cast"(%arg1) : (tensor<4xf32>) -> tensor<?xf32>
    %1 = "tensor.cast"(%arg1) : (tensor<4xf32>) -> tensor<*xf32>
    %2 = "tensor.rank"(%1) : (tensor<*xf32>) -> index
    "func.return"(%0, %1, %2) : (tensor<?xf32>, tensor<*xf32>, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xf32, "custom_encoding">) -> tensor<8xf32, "custom_encoding">, sym_name = "encoded"}> ({
  ^bb0(%arg0: tensor<8xf32, "custom_encoding">):
    "func.return"(%arg0) : (tensor<8xf32, "custom_encoding">) -> ()
  }) : () -> ()
}) : () -> ()

