"""Fuzz campaign: hostile spec files, pyproject.toml files and .td files through `passgen`.

Every case must end in exit 0 or in exit 2 with a message (located `file:line:col`
for a spec, which always has positions); a traceback, an internal error, another
exit code or a run over `BUDGET` seconds of CPU time is a defect. Most cases run in-process
through `passgen.cli.main`; every `SUBPROCESS_EVERY`-th runs `passgen` as a user
does. Categories:

- spec bytes: real specs (specs/, specs/mlir/) mutated byte by byte;
- spec structure: real specs' YAML trees with values replaced by hostile YAML
  (aliases, deep nesting, wrong types, huge numbers, dates, surrogate escapes);
- spec texts: real specs whose texts and str defaults are hostile strings, built (those a
  spec may not hold refused, located);
- pyproject: mutated configurations, and project folders named with glob characters;
- import-td bytes: upstream Passes.td files mutated byte by byte, or with hostile option
  defaults (needs llvm-tblgen); exit 1 (some passes left out) must locate its problems;
- export-td bytes: real specs mutated byte by byte, exported as TableGen;
- date spelling: a plain date and its quoted spelling build the same files.
"""

from __future__ import annotations

import contextlib
import io
import random
import re
import resource
import signal
import subprocess
import sys
import tempfile
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import yaml
from paths import ROOT
from projects import pyproject as pyproject_text

from fuzz.tally import Outcome, Tally
from passgen.cli import main
from passgen.spec.yaml_limits import MAX_DEPTH
from passgen.tablegen.cli import EXIT_LOST
from passgen.tablegen.tblgen import TableGenError, find_llvm_tblgen

SPECS = sorted([*ROOT.glob("specs/*.yaml"), *ROOT.glob("specs/mlir/*.yaml")])
TD_INCLUDE = Path("/usr/lib/llvm-22/include")
TD_FILES = sorted(TD_INCLUDE.glob("mlir/**/Passes.td"))
BUDGET = 10.0  # seconds of CPU time a case may take
WALL_BUDGET = 60.0  # and of wall-clock time, on a busy machine
SUBPROCESS_EVERY = 20
PYPROJECT = pyproject_text("specs/*.yaml")
LOCATED = re.compile(r"^[^\n]+:\d+:\d+: (?:error|warning): ")


class _Hang(Exception):
    """The case ran over BUDGET."""


