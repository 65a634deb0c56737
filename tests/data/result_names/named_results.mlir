func.func @f(%m: memref<4x4xf32>, %i: index, %t: tensor<4x4xf32>, %u: memref<*xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloca() : memref<4xf32>
  %c = memref.cast %m : memref<4x4xf32> to memref<?x4xf32>
  %d = memref.dim %m, %i : memref<4x4xf32>
  %e = memref.extract_aligned_pointer_as_index %m : memref<4x4xf32> -> index
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
  %g = memref.memory_space_cast %m : memref<4x4xf32> to memref<4x4xf32, 1>
  %h = memref.transpose %m (i, j) -> (j, i) : memref<4x4xf32> to memref<4x4xf32, affine_map<(d0, d1) -> (d1 * 4 + d0)>>
  %buf = memref.alloc() : memref<64xi8>
  %v = memref.view %buf[%i][] : memref<64xi8> to memref<4x4xf32>
  %aa = memref.assume_alignment %m, 16 : memref<4x4xf32>
  %r = tensor.rank %t : tensor<4x4xf32>
  %fe = tensor.from_elements %i, %i : tensor<2xindex>
  %sp = tensor.splat %i : tensor<2xindex>
  %is = tensor.insert_slice %t into %t[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<4x4xf32>
  %ex = tensor.extract %t[%i, %i] : tensor<4x4xf32>
  %rs = tensor.reshape %t(%fe) : (tensor<4x4xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %x0 = index.constant 42
  %x1 = index.bool.constant true
  %x2 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %x3 = gpu.thread_id x
  %x4 = gpu.block_dim y
  %x5 = vector.vscale
  %x6 = arith.constant 4 : index
  %x7 = arith.muli %x6, %x5 : index
  %x8 = shape.const_size 3
  %x9 = index.constant -3
  %y1, %y2 = arith.mulsi_extended %i, %i : index
  return
}
func.func @uniqued(%m: memref<4xf32>, %t: tensor<4xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %2 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %3 = arith.constant 1.0 : f32
  %4 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %5 = index.constant 1
  %6 = index.constant 1
  %s, %o = arith.addui_extended %5, %6 : index, i1
  %sin, %cos = math.sincos %3 : f32
  return
}
