func.func @f(%m: memref<4x4xf32>, %i: index, %t: memref<1xi32>, %d: memref<16xf32, 2>) {
  memref.prefetch %m[%i, %i], write, locality<1>, data : memref<4x4xf32>
  memref.prefetch %m[%i, %i], read, locality<3>, instr : memref<4x4xf32>
  memref.dma_start %m[%i, %i], %d[%i], %i, %t[%i] : memref<4x4xf32>, memref<16xf32, 2>, memref<1xi32>
  memref.dma_start %m[%i, %i], %d[%i], %i, %t[%i], %i, %i : memref<4x4xf32>, memref<16xf32, 2>, memref<1xi32>
  %tr = memref.transpose %m (i, j) -> (j, i) : memref<4x4xf32> to memref<4x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 4)>>
  %r = memref.alloca_scope -> (f32) {
    %v = memref.load %m[%i, %i] : memref<4x4xf32>
    memref.alloca_scope.return %v : f32
  }
  memref.alloca_scope {
    "t.x"() : () -> ()
  } {y}
  %x = memref.generic_atomic_rmw %m[%i, %i] : memref<4x4xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  }
  return
}
