// Casts, no-op GEPs, invariant groups and markers go with the slot; a narrower integer
// load truncates the stored value; volatile accesses and offset GEPs keep the slot.
llvm.func @forwarded(%a: i32) -> i16 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %slot = llvm.alloca %one x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %cast = llvm.addrspacecast %slot : !llvm.ptr to !llvm.ptr<1>
  %gep = llvm.getelementptr %slot[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32)>
  %laundered = llvm.intr.launder.invariant.group %gep : !llvm.ptr
  llvm.intr.lifetime.start %slot : !llvm.ptr
  %inv = llvm.intr.invariant.start 4, %laundered : !llvm.ptr
  llvm.intr.invariant.end %inv, 4, %laundered : !llvm.ptr
  llvm.store %a, %slot {alignment = 4 : i64} : i32, !llvm.ptr
  %low = llvm.load %slot {alignment = 4 : i64} : !llvm.ptr -> i16
  llvm.intr.lifetime.end %slot : !llvm.ptr
  llvm.return %low : i16
}

llvm.func @kept(%a: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %volatile = llvm.alloca %one x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  llvm.store volatile %a, %volatile {alignment = 4 : i64} : i32, !llvm.ptr
  %0 = llvm.load %volatile {alignment = 4 : i64} : !llvm.ptr -> i32
  %offset = llvm.alloca %one x i64 {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %gep = llvm.getelementptr %offset[1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.store %a, %gep {alignment = 4 : i64} : i32, !llvm.ptr
  %inner = llvm.alloca %one x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  llvm.store %a, %inner {alignment = 4 : i64} : i32, !llvm.ptr
  %1 = llvm.load %inner {alignment = 4 : i64} : !llvm.ptr -> i32
  %2 = llvm.add %0, %1 : i32
  llvm.return %2 : i32
}
