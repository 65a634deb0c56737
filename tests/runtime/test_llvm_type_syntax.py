"""LLVM dialect types print as mlir-opt 22 prints them (runtime/dialects/llvm/type_syntax.py,
through the asm layer's dialect canonicalizer hook): `!llvm.ptr<0>` is `!llvm.ptr`, LLVM
types inside LLVM types lose their prefix, blanks as MLIR puts them; and random spellings of
random LLVM types read back as mlir-opt prints them."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import mlir_opt, passgen_opt, requires_mlir_opt
from profiles import examples

from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.ir import Context

TYPES = [
    "!llvm.struct<(i32, !llvm.ptr)>",
    "!llvm.ptr<0>",
    "!llvm.ptr< 3 >",
    "!llvm.array<4 x i32>",
    "!llvm.func<void (i32, ...)>",
    "!llvm.func<i32()>",
    '!llvm.struct<"foo", (i32, ptr<1>)>',
    "!llvm.struct<packed (i8,i32)>",
    '!llvm.struct<"op", opaque>',
    '!llvm.struct<"r", (ptr, struct<"r">)>',
    '!llvm.target<"spirv.Image", i32, 0>',
    "!llvm.array< 2 x array<3 x vector<4 x f32>>>",
    "!llvm.func<!llvm.ptr (ptr, !llvm.struct<(i32)>)>",
    "!llvm.struct<(tensor<4 x f32, 0>, !llvm.ptr<0>)>",
    '!llvm.func<void (!llvm.token, !llvm.target<"y">)>',
]


def _source(types: list[str]) -> str:
    entries = ", ".join(f"a{n} = {type}" for n, type in enumerate(types))
    return f'"test.op"() {{{entries}}} : () -> ()\n'


@requires_mlir_opt
def test_llvm_types_print_as_mlir_opt_prints_them() -> None:
    source = _source(TYPES)
    for flags in ([], ["--mlir-print-op-generic"]):
        theirs = mlir_opt(source, "--allow-unregistered-dialect", *flags)
        assert theirs.returncode == 0, theirs.stderr
        assert passgen_opt(source, "--allow-unregistered-dialect", *flags) == (
            0,
            theirs.stdout,
            "",
        )


_BLANK = st.sampled_from(["", " ", "  "])


@st.composite
def data_types(draw: st.DrawFn, depth: int = 2) -> tuple[str, str]:
    """An LLVM data type (what arrays and structs hold) as mlir-opt prints it inside another
    LLVM type (without prefix), and a spelling of it (with or without prefix, `ptr<0>`,
    blanks drawn in)."""
    kind = draw(st.sampled_from(["leaf", "array", "struct"])) if depth else "leaf"
    if kind == "leaf":
        leaf = draw(st.sampled_from(["i32", "f16", "vector<4xf32>", "ptr", "ptr<0>", "ptr<3>"]))
        return leaf.replace("<0>", ""), leaf
    if kind == "array":
        size = draw(st.integers(0, 9))
        inner, spelled = draw(data_types(depth - 1))
        return f"array<{size} x {inner}>", f"array<{draw(_BLANK)}{size} x {spelled}{draw(_BLANK)}>"
    members = draw(st.lists(data_types(depth - 1), max_size=3))
    packed = draw(st.sampled_from(["", "packed "]))
    printed = ", ".join(inner for inner, _ in members)
    spelled = f",{draw(_BLANK)}".join(_prefixed(draw, spelling) for _, spelling in members)
    return f"struct<{packed}({printed})>", f"struct<{packed}({spelled}){draw(_BLANK)}>"


@st.composite
def function_types(draw: st.DrawFn) -> tuple[str, str]:
    """An LLVM function type of data types, printed and spelled as `data_types`'."""
    result, spelled_result = draw(st.just(("void", "void")) | data_types(2))
    params = draw(st.lists(data_types(2), max_size=3))
    printed = ", ".join(inner for inner, _ in params)
    spelled = ",".join(_prefixed(draw, spelling) for _, spelling in params)
    return f"func<{result} ({printed})>", f"func<{spelled_result}({spelled})>"


llvm_types = data_types(3) | function_types()


def _prefixed(draw: st.DrawFn, spelling: str) -> str:
    """`spelling` with the `!llvm.` prefix, sometimes (not for builtin types)."""
    builtin = spelling[0] in "fiv" and not spelling.startswith("func")
    return spelling if builtin or not draw(st.booleans()) else "!llvm." + spelling


def _top(printed: str) -> str:
    return printed if printed[0] in "fiv" and not printed.startswith("func") else "!llvm." + printed


@settings(max_examples=examples(60))
@given(llvm_types)
def test_random_spellings_of_llvm_types_print_canonically(spellings: tuple[str, str]) -> None:
    printed, spelled = spellings
    module = parse_source(_source([_top(spelled)]), Context(allow_unregistered_dialects=True))
    assert f"a0 = {_top(printed)}}}" in print_op(module)


@requires_mlir_opt
@settings(max_examples=examples(4), deadline=None)
@given(st.lists(llvm_types, min_size=1, max_size=12))
def test_random_llvm_types_print_as_mlir_opt_prints_them(
    spellings: list[tuple[str, str]],
) -> None:
    source = _source([_top(spelled) for _, spelled in spellings])
    theirs = mlir_opt(source, "--allow-unregistered-dialect")
    assert theirs.returncode == 0, theirs.stderr
    assert passgen_opt(source, "--allow-unregistered-dialect") == (0, theirs.stdout, "")
