"""Builtin shaped types written with blanks in them (`vector<4 x i32>`, `memref< ? x f32 >`,
which MLIR's lexer takes) print as MLIR prints them: without the blanks of their dimension
lists and before `>` (found on MLIR's Arith/ops.mlir, whose `vector<4 x i32>` passgen kept)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from mlir_tools import mlir_opt, requires_mlir_opt

from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.ir import Context

_ELEMENTS = ["i32", "f16", "index", "complex<f32>", "vector<2xi8>"]


@st.composite
def shaped(draw: st.DrawFn) -> tuple[str, str]:
    """A shaped type as MLIR prints it, and the same type with blanks drawn into it."""
    kind = draw(st.sampled_from(["vector", "tensor", "memref"]))
    sizes = draw(st.lists(st.sampled_from(["4", "1", "?", "[8]"]), min_size=0, max_size=3))
    if kind != "vector":
        sizes = [size.strip("[]") for size in sizes]
    else:
        sizes = [size.replace("?", "2") for size in sizes]
    element = draw(st.sampled_from(_ELEMENTS))
    blank = st.sampled_from(["", " ", "  ", "\n "])
    canonical = f"{kind}<{''.join(size + 'x' for size in sizes)}{element}>"
    spaced = f"{kind}<{draw(blank)}"
    for size in sizes:
        spaced += f"{size}{draw(blank)}x{draw(blank)}"
    spaced += f"{element}{draw(blank)}>"
    return canonical, spaced


def _signature(types: list[str]) -> str:
    arguments = ", ".join(f"%a{n}: {type}" for n, type in enumerate(types))
    return f"func.func @f({arguments}) {{\n  return\n}}\n"


@given(st.lists(shaped(), min_size=1, max_size=4))
def test_blanks_in_shaped_types_print_as_mlir_does(types: list[tuple[str, str]]) -> None:
    spaced = print_op(parse_source(_signature([s for _, s in types]), Context()))
    canonical = print_op(parse_source(_signature([c for c, _ in types]), Context()))
    assert spaced == canonical
    assert "x " not in spaced and " x" not in spaced


@requires_mlir_opt
def test_blanks_in_shaped_types_print_like_mlir_opt() -> None:
    text = (
        "func.func @f(%a: memref< 4 x ? x f32 >, %b: tensor<2 x vector< 4 x f32 >>) {\n"
        "  %0 = arith.constant dense<0> : vector<[4] x i32>\n  return\n}\n"
    )
    reference = mlir_opt(text)
    assert reference.returncode == 0, reference.stderr
    assert print_op(parse_source(text, Context())) + "\n" == reference.stdout
