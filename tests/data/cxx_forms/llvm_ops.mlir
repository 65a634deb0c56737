llvm.func @foo(i32) -> i32
llvm.func @vararg_foo(i32, ...) -> !llvm.struct<(i32, f64, i32)>
llvm.func internal @bar(%arg0: i32 {llvm.noundef}, %p: !llvm.ptr) -> (i32 {llvm.zeroext}) attributes {passthrough = ["nounwind"]} {
  %0 = llvm.call @foo(%arg0) : (i32) -> i32
  %1 = llvm.call %p(%arg0) : !llvm.ptr, (i32) -> i32
  %2 = llvm.call @vararg_foo(%arg0, %arg0) vararg(!llvm.func<struct<(i32, f64, i32)> (i32, ...)>) : (i32, i32) -> !llvm.struct<(i32, f64, i32)>
  %3 = llvm.icmp "slt" %0, %1 : i32
  %c = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %c x i32 {alignment = 8} : (i32) -> !llvm.ptr
  llvm.return %0 : i32
}
llvm.mlir.global internal constant @g(42 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global external @g2() : !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
