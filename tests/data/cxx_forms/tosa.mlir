// The tosa dialect's hand-written forms: bare enum keywords, the default NaN mode elided,
// a unit attribute, cond_if with and without an initialization
// list, while_loop, variables with an initial value or a type.
func.func @enum_attrs(%t: tensor<13x21x3xf32>, %u: tensor<13x21x1xf32>, %i: tensor<2xi8>,
    %m: tensor<1xi16>, %s: tensor<1xi8>, %z: tensor<1xi8>, %z16: tensor<1xi16>,
    %img: tensor<1x32x32x8xf32>, %a: tensor<4x32xf4E2M1FN>, %sc: tensor<4x1xf8E8M0FNU>,
    %f: tensor<4x32xf32>) {
  %0 = tosa.clamp %t {min_val = 0.0 : f32, max_val = 1.0: f32} : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
  %1 = tosa.clamp %t {min_val = 0.0 : f32, max_val = 1.0 : f32, nan_mode = IGNORE} : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
  %2 = tosa.clamp %t {min_val = 0.0 : f32, max_val = 1.0 : f32, nan_mode = PROPAGATE, u = unit} : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
  %3 = tosa.maximum %t, %u {} : (tensor<13x21x3xf32>, tensor<13x21x1xf32>) -> tensor<13x21x3xf32>
  %4 = tosa.minimum %t, %u { nan_mode = #tosa.nan_mode<IGNORE> } : (tensor<13x21x3xf32>, tensor<13x21x1xf32>) -> tensor<13x21x3xf32>
  %5 = tosa.argmax %t {axis = 0 : i32, nan_mode = IGNORE} : (tensor<13x21x3xf32>) -> tensor<21x3xi32>
  %6 = tosa.reduce_max %t {axis = 0 : i32} : (tensor<13x21x3xf32>) -> tensor<1x21x3xf32>
  %7 = tosa.reduce_min %t {axis = 1 : i32, nan_mode = IGNORE} : (tensor<13x21x3xf32>) -> tensor<13x1x3xf32>
  %8 = tosa.max_pool2d %img {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x32x32x8xf32>) -> tensor<1x32x32x8xf32>
  %9 = tosa.rescale %i, %m, %s, %z, %z16 {scale32 = false, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = true} : (tensor<2xi8>, tensor<1xi16>, tensor<1xi8>, tensor<1xi8>, tensor<1xi16>) -> tensor<2xi16>
  %10 = tosa.rescale %i, %m, %s, %z, %z16 {scale32 = false, rounding_mode = #tosa.rounding_mode<DOUBLE_ROUND> : i32, per_channel = false, input_unsigned = false, output_unsigned = true} : (tensor<2xi8>, tensor<1xi16>, tensor<1xi8>, tensor<1xi8>, tensor<1xi16>) -> tensor<2xi16>
  %scale = tosa.const_shape {values = dense<[4, 2, 4, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[-1, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %11 = tosa.resize %img, %scale, %offset, %offset {mode = NEAREST_NEIGHBOR} : (tensor<1x32x32x8xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<*xf32>
  %12 = tosa.cast_from_block_scaled %a, %sc {block_size = BLOCK_SIZE_32} : (tensor<4x32xf4E2M1FN>, tensor<4x1xf8E8M0FNU>) -> tensor<4x32xf32>
  %13:2 = tosa.cast_to_block_scaled %f {block_size = #tosa.block_size<BLOCK_SIZE_32> : i32, stochastic_round = true} : (tensor<4x32xf32>) -> (tensor<4x32xf4E2M1FN>, tensor<4x1xf8E8M0FNU>)
  return
}

func.func @matmul_block_scaled(%a: tensor<4x8x32xf8E4M3FN>, %sa: tensor<4x8x1xf8E8M0FNU>,
    %b: tensor<4x16x32xf8E4M3FN>, %sb: tensor<4x16x1xf8E8M0FNU>) -> tensor<4x8x16xf32> {
  %0 = tosa.matmul_t_block_scaled %a, %sa, %b, %sb {block_size = BLOCK_SIZE_32} : (tensor<4x8x32xf8E4M3FN>, tensor<4x8x1xf8E8M0FNU>, tensor<4x16x32xf8E4M3FN>, tensor<4x16x1xf8E8M0FNU>) -> tensor<4x8x16xf32>
  return %0 : tensor<4x8x16xf32>
}

func.func @apply_scale(%v: vector<4xi32>, %m: vector<4xi32>, %s: vector<4xi8>) -> vector<4xi32> {
  %0 = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (vector<4xi32>, vector<4xi32>, vector<4xi8>) -> vector<4xi32>
  return %0 : vector<4xi32>
}

func.func @cond_if(%x: tensor<f32>, %y: tensor<f32>, %c: tensor<i1>) -> tensor<f32> {
  %0 = tosa.cond_if %c : tensor<i1> -> tensor<f32> {
    tosa.yield %x : tensor<f32>
  } else {
    tosa.yield %y : tensor<f32>
  }
  %1 = tosa.cond_if %c (%p = %x, %q = %0) : tensor<i1> (tensor<f32>, tensor<f32>) -> tensor<f32> {
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %2 = tosa.add %p, %q : (tensor<f32>, tensor<f32>) -> tensor<f32>
    tosa.yield %2 : tensor<f32>
  } else {
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    tosa.yield %q : tensor<f32>
  } {note = "kept"}
  return %1 : tensor<f32>
}

func.func @while_loop(%arg0: tensor<10xi32>, %arg1: tensor<i32>) {
  %0 = "tosa.const"() {values = dense<0> : tensor<i32>} : () -> tensor<i32>
  %1:2 = tosa.while_loop (%a = %0, %b = %arg0) : (tensor<i32>, tensor<10xi32>) -> (tensor<i32>, tensor<10xi32>) {
    %2 = tosa.greater_equal %a, %arg1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %2 : tensor<i1>
  } do {
  ^bb0(%a: tensor<i32>, %b: tensor<10xi32>):
    tosa.yield %a, %b : tensor<i32>, tensor<10xi32>
  } attributes {unrolled = false}
  return
}

module {
  tosa.variable @v = dense<3.14> : tensor<f32>
  tosa.variable @w : tensor<2x4xi32>
  tosa.variable @x {foo} = dense<[1, 2]> : tensor<2xi8>
  tosa.variable @y : tensor<?x4xf32>
}
