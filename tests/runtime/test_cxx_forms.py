"""The hand-written custom forms and directives of the llvm, gpu, memref, shape, vector, emitc,
affine, shard, transform, pdl_interp, smt, spirv, omp and tosa dialects (runtime/dialects/<name>/:
MLIR's C++ `hasCustomAssemblyFormat` parse and print) against mlir-opt 22: upstream MLIR test files
(tests/data/upstream_mlir, origins in its README) and inputs written here
(tests/data/cxx_forms) print as mlir-opt prints them in the custom and the generic form, our
custom print reads back to mlir-opt's generic form, mlir-opt's generic form prints back to
its custom one, and malformed custom ops get mlir-opt's first diagnostic at its position."""

from __future__ import annotations

from pathlib import Path

import pytest
from mlir_tools import assert_fails_as_mlir_opt, mlir_opt, passgen_opt, requires_mlir_opt
from paths import DATA

pytestmark = requires_mlir_opt

UPSTREAM = DATA / "upstream_mlir" / "mlir" / "test" / "Dialect"
FILES = [
    UPSTREAM / "LLVMIR" / "roundtrip.mlir",
    UPSTREAM / "GPU" / "ops.mlir",
    UPSTREAM / "Shape" / "ops.mlir",
    *sorted((DATA / "cxx_forms").glob("*.mlir")),
]
IDS = [f"{path.parent.name}/{path.name}" for path in FILES]
UNREGISTERED = "--allow-unregistered-dialect"


def _text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


@pytest.mark.parametrize("flags", [[], ["--mlir-print-op-generic"]], ids=["custom", "generic"])
@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_we_print_what_mlir_opt_prints(path: Path, flags: list[str]) -> None:
    theirs = mlir_opt(_text(path), UNREGISTERED, *flags)
    assert theirs.returncode == 0, theirs.stderr
    assert passgen_opt(_text(path), UNREGISTERED, *flags) == (0, theirs.stdout, "")


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_our_custom_print_reads_back_as_mlir_opts_ir(path: Path) -> None:
    """As mlir-opt reads its own custom print back (which is the IR it read, but where its
    print leaves something out: `emitc.expression`'s `noinline`)."""
    code, ours, _ = passgen_opt(_text(path), UNREGISTERED)
    assert code == 0
    theirs = mlir_opt(_text(path), UNREGISTERED).stdout
    generic = mlir_opt(theirs, UNREGISTERED, "--mlir-print-op-generic").stdout
    assert passgen_opt(ours, UNREGISTERED, "--mlir-print-op-generic")[1] == generic


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_mlir_opts_generic_form_prints_as_its_custom_form(path: Path) -> None:
    generic = mlir_opt(_text(path), UNREGISTERED, "--mlir-print-op-generic").stdout
    assert passgen_opt(generic, UNREGISTERED)[1] == mlir_opt(_text(path), UNREGISTERED).stdout


def _in_func(op: str) -> str:
    """`op` in a function of the values it uses (tosa's malformed ops)."""
    return (
        "func.func @f(%t: tensor<4xf32>, %c: tensor<i1>, %a: tensor<4x32xf4E2M1FN>, "
        "%s: tensor<4x1xf8E8M0FNU>) {\n  " + op + "\n  return\n}\n"
    )


_CLAMP = "%0 = tosa.clamp %t {min_val = 0.0 : f32, max_val = 1.0 : f32"
_F32_TO_F32 = " : (tensor<4xf32>) -> tensor<4xf32>"
_FROM_BLOCK_SCALED = "%0 = tosa.cast_from_block_scaled %a, %s {block_size = BLOCK_SIZE_"
_FROM_BLOCK_SCALED_TYPE = " : (tensor<4x32xf4E2M1FN>, tensor<4x1xf8E8M0FNU>) -> tensor<4x32xf32>"
_YIELD_T = "{\n    tosa.yield %t : tensor<4xf32>\n  }"

_LLVM_VALUES = (
    "func.func @f(%s: !llvm.struct<(i32, f64)>, %a: !llvm.array<4 x i32>, %i: i32, "
    "%p: !llvm.ptr, %c: i1, %t: tensor<2xi32>) {\n  "
)


