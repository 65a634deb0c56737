// A multi-block region nested in an unregistered op: walked along its own dominator tree.
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> (), sym_name = "nested_cfg"}> ({
  ^bb0(%c: i1, %x: i32):
    "dummy.cfg_region"() ({
      %0 = "arith.addi"(%x, %x) : (i32, i32) -> i32
      "cf.cond_br"(%c)[^a, ^b] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^a:
      %1 = "arith.addi"(%x, %x) : (i32, i32) -> i32
      "dummy.use"(%1) : (i32) -> ()
      "cf.br"()[^b] : () -> ()
    ^b:
      %2 = "arith.addi"(%x, %x) : (i32, i32) -> i32
      "dummy.terminator"(%2, %0) : (i32, i32) -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
