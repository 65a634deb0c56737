// vector.load reads, vector.store writes; tensor ops are pure.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<8xf32>, tensor<8xf32>, index, vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, f32, f32, tensor<8xf32>, tensor<8xf32>), sym_name = "f"}> ({
  ^bb0(%arg0: memref<8xf32>, %arg1: tensor<8xf32>, %arg2: index, %arg3: vector<4xf32>):
    %0 = "vector.load"(%arg0, %arg2) : (memref<8xf32>, index) -> vector<4xf32>
    %1 = "vector.load"(%arg0, %arg2) : (memref<8xf32>, index) -> vector<4xf32>
    "vector.store"(%arg3, %arg0, %arg2) : (vector<4xf32>, memref<8xf32>, index) -> ()
    %2 = "vector.load"(%arg0, %arg2) : (memref<8xf32>, index) -> vector<4xf32>
    %3 = "tensor.extract"(%arg1, %arg2) : (tensor<8xf32>, index) -> f32
    %4 = "tensor.extract"(%arg1, %arg2) : (tensor<8xf32>, index) -> f32
    %5 = "tensor.insert"(%3, %arg1, %arg2) : (f32, tensor<8xf32>, index) -> tensor<8xf32>
    %6 = "tensor.insert"(%4, %arg1, %arg2) : (f32, tensor<8xf32>, index) -> tensor<8xf32>
    %7 = "tensor.empty"() : () -> tensor<4xf32>
    "func.return"(%0, %1, %2, %3, %4, %5, %6) : (vector<4xf32>, vector<4xf32>, vector<4xf32>, f32, f32, tensor<8xf32>, tensor<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

