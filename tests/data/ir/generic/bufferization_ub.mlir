"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>) -> (tensor<4xf32>, memref<4xf32>), sym_name = "convert"}> ({
  ^bb0(%arg3: memref<4xf32>):
    %5 = "bufferization.to_tensor"(%arg3) <{restrict, writable}> : (memref<4xf32>) -> tensor<4xf32>
    %6 = "bufferization.to_buffer"(%5) : (tensor<4xf32>) -> memref<4xf32>
    "func.return"(%5, %6) : (tensor<4xf32>, memref<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> tensor<?x8xi32>, sym_name = "alloc_tensor"}> ({
  ^bb0(%arg2: index):
    %3 = "bufferization.alloc_tensor"(%arg2) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> tensor<?x8xi32>
    %4 = "bufferization.alloc_tensor"(%3) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<?x8xi32>) -> tensor<?x8xi32>
    "func.return"(%4) : (tensor<?x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, f64, vector<4xi8>), sym_name = "poison"}> ({
    %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32
    %1 = "ub.poison"() <{value = #ub.poison}> : () -> f64
    %2 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xi8>
    "func.return"(%0, %1, %2) : (i32, f64, vector<4xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>, memref<4xf32>) -> (), sym_name = "materialize"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: memref<4xf32>):
    "bufferization.materialize_in_destination"(%arg0, %arg1) <{restrict, writable}> : (tensor<4xf32>, memref<4xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

