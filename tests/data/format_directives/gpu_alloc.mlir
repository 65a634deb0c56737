// mlir/test/Dialect/GPU/ops.mlir, @alloc
module attributes {gpu.container_module} {
  func.func @alloc() {
    %m0 = gpu.alloc () : memref<13xf32, 1>
    gpu.dealloc %m0 : memref<13xf32, 1>

    %t0 = gpu.wait async
    %m1, %t1 = gpu.alloc async [%t0] () : memref<13xf32, 1>
    %t2 = gpu.dealloc async [%t1] %m1 : memref<13xf32, 1>

    %m2 = gpu.alloc host_shared () : memref<13xf32, 1>
    gpu.dealloc %m2 : memref<13xf32, 1>

    return
  }
}
