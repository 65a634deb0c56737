// Folds on vector splat constants (dense<0>, dense<1>): x + 0, x - x, x * 0, x * 1, x & 0, x | 0, x ^ x, cmpi eq x, x.
"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi32>, vector<4xi1>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>), sym_name = "dense"}> ({
  ^bb0(%arg0: vector<4xi32>, %arg1: vector<4xi1>):
    %0 = "arith.constant"() <{value = dense<0> : vector<4xi32>}> : () -> vector<4xi32>
    %1 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    %2 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %3 = "arith.subi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %4 = "arith.muli"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %5 = "arith.muli"(%arg0, %1) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %6 = "arith.andi"(%arg0, %0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %7 = "arith.ori"(%arg0, %0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %8 = "arith.xori"(%arg0, %arg0) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %9 = "arith.cmpi"(%arg0, %arg0) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>
    "func.return"(%2, %3, %4, %5, %6, %7, %8, %9) : (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>) -> ()
  }) : () -> ()
}) : () -> ()

