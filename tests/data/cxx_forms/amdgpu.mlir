// custom<MNKDimensionList> of amdgpu's matrix ops: m, n and k as one dimension list.
func.func @mnk(%f: f32, %v32: vector<32xf32>, %h16: vector<16xf16>, %h8: vector<8xf16>,
               %s: f8E8M0FNU, %f6: vector<32xf6E2M3FN>, %v16: vector<16xf32>) {
  %0 = amdgpu.mfma 32x32x1 %f * %f + %v32 { abid = 1 : i32, cbsz = 1 : i32, blocks = 2 : i32 } blgp = bcast_second_32 : f32, f32, vector<32xf32>
  %1 = amdgpu.wmma 16x16x16 %h16 * %h16 + %h8 : vector<16xf16>, vector<16xf16>, vector<8xf16>
  %2 = amdgpu.scaled_mfma 32x32x64 (%s[0] * %f6) * (%s[1] * %f6) + %v16 : f8E8M0FNU, vector<32xf6E2M3FN>, f8E8M0FNU, vector<32xf6E2M3FN>, vector<16xf32>
  return
}
