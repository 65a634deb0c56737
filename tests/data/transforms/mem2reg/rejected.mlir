// Slots left alone: more than one element, a dynamic shape, an escaping pointer,
// a pointer stored as a value, a type mismatch, a use in a nested region.
func.func private @use(memref<i32>)

func.func @not_promoted(%v: i32, %n: index, %c: i1) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %two = memref.alloca() : memref<2xi32>
  memref.store %v, %two[%c0] : memref<2xi32>
  %0 = memref.load %two[%c0] : memref<2xi32>
  %dyn = memref.alloca(%n) : memref<?xi32>
  memref.store %v, %dyn[%c0] : memref<?xi32>
  %1 = memref.load %dyn[%c0] : memref<?xi32>
  %escaping = memref.alloca() : memref<i32>
  memref.store %v, %escaping[] : memref<i32>
  call @use(%escaping) : (memref<i32>) -> ()
  %2 = memref.load %escaping[] : memref<i32>
  %nested = memref.alloca() : memref<i32>
  memref.store %v, %nested[] : memref<i32>
  scf.if %c {
    memref.store %v, %nested[] : memref<i32>
  }
  %3 = memref.load %nested[] : memref<i32>
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

func.func @pointer_as_value(%out: memref<memref<i32>>, %v: i32) -> i32 {
  %slot = memref.alloca() : memref<i32>
  memref.store %v, %slot[] : memref<i32>
  memref.store %slot, %out[] : memref<memref<i32>>
  %0 = memref.load %slot[] : memref<i32>
  return %0 : i32
}

// A slot of slots: promoting the outer one lets the inner one go too.
func.func @slot_of_slot(%v: i32) -> i32 {
  %outer = memref.alloca() : memref<memref<i32>>
  %inner = memref.alloca() : memref<i32>
  memref.store %v, %inner[] : memref<i32>
  memref.store %inner, %outer[] : memref<memref<i32>>
  %p = memref.load %outer[] : memref<memref<i32>>
  %0 = memref.load %p[] : memref<i32>
  return %0 : i32
}

// A slot allocated in a nested region is promoted there.
func.func @in_region(%c: i1, %v: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %slot = memref.alloca() : memref<i32>
    memref.store %v, %slot[] : memref<i32>
    %0 = memref.load %slot[] : memref<i32>
    scf.yield %0 : i32
  } else {
    scf.yield %v : i32
  }
  return %r : i32
}
