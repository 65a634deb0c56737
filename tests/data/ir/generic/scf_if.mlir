"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32) -> f32, sym_name = "select_max"}> ({
  ^bb0(%arg8: f32, %arg9: f32):
    %7 = "arith.cmpf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %8 = "scf.if"(%7) ({
      "scf.yield"(%arg8) : (f32) -> ()
    }, {
      "scf.yield"(%arg9) : (f32) -> ()
    }) : (i1) -> f32
    "func.return"(%8) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, memref<f32>, f32) -> (), sym_name = "side_effect_only"}> ({
  ^bb0(%arg5: i1, %arg6: memref<f32>, %arg7: f32):
    "scf.if"(%arg5) ({
      "memref.store"(%arg7, %arg6) : (f32, memref<f32>) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i1, i32, i32) -> (i32, i32), sym_name = "nested_ifs"}> ({
  ^bb0(%arg1: i1, %arg2: i1, %arg3: i32, %arg4: i32):
    %4:2 = "scf.if"(%arg1) ({
      %5 = "scf.if"(%arg2) ({
        "scf.yield"(%arg3) : (i32) -> ()
      }, {
        %6 = "arith.addi"(%arg3, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.yield"(%6) : (i32) -> ()
      }) : (i1) -> i32
      "scf.yield"(%5, %arg4) : (i32, i32) -> ()
    }, {
      "scf.yield"(%arg4, %arg3) : (i32, i32) -> ()
    }) : (i1) -> (i32, i32)
    "func.return"(%4#0, %4#1) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> i32, sym_name = "index_switch"}> ({
  ^bb0(%arg0: index):
    %0 = "scf.index_switch"(%arg0) <{cases = array<i64: 2, 5>}> ({
      %3 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "scf.yield"(%3) : (i32) -> ()
    }, {
      %2 = "arith.constant"() <{value = 10 : i32}> : () -> i32
      "scf.yield"(%2) : (i32) -> ()
    }, {
      %1 = "arith.constant"() <{value = 20 : i32}> : () -> i32
      "scf.yield"(%1) : (i32) -> ()
    }) : (index) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

