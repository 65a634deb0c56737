"""Some `affine` and `tensor` ops' own verifiers (runtime/dialects/{affine,tensor}/verifiers.py)
and the `index` casts' (runtime/dialects/index/dialect.py): their messages on inputs of our own, and
(oracle) the same inputs against mlir-opt."""

from __future__ import annotations

import pytest
from mlir_tools import requires_mlir_opt
from verifier_cases import function, mlir_opts, ours

CASES = [
    (
        "%r = affine.max affine_map<(d0, d1) -> (d0, d1)> (%i)",
        "'affine.max' op operand count and affine map dimension and symbol count must match",
    ),
    (
        "%r = affine.min affine_map<()[s0] -> (s0)> ()",
        "'affine.min' op operand count and affine map dimension and symbol count must match",
    ),
    (
        '%r = "affine.min"() {map = affine_map<() -> ()>} : () -> index',
        "'affine.min' op affine map expect at least one result",
    ),
    (
        "%m = memref.alloc() : memref<8xi32>\n"
        "  %v = affine.vector_load %m[%i] : memref<8xi32>, vector<4xf32>",
        "'affine.vector_load' op requires memref and vector types of the same elemental type",
    ),
    (
        "%m = memref.alloc() : memref<8xvector<4xf32>>\n"
        "  %v = arith.constant dense<1.0> : vector<4xf32>\n"
        "  affine.vector_store %v, %m[%i] : memref<8xvector<4xf32>>, vector<4xf32>",
        "'affine.vector_store' op requires memref and vector types of the same elemental type",
    ),
    (
        "affine.parallel (%x, %y, %z) = (0, 0) to (4, 4) step (1, 1) {\n  }",
        "'affine.parallel' op the number of region arguments (3) and the number of map groups "
        "for lower (2) and upper bound (2), and the number of steps (2) must all match",
    ),
    (
        "%m = memref.alloc() : memref<4xf32>\n"
        "  %r = affine.parallel (%x) = (0) to (4) -> (f32) {\n"
        "    %l = affine.load %m[%x] : memref<4xf32>\n    affine.yield %l : f32\n  }",
        "'affine.parallel' op a reduction must be specified for each output",
    ),
    (
        "%e = tensor.empty(%i) : tensor<?x?xf32>",
        "'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 2",
    ),
    (
        "%e = tensor.empty() : tensor<2x3xf32>\n  %x = tensor.extract %e[%i] : tensor<2x3xf32>",
        "'tensor.extract' op incorrect number of indices for extract_element",
    ),
    (
        "%e = tensor.empty() : tensor<2x3xf32>\n"
        "  %c = tensor.concat dim(0) %e, %e : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<5x3xf32>",
        "'tensor.concat' op result type 'tensor<5x3xf32>'does not match inferred shape "
        "'tensor<4x3xf32>' static sizes",
    ),
    (
        "%e = tensor.empty() : tensor<2x3xf32>\n  %d = tensor.empty() : tensor<2x4xf32>\n"
        "  %c = tensor.concat dim(0) %e, %d : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<4x3xf32>",
        "'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1",
    ),
    (
        "%e = tensor.empty() : tensor<2x3xf32>\n  %s = tensor.empty() : tensor<2xi32>\n"
        "  %r = tensor.reshape %e(%s) : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<3x3xf32>",
        "'tensor.reshape' op source and destination tensor should have the same number of elements",
    ),
    (
        "%e = tensor.empty() : tensor<6xf32>\n  %s = tensor.empty() : tensor<1xi32>\n"
        "  %r = tensor.reshape %e(%s) : (tensor<6xf32>, tensor<1xi32>) -> tensor<?x?xf32>",
        "'tensor.reshape' op length of shape operand differs from the result's tensor rank",
    ),
    (
        "%r = index.castu %i : index to index",
        "'index.castu' op operand type 'index' and result type 'index' are cast incompatible",
    ),
    (
        "%r = index.casts %n : i32 to i32",
        "'index.casts' op operand type 'i32' and result type 'i32' are cast incompatible",
    ),
]
VALID = (
    "%m = memref.alloc() : memref<8xf32>\n"
    "  %v = affine.vector_load %m[%i] : memref<8xf32>, vector<4xf32>\n"
    "  %r = index.casts %n : i32 to index\n"
    "  %e = tensor.empty(%i) : tensor<?x3xf32>\n"
    "  %c = tensor.concat dim(0) %e, %e : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>"
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
    found = ours(function(body))
    assert (found and found[0]) == (said[0] if said else None)


def test_the_lazily_attached_verifiers_are_those_their_modules_define() -> None:
    from passgen.runtime.dialects.affine import verifiers as affine_verifiers
    from passgen.runtime.dialects.complex import verifiers as complex_verifiers
    from passgen.runtime.dialects.scf import verifiers as scf_verifiers
    from passgen.runtime.dialects.tensor import verifiers as tensor_verifiers
    from passgen.runtime.ir import Context

    context = Context()
    for module in (affine_verifiers, scf_verifiers, complex_verifiers, tensor_verifiers):
        regions = getattr(module, "REGION_VERIFIERS", {})
        for name in module.VERIFIERS.keys() | regions.keys():
            definition = context.get_op_name(name).definition
            assert definition is not None
            assert (definition.verifier is not None) == (name in module.VERIFIERS), name
            assert (definition.region_verifier is not None) == (name in regions), name
