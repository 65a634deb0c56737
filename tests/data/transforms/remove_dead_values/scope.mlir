func.func @scope(%m: memref<10xindex>) {
  %zero = arith.constant 0 : index
  %r = memref.alloca_scope -> index {
    %c = arith.addi %zero, %zero : index
    memref.store %c, %m[%zero] : memref<10xindex>
    memref.alloca_scope.return %c : index
  }
  return
}
