"""Fuzz campaign: hostile .td files through `passgen import-td` (needs llvm-tblgen).

Each case is a Passes.td in a project folder (its own folder and an `-I` folder beside a
folder outside both) that holds one of:

- includes of files outside the folders (absolute paths, `../`, links out), of special files
  (devices, a FIFO, a folder, `/dev/stdin`) and of ordinary ones, written where llvm-tblgen
  reads them or where it does not (comments, strings, code blocks, `#ifdef`);
- brackets nested from below to far past the limit, or a value `!foldl` builds deep;
- `foreach` loops and folds that build many records or burn CPU;
- garbage: random TableGen tokens and bytes.

A case must end in exit 0, 1 (passes left out, each located) or 2 with a message, within
`LIMITS` (given to llvm-tblgen here so that each case takes seconds, not the 20 s of CPU and
1 GiB the command allows); a refused include or nesting must be a located error; nothing
of a file outside the folders may show in the output. A traceback, an internal error, a
hang or a leak is a defect. Every `SUBPROCESS_EVERY`-th case (bombs aside) runs `passgen`
as a user does, with the command's own limits.
"""

from __future__ import annotations

import contextlib
import os
import random
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

from fuzz.spec_inputs import LOCATED, SUBPROCESS_EVERY, TD_INCLUDE, classify, run_passgen
from fuzz.tally import Outcome, Tally
from passgen.support.bounded_process import Limits
from passgen.tablegen import tblgen as tablegen
from passgen.tablegen.cli import EXIT_LOST
from passgen.tablegen.tblgen import TableGenError, find_llvm_tblgen

CANARY = "CANARY-OUTSIDE-TEXT"
LIMITS = Limits(
    cpu_seconds=2, memory_bytes=256 * 1024 * 1024, output_bytes=4 << 20, wall_seconds=10
)
PASS = 'include "mlir/Pass/PassBase.td"\ndef Fuzzed : Pass<"fuzzed"> { let summary = "s"; }\n'

# Include names: outside the folders, special, ordinary, missing or odd.
_NAMES = [
    "/etc/passwd",
    "/dev/zero",
    "/dev/stdin",
    "/dev/urandom",
    "/proc/self/environ",
    "../outside/secret.td",
    "../../outside/secret.td",
    "inc/../../outside/secret.td",
    "link-out.td",
    "link-zero.td",
    "fifo.td",
    "dir.td",
    "ok.td",
    "guarded.td",
    "missing.td",
    "mlir/Pass/PassBase.td",
    "mlir/../mlir/Pass/PassBase.td",
    "",
    "/",
    "a\\\\b.td",
]
# Where an include directive goes: `{}` is the name (in a string, its quotes escaped).
_PLACES = [
    'include "{}"\n',
    'include /* a */ "{}" // b\n',
    'include\0"{}"\n',
    '// include "{}"\n',
    '/* /* */ include "{}" */\n',
    'def S {{ string s = "include \\"{}\\""; }}\n',
    'def C {{ code c = [{{ include "{}" }}]; }}\n',
    '#ifdef NEVER\ninclude "{}"\n#endif\n',
    'def include_x;\ninclude "{}"\n',
]
_OPENERS = ["(a ", "[", "{", "<", "!listconcat("]
_TOKENS = [
    "def",
    "class",
    "defm",
    "multiclass",
    "let",
    "in",
    "foreach",
    "include",
    "#ifdef X",
    "#endif",
    "#define X",
    "<",
    ">",
    "[{",
    "}]",
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    '"',
    ";",
    ":",
    ",",
    "=",
    "#",
    "!foldl(",
    "!range(",
    "!cast<",
    "int",
    "string",
    "dag",
    "list<",
    "A",
    "1",
    "99999999999999999999",
    "/*",
    "*/",
    "//",
    "\n",
    "\0",
    "\x7f",
    "é",
]


def _folders(root: Path) -> Path:
    """The project (its own folder and `inc/`, the -I folder) beside `outside/`; the .td."""
    outside, project = root / "outside", root / "project"
    (project / "inc" / "dir.td").mkdir(parents=True)
    outside.mkdir()
    (outside / "secret.td").write_text(f"def Secret; // {CANARY}\n{CANARY} garbage\n")
    inc = project / "inc"
    (inc / "ok.td").write_text("def Ok;\n")
    (inc / "guarded.td").write_text(
        '#ifndef GUARDED\n#define GUARDED\ninclude "guarded.td"\ndef Guarded;\n#endif\n'
    )
    os.mkfifo(inc / "fifo.td")
    (inc / "link-out.td").symlink_to(outside / "secret.td")
    (inc / "link-zero.td").symlink_to("/dev/zero")
    return project / "Passes.td"


