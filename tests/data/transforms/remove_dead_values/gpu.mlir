gpu.module @kernels {
  gpu.func @reduce() {
    %one = arith.constant 1 : i32
    %sum = gpu.all_reduce %one uniform {
    ^bb(%lhs : i32, %rhs : i32):
      %xor = arith.xori %lhs, %rhs : i32
      "gpu.yield"(%xor) : (i32) -> ()
    } : (i32) -> (i32)
    gpu.return
  }
}
