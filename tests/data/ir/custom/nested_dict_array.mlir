// ARGS: --allow-unregistered-dialect
// Nested dictionary and array attributes, empty containers and mixed element types.
func.func @nested() attributes {
    empty_dict = {},
    empty_array = [],
    nested_arrays = [[], [[]], [[[1]]]],
    dict_in_array = [{a = 1}, {b = "two", c = [3.0, 4 : i8]}],
    array_in_dict = {list = [true, false, unit], types = [i32, f64, memref<2xf32>]},
    deep = {l1 = {l2 = {l3 = {l4 = [{l5 = "bottom"}]}}}},
    mixed = [1 : i32, 2.5 : f16, "s", @sym, i1, [], {}, dense<1> : vector<2xi8>],
    unsorted = {zeta = 1, alpha = 2, mid = 3, "Upper" = 4, _under = 5}
  } {
  "test.op"() {values = [[1, 2], [3, 4]], table = {rows = [{id = 0, name = "zero"}, {id = 1, name = "one"}]}} : () -> ()
  return
}
