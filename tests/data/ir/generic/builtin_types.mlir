#map = affine_map<(d0, d1) -> (d1, d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (f8E5M2, f8E4M3FN, f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E4M3, f8E8M0FNU, f6E2M3FN, f6E3M2FN, f4E2M1FN, tf32) -> (), sym_name = "floats", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tensor<*xf32>, tensor<?x?x?xi8>, tensor<0xf32>, tensor<1x2x3x4x5xi1>, vector<1xindex>, vector<2x[3]x4xf16>, memref<*xf32>, memref<*xf32, 4>) -> (), sym_name = "shaped", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x4xf32, #map>, memref<?xf32, strided<[?], offset: ?>>, memref<2xi32, 7>, memref<8xf32, strided<[2]>>) -> (), sym_name = "layouts", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32, #foo.enc>, tensor<?x?xf64, {layout = "csr"}>) -> (), sym_name = "encodings", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (tuple<>, tuple<i32, tuple<f32, index>>, complex<i8>, () -> (), (i32) -> (i32, i32), ((i1) -> i1) -> ()) -> (), sym_name = "composite", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (!foo.t, !foo<"opaque">, !foo.t<1, [2, 3], "s", i32>, !foo.t<{a = 1}>) -> (), sym_name = "dialect_types", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (si8, ui8, i1, si1, ui1, i64, si64, ui64) -> (), sym_name = "sign", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<2xmemref<3xf32>>, memref<2xvector<4xf32>>, memref<2xcomplex<f32>>, memref<2xindex>) -> (), sym_name = "memref_of_memref", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (tensor<2xf8E4M3FN>, vector<4xbf16>), sym_name = "uses"}> ({
    %0 = "test.create"() : () -> tensor<2xf8E4M3FN>
    %1 = "test.create"() : () -> vector<4xbf16>
    %2 = "test.none"() : () -> none
    "func.return"(%0, %1) : (tensor<2xf8E4M3FN>, vector<4xbf16>) -> ()
  }) : () -> ()
}) : () -> ()

