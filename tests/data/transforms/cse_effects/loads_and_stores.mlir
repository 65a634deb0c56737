// Loads of the same place merge until a store; a store to any memref stops them.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>, memref<4xf32>, index, f32) -> (f32, f32, f32, f32, f32), sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: index, %arg3: f32):
    %0 = "memref.load"(%arg0, %arg2) : (memref<4xf32>, index) -> f32
    %1 = "memref.load"(%arg0, %arg2) : (memref<4xf32>, index) -> f32
    %2 = "memref.load"(%arg1, %arg2) : (memref<4xf32>, index) -> f32
    "memref.store"(%arg3, %arg1, %arg2) : (f32, memref<4xf32>, index) -> ()
    %3 = "memref.load"(%arg0, %arg2) : (memref<4xf32>, index) -> f32
    %4 = "memref.load"(%arg0, %arg2) : (memref<4xf32>, index) -> f32
    "func.return"(%0, %1, %2, %3, %4) : (f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
}) : () -> ()

