func.func @f(%p: !llvm.ptr, %q: !llvm.ptr<1>, %a: i32) {
  llvm.store %a, %p : i32, !llvm.ptr
  llvm.store %a, %q : i32, !llvm.ptr<1>
  %0 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %1 = llvm.ptrtoint %q : !llvm.ptr<1> to i64
  %2 = llvm.mlir.zero : !llvm.ptr<3>
  %3 = llvm.atomicrmw add %p, %a acq_rel : !llvm.ptr, i32
  llvm.fence syncscope("agent") release
  return
}
