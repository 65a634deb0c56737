"""The declarative assembly-format interpreter (runtime/asm/format/plan.py and the modules it
compiles with): which upstream ops get a form, OpFormatGen's spacing rules, the type
helpers; and, against mlir-opt 22 (oracle), the custom print byte for byte, the generic
print, the custom form read back, and errors on malformed custom ops at mlir-opt's position.

Attribute variables whose syntax is not the full attribute (enum, symbol, typed,
stripped...) come from attribute_syntax.py (tests/runtime/test_attribute_syntax.py)."""

from __future__ import annotations

import json

import pytest
from mlir_tools import mlir_opt, requires_mlir_opt

from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.asm.format.plan import FORMATS, compile_form, upstream_form
from passgen.runtime.asm.format.printing import Spacing
from passgen.runtime.asm.format.shaped_types import attribute_type, element_type, with_element
from passgen.runtime.asm.format.type_inference import Unsupported
from passgen.runtime.ir import Context
from passgen.runtime.ir.attributes import OpaqueAttr
from passgen.runtime.ir.diagnostics import DiagnosticError
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
    assert total == 2220
    assert formed >= 2026  # 1339 before attribute_syntax.py, 1951 before AsyncDependencies


@pytest.mark.parametrize(
    "op_name",
    ["omp.parallel", "llvm.switch"],  # clauses, variadic-of-variadic
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

# Ops whose custom form has no attribute but their operands and types, and no result names.
ROUND_TRIPS = {
    "arith": """
func.func @f(%a: i32, %b: i32, %v: vector<4xi8>, %t: tensor<2x?xi64>) -> i32 {
  %0 = arith.andi %a, %b : i32
  %1 = arith.maxsi %0, %b : i32
  %2 = arith.remui %1, %a : i32
  %3 = arith.xori %v, %v : vector<4xi8>
  %4 = arith.floordivsi %t, %t : tensor<2x?xi64>
  %5 = arith.extui %a : i32 to i64
  %6 = arith.index_cast %a : i32 to index
  %7 = arith.bitcast %a : i32 to f32
  return %2 : i32
}
""",
    "index": """
func.func @f(%a: index, %b: index) -> index {
  %0 = index.add %a, %b
  %1 = index.ceildivs %0, %b
  %2 = index.maxu %1, %a
  %3 = index.castu %2 : index to i64
  %4 = index.sizeof
  return %2 : index
}
""",
    "memref": """
func.func @f(%m: memref<4x?xf32>, %i: index, %x: f32) {
  %0 = memref.load %m[%i, %i] : memref<4x?xf32>
  memref.store %x, %m[%i, %i] : memref<4x?xf32>
  memref.store %0, %m[%i, %i] {nontemporal = true} : memref<4x?xf32>
  %1 = memref.load %m[%i, %i] {tag = 3 : i64} : memref<4x?xf32>
  memref.dealloc %m : memref<4x?xf32>
  return
}
""",
    "cf": """
func.func @f(%c: i1, %a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  cf.br ^bb2
^bb2:
  return %a : i32
}
""",
    "vector": """
func.func @f(%x: f32, %v: vector<4xf32>, %m: vector<4x8xf32>) -> vector<4xf32> {
  %0 = vector.broadcast %x : f32 to vector<4xf32>
  %1 = vector.fma %v, %v, %0 : vector<4xf32>
  %2 = vector.shape_cast %m : vector<4x8xf32> to vector<32xf32>
  return %1 : vector<4xf32>
}
""",
}

WITH_ATTRIBUTE_SYNTAX = {
    "func": """
module @m attributes {test.tag} {
  func.func private @g(i32) -> (i32, i64)
  func.func @f(%a: i32) -> i32 {
    %0:2 = func.call @g(%a) : (i32) -> (i32, i64)
    func.call @f(%a) {note = 1 : i64} : (i32) -> i32
    return %0#0 : i32
  }
}
""",
    "assert": """
func.func @f(%c: i1) {
  cf.assert %c, "message"
  return
}
""",
    "cond_br": """
func.func @f(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb2
^bb2:
  return
}
""",
    "trunci": """
func.func @f(%a: i64) -> i16 {
  %0 = arith.trunci %a : i64 to i16
  return %0 : i16
}
""",
    "arith_flags": """
func.func @f(%a: i32, %x: f32) -> i1 {
  %0 = arith.addi %a, %a overflow<nsw> : i32
  %1 = arith.addf %x, %x fastmath<fast> : f32
  %2 = arith.cmpi slt, %a, %a : i32
  return %2 : i1
}
""",
    "memref_subview": """
func.func @f(%m: memref<8x8xf32>, %i: index) {
  %0 = memref.subview %m[0, %i] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  return
}
""",
}


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


NEEDS_DYNAMIC_INDEX_LIST = pytest.mark.xfail(
    reason="memref.subview needs custom<DynamicIndexList>", strict=True
)


@requires_mlir_opt
@pytest.mark.parametrize(
    "name",
    [
        pytest.param(name, marks=[NEEDS_DYNAMIC_INDEX_LIST] if name == "memref_subview" else [])
        for name in sorted(WITH_ATTRIBUTE_SYNTAX)
    ],
)
def test_ops_with_attribute_syntax_round_trip(name: str) -> None:
    _round_trip(WITH_ATTRIBUTE_SYNTAX[name])


MALFORMED = [
    "func.func @f(%a: i32) {\n  %0 = arith.andi %a %a : i32\n  return\n}\n",
    "func.func @f(%a: i32) {\n  %0 = arith.andi %a, %a\n  return\n}\n",
    "func.func @f(%a: index) {\n  %0 = index.add %a\n  return\n}\n",
    "func.func @f(%a: i32) {\n  cf.br ^bb1(%a, %a : i32)\n^bb1(%b: i32):\n  return\n}\n",
    "func.func @f(%m: memref<4xf32>, %i: index) {\n  %0 = memref.load %m[%i : memref<4xf32>\n  return\n}\n",
    "func.func @f(%a: i32) {\n  %0 = arith.extui %a : i32 i64\n  return\n}\n",
]


@requires_mlir_opt
@pytest.mark.parametrize("text", MALFORMED)
def test_malformed_custom_ops_fail_where_mlir_opt_does(text: str) -> None:
    reference = mlir_opt(text)
    assert reference.returncode != 0
    expected = reference.stderr.splitlines()[0].replace("<stdin>", "t.mlir")
    with pytest.raises(DiagnosticError) as failure:
        parse_source(text, Context(), "t.mlir")
    assert str(failure.value).splitlines()[0] == expected
