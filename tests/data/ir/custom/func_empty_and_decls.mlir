// Empty functions, external declarations and functions of many signatures.
func.func @empty() {
  return
}

func.func private @decl_none()
func.func private @decl_one(i1) -> i1
func.func private @decl_many(i8, i16, i32, i64, index, f16, bf16, f32, f64) -> (i8, f64)
func.func private @decl_func_type(%arg0: (i32) -> i32) -> ((f32) -> f32)
func.func private @decl_tuple(tuple<i32, f32>, tuple<>) -> tuple<tuple<i1>>
func.func private @decl_complex(complex<f32>, complex<f64>) -> complex<f32>
func.func private @decl_none_type(none) -> none

func.func @identity(%a: i32) -> i32 {
  return %a : i32
}

func.func @pass_through(%a: i1, %b: i8, %c: ui16, %d: si32) -> (si32, ui16, i8, i1) {
  return %d, %c, %b, %a : si32, ui16, i8, i1
}

func.func @zero_width(%a: i0) -> i0 {
  return %a : i0
}
