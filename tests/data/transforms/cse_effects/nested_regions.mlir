// Reads in other blocks are not merged; an scf.if between two reads writes when its regions
// do (RecursiveMemoryEffects); identical scf.if ops with effect-free bodies merge.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>, i1, index, f32) -> (f32, f32, f32, f32, f32, index, index), sym_name = "f"}> ({
  ^bb0(%arg0: memref<4xf32>, %arg1: i1, %arg2: index, %arg3: f32):
    %0 = "memref.load"(%arg0, %arg2) : (memref<4xf32>, index) -> f32
    %1 = "scf.if"(%arg1) ({
      %9 = "memref.load"(%arg0, %arg2) : (memref<4xf32>, index) -> f32
      "scf.yield"(%9) : (f32) -> ()
    }, {
      "scf.yield"(%arg3) : (f32) -> ()
    }) : (i1) -> f32
    %2 = "memref.load"(%arg0, %arg2) : (memref<4xf32>, index) -> f32
    "scf.if"(%arg1) ({
      "memref.store"(%arg3, %arg0, %arg2) : (f32, memref<4xf32>, index) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %3 = "memref.load"(%arg0, %arg2) : (memref<4xf32>, index) -> f32
    %4 = "memref.load"(%arg0, %arg2) : (memref<4xf32>, index) -> f32
    %5 = "scf.if"(%arg1) ({
      %8 = "arith.addi"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.yield"(%8) : (index) -> ()
    }, {
      "scf.yield"(%arg2) : (index) -> ()
    }) : (i1) -> index
    %6 = "scf.if"(%arg1) ({
      %7 = "arith.addi"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      "scf.yield"(%7) : (index) -> ()
    }, {
      "scf.yield"(%arg2) : (index) -> ()
    }) : (i1) -> index
    "func.return"(%0, %1, %2, %3, %4, %5, %6) : (f32, f32, f32, f32, f32, index, index) -> ()
  }) : () -> ()
}) : () -> ()

