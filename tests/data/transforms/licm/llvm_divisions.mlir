// llvm.udiv leaves a loop by a constant divisor other than 0, llvm.sdiv by one other than 0
// and -1 (llvm.mlir.constant or arith.constant); llvm.urem is always speculatable.
func.func @f(%lb: index, %ub: index, %s: index, %x: i32, %y: i32) {
  %c5 = llvm.mlir.constant(5 : i32) : i32
  %a5 = arith.constant 5 : i32
  %z = llvm.mlir.constant(0 : i32) : i32
  %m = llvm.mlir.constant(-1 : i32) : i32
  scf.for %i = %lb to %ub step %s {
    %0 = llvm.udiv %x, %c5 : i32
    %1 = llvm.udiv %x, %z : i32
    %2 = llvm.sdiv %x, %m : i32
    %3 = llvm.sdiv %x, %c5 : i32
    %4 = llvm.udiv %x, %y : i32
    %5 = llvm.sdiv %x, %a5 : i32
    %6 = llvm.urem %x, %y : i32
  }
  return
}
