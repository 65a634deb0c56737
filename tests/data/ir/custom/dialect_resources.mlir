// Dense resource attributes backed by dialect resource blobs.
func.func @resources() -> (tensor<4xi32>, tensor<2xf32>, tensor<3xi8>) {
  %a = arith.constant dense_resource<blob_i32> : tensor<4xi32>
  %b = arith.constant dense_resource<blob_f32> : tensor<2xf32>
  %c = arith.constant dense_resource<"quoted blob"> : tensor<3xi8>
  return %a, %b, %c : tensor<4xi32>, tensor<2xf32>, tensor<3xi8>
}

func.func @unused_resource_ref() attributes {blob = dense_resource<blob_i32> : tensor<4xi32>} {
  return
}

{-#
  dialect_resources: {
    builtin: {
      blob_i32: "0x0400000001000000020000000300000004000000",
      blob_f32: "0x040000000000803F00000040",
      "quoted blob": "0x01000000FF0080"
    }
  }
#-}
