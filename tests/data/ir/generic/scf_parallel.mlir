"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32>, index, index) -> (), sym_name = "parallel_fill"}> ({
  ^bb0(%arg8: memref<?x?xf32>, %arg9: index, %arg10: index):
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "arith.constant"() <{value = 1 : index}> : () -> index
    %11 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    "scf.parallel"(%9, %9, %arg9, %arg10, %10, %10) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg11: index, %arg12: index):
      "memref.store"(%11, %arg8, %arg11, %arg12) : (f32, memref<?x?xf32>, index, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, index) -> f32, sym_name = "parallel_reduce"}> ({
  ^bb0(%arg3: memref<?xf32>, %arg4: index):
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %6 = "scf.parallel"(%3, %arg4, %4, %5) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg5: index):
      %7 = "memref.load"(%arg3, %arg5) : (memref<?xf32>, index) -> f32
      "scf.reduce"(%7) ({
      ^bb0(%arg6: f32, %arg7: f32):
        %8 = "arith.addf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%8) : (f32) -> ()
      }) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "func.return"(%6) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16xf32>) -> tensor<16xf32>, sym_name = "forall"}> ({
  ^bb0(%arg0: tensor<16xf32>):
    %0 = "scf.forall"(%arg0) <{mapping = [#gpu.thread<x>], operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg1: index, %arg2: tensor<16xf32>):
      %1 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %2 = "tensor.extract_slice"(%arg2, %1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<16xf32>, index) -> tensor<4xf32>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%2, %arg2, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, tensor<16xf32>, index) -> ()
      }) : () -> ()
    }) : (tensor<16xf32>) -> tensor<16xf32>
    "func.return"(%0) : (tensor<16xf32>) -> ()
  }) : () -> ()
}) : () -> ()

