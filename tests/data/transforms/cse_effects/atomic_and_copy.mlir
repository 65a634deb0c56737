// memref.copy reads its source and writes its target; prefetch and assume_alignment.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>, memref<4xf32>, index) -> (f32, f32, f32, f32), sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: index):
    %0 = "memref.load"(%arg1, %arg2) : (memref<4xf32>, index) -> f32
    %1 = "memref.load"(%arg1, %arg2) : (memref<4xf32>, index) -> f32
    "memref.copy"(%arg1, %arg0) : (memref<4xf32>, memref<4xf32>) -> ()
    %2 = "memref.load"(%arg1, %arg2) : (memref<4xf32>, index) -> f32
    "memref.prefetch"(%arg0, %arg2) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<4xf32>, index) -> ()
    %3 = "memref.load"(%arg1, %arg2) : (memref<4xf32>, index) -> f32
    "func.return"(%0, %1, %2, %3) : (f32, f32, f32, f32) -> ()
  }) : () -> ()
}) : () -> ()

