"""Op definitions of MLIR's upstream dialects, from their ODS (`llvm-tblgen --dump-json`),
as the runtime's data: each op's name and the traits and interfaces the runtime uses.

    python -m passgen.ods_import [INCLUDE_DIR] > runtime/ir/upstream_ops.json   (make import-ods)

Every `.td` file under `INCLUDE_DIR/mlir/Dialect` is read; ops are keyed by dialect and
mnemonic, so one defined in a file that others include is counted once. The runtime's own
dialects (builtin, func, arith, cf) keep their hand-written definitions.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

LLVM_TBLGEN = "/usr/lib/llvm-22/bin/llvm-tblgen"
INCLUDE = Path("/usr/lib/llvm-22/include")

# ODS traits (native traits by C++ name, interfaces by C++ interface name) -> runtime traits.
_NATIVE = {"IsTerminator": "IsTerminator", "IsIsolatedFromAbove": "IsolatedFromAbove",
           "NoTerminator": "NoTerminator", "IsCommutative": "Commutative",
           "ConstantLike": "ConstantLike", "SymbolTable": "SymbolTable",
           "ReturnLike": "ReturnLike", "SingleBlock": "SingleBlock"}
_INTERFACES = {"SymbolOpInterface": "Symbol", "FunctionOpInterface": "FunctionOpInterface",
               "CallOpInterface": "CallOpInterface", "BranchOpInterface": "BranchOpInterface"}


def _traits(records: dict[str, Any], refs: list[dict[str, Any]]) -> set[str]:
    """The runtime traits among ODS trait references (trait lists expanded)."""
    found: set[str] = set()
    for ref in refs:
        record = records.get(ref.get("def", ""), {})
        classes = record.get("!superclasses", [])
        if "TraitList" in classes:
            found |= _traits(records, record.get("traits", []))
        elif "MemoryEffects" in classes and not record.get("effects"):
            found.add("Pure")  # no memory effects: what cse and dead-code removal need
        elif "NativeOpTrait" in classes:
            name = str(record.get("trait", "")).rsplit("::", 1)[-1]
            if name in _NATIVE:
                found.add(_NATIVE[name])
        elif "OpInterfaceTrait" in classes:
            name = str(record.get("cppInterfaceName") or "").rsplit("::", 1)[-1]
            if name in _INTERFACES:
                found.add(_INTERFACES[name])
    return found


def ops_of(td_file: Path, include: Path) -> dict[str, dict[str, list[str]]]:
    """dialect -> op mnemonic -> sorted runtime traits, for the ops `td_file` defines or
    includes ({} when llvm-tblgen cannot read it on its own)."""
    records = records_of(td_file, include)
    found: dict[str, dict[str, list[str]]] = {}
    for dialect, mnemonic, record in op_records(records):
        found.setdefault(dialect, {})[mnemonic] = sorted(_traits(records, record.get("traits", [])))
    return found


def records_of(td_file: Path, include: Path) -> dict[str, Any]:
    """`llvm-tblgen --dump-json` of `td_file` ({} when llvm-tblgen cannot read it on its own)."""
    result = subprocess.run([LLVM_TBLGEN, "--dump-json", "-I", str(include), str(td_file)],
                            capture_output=True, text=True, check=False)
    if result.returncode != 0:
        return {}
    records: dict[str, Any] = json.loads(result.stdout)
    return records


def op_records(records: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    """(dialect, mnemonic, record) of each op among `records`."""
    found = []
    for name in records.get("!instanceof", {}).get("Op", []):
        record = records[name]
        dialect = records.get(record["opDialect"]["def"], {}).get("name")
        if isinstance(dialect, str) and isinstance(record.get("opName"), str):
            found.append((dialect, record["opName"], record))
    return found


def import_ods(include: Path = INCLUDE) -> dict[str, dict[str, list[str]]]:
    """Every upstream dialect's ops and traits, sorted (deterministic output)."""
    merged: dict[str, dict[str, list[str]]] = {}
    for td_file in sorted((include / "mlir" / "Dialect").rglob("*.td")):
        for dialect, ops in ops_of(td_file, include).items():
            merged.setdefault(dialect, {}).update(ops)
    for own in ("builtin", "func", "arith", "cf"):
        merged.pop(own, None)
    return {dialect: dict(sorted(ops.items())) for dialect, ops in sorted(merged.items())}


if __name__ == "__main__":
    root = Path(sys.argv[1]) if len(sys.argv) > 1 else INCLUDE
    json.dump(import_ods(root), sys.stdout, indent=0, sort_keys=True)
    sys.stdout.write("\n")
