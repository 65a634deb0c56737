"""SPIR-V types print as mlir-opt 22 prints them (runtime/dialects/spirv/type_syntax.py;
found on MLIR's SPIRV/IR tests, whose `!spirv.array<4xf32>` passgen kept as written):
arrays, runtime arrays, pointers, structs with offsets and member decorations, matrices,
cooperative matrices and images, nested, written with blanks anywhere MLIR allows them.
Hypothesis draws the types; mlir-opt prints each batch (oracle)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import mlir_opt, passgen_opt, requires_mlir_opt
from profiles import examples

from passgen.runtime.dialects.spirv.type_syntax import canonical_spirv_type

_SCALARS = ["f32", "i32", "f16", "i8", "vector<4xf32>", "vector<2 x i32>"]
_STORAGE = ["Function", "Uniform", "StorageBuffer", "Private"]
_IMAGE = "!spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Rgba8>"


@st.composite
def spirv_types(draw: st.DrawFn, depth: int = 2) -> str:
    blank = draw(st.sampled_from(["", " ", "  "]))
    inner = st.sampled_from(_SCALARS) if depth == 0 else spirv_types(depth - 1)
    kind = draw(st.sampled_from(["scalar", "array", "rtarray", "ptr", "struct", "matrix"]))
    stride = draw(st.sampled_from(["", f",{blank}stride{blank}={blank}16"]))
    if kind == "array":
        count = draw(st.integers(1, 8))
        return f"!spirv.array<{blank}{count}{blank}x{blank}{draw(inner)}{stride}{blank}>"
    if kind == "rtarray":
        return f"!spirv.rtarray<{blank}{draw(inner)}{stride}>"
    if kind == "ptr":
        return f"!spirv.ptr<{draw(inner)},{blank}{draw(st.sampled_from(_STORAGE))}>"
    if kind == "struct":
        members = draw(st.lists(inner, max_size=3))
        offsets = draw(st.booleans())
        decorated = [
            member + (f"{blank}[{blank}{4 * index}{blank}]" if offsets else "")
            for index, member in enumerate(members)
        ]
        return f"!spirv.struct<({f',{blank}'.join(decorated)})>"
    if kind == "matrix":
        columns, rows = draw(st.integers(2, 4)), draw(st.integers(2, 4))
        return f"!spirv.matrix<{columns}{blank}x{blank}vector<{rows}xf32>>"
    return draw(
        st.sampled_from([*_SCALARS, _IMAGE, "!spirv.coopmatrix<8x16xf32, Subgroup, MatrixA>"])
    )


@requires_mlir_opt
@settings(max_examples=examples(20), deadline=None)
@given(st.lists(spirv_types(), min_size=1, max_size=6))
def test_spirv_types_print_as_mlir_opt_prints_them(types: list[str]) -> None:
    text = f"func.func private @f({', '.join(types)})\n"
    expected = mlir_opt(text)
    assert expected.returncode == 0, expected.stderr
    assert passgen_opt(text) == (0, expected.stdout, "")


@pytest.mark.parametrize(
    "text",
    [
        "!spirv.array<4 f32>",
        "!spirv.array<4x>",
        "!spirv.ptr<f32 Uniform>",
        "!spirv.struct<(f32 i32)>",
        "!spirv.struct<(f32, i32)>, Block>",
        "!spirv.image<f32, Dim1D>",
        "!spirv.arm.tensor<4xi8>",
    ],
)
def test_what_the_reader_does_not_take_is_kept_as_written(text: str) -> None:
    assert canonical_spirv_type(text, lambda inner: inner) is None
