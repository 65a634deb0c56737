"""The `vector` ops' own verifiers (runtime/dialects/vector/verifiers.py and its `verify_*`
modules), the `PredOpTrait`s and alignment constraints the ODS data leaves to them, and the
transfer and mask parsers' errors: the first error on inputs of our own, with mlir-opt's
message written out, and (oracle) the same inputs against mlir-opt."""

from __future__ import annotations

import pytest
from mlir_tools import requires_mlir_opt
from verifier_cases import mlir_opts, ours

ARGS = (
    "%v4: vector<4xf32>, %v8: vector<8xf32>, %m44: vector<4x4xf32>, %m48: vector<4x8xf32>,"
    " %i: index, %f: f32, %mem: memref<?xf32>, %mem2: memref<?x?xf32>, %k16: vector<16xi1>,"
    " %k8: vector<8xi1>, %v16: vector<16xf32>, %x16: vector<16xi32>, %t: tensor<?xf32>"
)


def function(body: str) -> str:
    """`body` in a function of vectors, indices, memrefs and masks (`ARGS`)."""
    return f"func.func @f({ARGS}) {{\n  {body}\n  return\n}}\n"


CONTRACT = (
    "%r = vector.contract {{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, "
    "affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> ({result})>], "
    "iterator_types = [{iterators}], kind = #vector.kind<add>}} %m44, %m48, %acc"
    " : vector<4x4xf32>, vector<4x8xf32> into {acc}"
)


def contract(result: str, acc: str, iterators: str = '"parallel", "parallel", "reduction"') -> str:
    zero = f"%acc = arith.constant dense<0.0> : {acc}\n  "
    return zero + CONTRACT.format(result=result, acc=acc, iterators=iterators)


