"""Running `llvm-tblgen --dump-json`: the records of a TableGen file as JSON data."""

from __future__ import annotations

import glob
import json
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any

from .source_text import UnreadableSource, read_source

INSTALL_HINT = "install it with `apt-get install llvm-22` (or put llvm-tblgen on PATH)"


class TableGenError(Exception):
    """llvm-tblgen is missing or failed; the message is ready to print."""


def _version(path: str) -> int:
    """The LLVM major version in `/usr/lib/llvm-<N>/bin/...` (0 when there is none)."""
    digits = Path(path).parent.parent.name.removeprefix("llvm-")
    return int(digits) if digits.isdigit() else 0


def find_llvm_tblgen() -> str:
    """`$LLVM_TBLGEN`, else `llvm-tblgen-22` on PATH, else the newest /usr/lib/llvm-*/bin one,
    else `llvm-tblgen` on PATH (upstream MLIR's .td files need a recent TableGen)."""
    explicit = os.environ.get("LLVM_TBLGEN")
    if explicit:
        return explicit
    installed = sorted(glob.glob("/usr/lib/llvm-*/bin/llvm-tblgen"), key=_version)
    candidates = [shutil.which("llvm-tblgen-22"), *reversed(installed), shutil.which("llvm-tblgen")]
    found = next((c for c in candidates if c), None)
    if found is None:
        raise TableGenError(f"passgen: error: llvm-tblgen not found; {INSTALL_HINT}")
    return found


def dump_records(td_file: Path, include_dirs: list[Path]) -> tuple[dict[str, Any], list[Path]]:
    """Every record `td_file` defines (with its includes), as `llvm-tblgen --dump-json` gives
    them, and the files read (`td_file`, then its includes, from the dependency list)."""
    try:  # llvm-tblgen would read bytes that are not UTF-8 as U+FFFD, silently
        read_source(td_file, td_file, "TableGen")
    except UnreadableSource as exc:
        raise TableGenError(str(exc)) from None
    tool = find_llvm_tblgen()
    with tempfile.TemporaryDirectory(prefix="passgen-tblgen-") as folder:
        output, depfile = Path(folder) / "records.json", Path(folder) / "deps.d"
        command = [
            tool,
            "--dump-json",
            *(f"-I{d}" for d in include_dirs),
            str(td_file),
            "-o",
            str(output),
            "-d",
            str(depfile),
        ]
        try:
            result = subprocess.run(command, capture_output=True, check=False)
        except OSError as exc:
            raise TableGenError(
                f"passgen: error: cannot run {tool}: {exc.strerror}; {INSTALL_HINT}"
            ) from None
        if result.returncode != 0:
            stderr = result.stderr.decode("utf-8", "replace").rstrip("\n")
            raise TableGenError(stderr or f"passgen: error: {tool} failed")
        depends = depfile.read_text(encoding="utf-8", errors="replace") if depfile.exists() else ""
        records: dict[str, Any] = json.loads(output.read_bytes())  # llvm::json writes UTF-8
    return records, [td_file, *_dependencies(depends)]


def _dependencies(depfile: str) -> list[Path]:
    """The prerequisites of a Makefile dependency line (`out: a.td b\\ c.td`)."""
    _, _, prerequisites = depfile.partition(": ")
    names = re.split(r"(?<!\\)\s+", prerequisites.replace("\\\n", " ").strip())
    return [Path(name.replace("\\ ", " ")) for name in names if name]
