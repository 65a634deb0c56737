// linalg.pack with a padding value, and linalg.pack/unpack with constant tiles over static
// packed dimensions, leave a loop; a pack with a dynamic tile and no padding stays.
func.func @p(%source: tensor<128x256xf32>, %dest: tensor<4x16x32x16xf32>, %ds: tensor<?x?xf32>, %lb: index, %ub: index, %step: index, %tm: index, %pad: f32, %dd2: tensor<?x?x32x16xf32>, %dd3: tensor<?x?x?x16xf32>) {
  scf.for %i = %lb to %ub step %step {
    %p = linalg.pack %source inner_dims_pos = [0, 1] inner_tiles = [32, 16] into %dest : tensor<128x256xf32> -> tensor<4x16x32x16xf32>
    %u = linalg.unpack %dest inner_dims_pos = [0, 1] inner_tiles = [32, 16] into %source : tensor<4x16x32x16xf32> -> tensor<128x256xf32>
    %q = linalg.pack %ds inner_dims_pos = [0, 1] inner_tiles = [%tm, 16] into %dd3 : tensor<?x?xf32> -> tensor<?x?x?x16xf32>
    %r = linalg.pack %ds padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [%tm, 16] into %dd3 : tensor<?x?xf32> -> tensor<?x?x?x16xf32>
    %s = linalg.pack %ds inner_dims_pos = [0, 1] inner_tiles = [32, 16] into %dd2 : tensor<?x?xf32> -> tensor<?x?x32x16xf32>
    %t = linalg.unpack %dd2 inner_dims_pos = [0, 1] inner_tiles = [32, 16] into %ds : tensor<?x?x32x16xf32> -> tensor<?x?xf32>
  }
  return
}
