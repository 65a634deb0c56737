// Cast patterns (ArithCanonicalization.td): CmpIExtSI/UI (eq, ne; not slt), And/Or/XOrIOfExtSI/UI (one source type only),
// TruncIExt*ToExt*, ExtSIOfExtUI, IndexCast(UI)Of*, BitcastOfBitcast; mixed extensions and addi stay.
"builtin.module"() ({
  "func.func"() <{function_type = (i8, i8, i16, index, f32, i64) -> (i1, i1, i1, i32, i32, i32, i32, i16, i16, i8, index, index, index, i64, f32, i32, i1, i32), sym_name = "casts"}> ({
  ^bb0(%arg0: i8, %arg1: i8, %arg2: i16, %arg3: index, %arg4: f32, %arg5: i64):
    %0 = "arith.extsi"(%arg0) : (i8) -> i32
    %1 = "arith.extsi"(%arg1) : (i8) -> i32
    %2 = "arith.cmpi"(%0, %1) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %3 = "arith.extui"(%arg0) : (i8) -> i32
    %4 = "arith.extui"(%arg1) : (i8) -> i32
    %5 = "arith.cmpi"(%3, %4) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %6 = "arith.cmpi"(%0, %1) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %7 = "arith.ori"(%3, %4) : (i32, i32) -> i32
    %8 = "arith.xori"(%0, %1) : (i32, i32) -> i32
    %9 = "arith.andi"(%0, %1) : (i32, i32) -> i32
    %10 = "arith.extui"(%arg2) : (i16) -> i32
    %11 = "arith.ori"(%3, %10) : (i32, i32) -> i32
    %12 = "arith.trunci"(%3) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i16
    %13 = "arith.trunci"(%0) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i16
    %14 = "arith.trunci"(%0) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
    %15 = "arith.index_cast"(%arg5) : (i64) -> index
    %16 = "arith.index_cast"(%15) : (index) -> i64
    %17 = "arith.index_cast"(%0) : (i32) -> index
    %18 = "arith.index_castui"(%3) : (i32) -> index
    %19 = "arith.index_cast"(%arg3) : (index) -> i32
    %20 = "arith.index_cast"(%19) : (i32) -> index
    %21 = "arith.bitcast"(%arg4) : (f32) -> i32
    %22 = "arith.bitcast"(%21) : (i32) -> f32
    %23 = "arith.extui"(%arg0) : (i8) -> i16
    %24 = "arith.extsi"(%23) : (i16) -> i32
    %25 = "arith.cmpi"(%3, %0) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %26 = "arith.addi"(%3, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%2, %5, %6, %7, %8, %9, %11, %12, %13, %14, %17, %18, %20, %16, %22, %24, %25, %26) : (i1, i1, i1, i32, i32, i32, i32, i16, i16, i8, index, index, index, i64, f32, i32, i1, i32) -> ()
  }) : () -> ()
}) : () -> ()

