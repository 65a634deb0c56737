// Floating-point arithmetic with fastmath flags and rounding modes.
func.func @float_ops(%a: f32, %b: f32) -> f32 {
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %0, %b : f32
  %2 = arith.mulf %1, %a : f32
  %3 = arith.divf %2, %b : f32
  %4 = arith.remf %3, %a : f32
  %5 = arith.negf %4 : f32
  %6 = arith.maximumf %5, %a : f32
  %7 = arith.minimumf %6, %b : f32
  %8 = arith.maxnumf %7, %a : f32
  %9 = arith.minnumf %8, %b : f32
  return %9 : f32
}

func.func @fastmath(%a: f64, %b: f64) -> f64 {
  %0 = arith.addf %a, %b fastmath<fast> : f64
  %1 = arith.mulf %0, %b fastmath<nnan, ninf> : f64
  %2 = arith.divf %1, %a fastmath<reassoc, contract, afn> : f64
  %3 = arith.subf %2, %a fastmath<none> : f64
  return %3 : f64
}

func.func @half_types(%a: f16, %b: bf16, %c: f80, %d: f128) -> (f16, bf16, f80, f128) {
  %0 = arith.addf %a, %a : f16
  %1 = arith.mulf %b, %b : bf16
  %2 = arith.subf %c, %c : f80
  %3 = arith.divf %d, %d : f128
  return %0, %1, %2, %3 : f16, bf16, f80, f128
}

func.func @vector_floats(%v: vector<8xf32>, %w: vector<[4]xf32>) -> (vector<8xf32>, vector<[4]xf32>) {
  %0 = arith.mulf %v, %v : vector<8xf32>
  %1 = arith.addf %w, %w : vector<[4]xf32>
  return %0, %1 : vector<8xf32>, vector<[4]xf32>
}
