// Width and kind conversions between integer, index and float types.
func.func @int_casts(%a: i32) -> (i64, i64, i16, index, index, i32) {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extui %a : i32 to i64
  %2 = arith.trunci %a : i32 to i16
  %3 = arith.index_cast %a : i32 to index
  %4 = arith.index_castui %a : i32 to index
  %5 = arith.index_cast %3 : index to i32
  return %0, %1, %2, %3, %4, %5 : i64, i64, i16, index, index, i32
}

func.func @float_casts(%f: f32, %d: f64, %i: i32) -> (f64, f32, f32, f32, i32, i32, i32, f32) {
  %0 = arith.extf %f : f32 to f64
  %1 = arith.truncf %d : f64 to f32
  %2 = arith.sitofp %i : i32 to f32
  %3 = arith.uitofp %i : i32 to f32
  %4 = arith.fptosi %f : f32 to i32
  %5 = arith.fptoui %f : f32 to i32
  %6 = arith.bitcast %f : f32 to i32
  %7 = arith.bitcast %i : i32 to f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f64, f32, f32, f32, i32, i32, i32, f32
}

func.func @rounding(%d: f64) -> (f32, f16) {
  %0 = arith.truncf %d to_nearest_even : f64 to f32
  %1 = arith.truncf %d downward fastmath<contract> : f64 to f16
  return %0, %1 : f32, f16
}

func.func @vector_casts(%v: vector<4xi8>) -> (vector<4xi32>, vector<4xf32>) {
  %0 = arith.extsi %v : vector<4xi8> to vector<4xi32>
  %1 = arith.sitofp %0 : vector<4xi32> to vector<4xf32>
  return %0, %1 : vector<4xi32>, vector<4xf32>
}

func.func @casts_across(%x: i64) -> i8 {
  %0 = builtin.unrealized_conversion_cast %x : i64 to i8
  %1, %2 = builtin.unrealized_conversion_cast %0 : i8 to i4, i4
  %3 = builtin.unrealized_conversion_cast %1, %2 : i4, i4 to i8
  return %3 : i8
}
