"""Pass kinds (`passgen.spec.pass_kinds`): each kind's spellings agree: the spec field that
names its target is a field of specs and of the runtime's passes, its C++ base class reads
back as the kind, and its TableGen class is PassBase.td's, expanding to that base class."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from mlir_tools import LLVM_TBLGEN, MLIR_INCLUDE, requires_llvm_tblgen

from passgen.runtime.pass_ import Pass
from passgen.spec.model import PassSpec
from passgen.spec.pass_kinds import PASS_KINDS, PassKind, anchor_class, read_base_class


@pytest.mark.parametrize("kind", PASS_KINDS, ids=lambda k: k.tablegen)
def test_each_kind_reads_back_from_its_base_class(kind: PassKind) -> None:
    assert kind.field in PassSpec.model_fields and hasattr(Pass, kind.field)
    for target in ("", "FuncOp", "::my::ns::Op"):
        assert read_base_class(kind.base_class(target)) == (kind, target)
        spelled = f" mlir::{kind.cpp_base}< {target} > "  # as C++ code may spell it
        assert read_base_class(spelled) == (kind, target)
        assert anchor_class(kind.base_class(target)) == (
            target or None if kind.field == "anchor" else None
        )
    assert read_base_class(f"::mlir::Other{kind.cpp_base}<X>") is None


@requires_llvm_tblgen
def test_each_tablegen_class_expands_to_its_base_class(tmp_path: Path) -> None:
    """llvm-tblgen reads `Pass<arg, T>` / `InterfacePass<arg, T>` (PassBase.td) as records
    whose base class is the kind's on `T`, and `Pass<arg>` as op-agnostic."""
    assert LLVM_TBLGEN is not None
    defs = {f"P{i}": kind for i, kind in enumerate(PASS_KINDS)}
    text = 'include "mlir/Pass/PassBase.td"\n' + "".join(
        f'def {name} : {kind.tablegen}<"{name.lower()}", "X::Y">;\n' for name, kind in defs.items()
    )
    text += 'def Any : Pass<"any">;\n'
    td_file = tmp_path / "kinds.td"
    td_file.write_text(text, encoding="utf-8")
    dumped = subprocess.run(
        [LLVM_TBLGEN, "--dump-json", f"-I{MLIR_INCLUDE}", str(td_file)],
        capture_output=True,
        text=True,
        check=True,
    )
    records = json.loads(dumped.stdout)
    for name, kind in defs.items():
        assert records[name]["baseClass"] == kind.base_class("X::Y")
    operation = next(kind for kind in PASS_KINDS if kind.field == "anchor")
    assert records["Any"]["baseClass"] == operation.base_class()
