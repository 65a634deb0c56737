"""The linalg dialect's custom forms (runtime/dialects/linalg/): its structured ops read and
printed as mlir-opt 22 reads and prints them, their hidden bodies built as MLIR's region
builders build them (named ops from MLIR 22's OpDSL data, `named_ops.json`), and the
indexing maps the verifier memoizes.

Upstream chunks (tests/data/upstream_mlir/mlir/test/Dialect/Linalg/, origins in that
folder's README) and generated named ops over random shapes and element types are compared
with mlir-opt in both directions; without mlir-opt those tests skip."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import MLIR_INCLUDE, mlir_opt, oracle, passgen_opt, requires_mlir_opt
from paths import DATA
from profiles import examples

from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.ir import Context, verify

LINALG = DATA / "upstream_mlir" / "mlir" / "test" / "Dialect" / "Linalg"
CHUNKS = [
    chunk
    for path in sorted(LINALG.glob("*.mlir"))
    for chunk in path.read_text().split("// -----")
    if "func.func" in chunk
]


def _roundtrip(text: str) -> tuple[str, str]:
    """Our custom and generic prints of `text`, after verification."""
    module = parse_source(text, Context())
    verify(module)
    return print_op(module) + "\n", print_op(module, generic=True) + "\n"


@requires_mlir_opt
@pytest.mark.parametrize("chunk", CHUNKS, ids=range(len(CHUNKS)))
def test_upstream_chunks_print_and_read_back_as_mlir_opts(chunk: str) -> None:
    custom, generic = mlir_opt(chunk).stdout, mlir_opt(chunk, "--mlir-print-op-generic").stdout
    assert _roundtrip(chunk) == (custom, generic)
    assert _roundtrip(custom)[1] == generic
    assert _roundtrip(generic)[0] == custom


ELEMENTS = ("f16", "f32", "f64", "bf16", "i1", "i8", "i32", "i64")
FLOATS = ("f16", "f32", "f64", "bf16")


@st.composite
def named_ops(draw: st.DrawFn) -> str:
    """A function of one linalg op over random shapes and element types, which mlir-opt
    verifies: a unary or binary elementwise op, `copy`, `fill`, a `matmul` family op (with
    its `cast`), `transpose`, `broadcast`, `map` or `reduce`."""
    kind = draw(
        st.sampled_from(
            ["unary", "binary", "copy", "fill", "matmul", "batch", "map", "transpose", "reduce"]
        )
    )
    shape = draw(st.lists(st.integers(1, 9), min_size=1, max_size=3))
    container = draw(st.sampled_from(["tensor", "memref"]))
    dims = "x".join(map(str, shape))
    ins, out = _OPERANDS[kind](draw, shape, dims, container)
    names = [f"%a{index}" for index in range(len(ins) + 1)]
    params = ", ".join(f"{n}: {t}" for n, t in zip(names, [*ins, out]))
    result = f" -> {out}" if container == "tensor" else ""
    prefix = "%r = " if container == "tensor" else ""
    body = _body(draw, kind, names, ins, out, shape, result)
    return f"func.func @f({params}) {{\n  {prefix}{body}\n  return\n}}\n"


def _elementwise(
    draw: st.DrawFn, shape: list[int], dims: str, container: str, count: int
) -> tuple[list[str], str]:
    element = draw(st.sampled_from(FLOATS if count == 1 else ELEMENTS[1:]))
    type = f"{container}<{dims}x{element}>"
    return [type] * count, type


def _matmul(
    draw: st.DrawFn, shape: list[int], dims: str, container: str, batch: bool
) -> tuple[list[str], str]:
    m, n, k = (shape + [3, 5, 7])[:3]
    lead = "2x" if batch else ""
    a, b, c = (draw(st.sampled_from(ELEMENTS[2:])) for _ in range(3))
    return [
        f"{container}<{lead}{m}x{k}x{a}>",
        f"{container}<{lead}{k}x{n}x{b}>",
    ], f"{container}<{lead}{m}x{n}x{c}>"


def _fill(element: str, dims: str, container: str) -> tuple[list[str], str]:
    return [element], f"{container}<{dims}x{element}>"


_OPERANDS = {
    "unary": lambda draw, shape, dims, c: _elementwise(draw, shape, dims, c, 1),
    "binary": lambda draw, shape, dims, c: _elementwise(draw, shape, dims, c, 2),
    "copy": lambda draw, shape, dims, c: (
        [f"{c}<{dims}x{draw(st.sampled_from(ELEMENTS))}>"],
        f"{c}<{dims}x{draw(st.sampled_from(ELEMENTS))}>",
    ),
    "fill": lambda draw, shape, dims, c: _fill(draw(st.sampled_from(ELEMENTS)), dims, c),
    "matmul": lambda draw, shape, dims, c: _matmul(draw, shape, dims, c, False),
    "batch": lambda draw, shape, dims, c: _matmul(draw, shape, dims, c, True),
    "map": lambda draw, shape, dims, c: _elementwise(draw, shape, dims, c, 1),
    "transpose": lambda draw, shape, dims, c: _reshaped(draw, shape, c, shape[::-1]),
    "reduce": lambda draw, shape, dims, c: _reshaped(draw, shape, c, shape[1:]),
}


def _reshaped(
    draw: st.DrawFn, shape: list[int], container: str, out: list[int]
) -> tuple[list[str], str]:
    element = draw(st.sampled_from(FLOATS))

    def typed(dims: list[int]) -> str:
        return f"{container}<{''.join(f'{d}x' for d in dims)}{element}>"

    return [typed(shape)], typed(out)


def _body(
    draw: st.DrawFn,
    kind: str,
    names: list[str],
    ins: list[str],
    out: str,
    shape: list[int],
    result: str,
) -> str:
    operands = f"ins({', '.join(names[:-1])} : {', '.join(ins)}) outs({names[-1]} : {out})"
    if kind == "unary":
        op = draw(
            st.sampled_from(["exp", "log", "abs", "negf", "sqrt", "tanh", "reciprocal", "square"])
        )
    elif kind == "binary":
        op = draw(st.sampled_from(["add", "sub", "mul", "max", "min", "div"]))
        if ins[0].endswith("xi1>") and op in ("sub", "div"):
            op = "add"
    elif kind in ("matmul", "batch"):
        op = "matmul" if kind == "matmul" else "batch_matmul"
        if draw(st.booleans()):
            op += " {cast = #linalg.type_fn<cast_unsigned>}"
    elif kind in ("map", "transpose", "reduce"):
        return _dst_body(kind, names, ins, out, shape)
    else:
        op = kind
    return f"linalg.{op} {operands}{result}"


def _dst_body(kind: str, names: list[str], ins: list[str], out: str, shape: list[int]) -> str:
    """`map`, `transpose` or `reduce` of the one input (their results are the outs')."""
    operands = f"ins({names[0]} : {ins[0]}) outs({names[-1]} : {out})"
    if kind == "map":
        return f"linalg.map {{ math.absf }} {operands}"
    if kind == "transpose":
        order = ", ".join(map(str, reversed(range(len(shape)))))
        return f"linalg.transpose {operands} permutation = [{order}]"
    return f"linalg.reduce {{ arith.addf }} {operands} dimensions = [0]"


@requires_mlir_opt
@settings(max_examples=examples(40), deadline=None)
@given(named_ops())
def test_generated_named_ops_print_and_read_back_as_mlir_opts(function: str) -> None:
    custom = mlir_opt(function)
    assert custom.returncode == 0, custom.stderr + function
    generic = mlir_opt(function, "--mlir-print-op-generic").stdout
    assert passgen_opt(function) == (0, custom.stdout, "")
    assert passgen_opt(function, "--mlir-print-op-generic") == (0, generic, "")
    assert passgen_opt(generic) == (0, custom.stdout, "")


# Malformed custom linalg ops: mlir-opt's first diagnostic, which ours must equal.
MALFORMED = [
    "linalg.div_unsigned ins(%f, %f : memref<4xf32>, memref<4xf32>) outs(%f : memref<4xf32>)",
    "linalg.exp ins(%i : memref<4xi32>) outs(%i : memref<4xi32>)",
    "linalg.add ins(%f, %i : memref<4xf32>, memref<4xi32>) outs(%f : memref<4xf32>)",
    "linalg.copy ins(%f, %f : memref<4xf32>) outs(%f : memref<4xf32>)",
    "linalg.copy ins(%f : memref<4xf32>) outs( %f, %f : memref<4xf32>)",
    "linalg.matmul ins(%f : memref<4xf32>) outs(%f : memref<4xf32>)",
    "linalg.reduce ins(%f : memref<4xf32>) outs(%f : memref<4xf32>) {",
    "linalg.generic [1] ins(%f : memref<4xf32>) {\n}",
    'linalg.generic {iterator_types = ["sideways"]} outs(%f : memref<4xf32>) {\n}',
]
PREAMBLE = "func.func @f(%f: memref<4xf32>, %i: memref<4xi32>) {\n  "


@requires_mlir_opt
@pytest.mark.parametrize("op", MALFORMED)
def test_malformed_ops_get_mlir_opts_first_diagnostic(op: str) -> None:
    text = PREAMBLE + op + "\n  return\n}\n"
    theirs = mlir_opt(text).stderr.split("\n")[0]
    code, _, ours = passgen_opt(text)
    assert code == 1 and ours.split("\n")[0] == theirs.replace("<stdin>", "<stdin>")


def test_convolution_maps_are_memoized_with_their_strides_and_dilations() -> None:
    text = (
        "func.func @f(%i: memref<1x9x9x3xf32>, %w: memref<3x3x3x4xf32>, %o: memref<1x3x3x4xf32>) {\n"
        "  linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<3> "
        ": tensor<2xi64>} ins(%i, %w : memref<1x9x9x3xf32>, memref<3x3x3x4xf32>) outs(%o : "
        "memref<1x3x3x4xf32>)\n  return\n}\n"
    )
    custom, generic = _roundtrip(text)
    assert "linalg.memoized_indexing_maps" not in custom
    assert "(d0, d1 * 3 + d4, d2 * 3 + d5 * 2, d6)" in generic


def test_a_named_op_body_is_built_from_its_element_types() -> None:
    text = (
        "func.func @f(%a: memref<4x8xi8>, %b: memref<8x2xi8>, %c: memref<4x2xf32>) {\n"
        "  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : memref<4x8xi8>, "
        "memref<8x2xi8>) outs(%c : memref<4x2xf32>)\n  return\n}\n"
    )
    generic = _roundtrip(text)[1]
    body = [found[1] for found in re.finditer(r'"(arith\.\w+)"', generic)]
    assert body == ["arith.uitofp", "arith.uitofp", "arith.mulf", "arith.addf"]


@oracle("mlir-include")
def test_the_named_op_data_is_what_mlir_22_ships() -> None:
    from passgen.ods.linalg_named import import_named_ops
    from passgen.runtime.dialects.linalg.named_ops import _DATA

    with open(_DATA, encoding="utf-8") as data:
        assert json.load(data) == import_named_ops(MLIR_INCLUDE)