@contextlib.contextmanager
def _budget() -> Iterator[None]:
    """Raise `_Hang` in the case after BUDGET seconds of CPU time (not wall-clock time: the
    machine is shared), or WALL_BUDGET seconds of wall-clock time (a child process such as
    llvm-tblgen uses no CPU time of ours). Main thread only: it takes signals."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def expire(signum: int, frame: Any) -> None:
        raise _Hang

    timers = (
        (signal.SIGPROF, signal.ITIMER_PROF, BUDGET),
        (signal.SIGALRM, signal.ITIMER_REAL, WALL_BUDGET),
    )
    previous = [signal.signal(signum, expire) for signum, _, _ in timers]
    for _, timer, seconds in timers:
        signal.setitimer(timer, seconds)
    try:
        yield
    finally:
        for (signum, timer, _), handler in zip(timers, previous):
            signal.setitimer(timer, 0)
            signal.signal(signum, handler)


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_passgen(args: list[str], subprocess_run: bool) -> tuple[int | str, str]:
    """(exit code, or "hang"; stderr) of `passgen ARGS`, in-process or as a subprocess."""
    if subprocess_run:
        before = _children_cpu()
        try:
            done = subprocess.run(
                [sys.executable, "-m", "passgen.cli", *args],
                capture_output=True,
                timeout=WALL_BUDGET,
                check=False,
            )
        except subprocess.TimeoutExpired:
            return "hang", ""
        if _children_cpu() - before > BUDGET:
            return "hang", done.stderr.decode("utf-8", "replace")
        return done.returncode, done.stderr.decode("utf-8", "replace")
    out, err = io.StringIO(), io.StringIO()
    code: int | str
    try:
        with _budget(), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(args)
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else 2
    except _Hang:
        code = "hang"
    except BaseException as exc:  # noqa: BLE001 - anything escaping main is the defect we count
        code, err = "escaped", io.StringIO(f"Traceback: {exc!r}")
    return code, err.getvalue()


def classify(code: int | str, err: str, located: bool) -> Outcome:
    """How a run ended: accepted, a clean (and, for `located` inputs, positioned) error, or a defect."""
    if code == "hang":
        return Outcome.HANG
    if code == 0:
        return Outcome.OK
    if code != 2 or "Traceback" in err or "internal error" in err or not err.strip():
        return Outcome.CRASH
    if located and not LOCATED.match(err):
        return Outcome.WRONG_OUTPUT  # an error without the place it is at
    return Outcome.CLEAN_ERROR


class Project:
    """A spec project in a temporary folder; `name` is the folder's name."""

    def __init__(self, name: str = "project"):
        self._tmp = tempfile.TemporaryDirectory()
        self.root = Path(self._tmp.name) / name
        (self.root / "specs").mkdir(parents=True)
        self.config = self.root / "pyproject.toml"
        self.config.write_text(PYPROJECT, encoding="utf-8")

    def write_spec(self, data: bytes, name: str = "a.yaml") -> None:
        for old in (self.root / "specs").iterdir():
            old.unlink()
        (self.root / "specs" / name).write_bytes(data)

    def run(self, command: str, subprocess_run: bool) -> tuple[int | str, str]:
        return run_passgen([command, "--config", str(self.config)], subprocess_run)

    def outputs(self) -> dict[str, bytes]:
        return {
            p.relative_to(self.root).as_posix(): p.read_bytes()
            for folder in ("gen", "docs")
            for p in sorted((self.root / folder).rglob("*"))
            if p.is_file()
        }

    def close(self) -> None:
        self._tmp.cleanup()


def _describe(data: bytes) -> str:
    return repr(data[:300]) + (f"... ({len(data)} bytes)" if len(data) > 300 else "")


# -- byte mutations ---------------------------------------------------------------------

_INSERTS = [
    b"\x00",
    b"\x07",
    b"\x1b",
    b"\x7f",
    b"\x0b",
    b"\x0c",
    b"\x85",
    b"\xff",
    b"\xfe",
    b"\xc3",
    b"\xed\xa0\x80",
    b"\xef\xbb\xbf",
    b"\xe2\x80\xa8",
    b"\r",
    b"\t",
    b"&a ",
    b"*a",
    b"[",
    b"{",
    b"!!timestamp ",
    b"!!python/object ",
    b'"\\ud800"',
    b"'",
    b'"',
    b": ",
    b"- ",
    b"#",
    b"<<: ",
    b"9" * 5000,
    b"1e400",
    b"0x" + b"f" * 5000,
]
_BOMS = [b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff", b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff"]


def mutate_bytes(rng: random.Random, data: bytes) -> bytes:
    """`data` with one to three random byte-level changes."""
    for _ in range(rng.randint(1, 3)):
        at = rng.randrange(len(data) + 1)
        kind = rng.randrange(8)
        if kind == 0 and data:
            index = min(at, len(data) - 1)
            data = data[:index] + bytes([data[index] ^ (1 << rng.randrange(8))]) + data[index + 1 :]
        elif kind == 1:
            data = data[:at] + rng.choice(_INSERTS) + data[at:]
        elif kind == 2:
            data = rng.choice(_BOMS) + data
        elif kind == 3:
            data = data[:at]
        elif kind == 4:
            end = min(len(data), at + rng.randint(1, 400))
            data = data[:end] + data[at:end] * rng.randint(1, 4) + data[end:]
        elif kind == 5:
            data = data[:at] + data[at + rng.randint(1, 40) :]
        elif kind == 6:
            data = rng.choice(_BOMS[1:3]) + data.decode("utf-8", "replace").encode(
                "utf-16-le" if data[:1] == b"\xff" else "utf-16-be"
            )
        elif rng.random() < 0.05:  # a file over the size limit
            data = data + b"\n# " + b"x" * (4 * 1024 * 1024)
    return data


