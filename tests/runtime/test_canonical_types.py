"""Builtin types and dense literals spelled other than canonically print as mlir-opt 22
prints them (runtime/asm/builtin_type_syntax.py, dense_parser.py): a memref's identity
affine-map layout and memory space 0 dropped, strided layouts canonical, tuples' blanks,
dense literals of complex numbers and strings, dialect symbols in their pretty form
(`!bar<baz<3>>` is `!bar.baz<3>`). Two spellings of one type are one type
(found on MLIR's MemRef/ops.mlir, whose `memref<256 x f32, affine_map<(d0) -> (d0)>, 0>`
passgen kept, and Tensor/canonicalize.mlir's `dense<(1.2, 2.3)>`)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import mlir_opt, passgen_opt, requires_mlir_opt
from profiles import examples

from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.ir import Context

TYPES = [
    "memref<256 x f32, affine_map<(d0) -> (d0)>, 0>",
    "memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>, 1>",
    "memref<4x?xf32, strided<[?, 1], offset: 0>>",
    "memref<4xf32, strided< [ 1 ] , offset : ? >>",
    "memref<4xf32, 0 : i64>",
    "memref<4xf32, 3 : i32>",
    "memref<*xf32, 0>",
    "memref<f32, affine_map<() -> ()>>",
    'memref<4xf32, affine_map<(i) -> (i)>, "space">',
    "memref<4xf32, #alias>",
    "tensor<4xf32, 1>",
    "tensor<4xf32, [ 1 , 2 ]>",
    "tuple< i32 , f32 >",
    "tuple<>",
    "complex< f32 >",
    "vector<[ 4 ] x 8 x f32>",
    "tensor<* x vector<2x4xf32>>",
    "!bar<baz<3>>",
    "!bar<b-c>",
]

ATTRIBUTES = [
    "strided< [ 1 , ? ] , offset : 0 >",
    "dense<(1.2, 2.3)> : tensor<complex<f32>>",
    "dense<[(1.0,2.0), (3.0 , 4.0)]> : tensor<2xcomplex<f64>>",
    "dense<[(1,2),(1,2)]> : tensor<2xcomplex<i32>>",
    'dense<"0x0100020003000400"> : tensor<2xcomplex<i16>>',
    'dense<["a" , "b\\0A"]> : tensor<2x!foo.string>',
    'dense<["ab", "ab"]> : tensor<2x!foo.string>',
    "dense<[]> : tensor<0x!foo.string>",
    "#bar<baz>",
    '#bar<"x">',
]


def _source(types: list[str], attributes: list[str]) -> str:
    arguments = ", ".join(f"%a{n}: {type}" for n, type in enumerate(types))
    entries = ", ".join(f"a{n} = {attr}" for n, attr in enumerate(attributes))
    return (
        "#alias = affine_map<(d0) -> (d0)>\n"
        f"func.func @f({arguments}) {{\n"
        f'  "test.op"() {{{entries}}} : () -> ()\n'
        "  return\n}\n"
    )


@requires_mlir_opt
@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
def test_types_and_attributes_print_as_mlir_opt_prints_them(generic: bool) -> None:
    source = _source(TYPES, ATTRIBUTES)
    flags = ["--allow-unregistered-dialect", *(["--mlir-print-op-generic"] if generic else [])]
    theirs = mlir_opt(source, *flags)
    assert theirs.returncode == 0, theirs.stderr
    assert passgen_opt(source, *flags) == (0, theirs.stdout, "")


def test_two_spellings_of_a_type_are_one_type() -> None:
    source = (
        "func.func @f(%A: memref<256 x f32, affine_map<(d0) -> (d0)>, 0>) {\n"
        '  "test.use"(%A) : (memref<256xf32>) -> ()\n'
        "  return\n}\n"
    )
    code, out, err = passgen_opt(source, "--allow-unregistered-dialect")
    assert (code, err) == (0, "")
    assert "%arg0: memref<256xf32>)" in out


@st.composite
def memref_spellings(draw: st.DrawFn) -> tuple[str, str]:
    """A memref type as mlir-opt prints it, and another spelling of it."""
    sizes = draw(st.lists(st.sampled_from(["4", "?", "1"]), min_size=1, max_size=3))
    rank = len(sizes)
    blank = st.sampled_from(["", " ", "\n  "])
    dims = [f"d{n}" for n in range(rank)]
    identity = f"affine_map<({', '.join(dims)}) -> ({', '.join(dims)})>"
    layout = draw(st.sampled_from(["", f", {identity}", ", strided<[1], offset: 0>"]))
    canonical_layout = ", strided<[1]>" if "strided" in layout else ""
    if "strided" in layout and rank != 1:
        layout = canonical_layout = ""
    space = draw(st.sampled_from(["", ", 0", ", 0 : i32", ", 2", ", 2 : i64"]))
    canonical_space = ", 2" if space.startswith(", 2") else ""
    element = draw(st.sampled_from(["f32", "i8", "index"]))
    written = "memref<" + "".join(f"{size}{draw(blank)}x{draw(blank)}" for size in sizes)
    written += f"{element}{layout}{space}{draw(blank)}>"
    canonical = f"memref<{''.join(size + 'x' for size in sizes)}{element}"
    return canonical + canonical_layout + canonical_space + ">", written


@settings(max_examples=examples(50))
@given(memref_spellings())
def test_random_spellings_of_a_memref_print_as_one_type(spellings: tuple[str, str]) -> None:
    canonical, written = spellings
    source = (
        f'func.func @f(%a: {written}) {{\n  "test.use"(%a) : ({canonical}) -> ()\n  return\n}}\n'
    )
    module = parse_source(source, Context(allow_unregistered_dialects=True))
    printed = print_op(module)
    assert f"%arg0: {canonical})" in printed
