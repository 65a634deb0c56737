func.func @f(%m: memref<4xi8>, %c: i1) -> (memref<4xi8>, memref<8xi8>, memref<4xi8>) {
  %0, %1 = scf.execute_region -> (memref<4xi8>, memref<8xi8>) no_inline {
    %a = memref.alloc() : memref<8xi8>
    "some.effect"() : () -> ()
    scf.yield %m, %a : memref<4xi8>, memref<8xi8>
  }
  %2 = scf.execute_region -> memref<4xi8> no_inline {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    "some.effect"() : () -> ()
    scf.yield %m : memref<4xi8>
  ^bb2:
    scf.yield %m : memref<4xi8>
  }
  return %0, %1, %2 : memref<4xi8>, memref<8xi8>, memref<4xi8>
}
