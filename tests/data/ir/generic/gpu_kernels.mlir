"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "gpu.func"() <{function_type = (memref<?xf32>, f32) -> (), known_block_size = array<i32: 128, 1, 1>}> ({
    ^bb0(%arg15: memref<?xf32>, %arg16: f32):
      %4 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> index
      %5 = "gpu.block_id"() <{dimension = #gpu<dim x>}> : () -> index
      %6 = "gpu.block_dim"() <{dimension = #gpu<dim x>}> : () -> index
      %7 = "arith.muli"(%5, %6) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %8 = "arith.addi"(%7, %4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %9 = "memref.load"(%arg15, %8) : (memref<?xf32>, index) -> f32
      %10 = "arith.mulf"(%9, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "memref.store"(%10, %arg15, %8) : (f32, memref<?xf32>, index) -> ()
      "gpu.barrier"() : () -> ()
      "gpu.return"() : () -> ()
    }) {gpu.kernel, sym_name = "scale", workgroup_attributions = 0 : i64} : () -> ()
    "gpu.func"() <{function_type = (f32) -> f32}> ({
    ^bb0(%arg14: f32):
      "gpu.return"(%arg14) : (f32) -> ()
    }) {sym_name = "helper", workgroup_attributions = 0 : i64} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xf32>, index) -> (), sym_name = "host"}> ({
  ^bb0(%arg0: memref<?xf32>, %arg1: index):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 128 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    "gpu.launch_func"(%arg1, %0, %0, %1, %0, %0, %arg0, %2) <{kernel = @kernels::@scale, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 2, 0>}> : (index, index, index, index, index, index, memref<?xf32>, f32) -> ()
    "gpu.launch"(%arg1, %0, %0, %1, %0, %0) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
    ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: index, %arg13: index):
      %3 = "arith.addi"(%arg2, %arg5) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "gpu.terminator"() : () -> ()
    }) {workgroup_attributions = 0 : i64} : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()

