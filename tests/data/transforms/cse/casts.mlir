// Casts are pure: equal casts of the same value merge, different target types do not.
"builtin.module"() ({
  "func.func"() <{function_type = (i32, index) -> (i64, i64, i16, index, i64, f32, f32), sym_name = "casts"}> ({
  ^bb0(%x: i32, %i: index):
    %0 = "arith.extsi"(%x) : (i32) -> i64
    %1 = "arith.extsi"(%x) : (i32) -> i64
    %2 = "arith.extui"(%x) : (i32) -> i64
    %3 = "arith.trunci"(%x) : (i32) -> i16
    %4 = "arith.trunci"(%x) : (i32) -> i16
    %5 = "arith.index_cast"(%x) : (i32) -> index
    %6 = "arith.index_cast"(%x) : (i32) -> index
    %7 = "arith.index_cast"(%i) : (index) -> i64
    %8 = "arith.bitcast"(%x) : (i32) -> f32
    %9 = "arith.bitcast"(%x) : (i32) -> f32
    %10 = "builtin.unrealized_conversion_cast"(%x) : (i32) -> f32
    %11 = "builtin.unrealized_conversion_cast"(%x) : (i32) -> f32
    %12 = "arith.addi"(%0, %1) : (i64, i64) -> i64
    %13 = "arith.addi"(%5, %6) : (index, index) -> index
    "func.return"(%12, %2, %4, %13, %7, %9, %11) : (i64, i64, i16, index, i64, f32, f32) -> ()
  }) : () -> ()
}) : () -> ()
