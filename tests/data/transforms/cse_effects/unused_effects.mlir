// Unused reads and allocations are dead; stores, frees and calls are not.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32>, index, f32) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xf32>, %arg1: index, %arg2: f32):
    %0 = "memref.load"(%arg0, %arg1) : (memref<4xf32>, index) -> f32
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
    %2 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
    %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
    "memref.store"(%arg2, %3, %arg1) : (f32, memref<8xf32>, index) -> ()
    "memref.dealloc"(%3) : (memref<8xf32>) -> ()
    %4 = "memref.dim"(%arg0, %arg1) : (memref<4xf32>, index) -> index
    "func.call"() <{callee = @g}> : () -> ()
    %5 = "memref.load"(%arg0, %arg1) : (memref<4xf32>, index) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

