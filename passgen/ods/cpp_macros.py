"""The macros the C++ standard library and libMLIR's headers define, which no name of the
generated C++ may take (`passgen.cpp.identifiers`), collected with g++:

    python -m passgen.ods.cpp_macros [INCLUDE_DIR] > passgen/cpp/cpp_macros.json   (make import-ods)
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from passgen.cpp.identifiers import is_reserved

INCLUDE = Path("/usr/lib/llvm-22/include")
MODES = ("c++17", "gnu++17", "c++23", "gnu++23")
SKIPPED = "Bindings/Python"


def _search_dirs(compiler: str) -> list[str]:
    """The compiler's system include directories, longest first."""
    listing = subprocess.run(
        [compiler, "-xc++", "-E", "-v", "-"],
        input="",
        capture_output=True,
        text=True,
        check=True,
    ).stderr
    start = listing.index("#include <...> search starts here:")
    end = listing.index("End of search list.")
    dirs = [line.strip() for line in listing[start:end].splitlines()[1:]]
    return sorted(dirs, key=len, reverse=True)


def _defined(text: str, roots: list[str]) -> dict[str, str]:
    """Each macro of `g++ -E -dD` output that stays defined, with the header of its last
    definition (relative to its include directory)."""
    where: dict[str, str] = {}
    current = ""
    for line in text.splitlines():
        if line.startswith("# ") and '"' in line:
            current = line.split('"')[1]
        elif line.startswith(("#define ", "#undef ")):
            name = re.split(r"[\s(]", line.split(None, 1)[1], maxsplit=1)[0]
            if line.startswith("#undef "):
                where.pop(name, None)
            else:
                where[name] = _shown(current, roots)
    return where


def _shown(file: str, roots: list[str]) -> str:
    if file == "<command-line>":
        return "defined on the command line: -DNDEBUG, which libMLIR needs"
    if file.startswith("<"):
        return "predefined by g++"
    for root in roots:
        if file.startswith(root.rstrip("/") + "/"):
            return file[len(root.rstrip("/")) + 1 :]
    return file


def collect(include: Path = INCLUDE, compiler: str = "g++") -> dict[str, str]:
    """Every macro (not reserved anyway) that the C++ standard library and libMLIR's headers
    leave defined, in any of `MODES`, with its header."""
    headers = sorted(
        path.relative_to(include).as_posix()
        for top in ("mlir", "mlir-c")
        for path in (include / top).rglob("*.h")
        if SKIPPED not in path.as_posix()
    )
    source = "#include <bits/stdc++.h>\n" + "".join(f'#include "{h}"\n' for h in headers)
    roots = [str(include), *_search_dirs(compiler)]
    found: dict[str, str] = {}
    with tempfile.TemporaryDirectory() as folder:
        unit = Path(folder) / "all.cpp"
        unit.write_text(source, encoding="utf-8")
        for mode in MODES:
            command = [compiler, f"-std={mode}", "-E", "-dD", "-DNDEBUG", f"-I{include}", str(unit)]
            text = subprocess.run(command, capture_output=True, text=True, check=True).stdout
            for name, header in _defined(text, roots).items():
                found.setdefault(name, header)
    return {name: found[name] for name in sorted(found) if not is_reserved(name)}


def dumps(found: dict[str, str]) -> str:
    """The JSON text of `found`: one macro per line, sorted."""
    lines = ",\n".join(
        f"{json.dumps(name)}: {json.dumps(header)}" for name, header in found.items()
    )
    return f'{{\n"macros": {{\n{lines}\n}}\n}}\n'


if __name__ == "__main__":
    sys.stdout.write(dumps(collect(Path(sys.argv[1]) if len(sys.argv) > 1 else INCLUDE)))
