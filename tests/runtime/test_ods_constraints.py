"""The ODS constraints the verifier interprets (`passgen.runtime.ir.constraints`): each kind of
predicate leaf, the messages and order of MLIR's generated `verifyInvariantsImpl` (attributes,
operand and result types, `AllTypesMatch`, regions), the policy of checking only the
constraints before the first one outside the vocabulary, and (oracle) generated ops of a
sample of ODS ops with wrong operand and result types, against mlir-opt."""

from __future__ import annotations

import re
import subprocess
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import MLIR_OPT, requires_mlir_opt
from profiles import examples

from passgen.runtime.asm import parse_source
from passgen.runtime.ir import Context, DiagnosticError, constraints, verify
from passgen.runtime.ir.constraints import OpConstraints, compile
from passgen.runtime.ir.constraints import _attribute_leaf as attribute_leaf
from passgen.runtime.ir.constraints import _type_leaf as type_leaf
from passgen.runtime.ir.types import OpaqueType, Type, keyword_type
from passgen.runtime.ir.upstream_dialects import ods_data

CONTEXT = Context()


def _type(text: str) -> Type:
    return keyword_type(text) or OpaqueType(text)


SIGNLESS_1 = "($_self.isSignlessInteger(1))"
ELEMENT_F32 = ["element", "($_self.isF32())"]


@pytest.mark.parametrize(
    ("tree", "type", "holds"),
    [
        (SIGNLESS_1, "i1", True),
        (SIGNLESS_1, "si1", False),
        (SIGNLESS_1, "i32", False),
        ("($_self.isSignlessInteger())", "i7", True),
        ("($_self.isUnsignedInteger(8))", "ui8", True),
        ("($_self.isInteger(8))", "si8", True),
        ("($_self.isSignlessIntOrIndex())", "index", True),
        ("($_self.isSignlessIntOrIndex())", "f32", False),
        ("(::llvm::isa<::mlir::FloatType>($_self))", "bf16", True),
        ("(::llvm::isa<::mlir::FloatType>($_self))", "i16", False),
        ("($_self.isF32())", "f32", True),
        ("(::llvm::isa<::mlir::IndexType>($_self))", "index", True),
        ("(::llvm::isa<::mlir::RankedTensorType>($_self))", "tensor<?xf32>", True),
        ("(::llvm::isa<::mlir::RankedTensorType>($_self))", "tensor<*xf32>", False),
        ("(::llvm::isa<::mlir::UnrankedMemRefType>($_self))", "memref<*xf32>", True),
        ("(::llvm::isa<::mlir::ScalableVectorType>($_self))", "vector<[4]xf32>", True),
        ("(::llvm::isa<::mlir::FixedVectorType>($_self))", "vector<[4]xf32>", False),
        ("(::llvm::cast<::mlir::VectorType>($_self).getRank() > 0)", "vector<f32>", False),
        ("(::llvm::cast<::mlir::ShapedType>($_self).getRank() == 2)", "tensor<2x?xi8>", True),
        (
            "(::llvm::cast<::mlir::VectorType>($_self).getNumElements() == 8)",
            "vector<2x4xi1>",
            True,
        ),
        ("(::llvm::cast<::mlir::ShapedType>($_self).hasStaticShape())", "tensor<2x?xf32>", False),
        (ELEMENT_F32, "memref<4xf32, strided<[1]>, 1>", True),
        (ELEMENT_F32, "complex<f32>", True),
        (ELEMENT_F32, "tensor<4xf64>", False),
        (["and", "(::llvm::isa<::mlir::VectorType>($_self))", ELEMENT_F32], "tensor<f32>", False),
        (["or", SIGNLESS_1, "(::llvm::isa<::mlir::IndexType>($_self))"], "index", True),
        (["not", SIGNLESS_1], "i1", False),
    ],
)
def test_type_predicates(tree: Any, type: str, holds: bool) -> None:
    check = compile(tree, type_leaf)
    assert check is not None
    assert check(_type(type)) is holds


def test_leaves_outside_the_vocabulary_are_not_compiled() -> None:
    assert compile("(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))", type_leaf) is None
    assert compile(["or", SIGNLESS_1, "($_self.isFancy())"], type_leaf) is None


def test_attribute_predicates() -> None:
    module = parse_source(
        '"test.op"() {a = 3 : i64, b = [1 : i32], c = array<i64: 1>} : () -> ()',
        Context(allow_unregistered_dialects=True),
    )
    op = module.regions[0].blocks[0].first_op
    assert op is not None
    attrs = {name: op.get_attr(name) for name in "abc"}
    integer = compile("(::llvm::isa<::mlir::IntegerAttr>($_self))", attribute_leaf)
    i64 = compile(
        "(::llvm::cast<::mlir::IntegerAttr>($_self).getType().isSignlessInteger(64))",
        attribute_leaf,
    )
    dense = compile("(::llvm::isa<::mlir::DenseI64ArrayAttr>($_self))", attribute_leaf)
    each = compile(["each", "(::llvm::isa<::mlir::IntegerAttr>($_self))"], attribute_leaf)
    assert integer and i64 and dense and each
    assert [integer(attrs["a"]), integer(attrs["b"])] == [True, False]
    assert [i64(attrs["a"]), dense(attrs["c"]), dense(attrs["a"])] == [True, True, False]
    assert [each(attrs["b"]), each(attrs["a"])] == [True, False]