def _includes(rng: random.Random) -> str:
    parts = [PASS]
    for _ in range(rng.randint(1, 3)):
        place = rng.choice(_PLACES).format(rng.choice(_NAMES))
        parts.insert(rng.randint(0, len(parts)), place)
    return "".join(parts)


def _nesting(rng: random.Random) -> str:
    if rng.random() < 0.3:  # a value built deep: 3 levels of JSON per level
        depth = rng.choice([10, 150, 170, 400])
        return f"def a;\ndef X {{\n  dag d = !foldl((a), !range({depth}), acc, i, (a acc));\n}}\n"
    depth = rng.choice([50, 99, 100, 101, 150, 1200, 5000, 100_000])
    opener = rng.choice(_OPENERS)
    return f"def a;\ndef X {{ dag d = {opener * depth}; }}\n{PASS}"


def _bombs(rng: random.Random) -> str:
    size = rng.choice([10, 300, 1000, 3000])
    if rng.random() < 0.5:
        return (
            f"{PASS}foreach i = !range({size}) in\n  foreach j = !range({size}) in\n"
            '    def R#i#_#j { int a = i; string s = "xxxxxxxxxxxxxxxx"; }\n'
        )
    return (
        f"{PASS}def X {{ int v = !foldl(0, !range({size * 10}), a, i, "
        f"!foldl(a, !range({size * 10}), b, j, !and(b, j))); }}\n"
    )


def _garbage(rng: random.Random) -> str:
    return PASS + " ".join(rng.choice(_TOKENS) for _ in range(rng.randint(1, 60)))


_KINDS: dict[str, Callable[[random.Random], str]] = {
    "includes": _includes,
    "nesting": _nesting,
    "bombs": _bombs,
    "garbage": _garbage,
}


@contextlib.contextmanager
def _limits(limits: Limits) -> Iterator[None]:
    """llvm-tblgen's limits, for the in-process cases."""
    saved = tablegen.TBLGEN_LIMITS
    tablegen.TBLGEN_LIMITS = limits
    try:
        yield
    finally:
        tablegen.TBLGEN_LIMITS = saved


def import_td_hostile(rng: random.Random, cases: int) -> Tally:
    """Hostile .td files (and, now and then, a special file as the file to import)."""
    tally = Tally("import-td hostile")
    try:
        find_llvm_tblgen()
    except TableGenError:
        return tally
    with tempfile.TemporaryDirectory() as tmp, _limits(LIMITS):
        td = _folders(Path(tmp))
        for case in range(cases):
            kind = rng.choice(sorted(_KINDS))
            text = _KINDS[kind](rng)
            td.write_text(text, encoding="utf-8")
            target = (
                td
                if rng.random() < 0.95
                else td.parent / "inc" / rng.choice(["fifo.td", "dir.td", "link-zero.td"])
            )
            args = ["import-td", str(target), "-I", str(td.parent / "inc"), "-I", str(TD_INCLUDE)]
            args += ["-o", str(Path(tmp) / "out.yaml")]
            code, err = run_passgen(args, kind != "bombs" and case % SUBPROCESS_EVERY == 0)
            partial = code == EXIT_LOST  # some passes left out, each located in the .td
            outcome = classify(2 if partial else code, err, located=partial)
            refused = "is outside the folders" in err or "import-td reads only regular" in err
            if outcome is Outcome.CLEAN_ERROR and (refused or "brackets nest" in err):
                outcome = outcome if LOCATED.match(err) or target != td else Outcome.WRONG_OUTPUT
            if CANARY in err:
                outcome = Outcome.WRONG_OUTPUT  # a file outside the folders shown
            tally.record(outcome, f"{kind}: {text[:300]!r} ({len(text)} chars)\n{err[:1000]}")
    return tally


CAMPAIGNS: dict[str, Callable[[random.Random, int], Tally]] = {
    "import-td hostile": import_td_hostile,
}
