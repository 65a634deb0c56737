"""The RUN lines of a lit test file, as commands the conformance runner can replay.

A RUN line is a shell pipeline: `[not] mlir-opt %s ARGS [2>&1] | [mlir-opt ...] | FileCheck ...`.
`parse_runs` keeps the lines it can replay with both tools and says why it skips the others.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, field

_RUN = re.compile(r"//\s*RUN:(.*)$")
_SUBSTITUTION = re.compile(r"%[a-zA-Z_{]")


@dataclass(frozen=True)
class Stage:
    """One command of a pipeline: `mlir-opt`, or `cat` reading an earlier RUN line's %t."""

    args: tuple[str, ...]
    negated: bool
    merge_stderr: bool
    program: str = "mlir-opt"


@dataclass(frozen=True)
class Run:
    """A replayable RUN line: its mlir-opt stages and the FileCheck arguments, if any."""

    line: int
    text: str
    stages: tuple[Stage, ...]
    filecheck: tuple[str, ...] | None

    @property
    def split_input(self) -> bool:
        """Whether the first stage splits its input on `// -----`."""
        return any(a.split("=")[0].lstrip("-") == "split-input-file" for a in self.stages[0].args)

    @property
    def verifies_diagnostics(self) -> bool:
        """Whether any stage checks `expected-*` comments."""
        return any(
            a.split("=")[0].lstrip("-") == "verify-diagnostics" for s in self.stages for a in s.args
        )


@dataclass(frozen=True)
class Skipped:
    """A RUN line the runner cannot replay, and why."""

    line: int
    text: str
    reason: str


@dataclass
class _Joined:
    line: int
    parts: list[str] = field(default_factory=list)


def run_commands(source: str) -> list[tuple[int, str]]:
    """The RUN commands of a file with their first line numbers (continuations joined)."""
    commands: list[tuple[int, str]] = []
    pending: _Joined | None = None
    for number, line in enumerate(source.splitlines(), start=1):
        match = _RUN.search(line)
        if match is None:
            continue
        text = match.group(1).strip()
        if pending is None:
            pending = _Joined(number)
        continued = text.endswith("\\")
        pending.parts.append(text.removesuffix("\\").strip())
        if not continued:
            commands.append((pending.line, " ".join(pending.parts)))
            pending = None
    return commands


def _pipe_stages(command: str) -> list[str]:
    """`command` split at unquoted `|` (a `||` is kept whole, and rejected later)."""
    stages: list[str] = []
    current: list[str] = []
    quote = ""
    for i, char in enumerate(command):
        if quote:
            quote = "" if char == quote else quote
        elif char in "'\"":
            quote = char
        elif char == "|" and command[i - 1 : i] != "|" and command[i + 1 : i + 2] != "|":
            stages.append("".join(current))
            current = []
            continue
        current.append(char)
    stages.append("".join(current))
    return [s.strip() for s in stages]


def _stage(words: list[str]) -> Stage | str:
    """An mlir-opt stage, or the reason it cannot be replayed."""
    negated = words[:1] == ["not"]
    if negated:
        words = words[1:]
    if words[:1] and words[0].startswith("--crash"):
        return "expects a crash (`not --crash`)"
    if not words or words[0] not in ("mlir-opt", "cat"):
        return f"runs {words[0] if words else 'nothing'}, not mlir-opt"
    program, args = words[0], words[1:]
    merge = "2>&1" in args
    args = [a for a in args if a != "2>&1"]
    for arg in args:
        if arg.lstrip("-").startswith("mlir-pass-statistics"):
            return "pass statistics: this mlir-opt build (NDEBUG, no LLVM_ENABLE_STATS) counts none"
        if arg.lstrip("-") == "mlir-timing-display=list":
            return "timing list: its rows are ordered by the times measured"
        if arg[:1] in "<>" or arg[:2] in ("1>", "2>") or arg in ("&&", ";", "||"):
            return f"uses shell redirection or sequencing ({arg})"
        if _SUBSTITUTION.search(re.sub("%/?[st]", "", arg)):
            return f"uses a lit substitution of the upstream test suite ({arg})"
    return Stage(tuple(args), negated, merge, program)


def _reads_test_file(stage: Stage) -> bool:
    """Whether the stage names the test file or an earlier RUN line's scratch file."""
    return any(re.search("%/?[st]", arg) for arg in stage.args)


def parse_run(line: int, command: str) -> Run | Skipped:
    """The replayable form of one RUN command, or why it is skipped."""
    try:
        parts = [shlex.split(p) for p in _pipe_stages(command)]
    except ValueError as exc:
        return Skipped(line, command, f"unparsable shell command ({exc})")
    filecheck: tuple[str, ...] | None = None
    if parts and parts[-1][:1] == ["FileCheck"]:
        filecheck = tuple(parts.pop()[1:])
    stages: list[Stage] = []
    for words in parts:
        stage = _stage(words)
        if isinstance(stage, str):
            return Skipped(line, command, stage)
        stages.append(stage)
    if not stages:
        return Skipped(line, command, "runs no mlir-opt")
    if any(s.program == "cat" for s in stages[1:]):
        return Skipped(line, command, "runs cat on piped input")
    first = stages[0]
    if (
        first.program == "mlir-opt"
        and not _reads_test_file(first)
        or any(_reads_test_file(s) for s in stages[1:])
    ):
        return Skipped(line, command, "does not read the test file in its first stage")
    return Run(line, command, tuple(stages), filecheck)


def parse_runs(source: str) -> list[Run | Skipped]:
    """Every RUN command of a test file, replayable or skipped with a reason."""
    return [parse_run(line, command) for line, command in run_commands(source)]
