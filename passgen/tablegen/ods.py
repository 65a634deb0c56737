"""Op and dialect names for the C++ classes a TableGen pass names, from ODS records.

A pass's base class names its anchor op's C++ class (`hw::HWModuleOp`), and its dependent
dialects name dialect classes (`hw::HWDialect`), both as the pass's C++ code spells them:
qualified from any enclosing namespace. ODS records (`llvm-tblgen --dump-json` of an op
definition file) give each op's C++ class (`cppNamespace` and the def's name, as mlir-tblgen
derives it) with its dialect's `name` and the op's `opName`; a reference matches the class
whose fully qualified name ends with it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from passgen.support.naming import snake_case
from passgen.support.source_text import UnreadableSource, read_source


def qualified(namespace: str, name: str) -> str:
    """`namespace::name` without leading `::` (`::circt::hw`, `HWModuleOp` ->
    `circt::hw::HWModuleOp`)."""
    namespace = namespace.strip().strip(":")
    return f"{namespace}::{name}" if namespace else name


def op_class_name(def_name: str) -> str:
    """The C++ class of an op def, as mlir-tblgen's `Operator` derives it: the def's name
    after its dialect prefix (`HW_InstanceOp` -> `InstanceOp`; no `_`: the whole name)."""
    prefix, _, rest = def_name.partition("_")
    return def_name if not prefix or not rest else rest


def dialect_class_name(def_name: str) -> str:
    """The C++ class of a dialect def (mlir-tblgen's `Dialect`): its name without `_`."""
    return def_name.replace("_", "")


def _matches(reference: str, full: str) -> bool:
    reference = reference.strip().removeprefix("::")
    return full == reference or full.endswith(f"::{reference}")


@dataclass
class OdsIndex:
    """Op names by op C++ class and dialect names by dialect C++ class (fully qualified)."""

    ops: dict[str, str] = field(default_factory=dict)
    dialects: dict[str, str] = field(default_factory=dict)
    sources: list[str] = field(default_factory=list)  # the files read, for messages

    def add(self, records: dict[str, Any]) -> None:
        """Every Op and Dialect record of `records`."""
        derived = records.get("!instanceof", {})
        for name in derived.get("Dialect", []):
            record = records[name]
            if isinstance(record.get("name"), str):
                self.dialects[
                    qualified(record.get("cppNamespace", ""), dialect_class_name(name))
                ] = record["name"]
        for name in derived.get("Op", []):
            record = records[name]
            dialect = records.get((record.get("opDialect") or {}).get("def", ""), {})
            mnemonic = record.get("opName")
            if not isinstance(mnemonic, str) or not isinstance(dialect.get("name"), str):
                continue
            op_name = f"{dialect['name']}.{mnemonic}" if dialect["name"] else mnemonic
            self.ops[qualified(record.get("cppNamespace", ""), op_class_name(name))] = op_name

    def op(self, reference: str) -> list[str]:
        """The op names of the classes `reference` may name (more than one: ambiguous)."""
        return sorted({op for full, op in self.ops.items() if _matches(reference, full)})

    def dialect(self, reference: str) -> list[str]:
        return sorted({d for full, d in self.dialects.items() if _matches(reference, full)})


def dialect_name_rule(reference: str) -> str:
    """A dialect's name from its C++ class when no Dialect record is reachable: the class's
    innermost namespace other than `mlir` (`circt::hw::HWDialect` -> `hw`,
    `IREE::HAL::HALDialect` -> `hal`), else the class name without `Dialect`, in snake_case
    (`mlir::ONNXDialect` -> `onnx`)."""
    parts = [p for p in reference.strip().split("::") if p and p != "mlir"]
    if len(parts) > 1:
        return parts[-2].lower()
    return snake_case(parts[-1].removesuffix("Dialect")) if parts else ""


def defining_files(class_name: str, include_dirs: Iterable[Path], exclude: set[Path]) -> list[Path]:
    """The .td files under `include_dirs` that define an op def for C++ class `class_name`
    (`def HWModuleOp` or `def HW_HWModuleOp`), in path order; only regular files inside
    the folders (links followed) that `read_source` accepts."""
    pattern = re.compile(rf"^\s*def\s+(?:[A-Za-z0-9]+_)?{re.escape(class_name)}\s*:", re.MULTILINE)
    roots = [folder.resolve() for folder in include_dirs]
    found: list[Path] = []
    for folder in include_dirs:
        for path in sorted(folder.rglob("*.td")):
            resolved = path.resolve()
            if resolved in exclude or resolved in found or not path.is_file():
                continue
            if not any(resolved.is_relative_to(root) for root in roots):
                continue
            try:
                text = read_source(path, path, "TableGen")
            except (OSError, UnreadableSource):
                continue
            if pattern.search(text):
                found.append(resolved)
    return found
