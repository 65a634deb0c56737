"""What the generated-op differential test (test_format_generated.py) found, each as
mlir-opt 22 prints it (the expected texts are its output)."""

from __future__ import annotations

import pytest
from mlir_tools import passgen_opt


def _op_line(source: str) -> str:
    code, out, err = passgen_opt(f"func.func @f0{source}\n")
    assert code == 0, err
    return out.splitlines()[2].strip()


@pytest.mark.parametrize(
    ("source", "printed"),
    [
        # parseOptionalAttribute falls back to parseOptionalType: a dialect type is a
        # type attribute.
        (
            "(%a: !pdl.type) { pdl_interp.check_type %a is !llvm.ptr -> ^bb1, ^bb2\n"
            "^bb1: return\n^bb2: return }",
            "pdl_interp.check_type %arg0 is !llvm.ptr -> ^bb1, ^bb2",
        ),
        # `->` is an arrow, not the minus of a negative number: no attribute starts there.
        ("() { %0 = nvvm.barrier -> i32\n return }", "%0 = nvvm.barrier -> i32"),
    ],
)
def test_optional_attributes_start_as_in_mlir(source: str, printed: str) -> None:
    assert _op_line(source) == printed


def test_an_optional_attribute_at_its_default_is_left_out_of_its_group() -> None:
    source = (
        "(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) { %0 = linalg.unpack %a "
        "outer_dims_perm = [] inner_dims_pos = [] inner_tiles = [] into %b"
        " : tensor<4x4xf32> -> tensor<4x4xf32>\n return }"
    )
    assert _op_line(source) == (
        "%unpack = linalg.unpack %arg0 inner_dims_pos = [] inner_tiles = [] into %arg1"
        " : tensor<4x4xf32> -> tensor<4x4xf32>"
    )


@pytest.mark.parametrize(
    ("source", "printed"),
    [
        ("() { %0 = omp.new_cli\n return }", "%cli = omp.new_cli"),
        ("() { %0 = smt.constant true\n return }", "%true = smt.constant true"),
        (
            "(%a: tensor<i32>, %s: !shard.sharding) { %0 = shard.shard %a to %s : tensor<i32>\n"
            " return }",
            "%sharding_annotated = shard.shard %arg0 to %arg1 : tensor<i32>",
        ),
        (
            "(%a: index, %s: !shard.sharding) { %0:2 = shard.shard_shape dims = [%a, 4]"
            " sharding = %s device = [0, %a] : index, index\n return }",
            "%shard_shape:2 = shard.shard_shape dims = [%arg0, 4] sharding = %arg1"
            " device = [0, %arg0] : index, index",
        ),
    ],
)
def test_result_names_of_cpp_hooks(source: str, printed: str) -> None:
    assert _op_line(source) == printed


def _error(source: str) -> str:
    code, _, err = passgen_opt(source)
    assert code == 1, err
    return err.splitlines()[0]


_HUGE = "1" + "9" * 5000


@pytest.mark.parametrize(
    ("source", "error"),
    [
        # Found by the custom-IR fuzz campaigns: integers of thousands of digits crashed
        # the custom forms' integer parsers; MLIR's parseInteger<int64_t> says this.
        (
            f"func.func @f(%t: tensor<8xf32>) {{ %s = tensor.extract_slice %t[{_HUGE}] [4] [1]"
            " : tensor<8xf32> to tensor<4xf32> return }",
            "<stdin>:1:64: error: custom op 'tensor.extract_slice' integer value too large",
        ),
        (
            "func.func @f(%t: tensor<8xf32>) { %s = tensor.extract_slice %t[99999999999999999999]"
            " [4] [1] : tensor<8xf32> to tensor<4xf32> return }",
            "<stdin>:1:64: error: custom op 'tensor.extract_slice' integer value too large",
        ),
        (
            f"func.func @f(%v: vector<4xf32>) {{ %s = vector.shuffle %v, %v [{_HUGE}]"
            " : vector<4xf32>, vector<4xf32> return }",
            "<stdin>:1:63: error: custom op 'vector.shuffle' integer value too large",
        ),
    ],
)
def test_huge_integers_in_custom_forms_are_errors(source: str, error: str) -> None:
    assert _error(source) == error


def test_a_tensor_of_more_elements_than_listed_is_an_error_not_a_crash() -> None:
    error = _error(
        f"func.func @f(%c: index) {{ %0 = tensor.from_elements %c : tensor<{_HUGE}xindex> return }}"
    )
    assert "tensor.from_elements' number of operands and types do not match" in error


def test_a_scalable_vector_has_as_many_elements_as_its_minimum_size() -> None:
    # vector.to_elements of vector<[4]xf32> crashed passgen's inferReturnTypes.
    source = "(%v: vector<[4]xf32>) { %0:4 = vector.to_elements %v : vector<[4]xf32>\n return }"
    assert _op_line(source) == "%0:4 = vector.to_elements %arg0 : vector<[4]xf32>"
