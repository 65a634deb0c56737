"builtin.module"() ({
  "func.func"() <{function_type = (i32, vector<4xi32>, tensor<?x8xf32>) -> (tuple<i32, vector<4xi32>, tuple<tensor<?x8xf32>>>, memref<16x16xf16, strided<[16, 1]>>), sym_name = "aliased"}> ({
  ^bb0(%arg0: i32, %arg1: vector<4xi32>, %arg2: tensor<?x8xf32>):
    %1 = "test.make"(%arg0, %arg1, %arg2) : (i32, vector<4xi32>, tensor<?x8xf32>) -> tuple<i32, vector<4xi32>, tuple<tensor<?x8xf32>>>
    %2 = "test.alloc"() : () -> memref<16x16xf16, strided<[16, 1]>>
    "func.return"(%1, %2) : (tuple<i32, vector<4xi32>, tuple<tensor<?x8xf32>>>, memref<16x16xf16, strided<[16, 1]>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = ((i32, vector<4xi32>) -> tensor<?x8xf32>) -> !foo.handle<"res">, sym_name = "fn_typed", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "type_attrs"}> ({
    %0 = "test.handle"() {kind = !foo.handle<"res">} : () -> !foo.handle<"res">
    "func.return"() : () -> ()
  }) {test.type = tuple<i32, vector<4xi32>, tuple<tensor<?x8xf32>>>, test.types = [i32, vector<4xi32>, (i32, vector<4xi32>) -> tensor<?x8xf32>]} : () -> ()
}) : () -> ()

