// scf.for with and without iteration arguments, nested and with integer bounds.
func.func @sum(%lb: index, %ub: index, %step: index) -> f32 {
  %init = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %r = scf.for %iv = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %next = arith.addf %acc, %one : f32
    scf.yield %next : f32
  }
  return %r : f32
}

func.func @two_accumulators(%n: index) -> (i32, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a0 = arith.constant 0 : i32
  %b0 = arith.constant 1 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %a0, %b = %b0) -> (i32, i64) {
    %ii = arith.index_cast %i : index to i32
    %a1 = arith.addi %a, %ii : i32
    %b1 = arith.muli %b, %b : i64
    scf.yield %a1, %b1 : i32, i64
  }
  return %r#0, %r#1 : i32, i64
}

func.func @nested_no_results(%m: memref<8x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      memref.store %zero, %m[%i, %j] : memref<8x8xf32>
    }
  }
  return
}

func.func @integer_bounds(%lb: i32, %ub: i32) -> i32 {
  %step = arith.constant 2 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%s = %lb) -> (i32) : i32 {
    %t = arith.addi %s, %i : i32
    scf.yield %t : i32
  }
  return %r : i32
}
