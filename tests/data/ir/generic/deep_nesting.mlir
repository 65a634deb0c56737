"builtin.module"() ({
  "func.func"() <{function_type = (i1, index) -> i32, sym_name = "deep"}> ({
  ^bb0(%arg0: i1, %arg1: index):
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %4 = "scf.for"(%1, %arg1, %2, %3) ({
    ^bb0(%arg2: index, %arg3: i32):
      %5 = "scf.if"(%arg0) ({
        %6 = "scf.for"(%1, %arg1, %2, %arg3) ({
        ^bb0(%arg4: index, %arg5: i32):
          %7 = "scf.if"(%arg0) ({
            %8 = "scf.execute_region"() ({
              %9 = "scf.for"(%1, %arg1, %2, %arg5) ({
              ^bb0(%arg6: index, %arg7: i32):
                %10 = "scf.if"(%arg0) ({
                  %11 = "arith.constant"() <{value = 1 : i32}> : () -> i32
                  %12 = "arith.addi"(%arg7, %11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
                  "scf.yield"(%12) : (i32) -> ()
                }, {
                  "scf.yield"(%arg7) : (i32) -> ()
                }) : (i1) -> i32
                "scf.yield"(%10) : (i32) -> ()
              }) : (index, index, index, i32) -> i32
              "scf.yield"(%9) : (i32) -> ()
            }) : () -> i32
            "scf.yield"(%8) : (i32) -> ()
          }, {
            "scf.yield"(%arg5) : (i32) -> ()
          }) : (i1) -> i32
          "scf.yield"(%7) : (i32) -> ()
        }) : (index, index, index, i32) -> i32
        "scf.yield"(%6) : (i32) -> ()
      }, {
        "scf.yield"(%arg3) : (i32) -> ()
      }) : (i1) -> i32
      "scf.yield"(%5) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    "func.return"(%4) : (i32) -> ()
  }) : () -> ()
  "test.l1"() ({
    "test.l2"() ({
      "test.l3"() ({
        "test.l4"() ({
          "test.l5"() ({
            "test.l6"() ({
              "test.l7"() ({
                "test.l8"() ({
                  %0 = "test.leaf"() : () -> i1
                }) : () -> ()
              }) : () -> ()
            }) : () -> ()
          }) : () -> ()
        }) : () -> ()
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

