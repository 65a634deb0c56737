// Splat constants (dense<N> on vectors and tensors): folded binary ops, compares, casts, select on a splat
// condition, and/or with all ones, x - c kept as x + (-c).
"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi32>, tensor<2x3xi8>, vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<4xi1>, tensor<2x3xi8>, tensor<2x3xi8>, vector<4xi32>, vector<4xi64>, vector<4xi8>, vector<4xi32>, vector<4xi32>, tensor<2x3xi8>, vector<4xi32>), sym_name = "splats"}> ({
  ^bb0(%arg0: vector<4xi32>, %arg1: tensor<2x3xi8>, %arg2: vector<4xi32>, %arg3: vector<4xi32>):
    %0 = "arith.constant"() <{value = dense<2> : vector<4xi32>}> : () -> vector<4xi32>
    %1 = "arith.constant"() <{value = dense<3> : vector<4xi32>}> : () -> vector<4xi32>
    %2 = "arith.constant"() <{value = dense<true> : vector<4xi1>}> : () -> vector<4xi1>
    %3 = "arith.constant"() <{value = dense<false> : vector<4xi1>}> : () -> vector<4xi1>
    %4 = "arith.constant"() <{value = dense<0> : tensor<2x3xi8>}> : () -> tensor<2x3xi8>
    %5 = "arith.constant"() <{value = dense<-1> : tensor<2x3xi8>}> : () -> tensor<2x3xi8>
    %6 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %7 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %8 = "arith.cmpi"(%0, %1) <{predicate = 2 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    %9 = "arith.andi"(%arg1, %5) : (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3xi8>
    %10 = "arith.ori"(%arg1, %5) : (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3xi8>
    %11 = "arith.select"(%2, %arg2, %arg3) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %12 = "arith.extsi"(%1) : (vector<4xi32>) -> vector<4xi64>
    %13 = "arith.trunci"(%1) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>) -> vector<4xi8>
    %14 = "arith.select"(%3, %arg2, %arg3) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %15 = "arith.subi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %16 = "arith.xori"(%arg1, %4) : (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x3xi8>
    %17 = "arith.shli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    "func.return"(%6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, tensor<2x3xi8>, tensor<2x3xi8>, vector<4xi32>, vector<4xi64>, vector<4xi8>, vector<4xi32>, vector<4xi32>, tensor<2x3xi8>, vector<4xi32>) -> ()
  }) : () -> ()
}) : () -> ()

