func.func @sink_if(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = arith.subi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.muli %0, %1 : i32
  %3 = arith.addi %b, %b : i32
  %r = scf.if %c -> (i32) {
    %4 = arith.addi %2, %a : i32
    scf.yield %4 : i32
  } else {
    scf.yield %3 : i32
  }
  %u = arith.addi %r, %1 : i32
  return %u : i32
}

func.func @constant_condition(%a: i32) -> i32 {
  %true = arith.constant true
  %0 = arith.addi %a, %a : i32
  %r = scf.if %true -> (i32) {
    scf.yield %0 : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}

func.func @switch_and_loop(%i: index, %lb: index, %ub: index, %a: i32, %m: memref<i32>) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %l = memref.load %m[] : memref<i32>
  %r = scf.index_switch %i -> i32
  case 1 {
    %n = arith.addi %0, %l : i32
    scf.yield %n : i32
  }
  default {
    scf.yield %a : i32
  }
  scf.for %k = %lb to %ub step %lb {
    "test.use"(%1) : (i32) -> ()
  }
  return %r : i32
}

func.func @nested(%c: i1, %a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %r = scf.if %c -> (i32) {
    %s = scf.if %c -> (i32) {
      scf.yield %0 : i32
    } else {
      scf.yield %a : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
