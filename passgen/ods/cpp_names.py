"""The C++ names of MLIR's upstream ops, dialects and op interfaces, from their ODS
(`llvm-tblgen --dump-json`), as the generator's data (`cpp_names.json`):

    python -m passgen.ods.cpp_names [INCLUDE_DIR] > passgen/cpp/cpp_names.json   (make import-ods)

`ops` maps each op name to its class (`func.func` -> `::mlir::func::FuncOp`: the op's
`cppNamespace` and ODS's class name), `dialects` each namespace to its dialect class
(`func` -> `::mlir::func::FuncDialect`: the dialect's `cppNamespace` and its def's name
without `_`, as ODS names it) and `interfaces` each op interface's name to its class
(`FunctionOpInterface` -> `::mlir::FunctionOpInterface`; a name two namespaces define is
left out, as it is ambiguous). `passgen.cpp.model` derives YAML-authored passes' C++ from them
(`passgen.cpp.upstream_names` reads them).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from passgen.cpp.upstream_names import CppNames
from passgen.tablegen.ods import dialect_class_name, qualified

from .records import INCLUDE, cpp_class_name, op_records, records_of


def _qualified(namespace: Any, name: str) -> str:
    """`::namespace::name`, as generated code names a class from any namespace."""
    return f"::{qualified(str(namespace or ''), name)}"


def names_of(records: dict[str, Any]) -> CppNames:
    """The C++ names of the ops, dialects and op interfaces among `records`."""
    ops = {
        f"{dialect}.{op}": _qualified(record.get("cppNamespace"), cpp_class_name(record["!name"]))
        for dialect, op, record in op_records(records)
    }
    instances = records.get("!instanceof", {})
    dialects = {
        records[d]["name"]: _qualified(records[d].get("cppNamespace"), dialect_class_name(d))
        for d in instances.get("Dialect", [])
        if isinstance(records[d].get("name"), str)
    }
    interfaces: dict[str, str] = {}
    for name in instances.get("OpInterface", []):
        record = records[name]
        interface = record.get("cppInterfaceName")
        if isinstance(interface, str) and interface:
            interfaces[interface] = _qualified(record.get("cppNamespace"), interface)
    return CppNames(ops, dialects, interfaces)


def import_cpp_names(include: Path = INCLUDE) -> CppNames:
    """The C++ names of every upstream dialect's ops and interfaces (BuiltinOps.td, every
    `.td` under `mlir/Dialect` and `mlir/Interfaces`), sorted."""
    ops: dict[str, str] = {}
    dialects: dict[str, str] = {}
    interfaces: dict[str, set[str]] = {}
    folders = [include / "mlir" / "Dialect", include / "mlir" / "Interfaces"]
    files = [
        include / "mlir" / "IR" / "BuiltinOps.td",
        *(f for folder in folders for f in sorted(folder.rglob("*.td"))),
    ]
    for td_file in files:
        found = names_of(records_of(td_file, include))
        ops.update(found.ops)
        dialects.update(found.dialects)
        for name, cpp_class in found.interfaces.items():
            interfaces.setdefault(name, set()).add(cpp_class)
    unique = {
        name: next(iter(classes)) for name, classes in interfaces.items() if len(classes) == 1
    }
    return CppNames(
        dict(sorted(ops.items())), dict(sorted(dialects.items())), dict(sorted(unique.items()))
    )


def dumps(names: CppNames) -> str:
    """The JSON text of `names`: one entry per line, sorted."""
    blocks = []
    for key in ("ops", "dialects", "interfaces"):
        entries = ",\n".join(
            f"{json.dumps(k)}: {json.dumps(v)}" for k, v in getattr(names, key).items()
        )
        blocks.append(f"{json.dumps(key)}: {{\n{entries}\n}}")
    return "{\n" + ",\n".join(blocks) + "\n}\n"


if __name__ == "__main__":
    root = Path(sys.argv[1]) if len(sys.argv) > 1 else INCLUDE
    sys.stdout.write(dumps(import_cpp_names(root)))
