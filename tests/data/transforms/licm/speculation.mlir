// Divisions leave a loop only when their divisor is a constant that is not zero (and,
// signed, not -1); dims only with a constant index in the rank of a ranked source; loops
// only with a step of 1; reads of tensors but not of memrefs.
func.func @speculation(%lb: index, %ub: index, %s: index, %x: i32, %y: i32,
                       %t: tensor<?x?xf32>, %u: tensor<*xf32>, %m: memref<?xf32>,
                       %v: vector<4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %i0 = arith.constant 0 : i32
  %i5 = arith.constant 5 : i32
  %im1 = arith.constant -1 : i32
  %splat = arith.constant dense<3> : vector<4xi32>
  %mixed = arith.constant dense<[1, 0, 2, 3]> : vector<4xi32>
  %pad = arith.constant 0.0 : f32
  scf.for %i = %lb to %ub step %s {
    %0 = arith.divui %x, %y : i32
    %1 = arith.divui %x, %i0 : i32
    %2 = arith.divui %x, %i5 : i32
    %3 = arith.divsi %x, %im1 : i32
    %4 = arith.ceildivsi %x, %i5 : i32
    %5 = arith.ceildivui %x, %im1 : i32
    %6 = arith.divsi %v, %splat : vector<4xi32>
    %7 = arith.divui %v, %mixed : vector<4xi32>
    %8 = arith.remui %x, %y : i32
    %9 = tensor.dim %t, %c1 : tensor<?x?xf32>
    %10 = tensor.dim %t, %c2 : tensor<?x?xf32>
    %11 = tensor.dim %u, %c0 : tensor<*xf32>
    %12 = memref.dim %m, %c0 : memref<?xf32>
    %13 = memref.dim %m, %c1 : memref<?xf32>
    %14 = vector.transfer_read %t[%c0, %c0], %pad : tensor<?x?xf32>, vector<4xf32>
    %15 = vector.transfer_read %m[%c0], %pad : memref<?xf32>, vector<4xf32>
    scf.for %j = %lb to %ub step %c2 {
      %16 = arith.addi %x, %y : i32
    }
    scf.for %j = %lb to %ub step %c1 {
      %17 = arith.addi %x, %y : i32
    }
  }
  return
}
