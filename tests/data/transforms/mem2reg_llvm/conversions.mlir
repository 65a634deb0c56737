// Loads and stores of another type than the slot's: casts, truncations, bit masks.
llvm.func @a(%x: i32) -> f32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.alloca %one x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  llvm.store %x, %s {alignment = 4 : i64} : i32, !llvm.ptr
  %r = llvm.load %s {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.return %r : f32
}
llvm.func @b(%p: !llvm.ptr) -> i64 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.alloca %one x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
  llvm.store %p, %s {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %r = llvm.load %s {alignment = 8 : i64} : !llvm.ptr -> i64
  llvm.return %r : i64
}
llvm.func @c(%x: i16) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.alloca %one x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  llvm.store %x, %s {alignment = 4 : i64} : i16, !llvm.ptr
  %r = llvm.load %s {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return %r : i32
}
llvm.func @d(%x: i32) -> i16 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.alloca %one x f32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  llvm.store %x, %s {alignment = 4 : i64} : i32, !llvm.ptr
  %r = llvm.load %s {alignment = 4 : i64} : !llvm.ptr -> i16
  llvm.return %r : i16
}
llvm.func @e(%p: !llvm.ptr) -> !llvm.ptr {
  %one = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.alloca %one x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
  llvm.store %p, %s {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %r = llvm.load %s {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  llvm.return %r : !llvm.ptr
}
llvm.func @f(%x: f32) -> f32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.alloca %one x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  llvm.store %x, %s {alignment = 4 : i64} : f32, !llvm.ptr
  %r = llvm.load %s {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.return %r : f32
}
llvm.func @g(%x: i8) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %c = llvm.mlir.constant(7 : i32) : i32
  %s = llvm.alloca %one x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  llvm.store %c, %s {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store %x, %s {alignment = 4 : i64} : i8, !llvm.ptr
  %r = llvm.load %s {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return %r : i32
}
// Not converted: an aggregate, a wider load, a pointer through a narrower slot.
llvm.func @kept(%x: i64, %p: !llvm.ptr) -> (i64) {
  %one = llvm.mlir.constant(1 : i32) : i32
  %s = llvm.alloca %one x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  llvm.store %one, %s {alignment = 4 : i64} : i32, !llvm.ptr
  %r = llvm.load %s {alignment = 4 : i64} : !llvm.ptr -> i64
  %t = llvm.alloca %one x !llvm.struct<(i32, i32)> {alignment = 4 : i64} : (i32) -> !llvm.ptr
  llvm.store %x, %t {alignment = 4 : i64} : i64, !llvm.ptr
  %q = llvm.alloca %one x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  llvm.store %p, %q {alignment = 4 : i64} : !llvm.ptr, !llvm.ptr
  llvm.return %r : i64
}