def spec_bytes(rng: random.Random, cases: int) -> Tally:
    """Real specs mutated at the byte level, validated (and sometimes built)."""
    tally = Tally("spec bytes")
    project = Project()
    try:
        for case in range(cases):
            data = mutate_bytes(rng, rng.choice(SPECS).read_bytes())
            project.write_spec(data)
            by_process = case % SUBPROCESS_EVERY == 0
            code, err = project.run("build" if by_process else "validate", by_process)
            outcome = classify(code, err, located=True)
            tally.record(outcome, f"{_describe(data)}\n{err[:1000]}")
    finally:
        project.close()
    return tally


# -- structure mutations ----------------------------------------------------------------


def _fragments(rng: random.Random) -> str:
    """A hostile YAML value in flow style (one line)."""
    depth = rng.choice([MAX_DEPTH - 5, MAX_DEPTH, MAX_DEPTH + 1, 500, 5000])
    long = "x" * rng.choice([10, 1000, 200_000])
    return rng.choice(
        [
            "[" * depth + "]" * depth,
            "{a: " * depth + "1" + "}" * depth,
            "&r [*r]",
            "&r {k: *r}",
            "*undefined",
            f"[&s '{long}', " + ", ".join(["*s"] * rng.choice([10, 1000])) + "]",
            "[" + ", ".join(["&z [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]", *["*z"] * 20000]) + "]",
            "2024-01-01",
            "2001-12-14t21:59:43.10-05:00",
            "'2024-01-01'",
            "!!timestamp 2024-01-01",
            "!!binary aGVsbG8=",
            "!!set {a, b}",
            "!!python/name:os.system",
            "!!float x",
            "!!int 12a",
            '"\\ud800"',
            '"\\udfff"',
            '"\\ud83d\\ude00"',
            '"\\x00"',
            '"\\U0010ffff"',
            "9" * rng.choice([20, 400, 4301, 10000]),
            "0x" + "f" * rng.choice([300, 5000]),
            "100000000000000000000000000000",
            "1e29",
            "1.0e+400",
            "-.inf",
            ".nan",
            "-0",
            "yes",
            "no",
            "on",
            "null",
            "~",
            "",
            "1.0",
            "1_000",
            "0o17",
            "190:20:30",
            "[]",
            "{}",
            "[1, [2, [3]]]",
            "{<<: {a: 1}}",
            "? complex key",
            "[a, b",
            "'it''s'",
            '"\\t\\n\\\\"',
            "é✓𝔘",
            "a" * 5000,
            "G" + "a" * rng.choice([100, 240, 300]),
        ]
    )


_SENTINEL = "ZZFRAGMENTZZ"


def _replace_random_value(rng: random.Random, data: Any) -> Any:
    """`data` with one random value (or a new key) replaced by the sentinel."""
    if isinstance(data, dict) and data:
        key = rng.choice(list(data))
        if rng.random() < 0.15:
            return {**data, rng.choice(["summary", "extra", "default", "passes"]): _SENTINEL}
        descend = rng.random() < 0.7 and isinstance(data[key], (dict, list)) and data[key]
        return {**data, key: _replace_random_value(rng, data[key]) if descend else _SENTINEL}
    if isinstance(data, list) and data:
        index = rng.randrange(len(data))
        copy = list(data)
        descend = rng.random() < 0.7 and isinstance(copy[index], (dict, list)) and copy[index]
        copy[index] = _replace_random_value(rng, copy[index]) if descend else _SENTINEL
        return copy
    return _SENTINEL


