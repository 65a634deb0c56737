func.func @f(%a: i32, %x: f32, %i: index, %p: !llvm.ptr, %v: vector<4xf32>) {
  %2 = arith.cmpf oeq, %x, %x : f32
  %3 = arith.cmpi "slt", %a, %a : i32
  %4 = vector.reduction <add>, %v : vector<4xf32> into f32
  %5 = index.cmp slt(%i, %i)
  %6 = llvm.fadd %x, %x {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %7 = llvm.fadd %x, %x {fastmathFlags = #llvm.fastmath<fast>} : f32
  %8 = arith.addf %x, %x fastmath<nnan,ninf> : f32
  %9 = "arith.addf"(%x, %x) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  %11 = vector.extract %v[1] : f32 from vector<4xf32>
  return
}
