// A free or an allocation between two reads does not stop cse (only writes do); a call with
// unknown effects does.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "g", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<4xf32>, memref<2xf32>, index) -> (f32, f32, f32, f32, memref<2xf32>), sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xf32>, %arg1: memref<2xf32>, %arg2: index):
    %0 = "memref.load"(%arg0, %arg2) : (memref<4xf32>, index) -> f32
    "memref.dealloc"(%arg1) : (memref<2xf32>) -> ()
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf32>
    %2 = "memref.load"(%arg0, %arg2) : (memref<4xf32>, index) -> f32
    "func.call"() <{callee = @g}> : () -> ()
    %3 = "memref.load"(%arg0, %arg2) : (memref<4xf32>, index) -> f32
    %4 = "memref.load"(%arg0, %arg2) : (memref<4xf32>, index) -> f32
    "func.return"(%0, %2, %3, %4, %1) : (f32, f32, f32, f32, memref<2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

