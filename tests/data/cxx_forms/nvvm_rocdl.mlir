// nvvm.mma.sync (its multiplicand PTX types inferred or written), the rocdl.raw.buffer ops,
// and the nvvm and rocdl target attributes (parameters reordered, defaults left out,
// flags sorted).
func.func @mma(%h: vector<2xf16>, %i: i32, %f: f32, %d: f64) {
  %0 = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%f, %f, %f, %f]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  %1 = nvvm.mma.sync A[%i, %i] B[%i] C[%i, %i, %i, %i]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     multiplicandAPtxType = #nvvm.mma_type<u8>, multiplicandBPtxType = #nvvm.mma_type<s8>,
     intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>,
     shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  %2 = nvvm.mma.sync A[%d] B[%d] C[%d, %d]
    {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
     shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  return
}

llvm.func @raw_buffer(%rsrc: vector<4xi32>, %offset: i32, %v: vector<2xf32>, %f: f32, %i: i32) {
  %0 = rocdl.raw.buffer.load %rsrc, %offset, %offset, %offset : vector<2xf32>
  rocdl.raw.buffer.store %v, %rsrc, %offset, %offset, %offset : vector<2xf32>
  rocdl.raw.buffer.atomic.fadd %f, %rsrc, %offset, %offset, %offset : f32
  rocdl.raw.buffer.atomic.fmax %f, %rsrc, %offset, %offset, %offset : f32
  rocdl.raw.buffer.atomic.smax %i, %rsrc, %offset, %offset, %offset : i32
  rocdl.raw.buffer.atomic.umin %i, %rsrc, %offset, %offset, %offset : i32
  llvm.return
}

gpu.module @nvvm_targets [#nvvm.target<link = ["a.bc"], flags = {ftz, fast}, chip = "sm_90", features = "+ptx80,+sm_90a">, #nvvm.target<O = 2, chip = "sm_50", verifyTarget = false>, #nvvm.target] {
}

gpu.module @rocdl_targets [#rocdl.target<abi = "500", chip = "gfx900", O = 3, flags = {unsafe_math, daz}>, #rocdl.target<triple = "amdgcn-amd-amdhsa">] {
}
