// andi/ori/xori: identities (x&x, x&0, x&-1, x&~x, x|0, x|-1, x|~x, x^x, x^0, (x^a)^a, a^(a^x)) and constant folding.
"builtin.module"() ({
  "func.func"() <{function_type = (i16, i16) -> (i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16), sym_name = "bitwise"}> ({
  ^bb0(%arg0: i16, %arg1: i16):
    %0 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %1 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %2 = "arith.constant"() <{value = 12 : i16}> : () -> i16
    %3 = "arith.constant"() <{value = 10 : i16}> : () -> i16
    %4 = "arith.andi"(%arg0, %arg0) : (i16, i16) -> i16
    %5 = "arith.andi"(%arg0, %0) : (i16, i16) -> i16
    %6 = "arith.andi"(%1, %arg0) : (i16, i16) -> i16
    %7 = "arith.xori"(%arg0, %1) : (i16, i16) -> i16
    %8 = "arith.andi"(%arg0, %7) : (i16, i16) -> i16
    %9 = "arith.ori"(%arg0, %0) : (i16, i16) -> i16
    %10 = "arith.ori"(%arg0, %1) : (i16, i16) -> i16
    %11 = "arith.ori"(%7, %arg0) : (i16, i16) -> i16
    %12 = "arith.xori"(%arg0, %arg0) : (i16, i16) -> i16
    %13 = "arith.xori"(%0, %arg0) : (i16, i16) -> i16
    %14 = "arith.xori"(%arg0, %arg1) : (i16, i16) -> i16
    %15 = "arith.xori"(%14, %arg1) : (i16, i16) -> i16
    %16 = "arith.andi"(%2, %3) : (i16, i16) -> i16
    %17 = "arith.ori"(%2, %3) : (i16, i16) -> i16
    %18 = "arith.xori"(%2, %3) : (i16, i16) -> i16
    "func.return"(%4, %5, %6, %8, %9, %10, %11, %12, %13, %15, %16, %17, %18) : (i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16) -> ()
  }) : () -> ()
}) : () -> ()

