acc.firstprivate.recipe @firstprivatization_memref_20xf32 : memref<20xf32> init {
^bb0(%arg0: memref<20xf32>):
  %0 = memref.alloc() : memref<20xf32>
  acc.yield %0 : memref<20xf32>
} copy {
^bb0(%arg0: memref<20xf32>, %arg1: memref<20xf32>):
  acc.terminator
}
acc.private.recipe @privatization_memref_f32 : memref<f32> init {
^bb0(%arg0: memref<f32>):
  %0 = memref.alloc() : memref<f32>
  acc.yield %0 : memref<f32>
}
