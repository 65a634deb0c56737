// gpu dialect: a container module with kernels, launches and barriers.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%buf: memref<?xf32>, %factor: f32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %buf[%i] : memref<?xf32>
      %s = arith.mulf %v, %factor : f32
      memref.store %s, %buf[%i] : memref<?xf32>
      gpu.barrier
      gpu.return
    }

    gpu.func @helper(%x: f32) -> f32 {
      gpu.return %x : f32
    }
  }

  func.func @host(%buf: memref<?xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %f = arith.constant 2.0 : f32
    gpu.launch_func @kernels::@scale blocks in (%n, %c1, %c1) threads in (%c128, %c1, %c1) args(%buf : memref<?xf32>, %f : f32)
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
      %sum = arith.addi %bx, %tx : index
      gpu.terminator
    }
    return
  }
}