def mutate_structure(rng: random.Random, text: str) -> str:
    """A real spec with one to three values replaced by hostile YAML, sometimes with a
    block-nested key appended."""
    data = yaml.safe_load(text)
    for _ in range(rng.randint(1, 3)):
        data = _replace_random_value(rng, data)
    dumped = yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=float("inf"))
    while _SENTINEL in dumped:
        dumped = dumped.replace(_SENTINEL, _fragments(rng), 1)
    if rng.random() < 0.1:
        depth = rng.choice([MAX_DEPTH, 600])
        dumped += "deep:\n" + "".join(" " * i + "- \n" for i in range(1, depth))
    elif rng.random() < 0.05:
        dumped = _include_bomb(rng)
    return dumped


def _include_bomb(rng: random.Random) -> str:
    """A spec whose passes all include one large option set (output grows as their product)."""
    options = "".join(
        f"    - {{name: o{i}, argument: o{i}, type: int, description: {'d' * 50}}}\n"
        for i in range(rng.choice([10, 200, 800]))
    )
    passes = "".join(
        f"  - {{name: P{i}, argument: p{i}, include_options: [s]}}\n"
        for i in range(rng.choice([5, 100, 300]))
    )
    return f"group: Bomb\noption_sets:\n  s:\n{options}passes:\n{passes}"


def spec_structure(rng: random.Random, cases: int) -> Tally:
    """Real specs' YAML trees with hostile values, validated (and sometimes built)."""
    tally = Tally("spec structure")
    project = Project()
    small = [p for p in SPECS if p.stat().st_size < 20_000]
    try:
        for case in range(cases):
            text = mutate_structure(rng, rng.choice(small).read_text(encoding="utf-8"))
            project.write_spec(text.encode("utf-8", "surrogatepass"))
            by_process = case % SUBPROCESS_EVERY == 0
            code, err = project.run("build" if by_process else "validate", by_process)
            tally.record(classify(code, err, located=True), f"{text[:2000]!r}\n{err[:1000]}")
    finally:
        project.close()
    return tally


_TEXTS = [
    "2024-01-01",
    "yes",
    "null",
    "1.0",
    "",
    " ",
    "a\nb",
    "a\r\nb",
    "\x1b[31mred",
    "\x00",
    "\x7f",
    '"""',
    "'''",
    "\\N{DASH}",
    "{{ x }}",
    "{% raw %}",
    "<script>alert(1)</script>",
    "é✓𝔘",
    "\u2028",
    "\ud83d\ude00",
    "\ud800",
    "\ufeff",
    "# -*- coding: utf-7 -*-",
    "+ADw-",
    "\t",
    "x" * 100_000,
    "|",
    "a: b",
    "- a",
    "&a",
    "*a",
    "!!str",
    "%YAML",
    "--- x",
    "... x",
]
_TEXT_KEYS = ("summary", "description", "display_name", "deprecated")
# Those of `_TEXTS` no spec string may hold: a lone surrogate, and characters of
# `source_text.UNSAFE_TEXT` (a carriage return, ESC, NUL, DEL, a line separator).
_REFUSED = {"\ud800", "a\r\nb", "\x1b[31mred", "\x00", "\x7f", "\u2028"}


def _replace_texts(rng: random.Random, data: Any, chosen: list[str]) -> Any:
    """`data` with some text fields (and str option defaults) set to hostile text (each
    added to `chosen`)."""
    if isinstance(data, list):
        return [_replace_texts(rng, item, chosen) for item in data]
    if not isinstance(data, dict):
        return data
    replaced = {key: _replace_texts(rng, value, chosen) for key, value in data.items()}
    for key in (*_TEXT_KEYS, "default"):
        if (
            key in replaced
            and rng.random() < 0.3
            and (key != "default" or replaced.get("type") == "str")
        ):
            replaced[key] = rng.choice(_TEXTS)
            chosen.append(replaced[key])
    return replaced


