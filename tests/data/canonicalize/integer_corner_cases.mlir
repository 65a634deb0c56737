// Integer corners: i0 values (always 0), floordivsi whose fold MLIR decides on the last element only (a zero divisor elsewhere gives the dividend), reassociated constants keeping the overflow flags both ops guarantee (all but SubIRHSAddConstant), x + y * -1 on splat vectors.
"builtin.module"() ({
  "func.func"() <{function_type = (i0) -> (i0, i0, i0, i32), sym_name = "i0"}> ({
  ^bb0(%arg3: i0):
    %23 = "arith.constant"() <{value = 0 : i0}> : () -> i0
    %24 = "arith.addi"(%arg3, %23) <{overflowFlags = #arith.overflow<none>}> : (i0, i0) -> i0
    %25 = "arith.shli"(%23, %23) <{overflowFlags = #arith.overflow<none>}> : (i0, i0) -> i0
    %26 = "arith.maxsi"(%23, %23) : (i0, i0) -> i0
    %27 = "arith.extsi"(%23) : (i0) -> i32
    "func.return"(%24, %25, %26, %27) : (i0, i0, i0, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (vector<3xi8>, vector<3xi8>, vector<3xi8>), sym_name = "floordiv_last_element"}> ({
    %15 = "arith.constant"() <{value = dense<[7, -7, 9]> : vector<3xi8>}> : () -> vector<3xi8>
    %16 = "arith.constant"() <{value = dense<[0, 2, 4]> : vector<3xi8>}> : () -> vector<3xi8>
    %17 = "arith.floordivsi"(%15, %16) : (vector<3xi8>, vector<3xi8>) -> vector<3xi8>
    %18 = "arith.constant"() <{value = dense<[2, 2, 0]> : vector<3xi8>}> : () -> vector<3xi8>
    %19 = "arith.floordivsi"(%15, %18) : (vector<3xi8>, vector<3xi8>) -> vector<3xi8>
    %20 = "arith.constant"() <{value = dense<[-128, 5, -128]> : vector<3xi8>}> : () -> vector<3xi8>
    %21 = "arith.constant"() <{value = dense<[-1, 2, 3]> : vector<3xi8>}> : () -> vector<3xi8>
    %22 = "arith.floordivsi"(%20, %21) : (vector<3xi8>, vector<3xi8>) -> vector<3xi8>
    "func.return"(%17, %19, %22) : (vector<3xi8>, vector<3xi8>, vector<3xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> (i32, i32, i32, i32, i32), sym_name = "flags"}> ({
  ^bb0(%arg2: i32):
    %5 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %7 = "arith.subi"(%arg2, %5) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %8 = "arith.addi"(%7, %6) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %9 = "arith.subi"(%6, %arg2) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %10 = "arith.subi"(%9, %5) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    %11 = "arith.addi"(%arg2, %5) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %12 = "arith.subi"(%11, %6) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %13 = "arith.subi"(%6, %7) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %14 = "arith.subi"(%5, %9) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
    "func.return"(%8, %10, %12, %13, %14) : (i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi16>, vector<2xi16>) -> (vector<2xi16>, vector<2xi16>), sym_name = "negate_splat"}> ({
  ^bb0(%arg0: vector<2xi16>, %arg1: vector<2xi16>):
    %0 = "arith.constant"() <{value = dense<-1> : vector<2xi16>}> : () -> vector<2xi16>
    %1 = "arith.muli"(%arg1, %0) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %2 = "arith.addi"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %3 = "arith.muli"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    %4 = "arith.addi"(%3, %arg1) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi16>, vector<2xi16>) -> vector<2xi16>
    "func.return"(%2, %4) : (vector<2xi16>, vector<2xi16>) -> ()
  }) : () -> ()
}) : () -> ()

