"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "properties"}> ({
  ^bb0(%arg2: i32):
    %2 = "foo.prop"(%arg2) <{count = 3 : i64, flags = [true, false], mode = "fast"}> : (i32) -> i32
    %3 = "foo.prop_and_attrs"(%2) <{inner = {x = 1 : i8, y}}> {discardable = 2.500000e+00 : f32} : (i32) -> i32
    %4 = "foo.empty_props"(%3) <{}> : (i32) -> i32
    "foo.props_region"(%4) <{kind = #foo.kind<fast>}> ({
    ^bb0(%arg3: i32):
      "foo.yield"(%arg3) : (i32) -> ()
    }) : (i32) -> ()
    %5 = "foo.typed"() <{dense = dense<[1, 2]> : tensor<2xi32>, fn = (i32) -> f32, type = i32}> : () -> i32
    "func.return"(%5) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, index), sym_name = "registered_with_props"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %1 = "arith.constant"() <{value = 17 : index}> : () -> index
    "func.return"(%0, %1) : (i32, index) -> ()
  }) : () -> ()
}) : () -> ()

