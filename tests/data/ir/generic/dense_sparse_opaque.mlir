#distinct = distinct[0]<"unique">
#distinct1 = distinct[1]<{k = 1 : i64}>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "attrs"}> ({
    "test.dense"() {cplx = dense<(0,1)> : tensor<complex<i32>>, hex = dense<-272716322> : tensor<1xi32>, nested = dense<[[[1, 2]], [[3, 4]]]> : tensor<2x1x2xi16>, si = dense<[-1, 1]> : vector<2xsi8>, splat = dense<1.500000e+00> : tensor<2x2xf64>, strings = dense<["a", "bc", "\00"]> : tensor<3x!foo.string>, ui = dense<[0, 255]> : tensor<2xui8>} : () -> ()
    "test.sparse"() {s1 = sparse<[[0, 0], [1, 2]], [1.000000e+00, 5.000000e+00]> : tensor<3x4xf32>, s2 = sparse<0, 7> : tensor<8xi32>, s3 = sparse<> : tensor<2x2xi64>} : () -> ()
    "test.opaque"() {bare = #foo.bare, opaque_type = !foo<"opaque type body">, pretty = #foo.attr<1, "two", [3]>, verbatim = #foo<"any text ( [ { here">} : () -> ()
    "test.arrays"() {bools = array<i1: true, false>, empty = array<i64>, f32s = array<f32: 1.000000e+00, -5.000000e-01>, f64s = array<f64: 1.000000e+300>, i32s = array<i32: 1, -2, 3>} : () -> ()
    "test.distinct"() {d = #distinct, e = #distinct1, same = #distinct} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

