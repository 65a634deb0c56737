"""The ODS records the maintainers' importers read: `llvm-tblgen --dump-json` of MLIR's
upstream .td files, the ops among them, the records behind their arguments and traits, and
the JSON layout of the data files the importers write (a block per dialect, an entry per
line: `passgen.runtime.ir.json_blocks` reads one block at a time).

llvm-tblgen runs on the installed LLVM's own .td files (trusted input, maintainers only).
"""

from __future__ import annotations

import json
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

LLVM_TBLGEN = "/usr/lib/llvm-22/bin/llvm-tblgen"
INCLUDE = Path("/usr/lib/llvm-22/include")


def td_files(include: Path) -> list[Path]:
    """The .td files the importers read: every one under `include`/mlir/Dialect, in path
    order, then the builtin dialect's ops (BuiltinOps.td)."""
    builtin = include / "mlir" / "IR" / "BuiltinOps.td"
    dialects = sorted((include / "mlir" / "Dialect").rglob("*.td"))
    return [*dialects, builtin] if builtin.is_file() else dialects


def records_of(td_file: Path, include: Path) -> dict[str, Any]:
    """`llvm-tblgen --dump-json` of `td_file` ({} when llvm-tblgen cannot read it on its own),
    its own folder searched for includes too (as mlir-tblgen's build rules do: ArmSME's
    `include "ArmSME.td"`)."""
    result = subprocess.run(
        [LLVM_TBLGEN, "--dump-json", "-I", str(include), "-I", str(td_file.parent), str(td_file)],
        capture_output=True,
        text=True,
        check=False,
    )
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


def flat_traits(records: dict[str, Any], refs: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """The trait records among ODS trait references, in ODS order, with trait lists
    (`TraitList`: `Pure`, `SingleBlockImplicitTerminator<...>`, ...) expanded in place, as
    mlir-tblgen's `Operator` sees them."""
    for ref in refs:
        record = records.get(ref.get("def", ""), {})
        if "TraitList" in record.get("!superclasses", []):
            yield from flat_traits(records, record.get("traits", []))
        else:
            yield record


def argument(records: dict[str, Any], ref: Any) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The constraint record of an ODS argument or result (`Arg<...>`/`Res<...>` unwrapped)
    and its decorators ({} for a reference that names no record)."""
    record = records.get(ref.get("def", ""), {}) if isinstance(ref, dict) else {}
    if "OpVariable" not in record.get("!superclasses", []):
        return record, []
    constraint = records.get(record.get("constraint", {}).get("def", ""), {})
    return constraint, record.get("decorators", [])


def base_attr(records: dict[str, Any], definition: dict[str, Any]) -> dict[str, Any]:
    """The attribute an attribute constraint wraps (`OptionalAttr`, `DefaultValuedAttr`,
    `ConfinedAttr`, ... unwrapped: mlir-tblgen's `Attribute::getBaseAttr`)."""
    while isinstance(definition.get("baseAttr"), dict):
        definition = records.get(definition["baseAttr"]["def"], {})
    return definition


def qualified(cpp_name: str) -> str:
    """A C++ name as ODS spells it, fully qualified (`mlir::X` -> `::mlir::X`)."""
    name = " ".join(cpp_name.split())
    return name if name.startswith("::") else "::" + name


def storage_class(definition: dict[str, Any]) -> str:
    """The C++ storage class of an attribute constraint, fully qualified (`::mlir::...`);
    `::mlir::Attribute` when ODS leaves it empty, as mlir-tblgen reads it."""
    return qualified(definition.get("storageType") or "::mlir::Attribute")


def cpp_class_name(def_name: str) -> str:
    """An op's C++ class name from its record's name (ODS's `Operator`: the dialect prefix
    before the first `_` dropped)."""
    prefix, _, rest = def_name.partition("_")
    return def_name if not prefix else rest or prefix


def dumps(definitions: dict[str, dict[str, dict[str, Any]]]) -> str:
    """The JSON text of `definitions`: a dialect per block, an op per line (the runtime
    finds a dialect's block by its opening line, `upstream_dialects._BLOCK`)."""
    dialects = []
    for dialect, ops in definitions.items():
        lines = ",\n".join(
            f"{json.dumps(name)}: {json.dumps(op, sort_keys=True)}" for name, op in ops.items()
        )
        dialects.append(f"{json.dumps(dialect)}: {{\n{lines}\n}}")
    return "{\n" + ",\n".join(dialects) + "\n}\n"
