"""The verifiers of native traits (`SameOperandsAndResultType`, `Elementwise`, ...,
runtime/ir/trait_verifiers.py), of ODS `PredOpTrait`s (`TypesMatchWith`,
`AllElementTypesMatch`, ..., runtime/ir/pred_traits.py) and arith's `CastOpInterface`
(runtime/dialects/arith/cast_verifiers.py): their messages on ops of our own, and (oracle) the
first error of random ops over random types against mlir-opt's."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from mlir_tools import requires_mlir_opt
from verifier_cases import mlir_opts, ours

ARGUMENTS = (
    "%b: i64, %c: i32, %v: vector<4xf32>, %v2: vector<4xi32>, %t: i1, %tt: tensor<4xf32>, "
    "%f: f64, %i: index, %cx: complex<f32>, %m: vector<5xi1>"
)
CASES = [
    (
        '%0 = "arith.addi"(%b, %c) : (i64, i32) -> i64',
        "'arith.addi' op requires the same type for all operands and results",
    ),
    (
        '%0 = "arith.addf"(%tt, %tt) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32, "e">',
        "'arith.addf' op requires the same encoding for all operands and results",
    ),
    (
        '%0 = "arith.extsi"(%v2) : (vector<4xi32>) -> vector<5xi64>',
        "'arith.extsi' op requires the same shape for all operands and results",
    ),
    (
        '%0 = "math.absf"(%v) : (vector<4xf32>) -> vector<[4]xf32>',
        "'math.absf' op all non-scalar operands/results must have the same shape and base type",
    ),
    (
        '%0 = "arith.cmpi"(%b, %b) {predicate = 0 : i64} : (i64, i64) -> vector<4xi1>',
        "'arith.cmpi' op failed to verify that result type has i1 element type and same shape "
        "as operands",
    ),
    (
        '%0 = "arith.extf"(%f) : (f64) -> f32',
        "'arith.extf' op operand type 'f64' and result type 'f32' are cast incompatible",
    ),
    (
        '%0 = "arith.index_cast"(%b) : (i64) -> i32',
        "'arith.index_cast' op operand type 'i64' and result type 'i32' are cast incompatible",
    ),
    (
        '%0 = "arith.bitcast"(%b) : (i64) -> f32',
        "'arith.bitcast' op operand type 'i64' and result type 'f32' are cast incompatible",
    ),
    (
        '%0 = "vector.extract"(%v) <{static_position = array<i64: 1>}> : (vector<4xf32>) -> f64',
        "'vector.extract' op failed to verify that operand and result have same element type",
    ),
    (
        '%0 = "tensor.extract"(%tt, %i) : (tensor<4xf32>, index) -> f64',
        "'tensor.extract' op failed to verify that result type matches element type of tensor",
    ),
    (
        '%0 = "complex.re"(%cx) : (complex<f32>) -> f64',
        "'complex.re' op failed to verify that complex element type matches result type",
    ),
]


def function(body: str, arguments: str = ARGUMENTS) -> str:
    return f"func.func @f({arguments}) {{\n  {body}\n  return\n}}\n"


@pytest.mark.parametrize(("body", "message"), CASES)
def test_trait_messages(body: str, message: str) -> None:
    found = ours(function(body))
    assert found is not None and found[0] == message


@requires_mlir_opt
@pytest.mark.parametrize(("body", "message"), CASES)
def test_trait_messages_match_mlir_opt(body: str, message: str) -> None:
    assert mlir_opts(function(body))[:1] == [message]


TYPES = [
    "i1", "i16", "i32", "i64", "si32", "index", "f16", "bf16", "f32", "f64",
    "vector<4xi32>", "vector<4xf32>", "vector<[4]xf32>", "vector<5xi64>", "vector<4xi1>",
    "vector<4xindex>", "tensor<4xf32>", "tensor<?xf32>", "tensor<*xf32>", "tensor<4xi32>",
    "tensor<4xf32, \"e\">", "tensor<4x?xi64>", "memref<4xf32>", "memref<4xi32>", "complex<f32>",
]  # fmt: skip
# (op, operands, attributes): one result each.
OPS = [
    *((f"arith.{cast}", 1, "") for cast in (
        "extui extsi extf trunci truncf uitofp sitofp fptoui fptosi index_cast index_castui "
        "bitcast"
    ).split()),
    ("arith.addi", 2, ""), ("arith.addf", 2, ""), ("arith.maxsi", 2, ""), ("arith.negf", 1, ""),
    ("arith.cmpi", 2, " {predicate = 0 : i64}"), ("arith.cmpf", 2, " {predicate = 1 : i64}"),
    ("arith.select", 3, ""), ("math.absf", 1, ""), ("math.isnan", 1, ""), ("math.powf", 2, ""),
    ("math.fpowi", 2, ""), ("complex.re", 1, ""), ("complex.abs", 1, ""),
    ("tensor.extract", 1, ""), ("tensor.splat", 1, ""),
]  # fmt: skip


@requires_mlir_opt
@given(
    op=st.sampled_from(OPS),
    operands=st.lists(st.sampled_from(TYPES), min_size=3, max_size=3),
    result=st.sampled_from(TYPES),
)
def test_first_error_matches_mlir_opt(
    op: tuple[str, int, str], operands: list[str], result: str
) -> None:
    """Random types through ops with native traits, `PredOpTrait`s and casts: the same first
    error as mlir-opt's (or none)."""
    name, count, attributes = op
    types = operands[:count]
    arguments = ", ".join(f"%a{index}: {type}" for index, type in enumerate(types))
    values = ", ".join(f"%a{index}" for index in range(count))
    body = f'%0 = "{name}"({values}){attributes} : ({", ".join(types)}) -> {result}'
    text = function(body, arguments)
    found = ours(text)
    assert mlir_opts(text)[:1] == ([] if found is None else [found[0]]), text
