"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<4xi32>, tensor<2xf32>, tensor<3xi8>), sym_name = "resources"}> ({
    %0 = "arith.constant"() <{value = dense_resource<blob_i32> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1 = "arith.constant"() <{value = dense_resource<blob_f32> : tensor<2xf32>}> : () -> tensor<2xf32>
    %2 = "arith.constant"() <{value = dense_resource<"quoted blob"> : tensor<3xi8>}> : () -> tensor<3xi8>
    "func.return"(%0, %1, %2) : (tensor<4xi32>, tensor<2xf32>, tensor<3xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "unused_resource_ref"}> ({
    "func.return"() : () -> ()
  }) {blob = dense_resource<blob_i32> : tensor<4xi32>} : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob_i32: "0x0400000001000000020000000300000004000000",
      blob_f32: "0x040000000000803F00000040",
      "quoted blob": "0x01000000FF0080"
    }
  }
#-}

