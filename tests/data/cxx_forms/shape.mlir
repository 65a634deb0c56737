func.func @f(%s: !shape.shape, %w: !shape.witness, %t: tensor<?xindex>) -> !shape.size {
  %0 = shape.const_shape [1, 2, 3] : !shape.shape
  %1 = shape.const_shape {a} [] : tensor<0xindex>
  %2 = shape.const_shape [4, 4] : tensor<2xindex>
  %3 = shape.const_size 1
  %r = shape.reduce(%s, %3) : !shape.shape -> !shape.size {
    ^bb0(%index: index, %dim: !shape.size, %acc: !shape.size):
      %n = shape.mul %acc, %dim : !shape.size, !shape.size -> !shape.size
      shape.yield %n : !shape.size
  }
  %a = shape.assuming %w -> (!shape.size) {
    shape.assuming_yield %r : !shape.size
  }
  shape.assuming %w {
    "t.x"() : () -> ()
  } {b}
  return %a : !shape.size
}
shape.function_library @shape_lib {
  shape.func @same_result_shape(%arg: !shape.value_shape) -> !shape.shape {
    %0 = shape.shape_of %arg : !shape.value_shape -> !shape.shape
    return %0 : !shape.shape
  }
} mapping {
  test.same_operand_result_type = @same_result_shape
}
