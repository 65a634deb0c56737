// Chunks of upstream MLIR tests that use only builtin and func ops (and unregistered ops in
// the generic form), as written there; each chunk names its origin: a file of
// llvm/llvm-project at the commit given. Read with --allow-unregistered-dialect.

// origin: mlir/test/IR/parser.mlir @ 1960b47ba0a3f8c23874284e000e7f9b62ff0463
func.func private @foo(i32, i64) -> f32
func.func private @bar() -> ()
func.func private @baz() -> (i1, index, f32)
func.func private @missingReturn()
func.func private @int_types(i0, i1, i2, i4, i7, i87) -> (i1, index, i19)
func.func private @sint_types(si2, si4) -> (si7, si1023)
func.func private @uint_types(ui2, ui4) -> (ui7, ui1023)
func.func private @float_types(f80, f128)
func.func private @tensor_encoding(tensor<16x32xf64, "sparse">)
func.func private @large_shape_dimension(tensor<9223372036854775807xf32>)
func.func private @memrefs_nomap_nospace(memref<5x6x7xf32>)
func.func private @memrefs_nomap_intspace(memref<5x6x7xf32, 3>)
func.func private @memrefs_nomap_strspace(memref<5x6x7xf32, "local">)
func.func private @complex_types(complex<i1>) -> complex<f32>
func.func private @memref_with_index_elems(memref<1x?xindex>)
func.func private @memref_of_memref(memref<1xmemref<1xf64>>)
func.func private @unranked_memref_with_vector_elems(memref<*xvector<10xf32>>)

// -----

// origin: mlir/test/IR/parser.mlir @ 1960b47ba0a3f8c23874284e000e7f9b62ff0463
func.func @simpleCFG(%arg0: i32, %f: f32) -> i1 {
  %1 = "foo"() : ()->i64
  %2:3 = "bar"(%1) : (i64) -> (i1,i1,i1)
  return %2#1 : i1
}

func.func @simpleCFGUsingBBArgs(i32, i64) {
^bb42 (%arg0: i32, %f: i64):
  %2:3 = "bar"(%f) : (i64) -> (i1,i1,i1)
  return
}

func.func @block_label_empty_list() {
^bb0():
  return
}

func.func @emptyMLF() {
  return     // CHECK:  return
}            // CHECK: }

func.func @func_with_one_arg(%c : i1) -> i2 {
  %b = "foo"(%c) : (i1) -> (i2)
  return %b : i2   // CHECK: return %{{.*}} : i2
} // CHECK: }

func.func @func_with_two_args(%a : f16, %b : i8) -> (i1, i32) {
  %c:2 = "foo"(%a, %b) : (f16, i8)->(i1, i32)
  return %c#0, %c#1 : i1, i32  // CHECK: return %{{.*}}#0, %{{.*}}#1 : i1, i32
} // CHECK: }

func.func @identity_functor(%a : () -> ()) -> (() -> ())  {
  return %a : () -> ()
}

// -----

// origin: mlir/test/Dialect/Func/duplicate-function-elimination.mlir @ 11b1093565c18d230c7a996a2fd403a0661ca029
func.func @identity(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}

func.func @also_identity(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}

func.func @yet_another_identity(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}

func.func @user(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = call @identity(%arg0) : (tensor<f32>) -> tensor<f32>
  %1 = call @also_identity(%0) : (tensor<f32>) -> tensor<f32>
  %2 = call @yet_another_identity(%1) : (tensor<f32>) -> tensor<f32>
  return %2 : tensor<f32>
}

// -----

// origin: mlir/test/Dialect/Func/duplicate-function-elimination.mlir @ 11b1093565c18d230c7a996a2fd403a0661ca029
func.func private @func_declaration(i32, i32) -> i32
func.func private @func_declaration1(i32, i32) -> i32

func.func @user(%arg0: i32, %arg1: i32) -> (i32, i32) {
  %0 = call @func_declaration(%arg0, %arg1) : (i32, i32) -> i32
  %1 = call @func_declaration1(%arg0, %arg1) : (i32, i32) -> i32
  return %0, %1 : i32, i32
}

// -----

// origin: mlir/test/IR/module-op.mlir @ e7e7fcb743958832f916ac58d48bca1e6e2969e5
module @foo {
  module {
    module @bar attributes {foo.bar} {
    }
  }
}
