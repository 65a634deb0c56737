// affine.parallel: bounds of lone expressions and max/min groups over shared values,
// steps, reductions with results, empty bounds, attributes after the region.
func.func @bounds(%A : memref<100x100xf32>, %N : index) {
  affine.parallel (%i0, %j0) = (0, 0) to (symbol(%N), 100) step (10, 10) {
    affine.parallel (%i1, %j1) = (%i0, %j0) to (%i0 + 10, %j0 + 10) {
      %0 = affine.load %A[%i1, %j1] : memref<100x100xf32>
    }
  }
  return
}

func.func @groups(%a: index, %b: index, %c: index, %d: index) {
  affine.parallel (%i, %j, %k) = (max(%a, %b), %b, max(%a, %c))
                              to (%c, min(%c, %d), %b) {
    affine.yield
  }
  affine.parallel (%i) = (max(%a floordiv 2, symbol(%b) * 3, 0)) to (min(%c, symbol(%d) + 4)) step (5) {
  }
  return
}

func.func @reduce(%A : memref<100x100xf32>) -> (f32, f32) {
  %0:2 = affine.parallel (%i0, %j0) = (0, 0) to (100, 100) reduce ("addf", "mulf") -> (f32, f32) {
    %1 = affine.load %A[%i0, %j0] : memref<100x100xf32>
    affine.yield %1, %1 : f32, f32
  } {foo}
  return %0#0, %0#1 : f32, f32
}

func.func @assign(%m : memref<2x3xf32>) -> memref<2x3xf32> {
  %0 = affine.parallel (%i, %j) = (0, 0) to (2, 3) reduce ("assign") -> (memref<2x3xf32>) {
    affine.yield %m : memref<2x3xf32>
  }
  return %0 : memref<2x3xf32>
}

func.func @empty(%c: index) {
  affine.parallel () = () to () {
  }
  affine.parallel (%i, %j) = (symbol(%c) floordiv 2 + 3, %c * 2 - symbol(%c)) to (10, symbol(%c)) step (1, 3) {
  }
  return
}

// affine.vector_load and affine.vector_store.
func.func @vectors(%m : memref<100x100xf32>, %i : index, %n : index) -> vector<8xf32> {
  %0 = affine.vector_load %m[%i, symbol(%n) + 8] {nontemporal} : memref<100x100xf32>, vector<8xf32>
  affine.vector_store %0, %m[%i * 2, %i] : memref<100x100xf32>, vector<8xf32>
  return %0 : vector<8xf32>
}

// affine.prefetch.
func.func @prefetch(%m : memref<400x400xi32>, %i : index) {
  affine.prefetch %m[%i, %i + 5], read, locality<3>, data {foo} : memref<400x400xi32>
  affine.prefetch %m[%i, 0], write, locality<0>, instr : memref<400x400xi32>
  return
}
