"""`sparse<indices, values> : type` literals read and printed as mlir-opt 22 prints them (the
indices as an i64 literal, one index or a splat printed alone, the values one per index or a
splat, `sparse<>` without indices), found on MLIR's Tensor/canonicalize.mlir, whose
`sparse<..., [-5.0, -2.0]>` passgen kept as written. Hypothesis draws literals of random
shapes, element types and splats, some with indices out of the shape (errors, as mlir-opt's,
at the same positions); mlir-opt prints each batch (oracle)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from literal_cases import chunks
from mlir_tools import both, requires_mlir_opt
from profiles import examples

_ELEMENTS = {
    "i1": ["true", "false"],
    "i8": ["0", "-128", "127", "5"],
    "i32": ["7", "-1", "0"],
    "index": ["3", "0"],
    "f16": ["1.0", "-2.5", "0.0"],
    "f32": ["-5.0", "2.0", "1.0e10"],
    "bf16": ["1.5", "-0.0"],
}


@st.composite
def sparse_constants(draw: st.DrawFn) -> str:
    """An `arith.constant` of a sparse literal, as a user might write it."""
    shape = draw(st.lists(st.integers(1, 4), min_size=1, max_size=3))
    element = draw(st.sampled_from(sorted(_ELEMENTS)))
    count = draw(st.integers(0, 3))
    indices = [[draw(st.integers(0, size)) for size in shape] for _ in range(count)]  # some out
    values = [draw(st.sampled_from(_ELEMENTS[element])) for _ in range(count)]
    type = f"tensor<{'x'.join(map(str, shape))}x{element}>"
    if not count:
        body = draw(st.sampled_from(["", "[], []"]))
    else:
        if len(shape) == 1 and draw(st.booleans()):
            index_text = "[" + ", ".join(str(i[0]) for i in indices) + "]"
        else:
            index_text = "[" + ", ".join(f"[{', '.join(map(str, i))}]" for i in indices) + "]"
        value_text = "[" + ",".join(values) + "]"
        if draw(st.booleans()):
            value_text = values[0]  # a splat
        body = f"{index_text},  {value_text}"
    return (
        f'%0 = "arith.constant"() <{{value = sparse<{body}> : {type}}}> : () -> {type}\n'
        f'"test.use"(%0) : ({type}) -> ()'
    )


@requires_mlir_opt
@settings(max_examples=examples(20), deadline=None)
@given(st.lists(sparse_constants(), min_size=1, max_size=12))
def test_sparse_literals_print_as_mlir_opt_prints_them(ops: list[str]) -> None:
    ours, theirs = both(chunks(ops), "--split-input-file", "--allow-unregistered-dialect")
    assert ours == theirs


@requires_mlir_opt
def test_the_upstream_example() -> None:
    op = (
        '%5 = "arith.constant"() <{value = sparse<[[0, 0, 0], [1, 1, 1]],  [-5.0, -2.0]> : '
        "tensor<4x4x4xf16>}> : () -> tensor<4x4x4xf16>\n"
        '"test.use"(%5) : (tensor<4x4x4xf16>) -> ()'
    )
    ours, theirs = both(op, "--allow-unregistered-dialect")
    assert ours == theirs
    assert "sparse<[[0, 0, 0], [1, 1, 1]], [-5.000000e+00, -2.000000e+00]>" in ours[1]


@requires_mlir_opt
@pytest.mark.parametrize(
    "literal",
    [
        "sparse<[[0, 5]], [1.0]> : tensor<2x2xf32>",
        "sparse<[[0, 0]], [[1.0]]> : tensor<2x2xf32>",
        "sparse<[[0, 0]], [1.0, 2.0]> : tensor<2x2xf32>",
        "sparse<[0, 1], [1.0, 2.0]> : tensor<2x2xf32>",
        "sparse<[[-1]], [1.0]> : tensor<2xf32>",
        "sparse<[], []> : tensor<1x1xbf16>",
    ],
)
def test_malformed_sparse_literals_fail_as_in_mlir_opt(literal: str) -> None:
    type = literal.rpartition(" : ")[2]
    op = f'%0 = "arith.constant"() <{{value = {literal}}}> : () -> {type}'
    ours, theirs = both(op)
    assert ours == theirs
    assert ours[0] == 1
