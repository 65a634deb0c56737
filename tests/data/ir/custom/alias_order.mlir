// ARGS: --allow-unregistered-dialect --mlir-print-debuginfo
// Alias numbering as MLIR visits: an op's regions before its own types and
// attributes, types before attributes, properties and attributes by name; nested
// aliases first (a distinct attribute holding a map, renumbered from 0); strings untouched.
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32, affine_map<(d0) -> (d0 + 9)>>, index) -> (), sym_name = "f"}> ({
  ^bb0(%m: memref<4xf32, affine_map<(d0) -> (d0 + 9)>> loc("n"("a.c":1:1)), %i: index):
    %0 = "affine.load"(%m, %i) <{map = affine_map<(d0) -> (d0 + 7)>}> {test.a = affine_map<(d0) -> (d0 + 8)>} : (memref<4xf32, affine_map<(d0) -> (d0 + 9)>>, index) -> f32
    %1 = "test.r"() : () -> memref<4xf32, affine_map<(d0) -> (d0 + 1)>>
    %2 = "affine.load"(%1, %i) <{map = affine_map<(d0) -> (d0 + 2)>}> {test.a = affine_map<(d0) -> (d0 + 3)>} : (memref<4xf32, affine_map<(d0) -> (d0 + 1)>>, index) -> f32
    "test.a"() {x = affine_map<(d0) -> (d0 + 1)>, s = "affine_map<(d0) -> (d0)>", d = distinct[7]<affine_map<(d0) -> (d0 + 9)>>, e = affine_set<(d0) : (d0 >= 0)>} : () -> () loc("b.c":2:2)
    "func.return"() : () -> ()
  }) {test.late = affine_map<(d0, d1) -> (d1, d0)>} : () -> ()
}) : () -> ()