CASES = [
    (
        "%r = vector.broadcast %m48 : vector<4x8xf32> to vector<2x8xf32>",
        "'vector.broadcast' op dimension mismatch (4 vs. 2)",
    ),
    (
        "%r = vector.broadcast %m44 : vector<4x4xf32> to vector<4xf32>",
        "'vector.broadcast' op source rank higher than destination rank",
    ),
    (
        "%r = vector.broadcast %mem : memref<?xf32> to vector<4xf32>",
        "'vector.broadcast' op source type is not a vector",
    ),
    (
        "%r = vector.shuffle %v4, %v8 [0, 1] : vector<4xf32>, vector<8xf32>\n"
        "  %s = vector.shuffle %v4, %v4 [0, 9] : vector<4xf32>, vector<4xf32>",
        "'vector.shuffle' op mask index #2 out of range",
    ),
    (
        "%r = vector.shuffle %v4, %x16 [0, 1] : vector<4xf32>, vector<16xi32>",
        "'vector.shuffle' op failed to verify that second operand v2 and result have same "
        "element type",
    ),
    (
        "%r = vector.extract %m48[0, 8] : f32 from vector<4x8xf32>",
        "'vector.extract' op expected position attribute #2 to be a non-negative integer "
        "smaller than the corresponding vector dimension or poison (-1)",
    ),
    (
        "%r = vector.insert %f, %m48[1] : f32 into vector<4x8xf32>",
        "'vector.insert' op expected position attribute rank to match the dest vector rank",
    ),
    (
        "%r = vector.outerproduct %v4, %v8 : vector<4xf32>, vector<8xf32>\n"
        '  %s = "vector.outerproduct"(%v4, %v8) : (vector<4xf32>, vector<8xf32>) -> vector<4x4xf32>',
        "'vector.outerproduct' op expected #2 operand dim to match result dim #2",
    ),
    (
        "%r = vector.transpose %m48, [0, 0] : vector<4x8xf32> to vector<4x8xf32>",
        "'vector.transpose' op duplicate position index: 0",
    ),
    (
        "%r = vector.shape_cast %m48 : vector<4x8xf32> to vector<30xf32>",
        "'vector.shape_cast' op has different number of elements at source (32) and result (30)",
    ),
    (
        "%r = vector.bitcast %m48 : vector<4x8xf32> to vector<4x8xf16>",
        "'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal",
    ),
    (
        "%r = vector.extract_strided_slice %m48 {offsets = [1], sizes = [2], strides = [1]}"
        " : vector<4x8xf32> to vector<2x4xf32>",
        "'vector.extract_strided_slice' op expected result type to be 'vector<2x8xf32>'",
    ),
    (
        "%r = vector.insert_strided_slice %v4, %m48 {offsets = [0, 6], strides = [1]}"
        " : vector<4xf32> into vector<4x8xf32>",
        "'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension "
        "1 to be confined to [1, 9)",
    ),
    (
        contract("d1, d0", "vector<4x8xf32>"),
        "'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<8x4xf32>'",
    ),
    (
        contract("d0, d1", "vector<4x8xf32>", '"parallel", "parallel", "parallel"'),
        "'vector.contract' op expected at least one contracting dimension pair",
    ),
    (
        contract("d0, d0", "vector<4x4xf32>"),
        "'vector.contract' op expected indexing map 2 to be a projected permutation of its inputs",
    ),
    (
        "%acc = arith.constant dense<0.0> : vector<4x8xf32>\n"
        "  %r = vector.contract {} %m44, %m48, %acc : vector<4x4xf32>, vector<4x8xf32>"
        " into vector<4x8xf32>",
        "custom op 'vector.contract' expected \"iterator_types\" array attribute",
    ),
    (
        contract("d0, d1", "vector<4x8xf32>").replace("%acc :", "%acc, %k8 :"),
        "custom op 'vector.contract' expected zero or exactly 2 vector mask operands",
    ),
    (
        "%r = vector.transfer_read %mem2[%i], %f : memref<?x?xf32>, vector<4xf32>",
        "'vector.transfer_read' op requires 2 indices",
    ),
    (
        "%r = vector.transfer_read %mem2[%i, %i], %f {permutation_map = "
        "affine_map<(d0, d1) -> (d0 + d1)>} : memref<?x?xf32>, vector<4xf32>",
        "'vector.transfer_read' op requires a projected permutation_map (at most one dim or the "
        "zero constant can appear in each result)",
    ),
    (
        "%r = vector.transfer_read %mem2[%i, %i], %f {in_bounds = [true, true]}"
        " : memref<?x?xf32>, vector<4xf32>",
        "'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map "
        "results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2",
    ),
    (
        "%r = vector.transfer_read %mem[%i], %f : memref<?xf32>, vector<4x4xf32>",
        "custom op 'vector.transfer_read' expected a custom permutation_map when rank(source) "
        "!= rank(destination)",
    ),
    (
        "vector.transfer_write %v4, %mem[%i] {permutation_map = affine_map<(d0) -> (0)>}"
        " : vector<4xf32>, memref<?xf32>",
        "'vector.transfer_write' op should not have broadcast dimensions",
    ),
    (
        "%r = vector.load %mem[%i] : memref<?xf32>, vector<4x4xf32>",
        "'vector.load' op destination memref has lower rank than the result vector",
    ),
    (
        '"vector.store"(%v4, %mem, %i) <{alignment = 3 : i64}>'
        " : (vector<4xf32>, memref<?xf32>, index) -> ()",
        "'vector.store' op attribute 'alignment' failed to satisfy constraint: 64-bit signless "
        "integer attribute whose value is positive and whose value is a power of two > 0",
    ),
    (
        "%r = vector.maskedload %mem[%i], %k8, %v16 : memref<?xf32>, vector<8xi1>,"
        " vector<16xf32> into vector<16xf32>",
        "'vector.maskedload' op expected result shape to match mask shape",
    ),
    (
        "%r = vector.gather %mem[%i][%x16], %k16, %v8 : memref<?xf32>, vector<16xi32>,"
        " vector<16xi1>, vector<8xf32> into vector<16xf32>",
        "'vector.gather' op expected pass_thru of same type as result type",
    ),
    (
        "vector.scatter %mem2[%i][%x16], %k16, %v16 : memref<?x?xf32>, vector<16xi32>,"
        " vector<16xi1>, vector<16xf32>",
        "'vector.scatter' op requires 2 indices",
    ),
    (
        "vector.compressstore %mem[%i], %k8, %v16 : memref<?xf32>, vector<8xi1>, vector<16xf32>",
        "'vector.compressstore' op expected valueToStore dim to match mask dim",
    ),
    (
        "%r = vector.constant_mask [2, 0] : vector<4x4xi1>",
        "'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of "
        "conjunction with zero mask dim",
    ),
    (
        "%r = vector.create_mask %i : vector<4x4xi1>",
        "'vector.create_mask' op must specify an operand for each result vector dimension",
    ),
    (
        "%r = vector.reduction <add>, %m44 : vector<4x4xf32> into f32",
        "'vector.reduction' op unsupported reduction rank: 2",
    ),
    (
        "%r = vector.multi_reduction <add>, %m48, %v4 [0] : vector<4x8xf32> to vector<4xf32>",
        "'vector.multi_reduction' op destination type 'vector<4xf32>' is incompatible with "
        "source type 'vector<4x8xf32>'",
    ),
    (
        "%r:2 = vector.scan <xor>, %m48, %v8 {inclusive = true, reduction_dim = 0}"
        " : vector<4x8xf32>, vector<8xf32>",
        "'vector.scan' op unsupported reduction type 'f32' for kind 'xor'",
    ),
    (
        "%r = vector.mask %k8 { vector.reduction <add>, %v16 : vector<16xf32> into f32 }"
        " : vector<8xi1> -> f32",
        "'vector.mask' op expects a 'vector<16xi1>' mask for the maskable operation",
    ),
    (
        "%r = vector.mask %k16 {\n    %x = vector.transfer_read %t[%i], %f : tensor<?xf32>,"
        " vector<16xf32>\n    vector.yield %v16 : vector<16xf32>\n  } : vector<16xi1> -> vector<16xf32>",
        "'vector.mask' op expects all the results from the MaskableOpInterface to match all "
        "the values returned by the terminator",
    ),
    (
        '%a, %b = "vector.deinterleave"(%v8) : (vector<8xf32>) -> (vector<4xf32>, vector<2xf32>)',
        "'vector.deinterleave' op failed to verify that all of {res1, res2} have same type",
    ),
]
VALID = (
    "%a = vector.broadcast %v4 : vector<4xf32> to vector<4x4xf32>\n"
    "  %b = vector.shuffle %v4, %v4 [0, 7] : vector<4xf32>, vector<4xf32>\n"
    "  %c = vector.extract %m48[3, 7] : f32 from vector<4x8xf32>\n"
    "  %d = vector.transfer_read %mem2[%i, %i], %f {permutation_map = "
    "affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>\n"
    "  %e = vector.extract_strided_slice %m48 {offsets = [1], sizes = [2], strides = [1]}"
    " : vector<4x8xf32> to vector<2x8xf32>\n"
    "  %g = vector.gather %mem[%i][%x16], %k16, %v16 : memref<?xf32>, vector<16xi32>,"
    " vector<16xi1>, vector<16xf32> into vector<16xf32>\n"
    "  %h = vector.mask %k16 { vector.reduction <add>, %v16 : vector<16xf32> into f32 }"
    " : vector<16xi1> -> f32\n"
    "  %acc = arith.constant dense<0.0> : vector<4x8xf32>\n  "
    + CONTRACT.format(
        result="d0, d1", acc="vector<4x8xf32>", iterators='"parallel", "parallel", "reduction"'
    )
)


@pytest.mark.parametrize(("body", "message"), CASES)
def test_verifier_messages(body: str, message: str) -> None:
    found = ours(function(body))
    assert found is not None and found[0] == message


def test_valid_ops_pass() -> None:
    assert ours(function(VALID)) is None


@requires_mlir_opt
@pytest.mark.parametrize(("body", "message"), [*CASES, (VALID, None)])
def test_verifiers_as_mlir_opt(body: str, message: str | None) -> None:
    said = mlir_opts(function(body))
    assert said[:1] == ([] if message is None else [message])
