// tosa.while_loop hoists out of its body (the do region) only; acc.loop out of its region.
func.func @tosa(%x: tensor<i32>, %y: tensor<i32>) -> tensor<i32> {
  %0 = tosa.while_loop (%a = %x) : (tensor<i32>) -> tensor<i32> {
    %c = tosa.add %y, %y : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %b = tosa.greater %c, %a : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %b : tensor<i1>
  } do {
  ^bb0(%a: tensor<i32>):
    %d = tosa.add %y, %y : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %e = tosa.add %a, %d : (tensor<i32>, tensor<i32>) -> tensor<i32>
    tosa.yield %e : tensor<i32>
  }
  return %0 : tensor<i32>
}
func.func @acc(%x: i32, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  acc.loop control(%i : i32) = (%c0 : i32) to (%n : i32) step (%c1 : i32) {
    %d = arith.addi %x, %x : i32
    acc.yield
  } attributes {independent = [#acc.device_type<none>]}
  return
}
