"""The `memref` ops' own verifiers (runtime/dialects/memref/verifiers.py), the checks of
inherent attributes in a custom form's attribute dictionary (MLIR's `verifyInherentAttrs`),
of `memref.global`'s initial value and of a memref type's layout rank while parsing, and (oracle) the same inputs against
mlir-opt: the first error and its notes."""

from __future__ import annotations

import pytest
from mlir_tools import requires_mlir_opt
from verifier_cases import function, mlir_opts, ours


def _in(arguments: str, body: str) -> str:
    return f"func.func @f({arguments}) {{\n  {body}\n  return\n}}\n"


_M = "%m: memref<2x2xf32>, %d: memref<2xf32, 1>, %t: memref<i32, 2>, %x: index"
CASES = [
    (
        function('"memref.dma_start"() : () -> ()'),
        "'memref.dma_start' op expected at least 4 operands",
    ),
    (
        _in(
            _M,
            '"memref.dma_start"(%m, %x, %x, %d, %x, %x, %t, %x) : (memref<2x2xf32>, '
            "index, index, memref<2xf32, 1>, index, index, memref<i32, 2>, index) -> ()",
        ),
        "'memref.dma_start' op incorrect number of operands",
    ),
    (
        _in(
            _M,
            '"memref.dma_start"(%m, %x, %x, %d, %x, %x, %t, %x, %m) : (memref<2x2xf32>, '
            "index, index, memref<2xf32, 1>, index, index, memref<i32, 2>, index, "
            "memref<2x2xf32>) -> ()",
        ),
        "'memref.dma_start' op expected stride and num elements per stride to be of type index",
    ),
    (
        _in(
            "%t: memref<2x2xi32>, %x: index",
            '"memref.dma_wait"(%t, %x, %x) : (memref<2x2xi32>, index, index) -> ()',
        ),
        "'memref.dma_wait' op expected tagIndices to have the same number of elements as the "
        "tagMemRef rank, expected 2, but got 1",
    ),
    (
        _in(
            "%v: memref<?x?xf32>",
            "%0 = memref.transpose %v (i, j) -> (i, i) : memref<?x?xf32> to memref<?x?xf32>",
        ),
        "'memref.transpose' op expected a permutation map",
    ),
    (
        _in(
            "%in: memref<?xf32>",
            "%0 = memref.reinterpret_cast %in to offset: [1], "
            "sizes: [10], strides: [2] : memref<?xf32> to memref<10xf32, strided<[1], offset: 1>>",
        ),
        "expected result type with stride = 2 instead of 1 in dim = 0",
    ),
    (
        _in(
            "%in: memref<?xf32>",
            "%0 = memref.reinterpret_cast %in to offset: [0, 0], "
            "sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32>",
        ),
        "expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the "
        "result type is well-formed.",
    ),
    (
        _in(
            "%b: memref<*xf32>, %s: memref<?xi32>",
            "%0 = memref.reshape %b(%s) : (memref<*xf32>, memref<?xi32>) -> memref<?xf32>",
        ),
        "'memref.reshape' op cannot use shape operand with dynamic length to reshape to "
        "statically-ranked memref type",
    ),
    (
        '"memref.global"() <{initial_value = dense<1.0> : tensor<2xf32>, sym_name = "g", '
        "type = memref<3xf32>}> : () -> ()\n",
        "'memref.global' op initial value shape expected to be 3 but was 2",
    ),
    (
        'memref.global @g : memref<2xf32> = "foo"\n',
        "custom op 'memref.global' initial value should be a unit or elements attribute",
    ),
    (
        "memref.global @g : memref<3xi32>\n"
        + function("%0 = memref.get_global @g : memref<3xf32>"),
        "'memref.get_global' op result type 'memref<3xf32>' does not match type "
        "'memref<3xi32>' of the global memref @g",
    ),
    (
        function("%0 = memref.get_global @g : memref<3xf32>"),
        "'memref.get_global' op 'g' does not reference a valid global memref",
    ),
    (
        _in(
            "%a: memref<2xf32>, %b: memref<2xf16>",
            "memref.copy %a, %b : memref<2xf32> to memref<2xf16>",
        ),
        "'memref.copy' op requires the same element type for all operands",
    ),
    (
        _in(
            "%a: memref<?x?x?xf32>",
            "%0 = memref.collapse_shape %a [[0, 1], [1, 2]] : "
            "memref<?x?x?xf32> into memref<?x?xf32>",
        ),
        "'memref.collapse_shape' op reassociation indices must be contiguous",
    ),
    (
        _in(
            "%a: memref<3x4x5xf32, strided<[270, 50, 10]>>",
            "%0 = memref.collapse_shape %a "
            "[[0, 1], [2]] : memref<3x4x5xf32, strided<[270, 50, 10]>> into "
            "memref<12x5xf32, strided<[50, 1]>>",
        ),
        "'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims",
    ),
    (
        _in(
            "%a: memref<2x3x20xf32>",
            "%0 = memref.expand_shape %a [[0], [1], [2, 3, 4]] "
            "output_shape [2, 3, 2, 4, 5] : memref<2x3x20xf32> into memref<2x3x2x4x5xf32>",
        ),
        "'memref.expand_shape' op collapsed dim size (20) must equal reassociation group size (40)",
    ),
    (
        _in(
            "%a: memref<30x20xf32>",
            "%0 = memref.expand_shape %a [[0, 1], [2]] "
            "output_shape [2, 15, 21] : memref<30x20xf32> into memref<2x15x20xf32>",
        ),
        "'memref.expand_shape' op invalid output shape provided at pos 2",
    ),
    (
        _in(
            "%a: memref<2048xi8, 2>, %x: index",
            "%0 = memref.view %a[%x][%x, %x] : memref<2048xi8, 2> to memref<?x?xf32, 1>",
        ),
        "different memory spaces specified for base memref type 'memref<2048xi8, 2>' and view "
        "memref type 'memref<?x?xf32, 1>'",
    ),
    (
        _in(
            "%a: memref<9xf32>",
            "%0 = memref.subview %a [3][4][2] : memref<9xf32> to "
            "memref<4xf32, strided<[2], offset: 3>>",
        ),
        "slice along dimension 0 runs out-of-bounds: 9 >= 9",
    ),
    (
        _in(
            "%a: memref<8x16x4xf32>",
            "%0 = memref.subview %a[0, 0, 0][8, 16, 4][1, 1, 1] : "
            "memref<8x16x4xf32> to memref<16x4xf32>",
        ),
        "expected result type to be 'memref<8x16x4xf32, strided<[64, 4, 1]>>' or a "
        "rank-reduced version. (mismatch of result sizes), but got 'memref<16x4xf32>'",
    ),
    (
        _in(
            "%a: memref<4x1024xf32>",
            "%0 = memref.subview %a[-1, 256] [2, 256] [1, 1] : "
            "memref<4x1024xf32> to memref<2x256xf32, strided<[1024, 1]>>",
        ),
        "expected offsets to be non-negative, but got -1",
    ),
    (
        _in("%a: memref<*xf32>", "%0 = memref.cast %a : memref<*xf32> to memref<*xf32>"),
        "'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are "
        "cast incompatible",
    ),
    (
        _in("%a: memref<4xf32>", "%0 = memref.assume_alignment %a, 12 : memref<4xf32>"),
        "'memref.assume_alignment' op alignment must be power of 2",
    ),
    (
        "%0 = memref.alloca() : memref<1xf32>\n",
        "'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait",
    ),
    (
        function(
            "%0 = memref.alloc(%i) : memref<2x?xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>>"
        ),
        "'memref.alloc' op symbol operand count does not equal memref symbol count: expected "
        "1, got 0",
    ),
    (
        function("%0 = memref.alloc() {alignment = 3} : memref<4xf32>"),
        "custom op 'memref.alloc' 'memref.alloc' op attribute 'alignment' failed to satisfy "
        "constraint: 64-bit signless integer attribute whose value is positive and whose value "
        "is a power of two > 0",
    ),
    (
        _in(
            "%a: memref<2xi32>, %x: index, %v: i32",
            "%0 = memref.atomic_rmw addf %v, %a[%x] : (i32, memref<2xi32>) -> i32",
        ),
        "'memref.atomic_rmw' op with kind 'addf' expects a floating-point type",
    ),
    (
        _in(
            "%a: memref<2xf32>, %x: index",
            "%0 = memref.generic_atomic_rmw %a[%x] : "
            "memref<2xf32> {\n  ^bb0(%o: f32):\n    %b = memref.alloc() : memref<2xf32>\n"
            "    memref.atomic_yield %o : f32\n  }",
        ),
        "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects",
    ),
    (
        _in("%a: memref<2xf32>", "%0 = memref.realloc %a : memref<2xf32> to memref<?xf32>"),
        "missing dimension operand for result type 'memref<?xf32>'",
    ),
    (
        function("%0 = memref.alloc() : memref<4x4xf32, affine_map<(d0) -> (d0)>>"),
        "memref layout mismatch between rank and affine map: 2 != 1",
    ),
    (
        _in("%a: memref<4x4xf32, strided<[1]>>", ""),
        "expected the number of strides to match the rank",
    ),
    (
        function('"memref.distinct_objects"() : () -> ()'),
        "'memref.distinct_objects' op expected at least one operand",
    ),
]


