// Both regions of an scf.while are loop bodies; scf.parallel and scf.forall hoist too;
// an scf.if whose regions are speculatable leaves with them.
func.func @others(%x: i32, %n: index, %c: i1, %t: tensor<8xf32>) -> i32 {
  %0 = scf.while (%a = %x) : (i32) -> i32 {
    %k = arith.constant 10 : i32
    %lim = arith.addi %x, %k : i32
    %cond = arith.cmpi slt, %a, %lim : i32
    scf.condition(%cond) %a : i32
  } do {
  ^bb0(%a: i32):
    %one = arith.constant 1 : i32
    %next = arith.addi %a, %one : i32
    scf.yield %next : i32
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %m = arith.muli %x, %x : i32
    %sel = scf.if %c -> (i32) {
      %p = arith.addi %m, %x : i32
      scf.yield %p : i32
    } else {
      scf.yield %m : i32
    }
    %w = arith.index_cast %i : index to i32
    %z = arith.addi %w, %sel : i32
    scf.reduce
  }
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %d = arith.addi %x, %x : i32
    scf.forall.in_parallel {
    }
  }
  return %0 : i32
}
