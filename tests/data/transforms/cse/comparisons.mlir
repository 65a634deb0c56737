// Properties (the predicate) take part in equality.
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, f32, f32) -> (i1, i1, i1, i1, i32), sym_name = "comparisons"}> ({
  ^bb0(%x: i32, %y: i32, %a: f32, %b: f32):
    %0 = "arith.cmpi"(%x, %y) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %1 = "arith.cmpi"(%x, %y) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %2 = "arith.cmpi"(%x, %y) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %3 = "arith.cmpi"(%y, %x) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %4 = "arith.cmpf"(%a, %b) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %5 = "arith.cmpf"(%a, %b) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %6 = "arith.andi"(%0, %1) : (i1, i1) -> i1
    %7 = "arith.andi"(%4, %5) : (i1, i1) -> i1
    %8 = "arith.select"(%0, %x, %y) : (i1, i32, i32) -> i32
    %9 = "arith.select"(%1, %x, %y) : (i1, i32, i32) -> i32
    %10 = "arith.addi"(%8, %9) : (i32, i32) -> i32
    "func.return"(%6, %2, %3, %7, %10) : (i1, i1, i1, i1, i32) -> ()
  }) : () -> ()
}) : () -> ()
