module attributes {omp.flags = #omp.flags<openmp_device_version = 51, assume_no_thread_state = true, debug_kind = 0, no_gpu_lib = false>} {
  func.func @f() attributes {omp.flags = #omp.flags<debug_kind = 0, openmp_device_version = 50>} {
    return
  }
}
