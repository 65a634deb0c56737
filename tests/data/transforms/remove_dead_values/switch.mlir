func.func @switch(%i: index, %m: memref<i32>) {
  %r = scf.index_switch %i -> i32
  case 1 {
    %c10 = arith.constant 10 : i32
    memref.store %c10, %m[] : memref<i32>
    scf.yield %c10 : i32
  }
  default {
    %c11 = arith.constant 11 : i32
    scf.yield %c11 : i32
  }
  return
}
