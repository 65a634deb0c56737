"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "nested"}> ({
    "test.op"() {table = {rows = [{id = 0 : i64, name = "zero"}, {id = 1 : i64, name = "one"}]}, values = [[1, 2], [3, 4]]} : () -> ()
    "func.return"() : () -> ()
  }) {array_in_dict = {list = [true, false, unit], types = [i32, f64, memref<2xf32>]}, deep = {l1 = {l2 = {l3 = {l4 = [{l5 = "bottom"}]}}}}, dict_in_array = [{a = 1 : i64}, {b = "two", c = [3.000000e+00, 4 : i8]}], empty_array = [], empty_dict = {}, mixed = [1 : i32, 2.500000e+00 : f16, "s", @sym, i1, [], {}, dense<1> : vector<2xi8>], nested_arrays = [[], [[]], [[[1]]]], unsorted = {Upper = 4 : i64, _under = 5 : i64, alpha = 2 : i64, mid = 3 : i64, zeta = 1 : i64}} : () -> ()
}) : () -> ()

