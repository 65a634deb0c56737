// ARGS: --allow-unregistered-dialect
// Builtin types of every shape: float formats, shaped, tuple, function, opaque.
func.func private @floats(f8E5M2, f8E4M3FN, f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E4M3, f8E8M0FNU, f6E2M3FN, f6E3M2FN, f4E2M1FN, tf32)
func.func private @shaped(tensor<*xf32>, tensor<?x?x?xi8>, tensor<0xf32>, tensor<1x2x3x4x5xi1>, vector<1xindex>, vector<2x[3]x4xf16>, memref<*xf32>, memref<*xf32, 4>)
func.func private @layouts(memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<?xf32, strided<[?], offset: ?>>, memref<2xi32, 7>, memref<8xf32, strided<[2]>>)
func.func private @encodings(tensor<4xf32, #foo.enc>, tensor<?x?xf64, {layout = "csr"}>)
func.func private @composite(tuple<>, tuple<i32, tuple<f32, index>>, complex<i8>, () -> (), (i32) -> (i32, i32), ((i1) -> i1) -> ())
func.func private @dialect_types(!foo.t, !foo<"opaque">, !foo.t<1, [2, 3], "s", i32>, !foo.t<{a = 1}>)
func.func private @sign(si8, ui8, i1, si1, ui1, i64, si64, ui64)
func.func private @memref_of_memref(memref<2xmemref<3xf32>>, memref<2xvector<4xf32>>, memref<2xcomplex<f32>>, memref<2xindex>)

func.func @uses() -> (tensor<2xf8E4M3FN>, vector<4xbf16>) {
  %a = "test.create"() : () -> tensor<2xf8E4M3FN>
  %b = "test.create"() : () -> vector<4xbf16>
  "test.none"() : () -> none
  return %a, %b : tensor<2xf8E4M3FN>, vector<4xbf16>
}
