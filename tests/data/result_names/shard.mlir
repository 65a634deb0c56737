shard.grid @grid0(shape = 2x2x4)
func.func @f(%arg0 : tensor<4x8xf32>) -> (index, index) {
  %0:2 = shard.grid_shape @grid0 axes = [0, 1] : index, index
  %1 = shard.process_linear_index on @grid0 : index
  %c1 = arith.constant 1 : index
  %idx:2 = shard.neighbors_linear_indices on @grid0[%c1, %c1, %c1] split_axes = [0] : index, index
  %s = shard.sharding @grid0 split_axes = [[0]] : !shard.sharding
  %2 = shard.shard %arg0 to %s : tensor<4x8xf32>
  %3 = shard.all_reduce %arg0 on @grid0 grid_axes = [0] : tensor<4x8xf32> -> tensor<4x8xf32>
  return %0#0, %idx#1 : index, index
}
