// Affine scopes: calls inlined into affine loops only while their dims and symbols stay
// valid there.
func.func private @get_index() -> index

func.func @load_at(%i: index, %m: memref<?xf32>) -> f32 {
  %0 = affine.load %m[%i] : memref<?xf32>
  return %0 : f32
}

func.func @load_at_call(%m: memref<?xf32>) -> f32 {
  %0 = call @get_index() : () -> index
  %1 = affine.load %m[%0] : memref<?xf32>
  return %1 : f32
}

func.func @noop() {
  return
}

func.func @loops(%m: memref<?xf32>) {
  affine.for %i = 0 to 8 {
    %0 = func.call @load_at(%i, %m) : (index, memref<?xf32>) -> f32
    %1 = func.call @load_at_call(%m) : (memref<?xf32>) -> f32
    func.call @noop() : () -> ()
  }
  return
}
