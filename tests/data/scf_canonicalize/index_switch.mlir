func.func @f(%a: index, %m: memref<i32>) -> (f32, index) {
  %c2 = arith.constant 2 : index
  %0 = scf.index_switch %c2 -> f32
  case 1 {
    %y = arith.constant 1.0 : f32
    scf.yield %y : f32
  }
  case 2 {
    %y = "some.op"() : () -> f32
    scf.yield %y : f32
  }
  default {
    %y = arith.constant 42.0 : f32
    scf.yield %y : f32
  }
  %dead, %live = scf.index_switch %a -> i32, index
  case 3 {
    %c10 = arith.constant 10 : i32
    memref.store %c10, %m[] : memref<i32>
    scf.yield %c10, %a : i32, index
  }
  default {
    %c11 = arith.constant 11 : i32
    memref.store %c11, %m[] : memref<i32>
    scf.yield %c11, %a : i32, index
  }
  return %0, %live : f32, index
}
