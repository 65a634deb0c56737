// Constant folding of addi/subi/muli with wrap-around at the type's width, on i8, i32, i64 and index.
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i8, i8, i32, i64, index, i32), sym_name = "fold"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 100 : i8}> : () -> i8
    %1 = "arith.constant"() <{value = 60 : i8}> : () -> i8
    %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %3 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
    %4 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 12 : i32}> : () -> i32
    %6 = "arith.subi"(%4, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
    %8 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %9 = "arith.addi"(%7, %8) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %10 = "arith.constant"() <{value = 40 : index}> : () -> index
    %11 = "arith.constant"() <{value = 2 : index}> : () -> index
    %12 = "arith.muli"(%10, %11) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %13 = "arith.addi"(%6, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%2, %3, %6, %9, %12, %13) : (i8, i8, i32, i64, index, i32) -> ()
  }) : () -> ()
}) : () -> ()

