"""The C++ class names of MLIR's upstream ops, dialects and op interfaces, as recorded in
`cpp_names.json` by `make import-ods` (`passgen.ods.cpp_names`): the C++ backends derive
YAML-authored passes' C++ from them."""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from pathlib import Path

DATA = Path(__file__).with_name("cpp_names.json")


@dataclass(frozen=True)
class CppNames:
    """Op name, dialect namespace and interface name -> C++ class (fully qualified)."""

    ops: dict[str, str]
    dialects: dict[str, str]
    interfaces: dict[str, str]


@functools.cache
def upstream_cpp_names() -> CppNames:
    """The upstream names recorded by `make import-ods`."""
    data = json.loads(DATA.read_text(encoding="utf-8"))
    return CppNames(data["ops"], data["dialects"], data["interfaces"])
