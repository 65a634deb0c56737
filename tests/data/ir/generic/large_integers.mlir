"builtin.module"() ({
  "func.func"() <{function_type = () -> (i128, i128, i128, ui64, si64, i256), sym_name = "wide"}> ({
    %5 = "arith.constant"() <{value = 170141183460469231731687303715884105727 : i128}> : () -> i128
    %6 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
    %7 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    %8 = "test.u"() {value = 18446744073709551615 : ui64} : () -> ui64
    %9 = "test.s"() {value = -9223372036854775808 : si64} : () -> si64
    %10 = "arith.constant"() <{value = -1 : i256}> : () -> i256
    "func.return"(%5, %6, %7, %8, %9, %10) : (i128, i128, i128, ui64, si64, i256) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i1, i3, i17, i33, i65), sym_name = "odd_widths"}> ({
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "arith.constant"() <{value = -4 : i3}> : () -> i3
    %2 = "arith.constant"() <{value = 65535 : i17}> : () -> i17
    %3 = "arith.constant"() <{value = -4294967296 : i33}> : () -> i33
    %4 = "arith.constant"() <{value = -18446744073709551616 : i65}> : () -> i65
    "func.return"(%0, %1, %2, %3, %4) : (i1, i3, i17, i33, i65) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "big_attrs"}> ({
    "func.return"() : () -> ()
  }) {dense_wide = dense<[1, -1, 170141183460469231731687303715884105727]> : tensor<3xi128>, huge = 123456789012345678901234567890 : i100, index_max = 9223372036854775807 : index, limits = [9223372036854775807, -9223372036854775808, 0]} : () -> ()
}) : () -> ()

