// scf.while loops: a counter, a loop with different before/after types, and execute_region.
func.func @count_up(%limit: i32) -> i32 {
  %init = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %r = scf.while (%i = %init) : (i32) -> i32 {
    %cond = arith.cmpi slt, %i, %limit : i32
    scf.condition(%cond) %i : i32
  } do {
  ^bb0(%j: i32):
    %next = arith.addi %j, %one : i32
    scf.yield %next : i32
  }
  return %r : i32
}

func.func @mixed_types(%x: f32, %n: i64) -> (i64, f32) {
  %r:2 = scf.while (%a = %x, %b = %n) : (f32, i64) -> (i64, f32) {
    %zero = arith.constant 0 : i64
    %go = arith.cmpi sgt, %b, %zero : i64
    scf.condition(%go) %b, %a : i64, f32
  } do {
  ^bb0(%b2: i64, %a2: f32):
    %one = arith.constant 1 : i64
    %dec = arith.subi %b2, %one : i64
    %dbl = arith.addf %a2, %a2 : f32
    scf.yield %dbl, %dec : f32, i64
  }
  return %r#0, %r#1 : i64, f32
}

func.func @execute_region(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  ^bb2:
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  }
  return %r : i32
}
