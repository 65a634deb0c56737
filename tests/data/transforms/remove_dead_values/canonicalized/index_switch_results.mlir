func.func @switch(%i: index, %m: memref<i32>) -> i32 {
  %r:2 = scf.index_switch %i -> i32, i32
  case 1 {
    %c10 = arith.constant 10 : i32
    memref.store %c10, %m[] : memref<i32>
    scf.yield %c10, %c10 : i32, i32
  }
  case 2 {
    %c20 = arith.constant 20 : i32
    scf.yield %c20, %c20 : i32, i32
  }
  default {
    %c11 = arith.constant 11 : i32
    scf.yield %c11, %c11 : i32, i32
  }
  return %r#1 : i32
}
