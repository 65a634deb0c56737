// Constants of integer, index and float types, including special values.
func.func @int_constants() -> (i1, i1, i8, i16, i32, i64, index, index) {
  %t = arith.constant true
  %f = arith.constant false
  %i8 = arith.constant -128 : i8
  %i16 = arith.constant 32767 : i16
  %i32 = arith.constant -1 : i32
  %i64 = arith.constant 9223372036854775807 : i64
  %idx = arith.constant 0 : index
  %neg = arith.constant -42 : index
  return %t, %f, %i8, %i16, %i32, %i64, %idx, %neg : i1, i1, i8, i16, i32, i64, index, index
}

func.func @float_constants() -> (f32, f32, f32, f64, f64, f64, f32, f32) {
  %nan = arith.constant 0x7FC00000 : f32
  %negzero = arith.constant -0.0 : f32
  %big = arith.constant 1.0e+10 : f32
  %small = arith.constant 1.5e-300 : f64
  %pi = arith.constant 3.141592653589793 : f64
  %inf = arith.constant 0x7FF0000000000000 : f64
  %neginf = arith.constant 0xFF800000 : f32
  %third = arith.constant 0.333333343 : f32
  return %nan, %negzero, %big, %small, %pi, %inf, %neginf, %third : f32, f32, f32, f64, f64, f64, f32, f32
}

func.func @small_floats() -> (f16, bf16, f16, f64) {
  %h = arith.constant 6.550400e+04 : f16
  %b = arith.constant -2.5 : bf16
  %hnan = arith.constant 0x7E00 : f16
  %tiny = arith.constant 4.9406564584124654E-324 : f64
  return %h, %b, %hnan, %tiny : f16, bf16, f16, f64
}

func.func @hex_ints() -> (i32, i64) {
  %a = arith.constant 0xFF : i32
  %b = arith.constant 0x7FFFFFFFFFFFFFFF : i64
  return %a, %b : i32, i64
}
