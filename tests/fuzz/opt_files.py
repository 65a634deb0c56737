"""passgen-opt's file-valued flags, at random: no traceback, nothing written outside the places
a case allows, and the input intact.

Category "file flags": each case is a folder `work/` (the tool's working directory) holding
the input `in.mlir` (functions with hostile symbol names: `..`, `/`, `\\`, NUL, names too long
for a path) and the ways to name it again (`hard.mlir`, a hard link; `link.mlir`, a symbolic
link; `stdin-link`, a link to /proc/self/fd/0 with the input on stdin), a folder, a FIFO with
a reader, a dangling link, and a folder `outside/` beside `work/` with a file that must not
change. Each of -o, --log-actions-to, --mlir-pass-pipeline-crash-reproducer,
--mlir-generate-reproducer and --mlir-print-ir-tree-dir is left out or pointed at one of
those, at /dev/null, /dev/full, a link to stdout, a missing folder, or the same target as
another flag; the input is in.mlir, one of its aliases or stdin; the pipeline succeeds or
fails, with or without --split-input-file. Every case runs a `passgen-opt` process.

Outcomes: CRASH on a traceback or an exit code other than 0 and 1; HANG past the budget;
LOST_DATA when in.mlir changed (unless -o named it and the run succeeded: then it holds the
output); WRONG_OUTPUT when a file appeared or changed outside `work/` (the tree's hostile
names aim at `outside/`), or a temporary file was left; CLEAN_ERROR for exit 1; OK for 0.
"""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path

from fuzz.tally import Outcome, Tally

BUDGET_SECONDS = 60
SYMBOLS = [
    "f",
    "..",
    ".",
    "",
    "../../x",
    "../../../../outside/escaped",
    "/tmp",
    "a/b",
    "a\\\\b",
    "a\\00b",
    "é/..",
    "x" * 300,
]
# Where a flag's file may go: the input and its aliases, special files, missing places.
TARGETS = [
    "in.mlir",
    "hard.mlir",
    "link.mlir",
    "stdin-link",
    "stdout-link",
    "/dev/null",
    "/dev/full",
    "fifo",
    "nodir/out",
    "d",
    "d/new.mlir",
    "dangling",
    "tree",
    "",
]
FLAGS = [
    "-o",
    "--log-actions-to",
    "--mlir-pass-pipeline-crash-reproducer",
    "--mlir-generate-reproducer",
    "--mlir-print-ir-tree-dir",
]
PIPELINES = [
    "builtin.module(func.func(cse))",
    "builtin.module(func.func(canonicalize),test-pass-failure)",
    "builtin.module(func.func(test-pass-failure))",
    "builtin.module(symbol-dce)",
]
INPUTS = ["in.mlir", "hard.mlir", "link.mlir", "-"]
SENTINEL = "must not change\n"


def _function(symbol: str) -> str:
    return (
        f'  "func.func"() <{{function_type = () -> (), sym_name = "{symbol}", '
        'sym_visibility = "private"}> ({\n'
        '    "func.return"() : () -> ()\n'
        "  }) : () -> ()\n"
    )


def _input(rng: random.Random, split: bool) -> str:
    chunks = [
        '"builtin.module"() ({\n'
        + "".join(_function(s) for s in dict.fromkeys(rng.sample(SYMBOLS, rng.randint(1, 4))))
        + "}) : () -> ()\n"
        for _ in range(2 if split else 1)
    ]
    return "// -----\n".join(chunks)


class Case:
    """The folders of one case: `work/` with the input and its aliases, `outside/`."""

    def __init__(self, text: str):
        self.root = Path(tempfile.mkdtemp(prefix="passgen-fuzz-files-"))
        self.work = self.root / "work"
        self.outside = self.root / "outside"
        self.work.mkdir()
        self.outside.mkdir()
        (self.outside / "sentinel").write_text(SENTINEL)
        self.text = text
        (self.work / "in.mlir").write_text(text, encoding="utf-8")
        os.link(self.work / "in.mlir", self.work / "hard.mlir")
        (self.work / "link.mlir").symlink_to("in.mlir")
        (self.work / "stdin-link").symlink_to("/proc/self/fd/0")
        (self.work / "stdout-link").symlink_to("/proc/self/fd/1")
        (self.work / "dangling").symlink_to("d/target.mlir")
        (self.work / "d").mkdir()
        os.mkfifo(self.work / "fifo")

    def close(self) -> None:
        shutil.rmtree(self.root, ignore_errors=True)

    def run(self, args: list[str], stdin_from_input: bool) -> tuple[int, str] | None:
        """Exit code and stderr of `passgen-opt args` in `work/` (None: past the budget),
        with a reader on the FIFO while it runs."""
        reader = _FifoReader(self.work / "fifo")
        source = self.work / "in.mlir" if stdin_from_input else Path(os.devnull)
        try:
            with open(source, "rb") as stdin, open(self.work / "stdout.txt", "wb") as stdout:
                done = subprocess.run(
                    [sys.executable, "-m", "passgen.runtime.tools.opt", *args],
                    cwd=self.work,
                    stdin=stdin,
                    stdout=stdout,
                    stderr=subprocess.PIPE,
                    timeout=BUDGET_SECONDS,
                    check=False,
                )
        except subprocess.TimeoutExpired:
            return None
        finally:
            reader.stop()
        return done.returncode, done.stderr.decode("utf-8", "backslashreplace")

    def files_outside_work(self) -> dict[Path, bytes]:
        """Every file under the case's root but outside `work/`, with its content."""
        return {
            path: path.read_bytes()
            for path in self.root.rglob("*")
            if self.work not in path.parents and path.is_file()
        }


