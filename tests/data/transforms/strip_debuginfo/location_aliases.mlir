// Locations written through #loc aliases are stripped like inline ones.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "k"}> ({
    "func.return"() : () -> () loc(#loc2)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("alias.c":1:1)
#loc1 = loc("alias.c":2:2)
#loc2 = loc(fused[#loc, #loc1])
