"""The `tosa` dialect's folders, canonicalization patterns and constant materializer
(MLIR's `TosaCanonicalizations.cpp`, `TosaDialect::materializeConstant`): their outputs
written out, edge cases and random programs on splat constants against mlir-opt 22, byte
for byte."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import mlir_opt, passgen_opt, requires_mlir_opt
from profiles import examples


def canonicalized(source: str) -> str:
    code, out, err = passgen_opt(source, "-canonicalize")
    assert code == 0, err
    return out


FLT, INT = "tensor<2x3xf32>", "tensor<2x3xi32>"
FOLDS = f"""func.func @f(%x: {FLT}, %i: {INT}) -> ({FLT}, {FLT}, {INT}, {INT}) {{
  %zero = "tosa.const"() <{{values = dense<0.0> : tensor<1x1xf32>}}> : () -> tensor<1x1xf32>
  %one = "tosa.const"() <{{values = dense<1.0> : {FLT}}}> : () -> {FLT}
  %shift = "tosa.const"() <{{values = dense<0> : tensor<1xi8>}}> : () -> tensor<1xi8>
  %0 = tosa.add %x, %zero : ({FLT}, tensor<1x1xf32>) -> {FLT}
  %1 = tosa.mul %0, %one, %shift : ({FLT}, {FLT}, tensor<1xi8>) -> {FLT}
  %2 = tosa.cast %1 : ({FLT}) -> {FLT}
  %3 = tosa.transpose %2 {{perms = array<i32: 0, 1>}} : ({FLT}) -> {FLT}
  %4 = tosa.mul %x, %zero, %shift : ({FLT}, tensor<1x1xf32>, tensor<1xi8>) -> {FLT}
  %a = "tosa.const"() <{{values = dense<7> : {INT}}}> : () -> {INT}
  %b = "tosa.const"() <{{values = dense<-2> : {INT}}}> : () -> {INT}
  %5 = tosa.intdiv %a, %b : ({INT}, {INT}) -> {INT}
  %6 = tosa.reduce_sum %i {{axis = 0 : i32}} : ({INT}) -> tensor<1x3xi32>
  %7 = tosa.sub %i, %i : ({INT}, {INT}) -> {INT}
  return %3, %4, %5, %7 : {FLT}, {FLT}, {INT}, {INT}
}}
"""


def test_folds_forward_identities_and_compute_splats() -> None:
    assert canonicalized(FOLDS) == (
        "module {\n"
        f"  func.func @f(%arg0: {FLT}, %arg1: {INT}) -> ({FLT}, {FLT}, {INT}, {INT}) {{\n"
        f'    %0 = "tosa.const"() <{{values = dense<0.000000e+00> : {FLT}}}> : () -> {FLT}\n'
        f'    %1 = "tosa.const"() <{{values = dense<-3> : {INT}}}> : () -> {INT}\n'
        f"    %2 = tosa.sub %arg1, %arg1 : ({INT}, {INT}) -> {INT}\n"
        f"    return %arg0, %0, %1, %2 : {FLT}, {FLT}, {INT}, {INT}\n"
        "  }\n}\n\n"
    )


B, C, T = "tensor<4xi8>", "tensor<1x12x12xf32>", "tensor<1x4x1x5xf32>"
PATTERNS = f"""func.func @f(%x: {B}, %t: tensor<1x4x5x1xf32>, %a: {C}, %b: {C}, %c: tensor<2x3xi1>, %d: {INT}, %e: {INT}) -> ({B}, {B}, {T}, {C}, {INT}) {{
  %0 = tosa.clamp %x {{min_val = -128 : i8, max_val = 127 : i8}} : ({B}) -> {B}
  %1 = tosa.clamp %x {{min_val = -2 : i8, max_val = 4 : i8}} : ({B}) -> {B}
  %2 = tosa.clamp %1 {{min_val = -4 : i8, max_val = 2 : i8}} : ({B}) -> {B}
  %3 = tosa.transpose %t {{perms = array<i32: 3, 1, 0, 2>}} : (tensor<1x4x5x1xf32>) -> {T}
  %4 = tosa.concat %a, %b {{axis = 1 : i32}} : ({C}, {C}) -> tensor<1x24x12xf32>
  %s = tosa.const_shape {{values = dense<[0, 12, 0]> : tensor<3xindex>}} : () -> !tosa.shape<3>
  %z = tosa.const_shape {{values = dense<[1, 12, 12]> : tensor<3xindex>}} : () -> !tosa.shape<3>
  %5 = tosa.slice %4, %s, %z : (tensor<1x24x12xf32>, !tosa.shape<3>, !tosa.shape<3>) -> {C}
  %n = tosa.logical_not %c : (tensor<2x3xi1>) -> tensor<2x3xi1>
  %6 = tosa.select %n, %d, %e : (tensor<2x3xi1>, {INT}, {INT}) -> {INT}
  return %0, %2, %3, %5, %6 : {B}, {B}, {T}, {C}, {INT}
}}
"""


def test_patterns_drop_and_merge_clamps_reshape_transposes_slice_concats() -> None:
    out = canonicalized(PATTERNS)
    assert out.splitlines()[2:8] == [
        "    %0 = tosa.const_shape  {values = dense<[1, 4, 1, 5]> : tensor<4xindex>} : () -> "
        "!tosa.shape<4>",
        f"    %1 = tosa.clamp %arg0 {{max_val = 2 : i8, min_val = -2 : i8}} : ({B}) -> {B}",
        f"    %2 = tosa.reshape %arg1, %0 : (tensor<1x4x5x1xf32>, !tosa.shape<4>) -> {T}",
        f"    %3 = tosa.select %arg4, %arg6, %arg5 : (tensor<2x3xi1>, {INT}, {INT}) -> {INT}",
        f"    return %arg0, %1, %2, %arg3, %3 : {B}, {B}, {T}, {C}, {INT}",
        "  }",
    ]


def _pad_into(consumer: str, pad_value: str, padding: str) -> str:
    """A `tosa.pad` of 1x8x4x3 feeding a convolution or a max pool."""
    body = f"""  %shape = tosa.const_shape {{values = dense<{padding}> : tensor<8xindex>}} : () -> !tosa.shape<8>
  %value = "tosa.const"() <{{values = dense<{pad_value}> : tensor<1xf32>}}> : () -> tensor<1xf32>
  %zp = "tosa.const"() <{{values = dense<0.0> : tensor<1xf32>}}> : () -> tensor<1xf32>
  %p = tosa.pad %x, %shape, %value : (tensor<1x8x4x3xf32>, !tosa.shape<8>, tensor<1xf32>) -> tensor<?x?x?x3xf32>
