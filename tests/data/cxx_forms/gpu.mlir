func.func @f(%sz: index, %t: !gpu.async.token, %m: i32) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz) threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz2 = %sz) {
    "t.use"(%bx, %tz, %gx, %sz2) : (index, index, index, index) -> ()
    gpu.terminator
  }
  %0 = gpu.launch async [%t] clusters(%cx, %cy, %cz) in (%ccx = %sz, %ccy = %sz, %ccz = %sz) blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz) threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz2 = %sz) dynamic_shared_memory_size %m workgroup(%w: memref<4xf32, #gpu.address_space<workgroup>>) private(%p: memref<1xf32, #gpu.address_space<private>>) {
    gpu.terminator
  } {foo}
  return
}
gpu.module @kernels {
  gpu.func @k(%a: f32, %b: memref<?xf32>) workgroup(%w: memref<4xf32, 3>) private(%p: memref<1xf32, 5>) kernel attributes {x = 1} {
    gpu.return
  }
  gpu.func @g(%a: f32) -> f32 {
    gpu.return %a : f32
  }
}
func.func @reductions(%x: f32, %i: i32) {
  %0 = gpu.all_reduce add %x uniform {} : (f32) -> f32
  %1 = gpu.all_reduce %x {
  ^bb(%lhs : f32, %rhs : f32):
    %s = arith.addf %lhs, %rhs : f32
    "gpu.yield"(%s) : (f32) -> ()
  } : (f32) -> (f32)
  %2 = gpu.subgroup_reduce minui %i cluster(size = 4, stride = 2) : (i32) -> i32
  %3 = gpu.subgroup_reduce maxnumf %x uniform : (f32) -> f32
  %4 = gpu.all_reduce xor %i {} : (i32) -> i32
  return
}
