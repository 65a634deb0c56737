"""g++ over generated C++ headers (oracle tests only): the flags a header must pass, the
headers a pass's C++ file includes, and translation units that compile the upstream corpus
(specs/mlir) in upstream MLIR's own context."""

from __future__ import annotations

import re
import subprocess
from collections.abc import Sequence
from pathlib import Path

from mlir_tools import GXX, MLIR_INCLUDE

from passgen.cpp.declarations import macro_name
from passgen.cpp.model import CppGroup

# The strictest flags a generated header must pass. libMLIR's headers are system headers
# (-isystem), whose warnings are not the generated header's (they fail -Werror on their own).
GXX_FLAGS = ["-std=c++17", "-trigraphs", "-fsyntax-only", "-Wall", "-Werror", "-DNDEBUG"]
# What a pass's C++ file includes: libMLIR's pass headers, two dialects, and the C library
# headers whose lowercase macros (errno, assert, stdin, setjmp, va_arg...) break careless names.
PRELUDE = """\
#include <cassert>
#include <cerrno>
#include <csetjmp>
#include <csignal>
#include <cstdarg>
#include <cstddef>
#include <cstdio>
#include "llvm/Support/Debug.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"
"""


def gxx(source: str, folder: Path, *flags: str) -> subprocess.CompletedProcess[str]:
    """g++ with `flags` on `source` (written to `folder`, which is on the include path)."""
    assert GXX is not None
    unit = folder / "unit.cpp"
    unit.write_text(source, encoding="utf-8")
    return subprocess.run(
        [GXX, *flags, f"-I{folder}", "-isystem", str(MLIR_INCLUDE), str(unit)],
        capture_output=True,
        text=True,
        check=False,
    )


def _grep(pattern: str) -> list[str]:
    """The headers under MLIR's include folder (relative) with a line matching `pattern`."""
    found = subprocess.run(
        ["grep", "-rlE", pattern, "mlir", "--include=*.h"],
        cwd=MLIR_INCLUDE,
        capture_output=True,
        text=True,
        check=False,
    )
    return sorted(found.stdout.split())


_NAMESPACE = re.compile(r"^\s*namespace\s+([\w:]+)\s*\{")
_DECL = re.compile(r"#define GEN_PASS_DECL(?:_(\w+))?\s*$")
_NOISE = re.compile(r'"(?:[^"\\]|\\.)*"|//.*')


def _declaring(headers: Sequence[str]) -> dict[str, tuple[str, str]]:
    """Where upstream's headers define `GEN_PASS_DECL` ('*') or `GEN_PASS_DECL_<PASS>`: the
    header and the namespace open there."""
    found: dict[str, tuple[str, str]] = {}
    for header in headers:
        stack: list[str | None] = []
        for line in (MLIR_INCLUDE / header).read_text(encoding="utf-8").splitlines():
            define = _DECL.match(line)
            if define:
                found[define.group(1) or "*"] = (header, "::".join(n for n in stack if n))
            code = _NOISE.sub("", line)
            opened = _NAMESPACE.match(code)
            for char in code:
                if char == "{":
                    stack.append(opened.group(1) if opened else None)
                    opened = None
                elif char == "}" and stack:
                    stack.pop()
    return found


def upstream_unit(groups: Sequence[tuple[str, CppGroup]]) -> str:
    """A translation unit that compiles each upstream group's header (its path under the
    include folder, where an overlay folder ahead of MLIR's puts passgen's) as upstream MLIR
    does: its declarations and registrations through MLIR's own headers that include it, and
    every pass's definitions in the namespace those headers declare it in, with every
    dialect's and op's header (what the passes' own files include)."""
    dialects = _grep(r'#include [<"]mlir/.*(Dialect|Ops)\.h\.inc[">]')
    includes: list[str] = []
    definitions: list[str] = []
    for header, group in groups:
        declaring = _declaring(_grep(f'#include "{re.escape(header)}"'))
        whole = [h for key, (h, _) in declaring.items() if key == "*"]
        includes += whole or sorted({h for h, _ in declaring.values()})
        for record in group.passes:
            macro = macro_name(record.name)
            namespace = declaring.get(macro, declaring.get("*", ("", "mlir")))[1]
            parts = [part for part in namespace.split("::") if part]
            definitions.append(
                "".join(f"namespace {part} {{ " for part in parts)
                + f'\n#define GEN_PASS_DEF_{macro}\n#include "{header}"\n'
                + "}" * len(parts)
            )
    lines = [f'#include "{h}"' for h in dict.fromkeys([*dialects, *includes])]
    return "\n".join([*lines, *definitions]) + "\n"
