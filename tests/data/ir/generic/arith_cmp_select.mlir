"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i1, sym_name = "cmpi_all"}> ({
  ^bb0(%arg10: i32, %arg11: i32):
    %15 = "arith.cmpi"(%arg10, %arg11) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %16 = "arith.cmpi"(%arg10, %arg11) <{predicate = 1 : i64}> : (i32, i32) -> i1
    %17 = "arith.cmpi"(%arg10, %arg11) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %18 = "arith.cmpi"(%arg10, %arg11) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %19 = "arith.cmpi"(%arg10, %arg11) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %20 = "arith.cmpi"(%arg10, %arg11) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %21 = "arith.cmpi"(%arg10, %arg11) <{predicate = 6 : i64}> : (i32, i32) -> i1
    %22 = "arith.cmpi"(%arg10, %arg11) <{predicate = 7 : i64}> : (i32, i32) -> i1
    %23 = "arith.cmpi"(%arg10, %arg11) <{predicate = 8 : i64}> : (i32, i32) -> i1
    %24 = "arith.cmpi"(%arg10, %arg11) <{predicate = 9 : i64}> : (i32, i32) -> i1
    %25 = "arith.andi"(%15, %16) : (i1, i1) -> i1
    %26 = "arith.ori"(%25, %24) : (i1, i1) -> i1
    "func.return"(%26) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, f32) -> i1, sym_name = "cmpf_all"}> ({
  ^bb0(%arg8: f32, %arg9: f32):
    %4 = "arith.cmpf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %5 = "arith.cmpf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %6 = "arith.cmpf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f32, f32) -> i1
    %7 = "arith.cmpf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %8 = "arith.cmpf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f32, f32) -> i1
    %9 = "arith.cmpf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %10 = "arith.cmpf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
    %11 = "arith.cmpf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f32, f32) -> i1
    %12 = "arith.cmpf"(%arg8, %arg9) <{fastmath = #arith.fastmath<nnan>, predicate = 14 : i64}> : (f32, f32) -> i1
    %13 = "arith.cmpf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f32, f32) -> i1
    %14 = "arith.cmpf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f32, f32) -> i1
    "func.return"(%12) : (i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, f32, f32, vector<4xi1>, vector<4xi32>, vector<4xi32>) -> (f32, vector<4xi32>, vector<4xi32>), sym_name = "selects"}> ({
  ^bb0(%arg2: i1, %arg3: f32, %arg4: f32, %arg5: vector<4xi1>, %arg6: vector<4xi32>, %arg7: vector<4xi32>):
    %1 = "arith.select"(%arg2, %arg3, %arg4) : (i1, f32, f32) -> f32
    %2 = "arith.select"(%arg5, %arg6, %arg7) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %3 = "arith.select"(%arg2, %arg6, %arg7) : (i1, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    "func.return"(%1, %2, %3) : (f32, vector<4xi32>, vector<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> i1, sym_name = "index_cmp"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "arith.cmpi"(%arg0, %arg1) <{predicate = 6 : i64}> : (index, index) -> i1
    "func.return"(%0) : (i1) -> ()
  }) : () -> ()
}) : () -> ()