"""
    if consumer == "max_pool2d":
        op = (
            "  %r = tosa.max_pool2d %p {kernel = array<i64: 2, 2>, pad = array<i64: 0, 1, 0, 1>, "
            "stride = array<i64: 1, 1>} : (tensor<?x?x?x3xf32>) -> tensor<*xf32>"
        )
    else:
        weight = "tensor<1x1x1x3xf32>" if consumer == "conv2d" else "tensor<1x1x3x1xf32>"
        bias = "tensor<1xf32>" if consumer == "conv2d" else "tensor<3xf32>"
        op = (
            f"  %r = tosa.{consumer} %p, %w, %b, %zp, %zp {{acc_type = f32, "
            "pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>, "
            f"dilation = array<i64: 1, 1>}} : (tensor<?x?x?x3xf32>, {weight}, {bias}, "
            "tensor<1xf32>, tensor<1xf32>) -> tensor<*xf32>"
        )
        body = body.replace(
            "%shape =",
            f'%w = "tosa.const"() <{{values = dense<1.0> : {weight}}}> : () -> {weight}\n  %b = "tosa.const"() <{{values = dense<0.0> : {bias}}}> : () -> {bias}\n  %shape =',
            1,
        )
    return (
        "func.func @f(%x: tensor<1x8x4x3xf32>) -> tensor<*xf32> {\n"
        f"{body}{op}\n  return %r : tensor<*xf32>\n}}\n"
    )


EDGE_CASES = [
    _pad_into(consumer, value, padding)
    for consumer in ("conv2d", "depthwise_conv2d", "max_pool2d")
    for value in ("0.0", "-0.0", "1.0", "-3.40282347E+38")
    for padding in (
        "[0, 0, 1, 1, 2, 2, 0, 0]",
        "[1, 0, 1, 0, 0, 0, 0, 0]",
        "[0, 0, 0, 0, 9000, 0, 0, 0]",
    )
]


@requires_mlir_opt
@pytest.mark.parametrize("source", EDGE_CASES)
def test_pads_fold_into_convolutions_and_pools_as_mlir_opt(source: str) -> None:
    expected = mlir_opt(source, "-canonicalize")
    assert expected.returncode == 0, expected.stderr
    assert canonicalized(source) == expected.stdout


ELEMENT_TYPES = ("i8", "i32", "f32", "f16")
BINARY = ("add", "sub", "mul", "intdiv", "greater", "greater_equal", "equal")
VALUES = {
    "i8": ["0", "1", "-1", "127", "-128", "100"],
    "i32": ["0", "1", "-1", "2", "2147483647", "-2147483648", "65536", "-23661"],
    "f32": ["0.0", "-0.0", "1.0", "2.5", "-3.0e+38", "3.0e+38"],
    "f16": ["0.0", "-0.0", "1.0", "6.5e+04", "-1.5"],
}


@st.composite
def splat_programs(draw: st.DrawFn) -> str:
    """A function applying a TOSA binary op to two splat constants, or to the argument and
    a splat, returning its result."""
    element = draw(st.sampled_from(ELEMENT_TYPES))
    op = draw(st.sampled_from(BINARY))
    if op == "intdiv":
        element = "i32"
    shape = draw(st.sampled_from(["2x3", "1x1"]))
    type = f"tensor<2x3x{element}>"
    lhs, rhs = (draw(st.sampled_from(VALUES[element])) for _ in range(2))
    result = f"tensor<2x3x{'i1' if op.startswith(('greater', 'equal')) else element}>"
    lines = [
        f'  %l = "tosa.const"() <{{values = dense<{lhs}> : {type}}}> : () -> {type}',
        f'  %r = "tosa.const"() <{{values = dense<{rhs}> : tensor<{shape}x{element}>}}> : () -> tensor<{shape}x{element}>',
    ]
    left = draw(st.sampled_from(["%l", "%a"]))
    operands = f"{left}, %r"
    types = f"{type}, tensor<{shape}x{element}>"
    if op == "mul":
        shift = draw(st.sampled_from([0, 0, 1, 30])) if element == "i32" else 0
        lines.append(
            f'  %s = "tosa.const"() <{{values = dense<{shift}> : tensor<1xi8>}}> : () -> tensor<1xi8>'
        )
        operands += ", %s"
        types += ", tensor<1xi8>"
    if op == "intdiv" and shape != "2x3":
        lines[1] = lines[1].replace(f"tensor<{shape}x", "tensor<2x3x")
        types = f"{type}, {type}"
    lines.append(f"  %0 = tosa.{op} {operands} : ({types}) -> {result}")
    return (
        f"func.func @f(%a: {type}) -> {result} {{\n"
        + "\n".join(lines)
        + f"\n  return %0 : {result}\n}}\n"
    )


@requires_mlir_opt
@settings(max_examples=examples(100))
@given(source=splat_programs())
def test_random_splat_arithmetic_canonicalizes_like_mlir_opt(source: str) -> None:
    expected = mlir_opt(source, "-canonicalize")
    assert expected.returncode == 0, expected.stderr
    assert canonicalized(source) == expected.stdout
