// Each element used becomes its own slot, in the order MLIR's use lists give them.
func.func @vector(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %slot = memref.alloca() : memref<4xi32>
  memref.store %b, %slot[%c3] : memref<4xi32>
  memref.store %a, %slot[%c1] : memref<4xi32>
  memref.store %b, %slot[%c0] : memref<4xi32>
  %0 = memref.load %slot[%c3] : memref<4xi32>
  return %0 : i32
}

func.func @matrix(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %slot = memref.alloca() : memref<3x2xf32, 1>
  memref.store %x, %slot[%c2, %c1] : memref<3x2xf32, 1>
  memref.store %x, %slot[%c0, %c1] : memref<3x2xf32, 1>
  %0 = memref.load %slot[%c2, %c1] : memref<3x2xf32, 1>
  return %0 : f32
}
