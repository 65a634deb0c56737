// `#shard<axisarray[...]>` written in the generic form as its parser reads it: printed as
// mlir-opt prints it (runtime/dialects/shard/axis_arrays.py).
"shard.grid"() <{shape = array<i64: 2, 2, 4>, sym_name = "grid0"}> : () -> ()
%0 = "shard.sharding"() <{grid = @grid0, operandSegmentSizes = array<i32: 0, 0>, split_axes = #shard<axisarray[[0],[ 1 ,2 ] , []]>, static_halo_sizes = array<i64>, static_sharded_dims_offsets = array<i64>}> : () -> !shard.sharding
