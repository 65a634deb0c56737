"""`type($x)` of a value whose constraint has a builtin C++ class reads a type of that class
only (runtime/asm/format/builtin_kinds.py, `type_kind` in upstream_formats.json), with MLIR's
`parseType<Class>` error at the type: naming the class's `name`, or not for a class without
one (`TensorType`, `BaseMemRefType`); and (oracle) mlir-opt rejects the same text alike."""

from __future__ import annotations

import pytest
from mlir_tools import assert_fails_as_mlir_opt, passgen_opt, requires_mlir_opt
from verifier_cases import function


def _found(expected: str, found: str) -> str:
    return f"invalid kind of type specified: expected {expected}, but found '{found}'"


CASES = [
    pytest.param(
        "%e = tensor.from_elements %n : tensor<*xi32>",
        "custom op 'tensor.from_elements' " + _found("builtin.tensor", "tensor<*xi32>"),
        id="RankedTensorType",
    ),
    pytest.param(
        "tensor.splat %f : memref<8xf32>",
        "custom op 'tensor.splat' " + _found("builtin.tensor", "memref<8xf32>"),
        id="RankedTensorType-splat",
    ),
    pytest.param(
        "%m = memref.alloc() : memref<4xf32>\n  %c = tensor.cast %m : memref<4xf32> to tensor<4xf32>",
        "custom op 'tensor.cast' invalid kind of type specified",
        id="TensorType",
    ),
    pytest.param(
        "%m = memref.alloc() : tensor<4xf32>",
        "custom op 'memref.alloc' " + _found("builtin.memref", "tensor<4xf32>"),
        id="MemRefType",
    ),
    pytest.param(
        "%m = memref.alloc() : memref<4xf32>\n  %c = memref.cast %m : memref<4xf32> to tensor<4xf32>",
        "custom op 'memref.cast' invalid kind of type specified",
        id="BaseMemRefType",
    ),
    pytest.param(
        "%v = vector.bitcast %f : f32 to vector<1xf32>",
        "custom op 'vector.bitcast' " + _found("builtin.vector", "f32"),
        id="VectorType",
    ),
    pytest.param(
        "%a = complex.abs %f : f32",
        "custom op 'complex.abs' " + _found("builtin.complex", "f32"),
        id="ComplexType",
    ),
    pytest.param(
        "%c = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>\n"
        "  %p = complex.powi %c, %f : complex<f32>, f32",
        "custom op 'complex.powi' " + _found("builtin.integer", "f32"),
        id="IntegerType",
    ),
    pytest.param(
        "%r = func.call_indirect %n() : i32",
        "custom op 'func.call_indirect' " + _found("builtin.function", "i32"),
        id="FunctionType",
    ),
    pytest.param(
        "%s = gpu.num_subgroups : i32",
        "custom op 'gpu.num_subgroups' " + _found("builtin.index", "i32"),
        id="IndexType",
    ),
]


@pytest.mark.parametrize(("body", "message"), CASES)
def test_type_of_another_kind_is_a_parse_error(body: str, message: str) -> None:
    code, _, err = passgen_opt(function(body))
    assert code == 1
    assert err.split("\n")[0].split(": error: ", 1)[1] == message


def test_types_of_the_class_parse_and_print_as_before() -> None:
    body = (
        "%e = tensor.from_elements %n, %n : tensor<2xi32>\n"
        "  %m = memref.alloc() : memref<4xf32>\n"
        "  %v = vector.bitcast %e : tensor<2xi32> to vector<2xi32>"
    )
    code, _, err = passgen_opt(function(body))
    assert (code, err.split("\n")[0].split(": error: ", 1)[1]) == (
        1,
        "custom op 'vector.bitcast' " + _found("builtin.vector", "tensor<2xi32>"),
    )
    code, out, _ = passgen_opt(function(body.rsplit("\n", 1)[0]))
    assert code == 0
    assert "tensor.from_elements %arg3, %arg3 : tensor<2xi32>" in out
    assert "memref.alloc() : memref<4xf32>" in out


@requires_mlir_opt
@pytest.mark.parametrize(("body", "message"), CASES)
def test_kinds_as_mlir_opt(body: str, message: str) -> None:
    assert_fails_as_mlir_opt(function(body))
