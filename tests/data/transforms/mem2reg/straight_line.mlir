// Loads read the last store; a load before any store reads ub.poison.
func.func @forward(%a: i32, %b: i32) -> (i32, i32, i32) {
  %slot = memref.alloca() : memref<i32>
  %before = memref.load %slot[] : memref<i32>
  memref.store %a, %slot[] : memref<i32>
  %first = memref.load %slot[] : memref<i32>
  memref.store %b, %slot[] : memref<i32>
  %second = memref.load %slot[] : memref<i32>
  return %before, %first, %second : i32, i32, i32
}

func.func @two_slots(%x: f32) -> (f32, index) {
  %c0 = arith.constant 0 : index
  %f = memref.alloca() : memref<f32>
  %i = memref.alloca() : memref<1x1xindex>
  memref.store %x, %f[] : memref<f32>
  memref.store %c0, %i[%c0, %c0] : memref<1x1xindex>
  %0 = memref.load %f[] : memref<f32>
  %1 = memref.load %i[%c0, %c0] : memref<1x1xindex>
  return %0, %1 : f32, index
}

func.func @only_stores(%x: i64) {
  %slot = memref.alloca() : memref<i64>
  memref.store %x, %slot[] : memref<i64>
  memref.store %x, %slot[] : memref<i64>
  return
}