@pytest.mark.parametrize(("text", "message"), CASES)
def test_memref_verifier_messages(text: str, message: str) -> None:
    found = ours(text)
    assert found is not None and found[0] == message


VALID = _in(
    "%a: memref<8x16xf32>, %x: index, %s: memref<?xf32, strided<[1]>, 3>",
    "%0 = memref.subview %a[0, %x][4, 4][1, 1] : memref<8x16xf32> to "
    "memref<4x4xf32, strided<[16, 1], offset: ?>>\n"
    "  %1 = memref.collapse_shape %a [[0, 1]] : memref<8x16xf32> into memref<128xf32>\n"
    "  %2 = memref.expand_shape %1 [[0, 1]] output_shape [8, 16] : memref<128xf32> into "
    "memref<8x16xf32>\n  %3 = memref.cast %a : memref<8x16xf32> to memref<?x16xf32>\n"
    # An identity strided layout expands to no layout (upstream canonicalize.mlir:1007).
    "  %4 = memref.expand_shape %s [[0, 1]] output_shape [1, %x] : "
    "memref<?xf32, strided<[1]>, 3> into memref<1x?xf32, 3>",
)


def test_valid_memref_ops_verify() -> None:
    assert ours(VALID) is None


@requires_mlir_opt
def test_valid_memref_ops_verify_in_mlir_opt() -> None:
    assert mlir_opts(VALID) == []


@requires_mlir_opt
@pytest.mark.parametrize(("text", "message"), CASES)
def test_memref_verifiers_as_mlir_opt(text: str, message: str) -> None:
    assert mlir_opts(text)[0] == message