def _in_llvm_func(op: str) -> str:
    """`op` in a function of values of LLVM types (llvm's malformed ops)."""
    return _LLVM_VALUES + op + "\n  llvm.return\n}\n"


_ALIAS_BODY = " {\n  %0 = llvm.mlir.zero : !llvm.ptr\n  llvm.return %0 : !llvm.ptr\n}\n"

MALFORMED = {
    "icmp_predicate": 'func.func @f(%a: i32) {\n  %0 = llvm.icmp "foo" %a, %a : i32\n  return\n}\n',
    "alloca_type": "func.func @f(%a: i32) {\n  %0 = llvm.alloca %a x i32 : i32\n  return\n}\n",
    "call_indirect_types": "func.func @f(%p: !llvm.ptr) {\n  llvm.call %p() : () -> ()\n"
    "  return\n}\n",
    "call_results": "llvm.func @g()\nfunc.func @f() {\n  %0:2 = llvm.call @g() : () -> (i32, i32)\n"
    "  return\n}\n",
    "func_results": "llvm.func @g() -> (i32, i32)\n",
    "func_variadic_last": "llvm.func @g(..., i32)\n",
    "global_no_type": "llvm.mlir.global internal @g(42 : i32)\n",
    "gpu_func_unnamed": "gpu.module @m {\n  gpu.func @e(f32) -> f32\n}\n",
    "prefetch_rw": "func.func @f(%m: memref<4xf32>, %i: index) {\n"
    "  memref.prefetch %m[%i], wirte, locality<1>, data : memref<4xf32>\n  return\n}\n",
    "dma_strides": "func.func @f(%m: memref<4xf32>, %i: index) {\n  memref.dma_start %m[%i], "
    "%m[%i], %i, %m[%i], %i : memref<4xf32>, memref<4xf32>, memref<4xf32>\n  return\n}\n",
    "include_bracket": 'emitc.include <"a.h"\n',
    "parallel_reduction_kind": "func.func @f() {\n  %0 = affine.parallel (%i) = (0) to (4) "
    'reduce ("plus") -> (f32) {\n    %1 = arith.constant 1.0 : f32\n    affine.yield %1 : f32\n'
    "  }\n  return\n}\n",
    "parallel_step": "func.func @f(%n: index) {\n  affine.parallel (%i) = (0) to (4) step (%n) {\n"
    "  }\n  return\n}\n",
    "parallel_group_keyword": "func.func @f(%n: index) {\n  affine.parallel (%i) = (min(%n, 0)) "
    "to (4) {\n  }\n  return\n}\n",
    "vector_load_type": "func.func @f(%m: memref<4xf32>, %i: index) {\n"
    "  %0 = affine.vector_load %m[%i] : memref<4xf32>, f32\n  return\n}\n",
    "load_type": "func.func @f(%m: memref<4xf32>, %i: index) {\n"
    "  %0 = affine.load %m[%i] : f32\n  return\n}\n",
    # a declarative `functional-type`: the same `parseType<TypeT>` message
    "call_function_type": "func.func @f(%i: index) {\n  func.call @f(%i) : i32\n  return\n}\n",
    "affine_prefetch_cache": "func.func @f(%m: memref<4xf32>, %i: index) {\n"
    "  affine.prefetch %m[%i], read, locality<1>, date : memref<4xf32>\n  return\n}\n",
    "all_reduce_kind": "func.func @f(%x: f32) {\n  %0 = gpu.all_reduce sum %x uniform {\n"
    "  } : (f32) -> f32\n  return\n}\n",
    "dimension_list_bracket": "shard.grid @g(shape = [)\n",
    "dimension_list_after_x": "shard.grid @g(shape = 2x)\n",
    "dimension_list_missing": "shard.grid @g(shape = )\n",
    "global_initial_value": 'emitc.global @g : i32 = "str"\n',
    "semi_function_type_required": "module attributes {transform.with_named_sequence} {\n"
    "  transform.named_sequence @s(%arg0: !transform.any_op) {\n"
    "    %1 = transform.structured.generalize %arg0 : !transform.any_op\n"
    "    transform.yield\n  }\n}\n",
    "scalable_size_unclosed": "module attributes {transform.with_named_sequence} {\n"
    "  transform.named_sequence @s(%arg0: !transform.any_op) {\n"
    "    transform.structured.vectorize %arg0 vector_sizes [8, [16] : !transform.any_op\n"
    "    transform.yield\n  }\n}\n",
    "sequence_operand_types": "transform.sequence failures(propagate) {\n"
    "^bb0(%arg0: !transform.any_op):\n"
    "  transform.sequence %arg0, %arg0 : !transform.any_op failures(suppress) {\n"
    "  ^bb1(%a: !transform.any_op, %b: !transform.any_op):\n  }\n}\n",
    "repeat_count": "func.func @f(%b: !smt.bv<8>) {\n  %0 = smt.bv.repeat 0 times %b : !smt.bv<8>\n"
    "  return\n}\n",
    "repeat_type": "func.func @f(%b: !smt.int) {\n  %0 = smt.bv.repeat 2 times %b : !smt.int\n"
    "  return\n}\n",
    "mask_passthru": "func.func @f(%m: vector<8xi1>, %x: vector<8xf32>) {\n"
    "  vector.mask %m, %x { vector.yield } : vector<8xi1>\n  return\n}\n",
    "spirv_load_storage_class": "func.func @f(%p: !spirv.ptr<f32, Function>) {\n"
    '  %0 = spirv.Load "Nowhere" %p : f32\n  return\n}\n',
    "spirv_memory_access": "func.func @f(%p: !spirv.ptr<f32, Function>) {\n"
    '  %0 = spirv.Load "Function" %p ["Volatile", 4] : f32\n  return\n}\n',
    "spirv_store_operands": "func.func @f(%p: !spirv.ptr<f32, Function>) {\n"
    '  spirv.Store "Function" %p : f32\n  return\n}\n',
    "spirv_module_model": "spirv.module Logical Bla {\n}\n",
    "spirv_variable_type": "func.func @f() {\n  %0 = spirv.Variable : f32\n  return\n}\n",
    "spirv_func_control": "spirv.func @f() {\n  spirv.Return\n}\n",
    "spirv_extract_bounds": "func.func @f(%v: vector<4xf32>) {\n"
    "  %0 = spirv.CompositeExtract %v[4 : i32] : vector<4xf32>\n  return\n}\n",
    "spirv_extract_scalar": "func.func @f(%v: f32) {\n"
    "  %0 = spirv.CompositeExtract %v[0 : i32] : f32\n  return\n}\n",
    "spirv_entry_point_fn": 'spirv.module Logical GLSL450 {\n  spirv.EntryPoint "GLCompute" "f"\n}\n',
    "spirv_mode_value": 'spirv.module Logical GLSL450 {\n  spirv.ExecutionMode @f "LocalSize", 1.0\n}\n',
    "spirv_clamp_type": "func.func @f(%a: f32) {\n"
    "  %0 = spirv.GL.FClamp (%a, %a, %a) : f32\n  return\n}\n",
    "spirv_wraps_keyword": "func.func @f() -> i32 {\n  %0 = spirv.Constant 1 : i32\n"
    '  %1 = spirv.SpecConstantOperation "spirv.IAdd"(%0, %0) : (i32, i32) -> i32\n'
    "  return %1 : i32\n}\n",
    "spirv_replicate_symbol": "spirv.module Logical GLSL450 {\n"
    '  spirv.EXT.SpecConstantCompositeReplicate @s ("x") : !spirv.array<3 x i32>\n}\n',
    "spirv_image_operands": "func.func @f(%s: !spirv.sampled_image<!spirv.image<f32, Dim2D, "
    "NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, %c: vector<2xf32>) {\n"
    '  %0 = spirv.ImageSampleImplicitLod %s, %c ["Nope"] : !spirv.sampled_image<!spirv.image<'
    "f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>>, vector<2xf32> -> "
    "vector<4xf32>\n  return\n}\n",
    "spirv_weights": "func.func @f(%c: i1) {\n"
    "  spirv.BranchConditional %c [1], ^a, ^a\n^a:\n  spirv.Return\n}\n",
    "llvm_extractvalue_bounds": _in_llvm_func(
        "%0 = llvm.extractvalue %s[2] : !llvm.struct<(i32, f64)>"
    ),
    "llvm_extractvalue_scalar": _in_llvm_func(
        "%0 = llvm.extractvalue %s[0, 1] : !llvm.struct<(i32, f64)>"
    ),
    "llvm_insertvalue_bounds": _in_llvm_func(
        "%0 = llvm.insertvalue %i, %a[-1] : !llvm.array<4 x i32>"
    ),
    "llvm_extractvalue_tensor": _in_llvm_func("%0 = llvm.extractvalue %t[0] : tensor<2xi32>"),
    "llvm_switch_bracket": _in_llvm_func("llvm.switch %i : i32, ^bb1 {x}\n^bb1:"),
    "llvm_switch_result_number": _in_llvm_func(
        "llvm.switch %i : i32, ^bb1 [\n    1: ^bb1(%i#0 : i32)\n  ]\n^bb1(%z: i32):"
    ),
    "llvm_indirectbr_bracket": _in_llvm_func("llvm.indirectbr %p : !llvm.ptr, ^bb1\n^bb1:"),
    "llvm_indirectbr_unclosed": _in_llvm_func("llvm.indirectbr %p : !llvm.ptr, [^bb1 ^bb1]\n^bb1:"),
    "llvm_call_intrinsic_name": _in_llvm_func("llvm.call_intrinsic @foo(%i) : (i32) -> ()"),
    "llvm_call_intrinsic_results": _in_llvm_func(
        '%0:2 = llvm.call_intrinsic "llvm.two"() : () -> (i32, i32)'
    ),
    "llvm_bundle_tag": _in_llvm_func('llvm.call_intrinsic "llvm.x"() [tag()] : () -> ()'),
    "llvm_assume_bundle_types": _in_llvm_func('llvm.intr.assume %c ["t"(%i, %i : i32)] : i1'),
    "llvm_alias_no_type": "llvm.mlir.alias external @a" + _ALIAS_BODY,
    "llvm_alias_two_types": "llvm.mlir.alias external @a : i32, i32" + _ALIAS_BODY,
    "llvm_alias_name": "llvm.mlir.alias external a : i32" + _ALIAS_BODY,
    "llvm_ifunc_linkage": "llvm.mlir.ifunc bogus @foo : !llvm.func<void ()>, !llvm.ptr @r\n",
    "tosa_variable_string": 'tosa.variable @v = "x"\n',
    "tosa_variable_unranked": "tosa.variable @v : tensor<*xf32>\n",
    "tosa_variable_scalar": "tosa.variable @v : f32\n",
    "tosa_nan_mode": _in_func(_CLAMP + ", nan_mode = FOO}" + _F32_TO_F32),
    "tosa_nan_mode_keyword": _in_func(_CLAMP + ", nan_mode = true}" + _F32_TO_F32),
    "tosa_block_size": _in_func(_FROM_BLOCK_SCALED + "31}" + _FROM_BLOCK_SCALED_TYPE),
    "tosa_other_enum_bare": _in_func(
        _FROM_BLOCK_SCALED + "32, nan_mode = IGNORE}" + _FROM_BLOCK_SCALED_TYPE
    ),
    "tosa_not_function_type": _in_func(_CLAMP + "} : tensor<4xf32>"),
    "tosa_operand_count": _in_func(_CLAMP + "} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>"),
    "tosa_duplicate": _in_func(_CLAMP + ", b = 1, a = 1, b = 2, a = 2}" + _F32_TO_F32),
    "tosa_entry_equal": _in_func("%0 = tosa.clamp %t {min_val 0.0 : f32}" + _F32_TO_F32),
    "tosa_cond_if_colon": _in_func("%0 = tosa.cond_if %c -> tensor<4xf32> " + _YIELD_T),
    "tosa_cond_if_inputs": _in_func(
        "%0 = tosa.cond_if %c (%x = %t) : tensor<i1> (tensor<4xf32>, tensor<4xf32>) -> "
        "tensor<4xf32> " + _YIELD_T
    ),
    "tosa_cond_if_signature": _in_func(
        "%0 = tosa.cond_if %c (%x = %t) : tensor<i1> tensor<4xf32> " + _YIELD_T
    ),
    "acc_var_keyword": "func.func @f(%a: memref<f32>, %i: i32) {\n"
    "  %0 = acc.copyin ptr(%a : memref<f32>) -> memref<f32>\n  return\n}\n",
    "acc_combined_name": "func.func @f(%a: memref<f32>, %i: i32) {\n  acc.loop combined(foo)"
    " control(%iv : i32) = (%i : i32) to (%i : i32) step (%i : i32) {\n"
    "    acc.yield\n  } attributes {auto_ = [#acc.device_type<none>]}\n  return\n}\n",
    "acc_gang_no_value": "func.func @f(%a: memref<f32>, %i: i32) {\n  acc.loop gang({})"
    " control(%iv : i32) = (%i : i32) to (%i : i32) step (%i : i32) {\n"
    "    acc.yield\n  } attributes {auto_ = [#acc.device_type<none>]}\n  return\n}\n",
    "acc_gang_trailing_comma": "func.func @f(%a: memref<f32>, %i: i32) {\n  acc.loop gang({num=%i : i32,})"
    " control(%iv : i32) = (%i : i32) to (%i : i32) step (%i : i32) {\n"
    "    acc.yield\n  } attributes {auto_ = [#acc.device_type<none>]}\n  return\n}\n",
    "acc_loop_control_count": "func.func @f(%a: memref<f32>, %i: i32) {\n"
    "  acc.loop control(%iv : i32) = (%i, %i : i32, i32) to (%i : i32) step (%i : i32) {\n"
    "    acc.yield\n  } attributes {auto_ = [#acc.device_type<none>]}\n  return\n}\n",
    "acc_wait_device_types_comma": "func.func @f(%a: memref<f32>, %i: i32) {\n"
    "  acc.parallel wait([#acc.device_type<nvidia>] {%i : i32}) {\n  }\n  return\n}\n",
    "acc_routine_gang_dim": "func.func @g() { return }\n"
    "acc.routine @r func(@g) gang(dim 1 : i64)\n",
}


