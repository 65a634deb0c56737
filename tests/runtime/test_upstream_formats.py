"""The upstream ops' assembly-format data (runtime/ir/upstream_formats.json, `make import-ods`):
what the importer writes is the committed file, byte for byte and on every run; the types it
writes for buildable constraints are types mlir-opt reads and prints the same."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from mlir_tools import mlir_opt, requires_llvm_tblgen, requires_mlir_opt

from passgen.ods.formats import import_formats
from passgen.ods.records import dumps
from passgen.runtime.ir.upstream_dialects import DATA

FORMATS = Path(DATA).with_name("upstream_formats.json")


@pytest.mark.slow
@requires_llvm_tblgen
def test_the_import_is_deterministic_and_the_committed_data_fresh() -> None:
    first = dumps(import_formats())
    assert dumps(import_formats()) == first
    assert FORMATS.read_text(encoding="utf-8") == first, (
        "runtime/ir/upstream_formats.json is stale: run `make import-ods`"
    )


def buildable_types() -> list[str]:
    whole = json.loads(FORMATS.read_text(encoding="utf-8"))
    return sorted(
        {
            item["type"]
            for entries in whole.values()
            for name, entry in entries.items()
            if not name.startswith("!")
            for key in ("operands", "results", "attributes")
            for item in entry.get(key, ())
            if "type" in item
        }
    )


@requires_mlir_opt
def test_buildable_types_are_mlir_types_printed_as_written() -> None:
    types = buildable_types()
    assert len(types) > 50 and "i1" in types and "!llvm.ptr<3>" in types
    source = f'"test.op"() : () -> ({", ".join(types)})\n'
    result = mlir_opt(source, "--allow-unregistered-dialect")
    assert result.returncode == 0, result.stderr
    assert f"-> ({', '.join(types)})" in result.stdout


def test_the_shared_tables_an_op_refers_to_are_in_its_dialects_block() -> None:
    whole = json.loads(FORMATS.read_text(encoding="utf-8"))
    for dialect, entries in whole.items():
        for name, entry in entries.items():
            if name.startswith("!"):
                if "enum" in entry:
                    assert f"!enum {entry['enum']}" in entries, (dialect, name)
                continue
            for item in entry.get("attributes", ()):
                if "enum" in item:
                    assert f"!enum {item['enum']}" in entries, (dialect, name)
            for item in entry.get("operands", []) + entry.get("results", []):
                if "type_class" in item:
                    assert f"!type {item['type_class']}" in entries, (dialect, name)
    fastmath = whole["arith"]["!attr ::mlir::arith::FastMathFlagsAttr"]
    assert fastmath == {
        "dialect": "arith",
        "enum": "::mlir::arith::FastMathFlags",
        "format": "`<` $value `>`",
        "mnemonic": "fastmath",
        "parameters": ["value"],
    }
    flags = whole["arith"]["!enum ::mlir::arith::FastMathFlags"]
    assert flags["groups"] == ["fast"] and flags["separator"] == ","
