"""The declarative assembly-format interpreter (runtime/asm/format/plan.py and the modules it
compiles with): which upstream ops get a form, OpFormatGen's spacing rules, the type
helpers; and, against mlir-opt 22 (oracle), the custom print byte for byte, the generic
print, the custom form read back, and errors on malformed custom ops at mlir-opt's position.

Attribute variables whose syntax is not the full attribute (enum, symbol, typed,
stripped...) come from attribute_syntax.py (tests/runtime/test_attribute_syntax.py)."""

from __future__ import annotations

import json

import pytest
from format_interpreter_cases import MALFORMED, ROUND_TRIPS, WITH_ATTRIBUTE_SYNTAX
from mlir_tools import mlir_opt, requires_mlir_opt

from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.asm.format.plan import FORMATS, compile_form, upstream_form
from passgen.runtime.asm.format.printing import Spacing
from passgen.runtime.asm.format.type_inference import Unsupported
from passgen.runtime.ir import Context
from passgen.runtime.ir.attributes import OpaqueAttr
from passgen.runtime.ir.diagnostics import DiagnosticError
from passgen.runtime.ir.shaped_types import attribute_type, element_type, with_element
from passgen.runtime.ir.types import I1, OpaqueType


def _forms() -> tuple[int, int]:
    """(ops with a format, ops that get a form)."""
    with open(FORMATS, encoding="utf-8") as data:
        blocks = json.load(data)
    total = formed = 0
    for dialect, block in blocks.items():
        for mnemonic, entry in block.items():
            if mnemonic.startswith("!") or "format" not in entry:
                continue
            total += 1
            try:
                compile_form(f"{dialect}.{mnemonic}", entry, block)
                formed += 1
            except Unsupported:
                pass
    return total, formed


def test_most_upstream_formats_compile_and_the_rest_stay_generic() -> None:
    total, formed = _forms()
    assert total == 2245  # with arm_sme's
    assert formed >= 2026  # 1339 before attribute_syntax.py, 1951 before AsyncDependencies


@pytest.mark.parametrize(
    "op_name",
    ["xegpu.create_nd_tdesc", "emitc.load"],  # directive, transformer unwritten
)
def test_ops_the_interpreter_cannot_reproduce_get_no_form(op_name: str) -> None:
    assert upstream_form(op_name) is None


def test_ops_without_a_declarative_format_get_no_form() -> None:
    assert upstream_form("arith.select") is None  # hasCustomAssemblyFormat
    assert upstream_form("nosuch.op") is None


@pytest.mark.parametrize(
    ("literals", "printed"),
    [
        (["(", "x", ")"], "(x)"),
        ([":", "->"], " : ->"),
        (["[", "]"], "[]"),
        (["kw", "<", ">"], " kw<>"),
        (["->", "(", ")", ","], " -> (),"),
    ],
)
def test_literal_spacing_follows_opformatgen(literals: list[str], printed: str) -> None:
    spacing = Spacing()
    assert "".join(spacing.before_literal(value) for value in literals) == printed


def test_a_value_after_an_opening_bracket_has_no_space() -> None:
    spacing = Spacing()
    assert spacing.before_value() == " "
    assert spacing.before_literal("[") == "["
    assert spacing.before_value() == ""
    assert spacing.before_literal("]") == "]"
    assert spacing.before_value() == " "


@pytest.mark.parametrize(
    ("text", "element", "i1_shaped"),
    [
        ("vector<[4]x8xf32>", "f32", "vector<[4]x8xi1>"),
        ("tensor<?x4xf32, #enc>", "f32", "tensor<?x4xi1, #enc>"),
        ("tensor<*xf32>", "f32", "tensor<*xi1>"),
        ("memref<4xvector<2xi8>, 1>", "vector<2xi8>", "memref<4xi1, 1>"),
        ("f32", "f32", "i1"),
    ],
)
def test_shaped_types_split_into_shape_and_element(text: str, element: str, i1_shaped: str) -> None:
    assert element_type(OpaqueType(text)).text == element
    assert with_element(OpaqueType(text), I1).text == i1_shaped


def test_typed_attributes_give_their_type() -> None:
    found = attribute_type(OpaqueAttr('dense<"a : b"> : tensor<2xi32>'))
    assert found is not None and found.text == "tensor<2xi32>"
    assert attribute_type(OpaqueAttr("#foo.bar")) is None


# -- against mlir-opt -----------------------------------------------------------------------


def _round_trip(text: str) -> None:
    reference = mlir_opt(text)
    assert reference.returncode == 0, reference.stderr
    reference_generic = mlir_opt(text, "--mlir-print-op-generic").stdout
    context = Context()
    ours = parse_source(text, context)
    assert print_op(ours) + "\n" == reference.stdout
    assert print_op(ours, generic=True) + "\n" == reference_generic
    again = parse_source(reference.stdout, context)
    assert print_op(again, generic=True) + "\n" == reference_generic


@requires_mlir_opt
@pytest.mark.parametrize("name", sorted(ROUND_TRIPS))
def test_custom_print_and_read_back_match_mlir_opt(name: str) -> None:
    _round_trip(ROUND_TRIPS[name])


@requires_mlir_opt
@pytest.mark.parametrize("name", sorted(WITH_ATTRIBUTE_SYNTAX))
def test_ops_with_attribute_syntax_round_trip(name: str) -> None:
    _round_trip(WITH_ATTRIBUTE_SYNTAX[name])


@requires_mlir_opt
@pytest.mark.parametrize("text", MALFORMED)
def test_malformed_custom_ops_fail_where_mlir_opt_does(text: str) -> None:
    reference = mlir_opt(text)
    assert reference.returncode != 0
    expected = reference.stderr.splitlines()[0].replace("<stdin>", "t.mlir")
    with pytest.raises(DiagnosticError) as failure:
        parse_source(text, Context(), "t.mlir")
    assert str(failure.value).splitlines()[0] == expected
