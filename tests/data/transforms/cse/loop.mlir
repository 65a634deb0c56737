// A loop: the header and body see the entry's values, the exit sees the header's.
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "loop"}> ({
  ^bb0(%n: i32, %step: i32):
    %zero = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "cf.br"(%zero)[^header] : (i32) -> ()
  ^header(%i: i32):
    %zero2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %cmp = "arith.cmpi"(%i, %n) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %bound = "arith.addi"(%n, %step) : (i32, i32) -> i32
    "cf.cond_br"(%cmp)[^body, ^exit] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^body:
    %cmp2 = "arith.cmpi"(%i, %n) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %bound2 = "arith.addi"(%step, %n) : (i32, i32) -> i32
    %next = "arith.addi"(%i, %step) : (i32, i32) -> i32
    %sel = "arith.select"(%cmp2, %next, %bound2) : (i1, i32, i32) -> i32
    "cf.br"(%sel)[^header] : (i32) -> ()
  ^exit:
    %bound3 = "arith.addi"(%n, %step) : (i32, i32) -> i32
    %cmp3 = "arith.cmpi"(%i, %n) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %r = "arith.select"(%cmp3, %bound3, %zero2) : (i1, i32, i32) -> i32
    "func.return"(%r) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
