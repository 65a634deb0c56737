// mlir/test/Dialect/GPU/ops.mlir, @async_wait (and the deallocations of @alloc)
module attributes {gpu.container_module} {
  func.func @async_wait(%m0 : memref<13xf32, 1>, %m1 : memref<13xf32, 1>) {
    %0 = gpu.wait async
    %1 = gpu.wait async [%0]
    %2 = gpu.wait async [%0, %1]
    gpu.wait [%0, %1]
    gpu.wait // Valid, but a no-op.
    gpu.dealloc %m0 : memref<13xf32, 1>
    %t2 = gpu.dealloc async [%1] %m1 : memref<13xf32, 1>
    return
  }
}
