// math, complex and index dialect operations.
func.func @math(%x: f32, %y: f32, %i: i32) -> f32 {
  %0 = math.sqrt %x : f32
  %1 = math.exp %0 fastmath<afn> : f32
  %2 = math.log %1 : f32
  %3 = math.powf %2, %y : f32
  %4 = math.sin %3 : f32
  %5 = math.cos %4 : f32
  %6 = math.tanh %5 : f32
  %7 = math.absf %6 : f32
  %8 = math.fma %7, %x, %y : f32
  %9 = math.atan2 %8, %y : f32
  %10 = math.floor %9 : f32
  %11 = math.ceil %10 : f32
  %12 = math.fpowi %11, %i : f32, i32
  %13 = math.absi %i : i32
  %14 = math.ctlz %13 : i32
  %15 = math.copysign %12, %x : f32
  return %15 : f32
}

func.func @complex_ops(%a: complex<f64>, %re: f64, %im: f64) -> (complex<f64>, f64) {
  %c = complex.create %re, %im : complex<f64>
  %s = complex.add %a, %c : complex<f64>
  %m = complex.mul %s, %a : complex<f64>
  %abs = complex.abs %m : complex<f64>
  %k = complex.constant [1.0, -2.0] : complex<f64>
  %d = complex.div %m, %k : complex<f64>
  %r = complex.re %d : complex<f64>
  return %d, %r : complex<f64>, f64
}

func.func @index_ops(%a: index, %b: index) -> (index, i1, index) {
  %0 = index.add %a, %b
  %1 = index.mul %0, %b
  %2 = index.divs %1, %a
  %3 = index.cmp slt(%2, %b)
  %4 = index.constant 42
  %5 = index.maxu %4, %2
  %6 = index.casts %a : index to i64
  %7 = index.bool.constant true
  %8 = index.sizeof
  return %5, %3, %8 : index, i1, index
}
