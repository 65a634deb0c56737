// Invariant arithmetic leaves an scf.for nest and an affine.for nest level by level; what
// uses an induction variable, or a value defined in the loop, stays.
func.func @nests(%lb: index, %ub: index, %x: i32, %m: memref<10xi32>) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %c1 {
    %a = arith.addi %x, %x : i32
    scf.for %j = %lb to %ub step %c1 {
      %b = arith.muli %a, %x : i32
      %k = arith.addi %i, %j : index
      %c = arith.addi %b, %a : i32
      memref.store %c, %m[%k] : memref<10xi32>
    }
  }
  affine.for %i = 0 to 10 {
    %d = arith.subi %x, %x : i32
    affine.for %j = 0 to 10 step 2 {
      %e = arith.xori %d, %x : i32
      affine.store %e, %m[%j] : memref<10xi32>
    }
  }
  return
}
