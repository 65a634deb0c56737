"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> f32, sym_name = "alloc_load_store"}> ({
  ^bb0(%arg4: index, %arg5: index, %arg6: index):
    %11 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x8xf32>
    %12 = "memref.alloc"(%arg6) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x8xf32>
    %13 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<16xi32>
    %14 = "memref.load"(%11, %arg4, %arg5) : (memref<4x8xf32>, index, index) -> f32
    "memref.store"(%14, %12, %arg4, %arg5) : (f32, memref<?x8xf32>, index, index) -> ()
    %15 = "memref.load"(%12, %arg5, %arg4) <{nontemporal = true}> : (memref<?x8xf32>, index, index) -> f32
    "memref.dealloc"(%11) : (memref<4x8xf32>) -> ()
    "memref.dealloc"(%12) : (memref<?x8xf32>) -> ()
    "func.return"(%15) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x?xf32>) -> (index, memref<?x?xf32>), sym_name = "casts_and_dims"}> ({
  ^bb0(%arg3: memref<4x?xf32>):
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index
    %9 = "memref.dim"(%arg3, %8) : (memref<4x?xf32>, index) -> index
    %10 = "memref.cast"(%arg3) : (memref<4x?xf32>) -> memref<?x?xf32>
    "func.return"(%9, %10) : (index, memref<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8xf32, 1>, memref<8xf32, #gpu.address_space<workgroup>>) -> (), sym_name = "memory_spaces"}> ({
  ^bb0(%arg1: memref<8xf32, 1>, %arg2: memref<8xf32, #gpu.address_space<workgroup>>):
    %5 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32, 3>
    "memref.copy"(%arg1, %5) : (memref<8xf32, 1>, memref<8xf32, 3>) -> ()
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "memref.load"(%5, %6) : (memref<8xf32, 3>, index) -> f32
    "memref.store"(%7, %arg2, %6) : (f32, memref<8xf32, #gpu.address_space<workgroup>>, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "memref.global"() <{constant, initial_value = dense<[1, 2, 4, 8]> : tensor<4xi32>, sym_name = "lut", sym_visibility = "private", type = memref<4xi32>}> : () -> ()
  "memref.global"() <{initial_value, sym_name = "state", type = memref<2xf64>}> : () -> ()
  "memref.global"() <{alignment = 16 : i64, initial_value = dense<0> : tensor<3xi8>, sym_name = "aligned", sym_visibility = "private", type = memref<3xi8>}> : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "use_globals"}> ({
    %1 = "memref.get_global"() <{name = @lut}> : () -> memref<4xi32>
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "memref.load"(%1, %2) : (memref<4xi32>, index) -> i32
    %4 = "memref.get_global"() <{name = @state}> : () -> memref<2xf64>
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<f32>) -> f32, sym_name = "zero_rank"}> ({
  ^bb0(%arg0: memref<f32>):
    %0 = "memref.load"(%arg0) : (memref<f32>) -> f32
    "func.return"(%0) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

