// Aggregates left whole: a dynamic index, an out-of-bounds index, a negative index,
// an escaping pointer, too many elements, a dynamic shape.
func.func private @use(memref<2xi32>)

func.func @kept(%v: i32, %i: index, %n: index) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %m1 = arith.constant -1 : index
  %dynamic = memref.alloca() : memref<2xi32>
  memref.store %v, %dynamic[%i] : memref<2xi32>
  %0 = memref.load %dynamic[%c0] : memref<2xi32>
  %oob = memref.alloca() : memref<2xi32>
  %1 = memref.load %oob[%c2] : memref<2xi32>
  %neg = memref.alloca() : memref<2xi32>
  memref.store %v, %neg[%m1] : memref<2xi32>
  %escaping = memref.alloca() : memref<2xi32>
  memref.store %v, %escaping[%c0] : memref<2xi32>
  call @use(%escaping) : (memref<2xi32>) -> ()
  %big = memref.alloca() : memref<17xi32>
  memref.store %v, %big[%c0] : memref<17xi32>
  %2 = memref.load %big[%c0] : memref<17xi32>
  %shaped = memref.alloca(%n) : memref<?x2xi32>
  %3 = memref.load %shaped[%c0, %c0] : memref<?x2xi32>
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// Nothing but the alloca: nothing to do.
func.func @unused() {
  %slot = memref.alloca() : memref<2xi32>
  return
}
