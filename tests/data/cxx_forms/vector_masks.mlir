// Types inferred through ODS type transformers: arm_sve's svbool (the trailing dimension set
// to 16), x86vector's mask integer and mask vector (as long as the first dimension).
func.func @masks(%a: vector<2x3x[1]xi1>, %b: vector<4x[16]xi1>, %f: vector<16xf32>, %d: vector<8xf64>,
                 %i32: i32, %i16: i16, %i8: i8, %k: vector<16xi1>, %l: vector<8xi64>, %m: vector<8xi1>) {
  %0 = arm_sve.convert_to_svbool %a : vector<2x3x[1]xi1>
  %1 = arm_sve.convert_from_svbool %b : vector<4x[2]xi1>
  %2 = x86vector.avx512.mask.rndscale %f, %i32, %f, %i16, %i32 : vector<16xf32>
  %3 = x86vector.avx512.mask.scalef %d, %d, %d, %i8, %i32 : vector<8xf64>
  %4 = x86vector.avx512.mask.compress %k, %f : vector<16xf32>
  %5 = x86vector.avx512.mask.compress %m, %l, %l : vector<8xi64>, vector<8xi64>
  %6, %7 = x86vector.avx512.vp2intersect %l, %l : vector<8xi64>
  return
}