def spec_texts(rng: random.Random, cases: int) -> Tally:
    """Valid specs whose texts are hostile strings, built: accepted, or a located error for
    text a spec may not hold (`_REFUSED`)."""
    tally = Tally("spec texts")
    project = Project()
    small = [p for p in SPECS if p.stat().st_size < 20_000]
    try:
        for case in range(cases):
            chosen: list[str] = []
            data = _replace_texts(
                rng, yaml.safe_load(rng.choice(small).read_text(encoding="utf-8")), chosen
            )
            text = yaml.safe_dump(data, sort_keys=False, allow_unicode=rng.random() < 0.5)
            project.write_spec(text.encode("utf-8", "surrogatepass"))
            code, err = project.run("build", case % SUBPROCESS_EVERY == 0)
            outcome = classify(code, err, located=True)
            if outcome is Outcome.CLEAN_ERROR and _REFUSED.isdisjoint(chosen):
                outcome = Outcome.WRONG_OUTPUT  # a valid spec rejected
            tally.record(outcome, f"{text[:2000]!r}\n{err[:1000]}")
    finally:
        project.close()
    return tally


# -- pyproject.toml ---------------------------------------------------------------------

_FOLDERS = ["project", "proj[1]", "a*b", "q?", "sp ace", "ünï©ødé", "[!x]", "{a,b}", "**"]
_TOML_VALUES = [
    "1",
    "[]",
    '"x"',
    '["specs/*.yaml", 3]',
    '"' + "x" * 10_000 + '"',
    "9" * 5000,
    "[" * 2000 + "]" * 2000,
    '"mlir"',
    "true",
    "{a = 1}",
    '"../outside"',
    '"\\u0000"',
]


def mutate_pyproject(rng: random.Random) -> bytes:
    """PYPROJECT with a key set to a random value, or its bytes mutated."""
    text = PYPROJECT
    if rng.random() < 0.5:
        key = rng.choice(
            [
                "specs",
                "output",
                "package",
                "docs",
                "doc_style",
                "templates",
                "group_docs",
                "cpp",
                "capi",
                "builds",
                "spcs",
            ]
        )
        text += f"{key} = {rng.choice(_TOML_VALUES)}\n"
    data = text.encode("utf-8")
    return mutate_bytes(rng, data) if rng.random() < 0.6 else data


def pyproject(rng: random.Random, cases: int) -> Tally:
    """Mutated configurations of a valid project, in folders named with glob characters:
    a valid configuration must find the spec whatever the folder is called."""
    tally = Tally("pyproject")
    spec = (ROOT / "specs" / "debugging.yaml").read_bytes()
    for case in range(cases):
        project = Project(rng.choice(_FOLDERS))
        try:
            project.write_spec(spec)
            data = mutate_pyproject(rng) if case % 4 else PYPROJECT.encode()
            project.config.write_bytes(data)
            code, err = project.run("validate", case % SUBPROCESS_EVERY == 0)
            outcome = classify(code, err, located=False)
            if data == PYPROJECT.encode() and outcome is not Outcome.OK:
                outcome = Outcome.WRONG_OUTPUT  # a valid project rejected
            tally.record(outcome, f"{project.root.name}: {_describe(data)}\n{err[:1000]}")
        finally:
            project.close()
    return tally


# -- import-td --------------------------------------------------------------------------


_TD_DEFAULTS = [
    b'"' + b"9" * 5000 + b'"',
    b'"0x' + b"f" * 5000 + b'"',
    b'"-' + b"9" * 30 + b'"',
    b'"1e400"',
    b'"1e39f"',
    b'"-0"',
    b'"0.30f"',
    b'"std::numeric_limits<int>::max()"',
    b'"\\"a\\" \\"b\\""',
    b'"\\"\\\\ud800\\""',
    b'""',
    b'"true"',
    b'"kName.str()"',
]
# An option's default: `Option<"cppName", "argument", "type", "default"`.
_TD_DEFAULT = re.compile(
    rb'(Option<\s*"[^"]*"\s*,\s*"[^"]*"\s*,\s*"[^"]*"\s*,\s*(?:/\*default=\*/)?)'
    rb'("(?:[^"\\]|\\.)*")'
)


