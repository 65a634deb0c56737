// ARGS: --allow-unregistered-dialect
// Dense, sparse, opaque dialect, dense array and distinct attributes.
func.func @attrs() {
  "test.dense"() {
    splat = dense<1.5> : tensor<2x2xf64>,
    nested = dense<[[[1, 2]], [[3, 4]]]> : tensor<2x1x2xi16>,
    strings = dense<["a", "bc", "\00"]> : tensor<3x!foo.string>,
    hex = dense<"0xDEADBEEF"> : tensor<1xi32>,
    ui = dense<[0, 255]> : tensor<2xui8>,
    si = dense<[-1, 1]> : vector<2xsi8>,
    cplx = dense<(0, 1)> : tensor<complex<i32>>
  } : () -> ()
  "test.sparse"() {
    s1 = sparse<[[0, 0], [1, 2]], [1.0, 5.0]> : tensor<3x4xf32>,
    s2 = sparse<[[0]], [7]> : tensor<8xi32>,
    s3 = sparse<> : tensor<2x2xi64>
  } : () -> ()
  "test.opaque"() {
    pretty = #foo.attr<1, "two", [3]>,
    verbatim = #foo<"any text ( [ { here">,
    bare = #foo.bare,
    opaque_type = !foo<"opaque type body">
  } : () -> ()
  "test.arrays"() {
    i32s = array<i32: 1, -2, 3>,
    empty = array<i64>,
    f32s = array<f32: 1.0, -0.5>,
    bools = array<i1: true, false>,
    f64s = array<f64: 1.0e+300>
  } : () -> ()
  "test.distinct"() {d = distinct[0]<"unique">, e = distinct[1]<{k = 1}>, same = distinct[0]<"unique">} : () -> ()
  return
}
