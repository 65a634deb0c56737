// ARGS: --allow-unregistered-dialect
// Wide integer types and values at their limits, including i128 and beyond.
func.func @wide() -> (i128, i128, i128, ui64, si64, i256) {
  %a = arith.constant 170141183460469231731687303715884105727 : i128
  %b = arith.constant -170141183460469231731687303715884105728 : i128
  %c = arith.constant 340282366920938463463374607431768211455 : i128
  %d = "test.u"() {value = 18446744073709551615 : ui64} : () -> ui64
  %e = "test.s"() {value = -9223372036854775808 : si64} : () -> si64
  %f = arith.constant 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF : i256
  return %a, %b, %c, %d, %e, %f : i128, i128, i128, ui64, si64, i256
}

func.func @odd_widths() -> (i1, i3, i17, i33, i65) {
  %a = arith.constant 1 : i1
  %b = arith.constant -4 : i3
  %c = arith.constant 65535 : i17
  %d = arith.constant 4294967296 : i33
  %e = arith.constant -18446744073709551616 : i65
  return %a, %b, %c, %d, %e : i1, i3, i17, i33, i65
}

func.func @big_attrs() attributes {
    limits = [9223372036854775807, -9223372036854775808, 0],
    huge = 123456789012345678901234567890 : i100,
    dense_wide = dense<[1, -1, 170141183460469231731687303715884105727]> : tensor<3xi128>,
    index_max = 9223372036854775807 : index
  } {
  return
}