def mutate_td(rng: random.Random, data: bytes) -> bytes:
    """`data` with an option default replaced by a hostile C++ literal, or mutated byte by byte."""
    defaults = list(_TD_DEFAULT.finditer(data))
    if defaults and rng.random() < 0.5:
        chosen = rng.choice(defaults)
        return data[: chosen.start(2)] + rng.choice(_TD_DEFAULTS) + data[chosen.end(2) :]
    return mutate_bytes(rng, data)


def import_td_bytes(rng: random.Random, cases: int) -> Tally:
    """Upstream Passes.td files mutated at the byte level, through `passgen import-td`."""
    tally = Tally("import-td bytes")
    try:
        find_llvm_tblgen()
    except TableGenError:
        return tally
    with tempfile.TemporaryDirectory() as tmp:
        td = Path(tmp) / "Fuzzed" / "Passes.td"
        td.parent.mkdir()
        for case in range(cases):
            data = mutate_td(rng, rng.choice(TD_FILES).read_bytes())
            td.write_bytes(data)
            args = ["import-td", str(td), "-I", str(TD_INCLUDE), "-o", str(Path(tmp) / "out.yaml")]
            code, err = run_passgen(args, case % SUBPROCESS_EVERY == 0)
            partial = code == EXIT_LOST  # some passes left out, each located in the .td
            tally.record(
                classify(2 if partial else code, err, located=partial),
                f"{_describe(data)}\n{err[:1000]}",
            )
    return tally


def export_td_bytes(rng: random.Random, cases: int) -> Tally:
    """Real specs mutated at the byte level, through `passgen export-td`."""
    tally = Tally("export-td bytes")
    with tempfile.TemporaryDirectory() as tmp:
        spec = Path(tmp) / "spec.yaml"
        for case in range(cases):
            data = mutate_bytes(rng, rng.choice(SPECS).read_bytes())
            spec.write_bytes(data)
            args = ["export-td", str(spec), "-o", str(Path(tmp) / "out.td")]
            code, err = run_passgen(args, case % SUBPROCESS_EVERY == 0)
            tally.record(classify(code, err, located=True), f"{_describe(data)}\n{err[:1000]}")
    return tally


# -- property: a date's spelling --------------------------------------------------------

_DATES = [
    "2024-01-01",
    "1999-12-31",
    "2001-12-14t21:59:43.10-05:00",
    "2001-12-14 21:59:43.10 -5",
    "2002-12-14",
]
_DATED_SPEC = """\
group: Dated
summary: {date}
passes:
  - name: DatedPass
    argument: dated-pass
    summary: {date}
    options:
      - name: since
        argument: since
        type: str
        default: {date}
        description: {date}
"""


def date_spelling(rng: random.Random, cases: int) -> Tally:
    """A spec whose strings YAML reads as dates builds the same files whether they are
    plain, single- or double-quoted."""
    tally = Tally("date spelling")
    for case in range(cases):
        date = rng.choice(_DATES)
        built = []
        for spelling in (date, f"'{date}'", f'"{date}"'):
            project = Project()
            try:
                project.write_spec(_DATED_SPEC.format(date=spelling).encode())
                code, err = project.run("build", case % SUBPROCESS_EVERY == 0)
                built.append((code, err, project.outputs()))
            finally:
                project.close()
        codes = {code for code, _, _ in built}
        if codes != {0}:
            outcome = next(classify(c, e, located=True) for c, e, _ in built if c != 0)
            outcome = Outcome.WRONG_OUTPUT if outcome is Outcome.CLEAN_ERROR else outcome
        else:
            outcome = (
                Outcome.OK if built[0][2] == built[1][2] == built[2][2] else Outcome.WRONG_OUTPUT
            )
        tally.record(outcome, f"{date}: {[(c, e[:300]) for c, e, _ in built]}")
    return tally


CAMPAIGNS: dict[str, Callable[[random.Random, int], Tally]] = {
    "spec bytes": spec_bytes,
    "spec structure": spec_structure,
    "spec texts": spec_texts,
    "pyproject": pyproject,
    "import-td bytes": import_td_bytes,
    "export-td bytes": export_td_bytes,
    "date spelling": date_spelling,
}
