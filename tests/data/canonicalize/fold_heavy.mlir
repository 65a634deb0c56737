// The benchmarks' fold-heavy workload (benchmarks/workload.py fold_heavy_module): constants uniqued and hoisted, identities, constant arithmetic and comparisons, a select and a cond_br on a constant, an scf.if with equal branches, a block argument with one reachable predecessor; three functions (a false and a true comparison).
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1) -> i32, sym_name = "k0"}> ({
  ^bb0(%arg6: i32, %arg7: i32, %arg8: i1):
    %30 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %31 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %32 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %33 = "arith.addi"(%arg6, %30) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %34 = "arith.muli"(%33, %31) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %35 = "arith.addi"(%31, %32) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %36 = "arith.muli"(%35, %32) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %37 = "arith.xori"(%arg7, %arg7) : (i32, i32) -> i32
    %38 = "arith.ori"(%34, %37) : (i32, i32) -> i32
    %39 = "arith.cmpi"(%31, %32) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %40 = "arith.select"(%39, %38, %36) : (i1, i32, i32) -> i32
    %41 = "arith.subi"(%40, %40) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %42 = "arith.addi"(%41, %36) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%39)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %43 = "scf.if"(%arg8) ({
      "scf.yield"(%42) : (i32) -> ()
    }, {
      "scf.yield"(%42) : (i32) -> ()
    }) : (i1) -> i32
    "cf.br"(%43)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "cf.br"(%arg6)[^bb3] : (i32) -> ()
  ^bb3(%44: i32):  // 2 preds: ^bb1, ^bb2
    "func.return"(%44) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i1) -> i32, sym_name = "k1"}> ({
  ^bb0(%arg3: i32, %arg4: i32, %arg5: i1):
    %15 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %16 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %17 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %18 = "arith.addi"(%arg3, %15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %19 = "arith.muli"(%18, %16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %20 = "arith.addi"(%16, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %21 = "arith.muli"(%20, %17) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %22 = "arith.xori"(%arg4, %arg4) : (i32, i32) -> i32
    %23 = "arith.ori"(%19, %22) : (i32, i32) -> i32
    %24 = "arith.cmpi"(%16, %17) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %25 = "arith.select"(%24, %23, %21) : (i1, i32, i32) -> i32
    %26 = "arith.subi"(%25, %25) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %27 = "arith.addi"(%26, %21) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%24)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %28 = "scf.if"(%arg5) ({
      "scf.yield"(%27) : (i32) -> ()
    }, {
      "scf.yield"(%27) : (i32) -> ()
    }) : (i1) -> i32
    "cf.br"(%28)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "cf.br"(%arg3)[^bb3] : (i32) -> ()
  ^bb3(%29: i32):  // 2 preds: ^bb1, ^bb2
    "func.return"(%29) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i1) -> i32, sym_name = "k2"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %3 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4 = "arith.muli"(%3, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "arith.addi"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "arith.muli"(%5, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %7 = "arith.xori"(%arg1, %arg1) : (i32, i32) -> i32
    %8 = "arith.ori"(%4, %7) : (i32, i32) -> i32
    %9 = "arith.cmpi"(%1, %2) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %10 = "arith.select"(%9, %8, %6) : (i1, i32, i32) -> i32
    %11 = "arith.subi"(%10, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %12 = "arith.addi"(%11, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%9)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %13 = "scf.if"(%arg2) ({
      "scf.yield"(%12) : (i32) -> ()
    }, {
      "scf.yield"(%12) : (i32) -> ()
    }) : (i1) -> i32
    "cf.br"(%13)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "cf.br"(%arg0)[^bb3] : (i32) -> ()
  ^bb3(%14: i32):  // 2 preds: ^bb1, ^bb2
    "func.return"(%14) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
