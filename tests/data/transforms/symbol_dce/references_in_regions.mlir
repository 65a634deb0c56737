// Uses nested in regions of a live function (and of ops inside it) keep their targets.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "deep", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "shallow", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i1) -> (), sym_name = "main"}> ({
  ^bb0(%c: i1):
    "cf.cond_br"(%c)[^a, ^b] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^a:
    "func.call"() <{callee = @shallow}> : () -> ()
    "func.return"() : () -> ()
  ^b:
    "dummy.wrapper"() ({
      "dummy.inner"() ({
        "func.call"() <{callee = @deep}> : () -> ()
        "dummy.end"() : () -> ()
      }, {
      }) : () -> ()
      "dummy.end"() : () -> ()
    }, {
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
