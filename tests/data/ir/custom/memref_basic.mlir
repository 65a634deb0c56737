// memref allocation, loads and stores, casts, copies and memory spaces.
func.func @alloc_load_store(%i: index, %j: index, %n: index) -> f32 {
  %static = memref.alloc() : memref<4x8xf32>
  %dynamic = memref.alloc(%n) {alignment = 64 : i64} : memref<?x8xf32>
  %stack = memref.alloca() : memref<16xi32>
  %v = memref.load %static[%i, %j] : memref<4x8xf32>
  memref.store %v, %dynamic[%i, %j] : memref<?x8xf32>
  %w = memref.load %dynamic[%j, %i] {nontemporal = true} : memref<?x8xf32>
  memref.dealloc %static : memref<4x8xf32>
  memref.dealloc %dynamic : memref<?x8xf32>
  return %w : f32
}

func.func @casts_and_dims(%m: memref<4x?xf32>) -> (index, memref<?x?xf32>) {
  %c1 = arith.constant 1 : index
  %d = memref.dim %m, %c1 : memref<4x?xf32>
  %cast = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  return %d, %cast : index, memref<?x?xf32>
}

func.func @memory_spaces(%src: memref<8xf32, 1>, %dst: memref<8xf32, #gpu.address_space<workgroup>>) {
  %tmp = memref.alloc() : memref<8xf32, 3>
  memref.copy %src, %tmp : memref<8xf32, 1> to memref<8xf32, 3>
  %c0 = arith.constant 0 : index
  %x = memref.load %tmp[%c0] : memref<8xf32, 3>
  memref.store %x, %dst[%c0] : memref<8xf32, #gpu.address_space<workgroup>>
  return
}

memref.global "private" constant @lut : memref<4xi32> = dense<[1, 2, 4, 8]>
memref.global @state : memref<2xf64> = uninitialized
memref.global "private" @aligned : memref<3xi8> = dense<0> {alignment = 16 : i64}

func.func @use_globals() -> i32 {
  %g = memref.get_global @lut : memref<4xi32>
  %c2 = arith.constant 2 : index
  %v = memref.load %g[%c2] : memref<4xi32>
  %s = memref.get_global @state : memref<2xf64>
  return %v : i32
}

func.func @zero_rank(%m: memref<f32>) -> f32 {
  %v = memref.load %m[] : memref<f32>
  return %v : f32
}
