// Integer folds of non-splat dense constants element by element (constFoldBinaryOp): add, mul, remui / remsi / divsi (a zero divisor anywhere stops the fold), shifts (only the last element's amount is checked, as MLIR), cmpi to a vector of i1, select on a constant mask, extensions and truncations, 2-D tensors and a splat combined with a non-splat.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<2x2xi16>), sym_name = "arithmetic"}> ({
    %26 = "arith.constant"() <{value = dense<[9, -9, 7, 100]> : vector<4xi32>}> : () -> vector<4xi32>
    %27 = "arith.constant"() <{value = dense<[2, 4, -3, 7]> : vector<4xi32>}> : () -> vector<4xi32>
    %28 = "arith.constant"() <{value = dense<[2, 0, 1, 1]> : vector<4xi32>}> : () -> vector<4xi32>
    %29 = "arith.constant"() <{value = dense<5> : vector<4xi32>}> : () -> vector<4xi32>
    %30 = "arith.remui"(%26, %27) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %31 = "arith.remsi"(%26, %27) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %32 = "arith.divsi"(%26, %28) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %33 = "arith.muli"(%26, %29) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %34 = "arith.addi"(%29, %27) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %35 = "arith.constant"() <{value = dense<[[1, 2], [3, 32767]]> : tensor<2x2xi16>}> : () -> tensor<2x2xi16>
    %36 = "arith.constant"() <{value = dense<[[10, 20], [30, 1]]> : tensor<2x2xi16>}> : () -> tensor<2x2xi16>
    %37 = "arith.addi"(%35, %36) <{overflowFlags = #arith.overflow<none>}> : (tensor<2x2xi16>, tensor<2x2xi16>) -> tensor<2x2xi16>
    "func.return"(%30, %31, %32, %33, %34, %37) : (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, tensor<2x2xi16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (vector<3xi8>, vector<3xi8>, vector<3xi8>), sym_name = "shifts"}> ({
    %19 = "arith.constant"() <{value = dense<[1, -128, 64]> : vector<3xi8>}> : () -> vector<3xi8>
    %20 = "arith.constant"() <{value = dense<[1, 2, 3]> : vector<3xi8>}> : () -> vector<3xi8>
    %21 = "arith.constant"() <{value = dense<[9, 2, 3]> : vector<3xi8>}> : () -> vector<3xi8>
    %22 = "arith.constant"() <{value = dense<[1, 2, 8]> : vector<3xi8>}> : () -> vector<3xi8>
    %23 = "arith.shrsi"(%19, %20) : (vector<3xi8>, vector<3xi8>) -> vector<3xi8>
    %24 = "arith.shli"(%19, %21) <{overflowFlags = #arith.overflow<none>}> : (vector<3xi8>, vector<3xi8>) -> vector<3xi8>
    %25 = "arith.shrui"(%19, %22) : (vector<3xi8>, vector<3xi8>) -> vector<3xi8>
    "func.return"(%23, %24, %25) : (vector<3xi8>, vector<3xi8>, vector<3xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (vector<3xi1>, vector<3xi1>, vector<3xi32>, vector<3xf32>, vector<2xi1>), sym_name = "compares_and_selects"}> ({
    %7 = "arith.constant"() <{value = dense<[1, -2, 3]> : vector<3xi32>}> : () -> vector<3xi32>
    %8 = "arith.constant"() <{value = dense<[1, 2, -4]> : vector<3xi32>}> : () -> vector<3xi32>
    %9 = "arith.cmpi"(%7, %8) <{predicate = 6 : i64}> : (vector<3xi32>, vector<3xi32>) -> vector<3xi1>
    %10 = "arith.cmpi"(%7, %8) <{predicate = 5 : i64}> : (vector<3xi32>, vector<3xi32>) -> vector<3xi1>
    %11 = "arith.constant"() <{value = dense<[true, false, true]> : vector<3xi1>}> : () -> vector<3xi1>
    %12 = "arith.select"(%11, %7, %8) : (vector<3xi1>, vector<3xi32>, vector<3xi32>) -> vector<3xi32>
    %13 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : vector<3xf32>}> : () -> vector<3xf32>
    %14 = "arith.constant"() <{value = dense<-1.000000e+00> : vector<3xf32>}> : () -> vector<3xf32>
    %15 = "arith.select"(%11, %14, %13) : (vector<3xi1>, vector<3xf32>, vector<3xf32>) -> vector<3xf32>
    %16 = "arith.constant"() <{value = dense<[true, false]> : vector<2xi1>}> : () -> vector<2xi1>
    %17 = "arith.constant"() <{value = dense<true> : vector<2xi1>}> : () -> vector<2xi1>
    %18 = "arith.xori"(%16, %17) : (vector<2xi1>, vector<2xi1>) -> vector<2xi1>
    "func.return"(%9, %10, %12, %15, %18) : (vector<3xi1>, vector<3xi1>, vector<3xi32>, vector<3xf32>, vector<2xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (vector<3xi32>, vector<3xi32>, vector<3xi8>, tensor<2xindex>), sym_name = "casts"}> ({
    %0 = "arith.constant"() <{value = dense<[-1, 127, -128]> : vector<3xi8>}> : () -> vector<3xi8>
    %1 = "arith.extsi"(%0) : (vector<3xi8>) -> vector<3xi32>
    %2 = "arith.extui"(%0) : (vector<3xi8>) -> vector<3xi32>
    %3 = "arith.constant"() <{value = dense<[256, 511, -1]> : vector<3xi32>}> : () -> vector<3xi32>
    %4 = "arith.trunci"(%3) <{overflowFlags = #arith.overflow<none>}> : (vector<3xi32>) -> vector<3xi8>
    %5 = "arith.constant"() <{value = dense<[-3, 4]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %6 = "arith.index_cast"(%5) : (tensor<2xi32>) -> tensor<2xindex>
    "func.return"(%1, %2, %4, %6) : (vector<3xi32>, vector<3xi32>, vector<3xi8>, tensor<2xindex>) -> ()
  }) : () -> ()
}) : () -> ()

