module @m {
  func.func private @g(i32) -> i32
  func.func @f(%c: i1, %a: i32, %x: f32, %i: index, %v: vector<4xf32>, %w: vector<4xi32>, %m: memref<4xf32>, %p: !llvm.ptr) {
    %0 = func.call @g(%a) : (i32) -> i32
    cf.assert %c, "a message"
    %1 = arith.cmpi "ult", %a, %a : i32
    %2 = arith.cmpf ueq, %x, %x fastmath<nnan> : f32
    %3 = arith.addi %a, %a overflow<nsw, nuw> : i32
    %4 = arith.truncf %x to_nearest_even fastmath<fast> : f32 to f16
    %5 = memref.atomic_rmw addf %x, %m[%i] : (f32, memref<4xf32>) -> f32
    %6 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 64> : i32
    %7 = vector.reduction <maxnumf>, %v fastmath<reassoc> : vector<4xf32> into f32
    %8 = index.cmp uge(%i, %i)
    %9 = llvm.atomicrmw umax %p, %a seq_cst : !llvm.ptr, i32
    llvm.fence syncscope("agent") release
    %10 = emitc.cmp ge, %a, %a : (i32, i32) -> i1
    %11 = vector.broadcast %x : f32 to vector<4xf32>
    %12 = math.fpowi %x, %a fastmath<contract,afn> : f32, i32
    %14 = arith.scaling_truncf %x, %x : f32, f32 to f16
    return
  }
}
