// A read that cannot reuse an outer one (a write between) is remembered in its scope only:
// after the nested region the outer read is found again, across the write (MLIR's scoped
// table), and in another block it is not.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>, i1, index, f32) -> (f32, f32, f32), sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xf32>, %arg1: i1, %arg2: index, %arg3: f32):
    %0 = "memref.load"(%arg0, %arg2) : (memref<4xf32>, index) -> f32
    %1 = "scf.if"(%arg1) ({
      "memref.store"(%arg3, %arg0, %arg2) : (f32, memref<4xf32>, index) -> ()
      %3 = "memref.load"(%arg0, %arg2) : (memref<4xf32>, index) -> f32
      %4 = "memref.load"(%arg0, %arg2) : (memref<4xf32>, index) -> f32
      %5 = "arith.addf"(%3, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%5) : (f32) -> ()
    }, {
      "scf.yield"(%arg3) : (f32) -> ()
    }) : (i1) -> f32
    %2 = "memref.load"(%arg0, %arg2) : (memref<4xf32>, index) -> f32
    "func.return"(%0, %1, %2) : (f32, f32, f32) -> ()
  }) : () -> ()
}) : () -> ()

