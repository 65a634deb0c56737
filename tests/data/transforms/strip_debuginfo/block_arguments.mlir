// Block arguments of every block lose their locations too.
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "h"}> ({
  ^bb0(%x: i32 loc("args.c":1:1), %c: i1 loc("args.c":1:2)):
    "cf.cond_br"(%c, %x)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> () loc("args.c":2:1)
  ^bb1(%y: i32 loc("args.c":3:1)):
    "func.return"(%y) : (i32) -> () loc("args.c":4:1)
  ^bb2:
    "func.return"(%x) : (i32) -> () loc("args.c":5:1)
  }) : () -> ()
}) : () -> ()
