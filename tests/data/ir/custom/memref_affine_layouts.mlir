// memrefs with affine-map layouts, affine loads/stores and affine loops.
#tiled = affine_map<(d0, d1) -> (d0 floordiv 4, d1 floordiv 4, d0 mod 4, d1 mod 4)>
#shifted = affine_map<(d0)[s0] -> (d0 + s0)>
#set = affine_set<(d0)[s0] : (d0 - 1 >= 0, s0 - d0 - 1 >= 0)>

func.func @layouts(%a: memref<16x16xf32, #tiled>, %b: memref<8xf32, #shifted>) {
  return
}

func.func @affine_loops(%m: memref<100xf32>, %n: index) {
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 100 step 2 {
    affine.store %zero, %m[%i] : memref<100xf32>
    %v = affine.load %m[%i + 1] : memref<100xf32>
    affine.if #set(%i)[%n] {
      affine.store %v, %m[%i floordiv 2] : memref<100xf32>
    }
  }
  affine.for %j = max affine_map<()[s0] -> (0, s0 - 10)>()[%n] to min affine_map<()[s0] -> (100, s0)>()[%n] {
    %w = affine.load %m[%j] : memref<100xf32>
    affine.store %w, %m[symbol(%n) - %j + 99] : memref<100xf32>
  }
  return
}

func.func @apply(%i: index, %j: index, %s: index) -> (index, index, index) {
  %a = affine.apply affine_map<(d0, d1) -> (d0 * 3 + d1 ceildiv 2)>(%i, %j)
  %b = affine.min affine_map<(d0)[s0] -> (d0, s0, 16)>(%i)[%s]
  %c = affine.max affine_map<(d0) -> (d0 - 4, 0)>(%a)
  return %a, %b, %c : index, index, index
}

func.func @affine_reduce(%m: memref<10xf32>) -> f32 {
  %init = arith.constant 0.0 : f32
  %sum = affine.for %i = 0 to 10 iter_args(%acc = %init) -> (f32) {
    %v = affine.load %m[%i] : memref<10xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %sum : f32
}
