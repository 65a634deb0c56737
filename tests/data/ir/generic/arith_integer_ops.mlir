"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "integer_ops"}> ({
  ^bb0(%arg8: i32, %arg9: i32):
    %9 = "arith.addi"(%arg8, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %10 = "arith.subi"(%9, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %11 = "arith.muli"(%10, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %12 = "arith.divsi"(%11, %arg9) : (i32, i32) -> i32
    %13 = "arith.divui"(%12, %arg9) : (i32, i32) -> i32
    %14 = "arith.remsi"(%13, %arg8) : (i32, i32) -> i32
    %15 = "arith.remui"(%14, %arg8) : (i32, i32) -> i32
    %16 = "arith.ceildivsi"(%15, %arg9) : (i32, i32) -> i32
    %17 = "arith.ceildivui"(%16, %arg9) : (i32, i32) -> i32
    %18 = "arith.floordivsi"(%17, %arg9) : (i32, i32) -> i32
    %19 = "arith.andi"(%18, %arg8) : (i32, i32) -> i32
    %20 = "arith.ori"(%19, %arg9) : (i32, i32) -> i32
    %21 = "arith.xori"(%20, %arg8) : (i32, i32) -> i32
    %22 = "arith.shli"(%21, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %23 = "arith.shrsi"(%22, %arg9) : (i32, i32) -> i32
    %24 = "arith.shrui"(%23, %arg9) : (i32, i32) -> i32
    %25 = "arith.maxsi"(%24, %arg8) : (i32, i32) -> i32
    %26 = "arith.minsi"(%25, %arg8) : (i32, i32) -> i32
    %27 = "arith.maxui"(%26, %arg9) : (i32, i32) -> i32
    %28 = "arith.minui"(%27, %arg9) : (i32, i32) -> i32
    "func.return"(%28) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, i64) -> i64, sym_name = "overflow_flags"}> ({
  ^bb0(%arg6: i64, %arg7: i64):
    %5 = "arith.addi"(%arg6, %arg7) <{overflowFlags = #arith.overflow<nsw>}> : (i64, i64) -> i64
    %6 = "arith.muli"(%5, %arg7) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i64, i64) -> i64
    %7 = "arith.subi"(%6, %arg6) <{overflowFlags = #arith.overflow<nuw>}> : (i64, i64) -> i64
    %8 = "arith.shli"(%7, %arg7) <{overflowFlags = #arith.overflow<nsw>}> : (i64, i64) -> i64
    "func.return"(%8) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i1, i32, i32), sym_name = "extended"}> ({
  ^bb0(%arg4: i32, %arg5: i32):
    %3:2 = "arith.addui_extended"(%arg4, %arg5) : (i32, i32) -> (i32, i1)
    %4:2 = "arith.mulsi_extended"(%arg4, %arg5) : (i32, i32) -> (i32, i32)
    "func.return"(%3#0, %3#1, %4#0, %4#1) : (i32, i1, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<4xi16>, vector<4xi16>) -> vector<4xi16>, sym_name = "vector_ints"}> ({
  ^bb0(%arg2: vector<4xi16>, %arg3: vector<4xi16>):
    %1 = "arith.addi"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    %2 = "arith.muli"(%1, %arg3) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi16>, vector<4xi16>) -> vector<4xi16>
    "func.return"(%2) : (vector<4xi16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3xi8>, sym_name = "tensor_ints"}> ({
  ^bb0(%arg0: tensor<2x3xi8>, %arg1: tensor<2x3xi8>):
    %0 = "arith.xori"(%arg0, %arg1) : (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3xi8>
    "func.return"(%0) : (tensor<2x3xi8>) -> ()
  }) : () -> ()
}) : () -> ()

