// A slot updated around a loop and across an llvm.switch.
llvm.func @f(%n: i32, %flag: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %slot = llvm.alloca %one x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  llvm.store %zero, %slot {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.switch %flag : i32, ^head [
    1: ^bump,
    2: ^head
  ]
^bump:
  llvm.store %one, %slot {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.br ^head
^head:
  %i = llvm.load %slot {alignment = 4 : i64} : !llvm.ptr -> i32
  %done = llvm.icmp "sge" %i, %n : i32
  llvm.cond_br %done, ^exit, ^body
^body:
  %next = llvm.add %i, %one : i32
  llvm.store %next, %slot {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.br ^head
^exit:
  %r = llvm.load %slot {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return %r : i32
}
