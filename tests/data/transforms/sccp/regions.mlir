func.func @regions(%cond: i1, %n: index) -> (i32, i32, index, i32) {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = scf.if %true -> (i32) {
    scf.yield %c1 : i32
  } else {
    scf.yield %c2 : i32
  }
  %b = scf.if %cond -> (i32) {
    %s = arith.addi %c1, %c1 : i32
    scf.yield %s : i32
  } else {
    scf.yield %c2 : i32
  }
  %w:2 = scf.while (%x = %c1, %y = %n) : (i32, index) -> (i32, index) {
    %lt = arith.cmpi slt, %x, %c2 : i32
    scf.condition(%lt) %x, %y : i32, index
  } do {
  ^bb0(%x: i32, %y: index):
    scf.yield %x, %y : i32, index
  }
  %e = scf.execute_region -> i32 {
    cf.cond_br %cond, ^bb1, ^bb2
  ^bb1:
    scf.yield %c1 : i32
  ^bb2:
    %m = arith.muli %c1, %c1 : i32
    scf.yield %m : i32
  }
  return %a, %b, %w#1, %e : i32, i32, index, i32
}

func.func @affine(%ub: index) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %once = affine.for %i = 3 to 4 iter_args(%s = %c0) -> (i32) {
    %n = arith.addi %s, %c1 : i32
    affine.yield %n : i32
  }
  %never = affine.for %i = 5 to 2 iter_args(%s = %c1) -> (i32) {
    %n = arith.addi %s, %c1 : i32
    affine.yield %n : i32
  }
  affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%ub) {
    "test.use"(%once) : (i32) -> ()
  }
  return %once, %never : i32, i32
}
