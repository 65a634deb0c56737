// scf.if with results, without else, nested, and scf.index_switch.
func.func @select_max(%a: f32, %b: f32) -> f32 {
  %c = arith.cmpf ogt, %a, %b : f32
  %r = scf.if %c -> (f32) {
    scf.yield %a : f32
  } else {
    scf.yield %b : f32
  }
  return %r : f32
}

func.func @side_effect_only(%c: i1, %m: memref<f32>, %v: f32) {
  scf.if %c {
    memref.store %v, %m[] : memref<f32>
  }
  return
}

func.func @nested_ifs(%a: i1, %b: i1, %x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.if %a -> (i32, i32) {
    %inner = scf.if %b -> i32 {
      scf.yield %x : i32
    } else {
      %s = arith.addi %x, %y : i32
      scf.yield %s : i32
    }
    scf.yield %inner, %y : i32, i32
  } else {
    scf.yield %y, %x : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @index_switch(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %c10 = arith.constant 10 : i32
    scf.yield %c10 : i32
  }
  case 5 {
    %c20 = arith.constant 20 : i32
    scf.yield %c20 : i32
  }
  default {
    %c0 = arith.constant 0 : i32
    scf.yield %c0 : i32
  }
  return %r : i32
}
