"""Running `llvm-tblgen --dump-json`: the records of a TableGen file as JSON data.

Trust boundary: the .td file and what it includes are input. Before llvm-tblgen runs, every
file it may read is checked (`passgen.tablegen.includes`: inside the file's own and the -I folders,
regular, UTF-8, nesting bounded); it runs with its stdin closed and under `TBLGEN_LIMITS`
(`bounded_process`); its records are read only when no value nests deeper than
`MAX_RECORD_DEPTH`. Each refusal is a located error or names the limit; never a traceback.
"""

from __future__ import annotations

import glob
import json
import os
import re
import shutil
import signal
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from passgen.support.bounded_process import (
    STDERR_KEPT,
    Finished,
    LimitExceeded,
    Limits,
    run_bounded,
)

from .includes import RefusedSource, check_sources, search_folders
from .problems import Locator, Note

INSTALL_HINT = "install it with `apt-get install llvm-22` (or put llvm-tblgen on PATH)"
# What llvm-tblgen may use on one file: real ones (the largest upstream op definitions,
# NVVMOps.td with its includes) take 0.3 s, 200 MiB of address space and write 4 MB.
TBLGEN_LIMITS = Limits(
    cpu_seconds=20, memory_bytes=1024 * 1024 * 1024, output_bytes=32 * 1024 * 1024, wall_seconds=40
)
# Levels of nesting in llvm-tblgen's JSON (a record is 2, a dag 3 more per level); real
# records nest at most 20 deep.
MAX_RECORD_DEPTH = 500
# A crashing llvm-tblgen prints its stack without starting llvm-symbolizer.
_QUIET_CRASHES = {"LLVM_DISABLE_SYMBOLIZATION": "1"}
_CRASH_HINTS = {
    "SIGSEGV": "; its stack overflows on an include cycle without #ifndef guards, or on "
    "records that recurse too deep"
}
_JSON_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_JSON_TOKEN = re.compile(rf"{_JSON_STRING.pattern}|[\[\]{{}}]")
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_LOCS = re.compile(rf'"!locs":\[({_JSON_STRING.pattern})')


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


def dump_records(
    td_file: Path, include_dirs: Sequence[Path], limits: Limits | None = None
) -> tuple[dict[str, Any], list[Path]]:
    """Every record `td_file` defines (with its includes), as `llvm-tblgen --dump-json` gives
    them, and the files read (`td_file`, then its includes, from the dependency list);
    llvm-tblgen runs under `limits` (default: `TBLGEN_LIMITS`)."""
    limits = limits or TBLGEN_LIMITS
    try:
        check_sources(td_file, include_dirs)
    except RefusedSource as exc:
        raise TableGenError(str(exc)) from None
    tool = find_llvm_tblgen()
    with tempfile.TemporaryDirectory(prefix="passgen-tblgen-") as folder:
        output, depfile = Path(folder) / "records.json", Path(folder) / "deps.d"
        command = [
            tool,
            "--dump-json",
            *(f"-I{d}" for d in search_folders(td_file, include_dirs)),
            str(td_file),
            "-o",
            str(output),
            "-d",
            str(depfile),
        ]
        try:
            result = run_bounded(command, limits, Path(folder), _QUIET_CRASHES)
        except OSError as exc:
            raise TableGenError(
                f"passgen: error: cannot run {tool}: {exc.strerror}; {INSTALL_HINT}"
            ) from None
        except LimitExceeded as exc:
            raise TableGenError(
                f"passgen: error: {td_file}: llvm-tblgen was stopped: {exc} (import-td gives "
                f"it {limits.describe()})"
            ) from None
        if result.returncode != 0:
            raise TableGenError(_failure(tool, td_file, result))
        depends = depfile.read_text(encoding="utf-8", errors="replace") if depfile.exists() else ""
        text = output.read_text(encoding="utf-8")  # llvm::json writes UTF-8
        files = [td_file, *_dependencies(depends)]
        _check_depth(text, files)
        records: dict[str, Any] = json.loads(text)
    return records, files


def _failure(tool: str, td_file: Path, result: Finished) -> str:
    """What to print for a run of llvm-tblgen that failed: its diagnostics, or how it ended
    (a crash's stack dump is left out)."""
    if result.returncode > 0:
        stderr = result.stderr.rstrip("\n")
        if result.stderr_bytes > STDERR_KEPT:
            stderr += f"\n... ({result.stderr_bytes} bytes of diagnostics in all)"
        return stderr or f"passgen: error: {tool} failed"
    try:
        name = signal.Signals(-result.returncode).name
    except ValueError:
        name = f"signal {-result.returncode}"
    hint = _CRASH_HINTS.get(name, "")
    return f"passgen: error: {td_file}: llvm-tblgen crashed ({name}) reading it{hint}"


def _check_depth(text: str, files: list[Path]) -> None:
    """Refuse records holding a value nested deeper than `MAX_RECORD_DEPTH` levels (Python's
    JSON reader recurses per level), located at the record's definition."""
    brackets = _NOT_BRACKET.sub("", _JSON_STRING.sub("", text))
    depth = deepest = 0
    for char in brackets:
        depth += 1 if char in "[{" else -1
        deepest = max(deepest, depth)
    if deepest <= MAX_RECORD_DEPTH:
        return
    record, field, locs = _deep_value(text)
    locator = Locator({record: {"!locs": locs}}, files, str)
    message = (
        f"the value of '{field}' in record '{record}' nests more than {MAX_RECORD_DEPTH} "
        "levels deep in llvm-tblgen's records, the limit for import-td"
    )
    problem = locator.problem(Note(message, record), "error")
    raise TableGenError(problem.render(locator.sources.get(problem.position.path)))


def _deep_value(text: str) -> tuple[str, str, list[str]]:
    """The record and field of the first value nested deeper than `MAX_RECORD_DEPTH`, and
    the record's `!locs`."""
    depth, keys, start = 0, ["", ""], 0
    for token in _JSON_TOKEN.finditer(text):
        value = token.group()
        if value[0] == '"':
            if depth <= 2 and text.startswith(":", token.end()):  # a record's or field's name
                keys[depth - 1] = json.loads(value)
                start = token.end() if depth == 1 else start
        elif value in "[{":
            depth += 1
            if depth > MAX_RECORD_DEPTH:
                break
        else:
            depth -= 1
    locs = _LOCS.search(text, start)
    return keys[0], keys[1], [json.loads(locs.group(1))] if locs else []


def _dependencies(depfile: str) -> list[Path]:
    """The prerequisites of a Makefile dependency line (`out: a.td b\\ c.td`)."""
    _, _, prerequisites = depfile.partition(": ")
    names = re.split(r"(?<!\\)\s+", prerequisites.replace("\\\n", " ").strip())
    return [Path(name.replace("\\ ", " ")) for name in names if name]
