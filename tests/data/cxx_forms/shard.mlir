// shard.grid (custom<DimensionList>) and the ops that name a grid, shard.sharding's
// split axes (GridAxesArrayAttr's stripped `[[...], ...]`), halo sizes and offsets.
shard.grid @grid0(shape = 2x2x4)
shard.grid @grid1(shape = 4x?)
shard.grid @grid2(shape = ?x4)
shard.grid @grid3(shape = ?x?)
shard.grid @grid4(shape = 3)
shard.grid @grid5(shape = ?) {foo}

func.func @shardings(%arg0 : tensor<4x8xf32>, %c3 : i64, %i3 : index) -> tensor<4x8xf32> {
  %s = shard.sharding @grid0 split_axes = [[]] : !shard.sharding
  %0 = shard.shard %arg0 to %s : tensor<4x8xf32>
  %s1 = shard.sharding @grid1 split_axes = [[], [0]] : !shard.sharding
  %s2 = shard.sharding @grid3 split_axes = [[0], [], [1]] : !shard.sharding
  %s3 = shard.sharding @grid0 split_axes = [ [0 , 1],[2]] : !shard.sharding
  %1 = shard.shard %0 to %s1 annotate_for_users : tensor<4x8xf32>
  %h1 = shard.sharding @grid4 split_axes = [[0]] halo_sizes = [1, 4] : !shard.sharding
  %h2 = shard.sharding @grid4 split_axes = [[0]] halo_sizes = [4, %c3] : !shard.sharding
  %d1 = shard.sharding @grid4 split_axes = [[0]] sharded_dims_offsets = [0, 1, 4, 6] : !shard.sharding
  %d2 = shard.sharding @grid4 split_axes = [[0]] sharded_dims_offsets = [0, 2, %c3, 5] : !shard.sharding
  %shp:2 = shard.shard_shape dims = [8, %i3] sharding = %s device = [%i3] : index, index
  %2 = shard.get_sharding %arg0 : tensor<4x8xf32> -> !shard.sharding
  %g:2 = shard.grid_shape @grid0 axes = [0, 1] : index, index
  %p:2 = shard.process_multi_index on @grid0 axes = [0, 1] : index, index
  %l = shard.process_linear_index on @grid0 : index
  return %1 : tensor<4x8xf32>
}

func.func @collectives(%arg0 : tensor<3x4xf32>) -> tensor<3x4xf64> {
  %0 = shard.all_reduce %arg0 on @grid0 grid_axes = [1, 0] reduction = max
    : tensor<3x4xf32> -> tensor<3x4xf64>
  %1 = shard.all_gather %arg0 on @grid0 grid_axes = [2] gather_axis = 1
    : tensor<3x4xf32> -> tensor<3x16xf32>
  return %0 : tensor<3x4xf64>
}

func.func @more(%arg0 : tensor<2xi8>, %arg1 : index, %m : memref<12x12xi8>, %f : tensor<?xf32>) -> tensor<2xi8> {
  %0 = shard.shift %arg0 on @grid0 grid_axes = [0, 2]
    shift_axis = 2 offset = -2 rotate
    : tensor<2xi8> -> tensor<2xi8>
  %1 = shard.send %arg0 on @grid0 grid_axes = [0, 2]
    destination = [1, %arg1]
    : (tensor<2xi8>, index) -> tensor<2xi8>
  %2 = shard.reduce_scatter %f on @grid3 grid_axes = [0, 1] scatter_axis = 0
    : tensor<?xf32> -> tensor<?xf64>
  %3 = shard.recv %arg0 on @grid0 grid_axes = [0, 2]
    : (tensor<2xi8>) -> tensor<2xi8>
  %c2 = arith.constant 2 : i64
  %uh1 = shard.update_halo %m on @grid0 split_axes = [[0]]
    halo_sizes = [2, %c2] : memref<12x12xi8>
  %uh2 = shard.update_halo %uh1 on @grid0 split_axes = [[0], [1]]
    halo_sizes = [2, 2, %c2, 2] : memref<12x12xi8>
  return %0 : tensor<2xi8>
}
