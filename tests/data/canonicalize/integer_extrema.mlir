// maxsi / maxui / minsi / minui folds: x with itself, the absorbing bound (maxsi(x, MAX) -> MAX, minui(x, 0) -> 0), the neutral bound (maxsi(x, MIN) -> x), constants on the left moved right, constant folding of scalars, splats and non-splat vectors with signed and unsigned orders.
"builtin.module"() ({
  "func.func"() <{function_type = (i8, i16) -> (i8, i8, i8, i8, i8, i8, i8, i8, i16, i16), sym_name = "bounds"}> ({
  ^bb0(%arg1: i8, %arg2: i16):
    %17 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %18 = "arith.constant"() <{value = -128 : i8}> : () -> i8
    %19 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %20 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %21 = "arith.maxsi"(%arg1, %17) : (i8, i8) -> i8
    %22 = "arith.maxsi"(%arg1, %18) : (i8, i8) -> i8
    %23 = "arith.minsi"(%18, %arg1) : (i8, i8) -> i8
    %24 = "arith.minsi"(%arg1, %17) : (i8, i8) -> i8
    %25 = "arith.maxui"(%arg1, %19) : (i8, i8) -> i8
    %26 = "arith.maxui"(%20, %arg1) : (i8, i8) -> i8
    %27 = "arith.minui"(%arg1, %20) : (i8, i8) -> i8
    %28 = "arith.minui"(%arg1, %19) : (i8, i8) -> i8
    %29 = "arith.maxsi"(%arg2, %arg2) : (i16, i16) -> i16
    %30 = "arith.minui"(%arg2, %arg2) : (i16, i16) -> i16
    "func.return"(%21, %22, %23, %24, %25, %26, %27, %28, %29, %30) : (i8, i8, i8, i8, i8, i8, i8, i8, i16, i16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i32, i32, i32, index, vector<4xi8>, vector<4xi8>), sym_name = "constants"}> ({
    %4 = "arith.constant"() <{value = -5 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %6 = "arith.maxsi"(%4, %5) : (i32, i32) -> i32
    %7 = "arith.maxui"(%4, %5) : (i32, i32) -> i32
    %8 = "arith.minsi"(%4, %5) : (i32, i32) -> i32
    %9 = "arith.minui"(%4, %5) : (i32, i32) -> i32
    %10 = "arith.constant"() <{value = 7 : index}> : () -> index
    %11 = "arith.constant"() <{value = -2 : index}> : () -> index
    %12 = "arith.maxui"(%10, %11) : (index, index) -> index
    %13 = "arith.constant"() <{value = dense<[1, -1, 100, -100]> : vector<4xi8>}> : () -> vector<4xi8>
    %14 = "arith.constant"() <{value = dense<[-2, 2, 50, 50]> : vector<4xi8>}> : () -> vector<4xi8>
    %15 = "arith.minui"(%13, %14) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %16 = "arith.maxsi"(%13, %14) : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    "func.return"(%6, %7, %8, %9, %12, %15, %16) : (i32, i32, i32, i32, index, vector<4xi8>, vector<4xi8>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi32>) -> (vector<2xi32>, vector<2xi32>), sym_name = "splat_bounds"}> ({
  ^bb0(%arg0: vector<2xi32>):
    %0 = "arith.constant"() <{value = dense<2147483647> : vector<2xi32>}> : () -> vector<2xi32>
    %1 = "arith.constant"() <{value = dense<0> : vector<2xi32>}> : () -> vector<2xi32>
    %2 = "arith.minsi"(%arg0, %0) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    %3 = "arith.maxui"(%arg0, %1) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
    "func.return"(%2, %3) : (vector<2xi32>, vector<2xi32>) -> ()
  }) : () -> ()
}) : () -> ()

