"""Attribute variables and `type($x)` of declarative forms (runtime/asm/format/
attribute_syntax.py): per kind (symbol, typed, enum, stripped dialect attributes and dense
arrays, stripped dialect types), whole ops against mlir-opt 22 (oracle): the custom print
byte for byte, mlir-opt's custom print read back to its generic form, and errors of
malformed values where and as mlir-opt reports them. The inputs (tests/data/
attribute_syntax/) were written for these tests."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from mlir_tools import mlir_opt, requires_mlir_opt

from passgen.runtime.asm import parse_source, print_op
from passgen.runtime.asm.format.attribute_syntax import FULL_ATTRIBUTE, attribute_syntax
from passgen.runtime.asm.format.enums import Enum, is_keyword
from passgen.runtime.asm.format.plan import FORMATS
from passgen.runtime.asm.format.type_inference import Unsupported
from passgen.runtime.ir import Context
from passgen.runtime.ir.diagnostics import DiagnosticError

DATA = Path(__file__).parent.parent / "data" / "attribute_syntax"
INPUTS = sorted(path.name for path in DATA.glob("*.mlir"))


def _blocks() -> dict[str, dict[str, Any]]:
    with open(FORMATS, encoding="utf-8") as data:
        blocks: dict[str, dict[str, Any]] = json.load(data)
    return blocks


@requires_mlir_opt
@pytest.mark.parametrize("name", INPUTS)
def test_custom_print_and_read_back_match_mlir_opt(name: str) -> None:
    text = (DATA / name).read_text()
    reference = mlir_opt(text)
    assert reference.returncode == 0, reference.stderr
    generic = mlir_opt(text, "--mlir-print-op-generic").stdout
    context = Context()
    assert print_op(parse_source(text, context)) + "\n" == reference.stdout
    again = parse_source(reference.stdout, context)
    assert print_op(again, generic=True) + "\n" == generic


MALFORMED = [
    "func.func @f(%a: i32) {\n  %0 = arith.cmpi foo, %a, %a : i32\n  return\n}\n",
    'func.func @f(%a: i32) {\n  %0 = arith.cmpi "foo", %a, %a : i32\n  return\n}\n',
    "func.func @f(%a: f32) {\n  %0 = arith.addf %a, %a fastmath<bogus> : f32\n  return\n}\n",
    "func.func @f(%a: index) {\n  %0 = index.cmp bad(%a, %a)\n  return\n}\n",
    "module foo {\n}\n",
]


@requires_mlir_opt
@pytest.mark.parametrize("text", MALFORMED)
def test_malformed_values_fail_where_mlir_opt_does(text: str) -> None:
    reference = mlir_opt(text)
    assert reference.returncode != 0
    expected = reference.stderr.splitlines()[0].replace("<stdin>", "t.mlir")
    with pytest.raises(DiagnosticError) as failure:
        parse_source(text, Context(), "t.mlir")
    assert str(failure.value).splitlines()[0] == expected


def _enum_attributes() -> list[tuple[str, str, dict[str, Any]]]:
    """(op, enum key, attributes entry) of every attribute of syntax `enum`."""
    found = []
    for dialect, block in _blocks().items():
        for mnemonic, entry in block.items():
            for attribute in entry.get("attributes", ()) if not mnemonic.startswith("!") else ():
                if attribute.get("syntax") == "enum":
                    found.append((f"{dialect}.{mnemonic}", str(attribute["enum"]), attribute))
    return found


def test_every_enum_case_of_enum_attributes_prints_and_symbolizes_back() -> None:
    blocks = _blocks()
    attributes = _enum_attributes()
    assert len({key for _, key, _ in attributes}) >= 20
    for op, key, attribute in attributes:
        tables = blocks[op.split(".", 1)[0]]
        enum = Enum.from_data(tables[f"!enum {key}"])
        assert attribute_syntax(attribute, tables) is not FULL_ATTRIBUTE
        for text, value in enum.cases:
            if text:
                assert enum.symbolize(enum.stringify(value)) == value, (op, text)
                assert is_keyword(text) or not text.isidentifier(), (op, text)


def test_every_stripped_kind_of_upstream_ops_is_read_or_refused() -> None:
    """Each `stripped` attribute of an op gets a syntax, or the op none (Unsupported)."""
    blocks = _blocks()
    answered = refused = 0
    for block in blocks.values():
        for mnemonic, entry in block.items():
            for attribute in entry.get("attributes", ()) if not mnemonic.startswith("!") else ():
                if attribute.get("syntax") != "stripped":
                    continue
                try:
                    attribute_syntax(attribute, block)
                    answered += 1
                except Unsupported:
                    refused += 1
    assert answered >= 780 and refused <= 30