def _first_error(text: str) -> str | None:
    try:
        verify(parse_source(text, CONTEXT, "in.mlir"))
    except DiagnosticError as error:
        return error.diagnostic.message
    return None


def _function(body: str, arguments: str = "%i: index, %f: f32, %b: i1, %n: i32") -> str:
    return f"func.func @f({arguments}) {{\n{body}\n  return\n}}\n"


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (
            '"scf.for"(%f, %i, %i) ({^bb0(%x: f32): scf.yield}) : (f32, index, index) -> ()',
            "'scf.for' op operand #0 must be signless integer or index, but got 'f32'",
        ),
        (
            '"scf.for"(%i, %n, %i) ({^bb0(%x: index): scf.yield}) : (index, i32, index) -> ()',
            "'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have "
            "same type",
        ),
        (
            '"scf.for"(%i, %i, %i) ({}) : (index, index, index) -> ()',
            "'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks",
        ),
        (
            '"scf.if"(%i) ({}, {}) : (index) -> ()',
            "'scf.if' op operand #0 must be 1-bit signless integer, but got 'index'",
        ),
        (
            '%r = "arith.addi"(%n, %n) : (i32, i32) -> f32',
            "'arith.addi' op result #0 must be signless-integer-like, but got 'f32'",
        ),
        (
            '%r = "arith.addf"(%f, %f) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32',
            None,
        ),
    ],
)
def test_constraint_messages(body: str, message: str | None) -> None:
    assert _first_error(_function(body)) == message


def test_constraints_after_one_outside_the_vocabulary_are_not_checked() -> None:
    data = {
        "operands": [
            ["a", "(::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self))", "LLVM pointer"],
            ["b", SIGNLESS_1, "1-bit signless integer"],
        ]
    }
    constraints = OpConstraints(data)
    assert not constraints.covered
    assert constraints.operands == []  # `b` may hold where mlir-opt reports `a`
    assert OpConstraints({"operands": data["operands"][1:]}).covered


# --- against mlir-opt: ops of a sample of dialects with wrong operand and result types ---

DIALECTS = ("arith", "math", "scf", "index", "complex", "memref", "tensor", "vector")
TYPES = ("i1", "i32", "index", "f32", "f16", "tensor<4xf32>", "memref<4xi32>", "vector<4xi1>")
CONSTRAINT = re.compile(
    r"op (operand|result) #\d+ must be |op failed to verify that |failed to verify constraint"
)


def _simple_ops() -> list[tuple[str, int, int]]:
    """(name, operands, results) of the ops without regions, successors or variadic groups
    whose constraints are all in the vocabulary."""
    found = []
    for dialect in DIALECTS:
        for mnemonic, data in (ods_data(dialect) or {}).items():
            operands, results = data.get("operands", ""), data.get("results", "")
            if (
                set(operands + results) <= {"1"}
                and not data.get("regions")
                and not data.get("successors")
                and not data.get("attributes")
                and (stated := constraints.stated(f"{dialect}.{mnemonic}")) is not None
                and OpConstraints(stated).covered
            ):
                found.append((f"{dialect}.{mnemonic}", len(operands), len(results)))
    return found


SIMPLE_OPS = _simple_ops()


@st.composite
def _ops(draw: st.DrawFn) -> str:
    name, operands, results = draw(st.sampled_from(SIMPLE_OPS))
    ins = draw(st.lists(st.sampled_from(TYPES), min_size=operands, max_size=operands))
    outs = draw(st.lists(st.sampled_from(TYPES), min_size=results, max_size=results))
    arguments = ", ".join(f"%a{i}: {t}" for i, t in enumerate(ins))
    values = ", ".join(f"%a{i}" for i in range(operands))
    names = ", ".join(f"%r{i}" for i in range(results))
    assign = f"{names} = " if results else ""
    op = f'  {assign}"{name}"({values}) : ({", ".join(ins)}) -> ({", ".join(outs)})'
    return f"func.func @f({arguments}) {{\n{op}\n  return\n}}\n"


def _mlir_opt_first_errors(cases: list[str]) -> list[str | None]:
    assert MLIR_OPT is not None
    done = subprocess.run(
        [MLIR_OPT, "--split-input-file", "--mlir-print-op-on-diagnostic=false", "-"],
        input="// -----\n".join(cases),
        capture_output=True,
        text=True,
        check=False,
    )
    starts, line = [], 1
    for case in cases:
        starts.append(line)
        line += case.count("\n") + 1
    first: dict[int, str] = {}
    for found in re.finditer(r"^<stdin>:(\d+):\d+: error: (.*)$", done.stderr, re.MULTILINE):
        index = max(i for i, start in enumerate(starts) if start <= int(found[1]))
        first.setdefault(index, found[2])
    return [first.get(index) for index in range(len(cases))]


@requires_mlir_opt
@settings(max_examples=examples(20), deadline=None)
@given(st.lists(_ops(), min_size=10, max_size=30))
def test_wrong_types_as_mlir_opt(cases: list[str]) -> None:
    for case, expected in zip(cases, _mlir_opt_first_errors(cases)):
        mine = _first_error(case)
        if (expected and CONSTRAINT.search(expected)) or (mine and CONSTRAINT.search(mine)):
            assert mine == expected, case
