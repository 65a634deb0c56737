// LLVM dialect: functions, pointers, structs, globals, GEPs and intrinsics.
llvm.mlir.global internal constant @greeting("hello\0A\00") {addr_space = 0 : i32}
llvm.mlir.global external @counter(0 : i64) : i64

llvm.func @printf(!llvm.ptr, ...) -> i32

llvm.func @struct_ops(%p: !llvm.ptr, %v: i32) -> !llvm.struct<(i32, f64, array<4 x i8>)> {
  %u = llvm.mlir.undef : !llvm.struct<(i32, f64, array<4 x i8>)>
  %s = llvm.insertvalue %v, %u[0] : !llvm.struct<(i32, f64, array<4 x i8>)>
  %g = llvm.getelementptr inbounds %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"named", (i32, f64)>
  %x = llvm.load %g {alignment = 8 : i64} : !llvm.ptr -> f64
  %s2 = llvm.insertvalue %x, %s[1] : !llvm.struct<(i32, f64, array<4 x i8>)>
  llvm.return %s2 : !llvm.struct<(i32, f64, array<4 x i8>)>
}

llvm.func @say_hello() -> i32 {
  %addr = llvm.mlir.addressof @greeting : !llvm.ptr
  %c = llvm.call @printf(%addr) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
  %ctr = llvm.mlir.addressof @counter : !llvm.ptr
  %one = llvm.mlir.constant(1 : i64) : i64
  %old = llvm.atomicrmw add %ctr, %one seq_cst : !llvm.ptr, i64
  llvm.return %c : i32
}

llvm.func @branches(%c: i1, %a: i32) -> i32 {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  %sq = llvm.mul %x, %x : i32
  llvm.return %sq : i32
^bb2:
  %z = llvm.mlir.zero : !llvm.ptr<1>
  %n = llvm.mlir.constant(-1 : i32) : i32
  llvm.return %n : i32
}

llvm.func @intrinsics(%f: f32) -> f32 {
  %r = llvm.intr.fabs(%f) : (f32) -> f32
  %s = llvm.intr.sqrt(%r) : (f32) -> f32
  llvm.return %s : f32
}
