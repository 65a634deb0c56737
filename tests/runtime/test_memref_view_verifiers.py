"""`memref.subview` and `memref.reinterpret_cast` verify their result types against their
static offsets, sizes and strides with mlir-opt 22's messages (`SubViewOp::verify`,
`ReinterpretCastOp::verify`, `verifyOffsetSizeAndStrideOp`); valid views still verify."""

from __future__ import annotations

import pytest
from mlir_tools import assert_fails_as_mlir_opt, passgen_opt, requires_mlir_opt


def _func(arg: str, body: str) -> str:
    return f"func.func @f(%a: {arg}, %i: index) {{\n  {body}\n  return\n}}\n"


INVALID = {
    "subview offset": (
        _func(
            "memref<?x?xf32>",
            "%0 = memref.subview %a[4, 2] [8, 2] [3, 2] : memref<?x?xf32> to "
            "memref<8x2xf32, strided<[?, 2]>>",
        ),
        "expected result type to be 'memref<8x2xf32, strided<[?, 2], offset: ?>>' or a "
        "rank-reduced version. (mismatch of result layout), but got "
        "'memref<8x2xf32, strided<[?, 2]>>'",
    ),
    "subview sizes": (
        _func(
            "memref<8x8xf32>",
            "%0 = memref.subview %a[0, 0] [4, 4] [1, 1] : memref<8x8xf32> to "
            "memref<4x2xf32, strided<[8, 1]>>",
        ),
        "expected result type to be 'memref<4x4xf32, strided<[8, 1]>>' or a rank-reduced "
        "version. (mismatch of result sizes), but got 'memref<4x2xf32, strided<[8, 1]>>'",
    ),
    "subview strides": (
        _func(
            "memref<8x8xf32>",
            "%0 = memref.subview %a[0, 0] [4, 4] [1, 2] : memref<8x8xf32> to "
            "memref<4x4xf32, strided<[8, 1]>>",
        ),
        "expected result type to be 'memref<4x4xf32, strided<[8, 2]>>' or a rank-reduced "
        "version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[8, 1]>>'",
    ),
    "subview memory space": (
        _func(
            "memref<8xf32, 1>",
            "%0 = memref.subview %a[0] [4] [1] : memref<8xf32, 1> to memref<4xf32>",
        ),
        "different memory spaces specified for base memref type 'memref<8xf32, 1>' and "
        "subview memref type 'memref<4xf32>'",
    ),
    "subview negative offset": (
        _func(
            "memref<8xf32>",
            "%0 = memref.subview %a[-1] [4] [1] : memref<8xf32> to "
            "memref<4xf32, strided<[1], offset: -1>>",
        ),
        "expected offsets to be non-negative, but got -1",
    ),
    "reinterpret_cast offset": (
        _func(
            "memref<?xf32>",
            "%0 = memref.reinterpret_cast %a to offset: [%i], sizes: [10], strides: [1] : "
            "memref<?xf32> to memref<10xf32>",
        ),
        "expected result type with offset = dynamic instead of 0",
    ),
    "reinterpret_cast size": (
        _func(
            "memref<?xf32>",
            "%0 = memref.reinterpret_cast %a to offset: [0], sizes: [10], strides: [1] : "
            "memref<?xf32> to memref<8xf32>",
        ),
        "expected result type with size = 10 instead of 8 in dim = 0",
    ),
    "reinterpret_cast stride": (
        _func(
            "memref<?xf32>",
            "%0 = memref.reinterpret_cast %a to offset: [0], sizes: [10, 2], strides: [4, 1] : "
            "memref<?xf32> to memref<10x2xf32, strided<[2, 1]>>",
        ),
        "expected result type with stride = 4 instead of 2 in dim = 0",
    ),
    "reinterpret_cast ranks": (
        _func(
            "memref<?xf32>",
            "%0 = memref.reinterpret_cast %a to offset: [0], sizes: [10, 2], strides: [1] : "
            "memref<?xf32> to memref<10x2xf32>",
        ),
        "expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the "
        "result type is well-formed.",
    ),
}

VALID = [
    _func(
        "memref<?x?xf32>",
        "%0 = memref.subview %a[4, 2] [8, 2] [3, 2] : memref<?x?xf32> to "
        "memref<8x2xf32, strided<[?, 2], offset: ?>>",
    ),
    _func(
        "memref<8x8xf32>",
        "%0 = memref.subview %a[0, 2] [1, 4] [1, 1] : memref<8x8xf32> to "
        "memref<4xf32, strided<[1], offset: 2>>",
    ),
    _func(
        "memref<?xf32>",
        "%0 = memref.reinterpret_cast %a to offset: [%i], sizes: [10, %i], strides: [%i, 1] "
        ": memref<?xf32> to memref<10x?xf32, strided<[?, 1], offset: ?>>",
    ),
]


@pytest.mark.parametrize("case", INVALID, ids=list(INVALID))
def test_invalid_views_are_rejected(case: str) -> None:
    text, message = INVALID[case]
    code, _, err = passgen_opt(text)
    assert code == 1
    assert f"error: {message}\n" in err


@pytest.mark.parametrize("text", VALID)
def test_valid_views_verify(text: str) -> None:
    assert passgen_opt(text)[0] == 0


@requires_mlir_opt
@pytest.mark.parametrize("case", INVALID, ids=list(INVALID))
def test_invalid_views_fail_as_mlir_opt(case: str) -> None:
    assert_fails_as_mlir_opt(INVALID[case][0])