@pytest.mark.parametrize("name", MALFORMED)
def test_malformed_ops_get_mlir_opts_diagnostic(name: str) -> None:
    assert_fails_as_mlir_opt(MALFORMED[name])


def test_an_llvm_func_of_another_type_fails_to_verify_as_in_mlir_opt() -> None:
    """`function_type = !lvm.func<...>` (a typo the IR fuzz test made) is rejected as
    mlir-opt rejects it; passgen printed `llvm.func @f {`, which no parser reads back."""
    text = (
        '"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !lvm.func<f32 (f32)>, '
        'linkage = #llvm.linkage<external>, sym_name = "f", unnamed_addr = 0 : i64, '
        "visibility_ = 0 : i64}> ({\n}) : () -> ()\n"
    )
    assert_fails_as_mlir_opt(text, UNREGISTERED)


def test_tosa_enum_attributes_print_bare_under_any_name_as_in_mlir_opt() -> None:
    """TOSA's printer spells every TOSA enum attribute bare and leaves out the first
    `PROPAGATE` NaN mode, whatever their names (`a = PROPAGATE` goes, `nan_mode` stays):
    a print mlir-opt does not read back, so not in the files above."""
    text = _in_func(
        _CLAMP + ", a = #tosa.nan_mode<PROPAGATE>, b = #tosa.rounding_mode<SINGLE_ROUND>, "
        "nan_mode = PROPAGATE, u = unit}" + _F32_TO_F32
    )
    assert passgen_opt(text) == (0, mlir_opt(text).stdout, "")
