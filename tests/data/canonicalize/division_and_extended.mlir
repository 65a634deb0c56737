// ceildivui / ceildivsi / floordivsi folds (by one, constants, no fold on a zero divisor or an overflowing minimum), (a * b) / b with nuw / nsw, and the two-result ops: addui_extended (x + 0, constant sum and carry, addi when the carry is unused), mulsi_extended / mului_extended (x * 0, x * 1, constant low and high halves, muli when the high half is unused).
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32), sym_name = "divisions"}> ({
  ^bb0(%arg4: i32, %arg5: i32):
    %15 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %16 = "arith.constant"() <{value = -7 : i32}> : () -> i32
    %17 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %18 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %19 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %20 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %21 = "arith.ceildivsi"(%arg4, %15) : (i32, i32) -> i32
    %22 = "arith.ceildivsi"(%16, %17) : (i32, i32) -> i32
    %23 = "arith.ceildivui"(%16, %17) : (i32, i32) -> i32
    %24 = "arith.floordivsi"(%16, %17) : (i32, i32) -> i32
    %25 = "arith.floordivsi"(%19, %20) : (i32, i32) -> i32
    %26 = "arith.ceildivsi"(%19, %17) : (i32, i32) -> i32
    %27 = "arith.ceildivui"(%arg4, %18) : (i32, i32) -> i32
    %28 = "arith.muli"(%arg4, %arg5) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %29 = "arith.divui"(%28, %arg5) : (i32, i32) -> i32
    %30 = "arith.divsi"(%28, %arg4) : (i32, i32) -> i32
    %31 = "arith.muli"(%arg4, %arg5) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %32 = "arith.divsi"(%31, %arg4) : (i32, i32) -> i32
    "func.return"(%21, %22, %23, %24, %25, %26, %27, %29, %30, %32) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i8, i8) -> (i8, i1, i8, i1, i8, i8, i8, i8, i8, i8, i8), sym_name = "extended"}> ({
  ^bb0(%arg2: i8, %arg3: i8):
    %4 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %5 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %6 = "arith.constant"() <{value = -56 : i8}> : () -> i8
    %7 = "arith.constant"() <{value = 100 : i8}> : () -> i8
    %8:2 = "arith.addui_extended"(%arg2, %4) : (i8, i8) -> (i8, i1)
    %9:2 = "arith.addui_extended"(%6, %7) : (i8, i8) -> (i8, i1)
    %10:2 = "arith.mulsi_extended"(%6, %7) : (i8, i8) -> (i8, i8)
    %11:2 = "arith.mului_extended"(%6, %7) : (i8, i8) -> (i8, i8)
    %12:2 = "arith.mului_extended"(%arg2, %5) : (i8, i8) -> (i8, i8)
    %13:2 = "arith.addui_extended"(%arg2, %arg3) : (i8, i8) -> (i8, i1)
    %14:2 = "arith.mulsi_extended"(%arg2, %arg3) : (i8, i8) -> (i8, i8)
    "func.return"(%8#0, %8#1, %9#0, %9#1, %10#0, %10#1, %11#1, %12#0, %12#1, %13#0, %14#0) : (i8, i1, i8, i1, i8, i8, i8, i8, i8, i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi16>, i32) -> (vector<2xi16>, vector<2xi16>, i32, i32), sym_name = "signed_one"}> ({
  ^bb0(%arg0: vector<2xi16>, %arg1: i32):
    %0 = "arith.constant"() <{value = dense<1> : vector<2xi16>}> : () -> vector<2xi16>
    %1:2 = "arith.mulsi_extended"(%arg0, %0) : (vector<2xi16>, vector<2xi16>) -> (vector<2xi16>, vector<2xi16>)
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %3:2 = "arith.mulsi_extended"(%arg1, %2) : (i32, i32) -> (i32, i32)
    "func.return"(%1#0, %1#1, %3#0, %3#1) : (vector<2xi16>, vector<2xi16>, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