class _FifoReader:
    """Reads a FIFO in a thread, writer after writer (the log and -o may both be the FIFO),
    so a tool writing to it never waits for a reader."""

    def __init__(self, path: Path):
        self.path = path
        self.stopped = threading.Event()
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        while not self.stopped.is_set():
            with open(self.path, "rb") as fifo:  # waits for a writer
                fifo.read()

    def stop(self) -> None:
        """End the reader: a writer of our own releases it if it waits."""
        self.stopped.set()
        while self.thread.is_alive():
            try:
                os.close(os.open(self.path, os.O_WRONLY | os.O_NONBLOCK))
            except OSError:  # no reader at this instant
                pass
            self.thread.join(timeout=0.05)


def _arguments(rng: random.Random) -> tuple[list[str], str, dict[str, str]]:
    """The command line, the input named, and the targets of the flags given."""
    source = rng.choice(INPUTS)
    args = [source, "-p", rng.choice(PIPELINES)]
    if rng.random() < 0.3:
        args.append("--split-input-file")
    chosen: dict[str, str] = {}
    for flag in FLAGS:
        if rng.random() < 0.5:
            continue
        target = rng.choice([*TARGETS, *chosen.values()] if chosen else TARGETS)
        if flag in ("-o", "--log-actions-to") and rng.random() < 0.1:
            target = "-"
        chosen[flag] = target
        args += [flag, target] if flag == "-o" else [f"{flag}={target}"]
    if "--mlir-print-ir-tree-dir" in chosen or rng.random() < 0.2:
        args.append(rng.choice(["--mlir-print-ir-after-all", "--mlir-print-ir-before-all"]))
    return args, source, chosen


def file_flags(rng: random.Random, cases: int) -> Tally:
    tally = Tally("file flags")
    for _ in range(cases):
        split = rng.random() < 0.3
        case = Case(_input(rng, split))
        try:
            args, source, chosen = _arguments(rng)
            described = f"passgen-opt {' '.join(map(repr, args))}"
            before = case.files_outside_work()
            result = case.run(args, stdin_from_input=source == "-")
            outcome, why = _judge(case, result, before, chosen)
            tally.record(outcome, f"{why}\n{described}")
        finally:
            case.close()
    return tally


def _judge(
    case: Case, result: tuple[int, str] | None, before: dict[Path, bytes], chosen: dict[str, str]
) -> tuple[Outcome, str]:
    if result is None:
        return Outcome.HANG, "past the budget"
    code, err = result
    if code not in (0, 1) or "Traceback" in err:
        return Outcome.CRASH, f"exit {code}: {err[-1500:]}"
    now = (case.work / "in.mlir").read_text(encoding="utf-8", errors="surrogateescape")
    replaced = code == 0 and chosen.get("-o") == "in.mlir"  # then it holds the output
    if now != case.text and not (replaced and now.startswith('"builtin.module"')):
        return Outcome.LOST_DATA, f"in.mlir now holds {now[:300]!r}; stderr {err[-600:]}"
    if case.files_outside_work() != before:
        return Outcome.WRONG_OUTPUT, f"files outside work/ changed; stderr {err[-600:]}"
    left = list(case.root.rglob(".passgen-*"))
    if left:
        return Outcome.WRONG_OUTPUT, f"temporary files left: {left}"
    if code == 1 and not err.strip():
        return Outcome.CRASH, "exit 1 without a message"
    return (Outcome.OK, "") if code == 0 else (Outcome.CLEAN_ERROR, "")


CAMPAIGNS: dict[str, Callable[[random.Random, int], Tally]] = {"file flags": file_flags}
