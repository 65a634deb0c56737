// xori(cmpi(p, a, b), true) becomes cmpi with the inverse predicate; assert of true is erased.
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i1, i1), sym_name = "not_cmp"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "arith.cmpi"(%arg0, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2 = "arith.xori"(%1, %0) : (i1, i1) -> i1
    %3 = "arith.cmpi"(%arg0, %arg1) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %4 = "arith.xori"(%0, %3) : (i1, i1) -> i1
    "cf.assert"(%0) <{msg = "always"}> : (i1) -> ()
    "func.return"(%2, %4) : (i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

