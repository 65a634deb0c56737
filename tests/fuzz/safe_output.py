"""Fuzz campaigns for generated output: hostile spec file names and spec text.

- "spec file names": specs under names made of any characters a Linux file name may hold,
  with pieces that once made a module's first line an encoding declaration
  (`coding:utf-7/`), broke out of a comment (a newline) or of a docstring (`\"\"\"`).
- "spec text fields": hostile text (HTML, Markdown, Python quoting, payloads) in every
  free-text field, and enum value names that may or may not be pipeline tokens.
- "enum value names": any candidate name: rejected with a located error, or a pipeline
  token that round-trips through a textual pipeline and stays one table cell in Passes.md.
- "output under any locale": `passgen build --check --diff` of a spec with non-ASCII text
  under C, latin-1 and ASCII streams.
- "Markdown text": hostile text through the Passes.md filters (a description, a short text
  and a code span sharing a table row), judged by GitHub's renderer: no raw HTML, and the
  row keeps its cells.

Each build is a project with a `[tool.passgen]` pyproject.toml, built in process or, for
some cases, by a `passgen build` subprocess; the generated package is imported in process
or in a subprocess. Spec text carries a payload that would create a marker file if it ran.
Outcomes: CODE_EXECUTED when the marker appears; CRASH on a traceback, or a generated
module that does not compile or import; WRONG_OUTPUT when a text does not come back
exactly, a module declares an encoding, or Passes.md shows raw HTML or breaks a table row;
CLEAN_ERROR for a rejection located at `file:line:col`; OK otherwise.
"""

from __future__ import annotations

import base64
import contextlib
import importlib
import io
import json
import os
import random
import re
import shutil
import string
import subprocess
import sys
import tempfile
import tokenize
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml
from markdown_render import HOSTILE, passes_md_problem, raw_html, unescaped_pipes
from paths import TESTS
from projects import pyproject, write_project
from pydantic import TypeAdapter, ValidationError

from fuzz.tally import Outcome, Tally
from passgen.cli import main
from passgen.docs import markdown
from passgen.runtime.options import EnumType, ListOption, Option
from passgen.runtime.pass_ import Pass
from passgen.runtime.pipeline_text import parse_pass_pipeline, print_pipeline
from passgen.runtime.registry import PassRegistry
from passgen.spec.model import EnumValueName

MARKER = "PGFZ"  # the environment variable naming the marker file
# Runs when read as code: creates the marker file (short: as UTF-7 it must fit on one line).
RUN = f'import os;open(os.getenv("{MARKER}"),"w")'
CODING = re.compile(r"^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)")  # PEP 263
LOCATED = re.compile(r"^specs/.+:\d+:\d+: error: ", re.MULTILINE)

# Pieces of names and texts: what breaks comments, docstrings, string literals, templates,
# encodings and Markdown, and the payload in the shapes that once ran.
PIECES = [
    "coding:utf-7 ",
    "coding=utf-7;",
    "-*- coding: utf-7 -*-",
    "vim: set fileencoding=utf-7 :",
    "coding:latin-1 ",
    f"\n{RUN}\n#",
    f'""";{RUN};"""',
    f"''';{RUN};'''",
    f'";{RUN};"',
    "\\N",
    "\\N{BULLET}",
    "\\",
    "\\x",
    "\\u",
    '"',
    "'",
    '"""',
    "'''",
    "\n",
    "\r",
    "\r\n",
    "\t",
    "\x0b",
    "\x0c",
    "\x1c",
    "\x85",
    "\u2028",
    "\ufeff",
    "#",
    "# type: ignore",
    "# fmt: off",
    "# noqa",
    "# mypy: ignore-errors",
    "pylint: disable=all",
    "-->",
    "<!--",
    "{{ x }}",
    "{%",
    "%}",
    "{#",
    "é",
    "🙂",
    "中",
    "\u0301",
    "𝔘",
    " ",
    "  ",
    "*",
    "?",
    "[",
    "]",
    "$(x)",
    "`x`",
]
# Markdown that opens, closes or swallows code, links and blocks.
MARKDOWN = [
    "<",
    ">",
    "`",
    "``",
    "```",
    "~~~",
    "|",
    "\\",
    "\n",
    "\n\n",
    "    ",
    "- ",
    "> ",
    "1. ",
    "#",
    "&",
    "[",
    "]",
    "(",
    ")",
    "](",
    "][",
    "]:",
    '"',
    "'",
    "http://",
    "www.",
    "@",
    "!",
    "*",
    "_",
    "<b>",
    "<!--",
    "</b>",
    "\\`",
    "\\<",
]


def utf7(text: str) -> str:
    """`text` in UTF-7 with every character outside UTF-7's directly encoded set (letters,
    digits, space and `'(),-./:?`) shifted (`"` is `+ACI-`): ASCII that is code only as UTF-7."""
    direct = set(string.ascii_letters + string.digits + " '(),-./:?")
    return "".join(
        c
        if c in direct
        else "+" + base64.b64encode(c.encode("utf-16-be")).decode().rstrip("=") + "-"
        for c in text
    )


UTF7_PAYLOAD = utf7(f'";{RUN}#')  # a string literal that closes itself, then RUN
_COUNTER = iter(range(10**9))


def _piece(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.3:
        return rng.choice(PIECES)
    if roll < 0.45:
        return rng.choice(MARKDOWN)
    if roll < 0.6:
        return rng.choice(HOSTILE)
    if roll < 0.8:
        return "".join(chr(rng.randrange(32, 127)) for _ in range(rng.randint(1, 6)))
    return "".join(_any_char(rng) for _ in range(rng.randint(1, 4)))


def _any_char(rng: random.Random) -> str:
    """Any character but a surrogate: control, ASCII, or anywhere in Unicode."""
    while True:
        char = chr(
            rng.choice(
                [rng.randrange(0, 32), rng.randrange(32, 0x250), rng.randrange(0x250, 0x110000)]
            )
        )
        if not 0xD800 <= ord(char) <= 0xDFFF:
            return char


def hostile_text(rng: random.Random, pieces: int = 6) -> str:
    return "".join(_piece(rng) for _ in range(rng.randint(0, pieces)))


def hostile_name(rng: random.Random) -> str:
    """A spec path under specs/: one or two parts, each any characters but '/' and NUL that
    fit in 255 bytes; the file ends in `.yaml`."""

    def part(suffix: str) -> str:
        while True:
            text = (
                rng.choice(["", "x"]) + rng.choice(PIECES[:9])
                if rng.random() < 0.3
                else hostile_text(rng, 4)
            )  # one attack alone, or a mix
            name = text.replace("/", "").replace("\x00", "") + suffix
            if name not in ("", ".", "..") and len(name.encode()) <= 255:
                return name

    return (f"{part('')}/" if rng.random() < 0.3 else "") + part(".yaml")


# -- one build and its checks ---------------------------------------------------------------


class Case:
    """A temporary project: spec files, a build, the generated package and its checks."""

    def __init__(self, specs: dict[str, dict[str, Any]]):
        self.root = Path(tempfile.mkdtemp(prefix="passgen-fuzz-"))
        self.package = f"fuzzpkg{next(_COUNTER)}"
        self.marker = self.root / "MARKER"
        self.specs = specs
        texts = {
            name: yaml.safe_dump(data, allow_unicode=False, sort_keys=False)
            for name, data in specs.items()
        }
        write_project(self.root, texts, pyproject(package=self.package))

    def close(self) -> None:
        shutil.rmtree(self.root, ignore_errors=True)

    def build(self, subprocess_build: bool) -> tuple[int, str]:
        """Exit code and stderr of `passgen build` (a traceback is exit code -1)."""
        if subprocess_build:
            done = subprocess.run(
                [sys.executable, "-m", "passgen.cli", "build"],
                cwd=self.root,
                capture_output=True,
                encoding="utf-8",
                errors="backslashreplace",
                timeout=120,
            )
            return done.returncode, done.stderr
        err = io.StringIO()
        try:
            with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
                code = main(["build", "--config", str(self.root / "pyproject.toml")])
        except BaseException:  # noqa: BLE001 - any escape is the defect being counted
            return -1, traceback.format_exc()
        return code, err.getvalue()

    def modules(self) -> list[Path]:
        return sorted((self.root / self.package).glob("*.py"))

    def import_metadata(self, in_subprocess: bool) -> dict[str, Any]:
        """What the generated package says about each group (see `metadata`), with the marker
        variable set; raises on a failed import."""
        groups = [(name, data["group"]) for name, data in sorted(self.specs.items())]
        if in_subprocess:
            script = (
                "import json, sys\nfrom fuzz.safe_output import metadata\n"
                f"print(json.dumps(metadata({self.package!r}, {groups!r})))"
            )
            env = {
                **os.environ,
                MARKER: str(self.marker),
                "PYTHONPATH": os.pathsep.join([str(self.root), str(TESTS)]),
            }
            done = subprocess.run(
                [sys.executable, "-c", script],
                cwd=self.root,
                env=env,
                capture_output=True,
                encoding="utf-8",
                timeout=120,
            )
            if done.returncode:
                raise ImportError(done.stderr)
            return json.loads(done.stdout)
        os.environ[MARKER] = str(self.marker)
        sys.path.insert(0, str(self.root))
        try:
            return metadata(self.package, groups)
        finally:
            sys.path.remove(str(self.root))
            del os.environ[MARKER]
            for name in [n for n in sys.modules if n.split(".")[0] == self.package]:
                del sys.modules[name]


def metadata(package: str, groups: list[tuple[str, str]]) -> dict[str, Any]:
    """Per spec file: `SPEC_FILE`, the pass's texts, options, statistics, the bundle summary,
    and, for each value of its enum option, the value a pipeline setting it gives and
    whether the canonical print ends with it (as JSON reads it back)."""
    from passgen.support.naming import snake_case

    importlib.import_module(package)
    found: dict[str, Any] = {}
    for name, group in groups:
        module = snake_case(group)
        base = importlib.import_module(f"{package}.{module}")
        registration = importlib.import_module(f"{package}.{module}_registration")
        registry = PassRegistry()
        getattr(registration, f"register_{module}_passes")(registry)
        cls = getattr(base, f"{group}Base")
        passes = PassRegistry()  # the base class as the pass: the spec names no implementation
        getattr(registration, f"register_{snake_case(group)}")(cls, passes)
        values = list(next(o for o in cls.options() if o.argument == "mode").type.values)
        pipelines = [
            parse_pass_pipeline(f"builtin.module({cls.argument}{{mode={v}}})", passes)
            for v in values
        ]
        found[name] = {
            "spec_file": base.SPEC_FILE,
            "texts": [cls.summary, cls.description, cls.deprecated],
            "options": [
                [
                    o.argument,
                    o.description,
                    o.default,
                    dict(o.type.values) if isinstance(o.type, EnumType) else None,
                ]
                for o in cls.options()
            ],
            "statistics": [[s.display_name, s.description] for s in cls.statistics()],
            "bundle": registry.get(f"{cls.argument}-bundle").summary,
            "pipelines": [
                [_option(pm.passes[0], "mode"), print_pipeline(pm).endswith(f" mode={v}}})")]
                for v, pm in zip(values, pipelines)
            ],
        }
    return json.loads(json.dumps(found))


def _option(pass_: Pass, name: str) -> Any:
    """An option of a pass whose class a fuzzed spec made (its options are known at run time)."""
    return getattr(pass_, name)


def expected_metadata(name: str, spec: dict[str, Any]) -> dict[str, Any]:
    (pass_,) = spec["passes"]
    return {
        "spec_file": f"specs/{name}",
        "texts": [pass_["summary"], pass_["description"], pass_["deprecated"]],
        "options": [
            [o["argument"], o["description"], o.get("default"), o.get("values")]
            for o in pass_["options"]
        ],
        "statistics": [[s["display_name"], s["description"]] for s in pass_["statistics"]],
        "bundle": spec["bundles"][0]["summary"],
        "pipelines": [[v, True] for v in pass_["options"][0]["values"]],
    }


def spec(group: str, argument: str, texts: Callable[[], str], values: list[str]) -> dict[str, Any]:
    """A spec of one pass whose every free-text field is `texts()`; its enum option `mode`
    has `values`; the summary carries the UTF-7 payload."""
    return {
        "group": group,
        "summary": texts(),
        "passes": [
            {
                "name": group,
                "argument": argument,
                "summary": UTF7_PAYLOAD + texts(),
                "description": texts(),
                "deprecated": texts(),
                "options": [
                    {
                        "name": "mode",
                        "argument": "mode",
                        "type": "enum",
                        "default": values[0],
                        "description": texts(),
                        "values": {v: texts() for v in values},
                    },
                    {
                        "name": "label",
                        "argument": "label",
                        "type": "str",
                        "default": texts(),
                        "description": texts(),
                    },
                ],
                "statistics": [{"name": "count", "display_name": texts(), "description": texts()}],
            }
        ],
        "bundles": [{"name": f"{argument}-bundle", "summary": texts(), "passes": [argument]}],
    }


def run_case(
    tally: Tally,
    specs: dict[str, dict[str, Any]],
    *,
    subprocess_build: bool,
    subprocess_import: bool,
) -> None:
    """Build `specs`, check the output and record the outcome."""
    case = Case(specs)
    described = repr(specs)[:1500]
    try:
        code, err = case.build(subprocess_build)
        if case.marker.exists():
            tally.record(Outcome.CODE_EXECUTED, f"during the build: {described}")
        elif code == 2 and LOCATED.search(err) and "Traceback" not in err:
            tally.record(Outcome.CLEAN_ERROR)
        elif code != 0 or "Traceback" in err:
            tally.record(Outcome.CRASH, f"exit {code}: {err[-1500:]}\n{described}")
        else:
            outcome, why = _check_output(case, subprocess_import)
            tally.record(outcome, f"{why}\n{described}")
    finally:
        case.close()


def _check_output(case: Case, subprocess_import: bool) -> tuple[Outcome, str]:
    """The outcome of a build that succeeded: the import first (code that ran outranks
    everything), then the modules' first lines and syntax, Passes.md, and the texts."""
    try:
        found: dict[str, Any] | None = case.import_metadata(subprocess_import)
        failure = ""
    except Exception:  # noqa: BLE001 - a failed import is a defect counted below
        found, failure = None, traceback.format_exc()[-1500:]
    if case.marker.exists():
        return Outcome.CODE_EXECUTED, "on import"
    for module in case.modules():
        data = module.read_bytes()
        if declares_encoding(data):
            return Outcome.WRONG_OUTPUT, f"{module.name} declares an encoding: {data[:300]!r}"
        try:
            compile(data, str(module), "exec")
        except SyntaxError as exc:
            return Outcome.CRASH, f"{module.name} does not compile: {exc}"
    if found is None:
        return Outcome.CRASH, f"import: {failure}"
    docs = (case.root / "docs" / "Passes.md").read_text(encoding="utf-8")
    header = docs.split("\n", 1)[0]
    if not (header.startswith("<!-- ") and header.endswith(" -->") and header.count("-->") == 1):
        return Outcome.WRONG_OUTPUT, f"Passes.md header: {header!r}"
    problem = passes_md_problem(docs)
    if problem is not None:
        return Outcome.WRONG_OUTPUT, f"Passes.md: {problem}"
    for name, spec in case.specs.items():
        expected = expected_metadata(name, spec)
        if found[name] != json.loads(json.dumps(expected)):  # as JSON has it
            return Outcome.WRONG_OUTPUT, f"metadata of {name!r}: {found[name]!r} != {expected!r}"
    return Outcome.OK, ""


def declares_encoding(data: bytes) -> bool:
    """Whether lines 1-2 of a module (as Python's tokenizer or any line splitting reads
    them) declare an encoding."""
    try:
        if tokenize.detect_encoding(io.BytesIO(data).readline)[0] != "utf-8":
            return True
    except SyntaxError:  # an unknown encoding
        return True
    text = data.decode("utf-8")
    return any(CODING.match(line) for line in [*text.split("\n")[:2], *text.splitlines()[:2]])


# -- the campaigns --------------------------------------------------------------------------


def _safe_texts(rng: random.Random) -> Callable[[], str]:
    return lambda: rng.choice(["", "Plain text", "Uses `x`"])


def spec_file_names(rng: random.Random, cases: int) -> Tally:
    """Specs under hostile file names (one or two per project), built and imported; one case
    in four goes through subprocesses."""
    tally = Tally("spec file names")
    for index in range(cases):
        names: dict[str, dict[str, Any]] = {}
        count = rng.randint(1, 2)
        while len(names) < count:
            name = hostile_name(rng)
            if name.split("/")[0] not in {n.split("/")[0] for n in names}:
                group = f"Grp{len(names)}"
                names[name] = spec(group, f"p{len(names)}", _safe_texts(rng), ["fast", "slow"])
        by_process = index % 4 == 0
        run_case(tally, names, subprocess_build=by_process, subprocess_import=by_process)
    return tally


def _enum_name(rng: random.Random) -> str:
    if rng.random() < 0.8:
        return rng.choice(
            [
                "fast",
                "slow",
                "a-b",
                "1.1.draft",
                "x_y",
                "é",
                "<b>",
                "&amp;",
                "#",
                "\\n",
                "a.b:c",
                "+ACI-",
            ]
        ) + str(rng.randrange(100))
    return hostile_text(rng, 2)


def spec_text_fields(rng: random.Random, cases: int) -> Tally:
    """Hostile text in every free-text field and enum value names of any kind; one case in
    four goes through subprocesses."""
    tally = Tally("spec text fields")
    for index in range(cases):
        values = list(dict.fromkeys(_enum_name(rng) for _ in range(rng.randint(1, 4))))
        specs = {"texts.yaml": spec("Texts", "texts", lambda: hostile_text(rng), values)}
        by_process = index % 4 == 0
        run_case(tally, specs, subprocess_build=by_process, subprocess_import=by_process)
    return tally


def enum_value_names(rng: random.Random, cases: int) -> Tally:
    """Candidate enum value names: rejected by the spec model, or pipeline tokens that
    round-trip through a textual pipeline and stay in one table cell of Passes.md."""
    tally = Tally("enum value names")
    adapter = TypeAdapter(EnumValueName)
    for _ in range(cases):
        value = _enum_name(rng) if rng.random() < 0.5 else hostile_text(rng, 2)
        try:
            adapter.validate_python(value)
        except ValidationError as exc:
            message = exc.errors()[0]["msg"]
            ok = message.startswith("Value error, ") and ("enum value name" in message)
            tally.record(Outcome.CLEAN_ERROR if ok else Outcome.CRASH, f"{value!r}: {message}")
            continue
        tally.record(*_round_trip(value))
    return tally


def _round_trip(value: str) -> tuple[Outcome, str]:
    class Modes(Pass):
        argument = "modes"
        mode = Option("mode", EnumType({value: "", "other": ""}), default="other")
        many = ListOption("many", EnumType({value: "", "other": ""}))

    registry = PassRegistry()
    registry.register_pass("modes", Modes)
    text = f"builtin.module(modes{{many={{{value},other}} mode={value}}})"
    try:
        pm = parse_pass_pipeline(text, registry)
    except Exception as exc:  # noqa: BLE001 - an accepted value must parse
        return Outcome.WRONG_OUTPUT, f"{value!r} does not parse: {exc}"
    (pass_,) = pm.passes
    if not isinstance(pass_, Modes) or (pass_.mode, list(pass_.many), print_pipeline(pm)) != (
        value,
        [value, "other"],
        text,
    ):
        return Outcome.WRONG_OUTPUT, f"{value!r} comes back as {print_pipeline(pm)!r}"
    row = f"| x | `{value}`: {markdown.text(value)} |"
    if unescaped_pipes(row) != 3 or raw_html(f"| a | b |\n| --- | --- |\n{row}\n") is not None:
        return Outcome.WRONG_OUTPUT, f"{value!r} breaks the table row {row!r}"
    return Outcome.OK, ""


def markdown_text(rng: random.Random, cases: int) -> Tally:
    """Hostile text as a description and as a table row (short text, code span)."""
    tally = Tally("Markdown text")
    for _ in range(cases):
        source = hostile_text(rng, 12)
        row = f"| {markdown.text(source)} | {markdown.code(source)} | end |"
        problem = (
            raw_html(markdown.block(source, 4))
            or raw_html(f"| a | b | c |\n| --- | --- | --- |\n{row}\n")
            or (f"row with {unescaped_pipes(row) - 1} cells" if unescaped_pipes(row) != 4 else None)
        )
        tally.record(Outcome.WRONG_OUTPUT if problem else Outcome.OK, f"{problem}: {source!r}")
    return tally


_LOCALES = [
    {"LANG": "C", "LC_ALL": "C", "PYTHONUTF8": "0", "PYTHONCOERCECLOCALE": "0"},
    {"PYTHONIOENCODING": "latin-1"},
    {"PYTHONIOENCODING": "ascii"},
    {"LC_ALL": "de_DE.ISO-8859-1", "PYTHONUTF8": "0"},
]


def output_under_any_locale(rng: random.Random, cases: int) -> Tally:
    """`passgen build --check --diff` (stale after an edit) and `passgen build` of a spec
    with an error, both with non-ASCII text and file names, under non-UTF-8 streams."""
    tally = Tally("output under any locale")
    for _ in range(cases):
        texts = lambda: "".join(_any_char(rng) for _ in range(rng.randint(1, 8))) + "é—🙂"  # noqa: E731
        name = "".join(c for c in hostile_text(rng, 2) if c.isprintable() and c != "/") + "ü.yaml"
        case = Case({name: spec("Loc", "loc", texts, ["fast"])})
        try:
            if case.build(subprocess_build=False)[0] not in (0, 2):
                tally.record(Outcome.CRASH, "in-process build failed")
                continue
            path = case.root / "specs" / name
            path.write_text(
                path.read_text(encoding="utf-8").replace("summary:", "summary: \\xe9", 1),
                encoding="utf-8",
            )
            env = {
                k: v
                for k, v in os.environ.items()
                if k not in ("LANG", "LC_ALL", "PYTHONIOENCODING")
            }
            env.update(rng.choice(_LOCALES))
            for argv, codes in ((["build", "--check", "--diff"], (1, 2)), (["build"], (0, 2))):
                done = subprocess.run(
                    [sys.executable, "-m", "passgen.cli", *argv],
                    cwd=case.root,
                    env=env,
                    capture_output=True,
                    timeout=120,
                )
                err = done.stderr.decode("utf-8", "backslashreplace")
                if done.returncode not in codes or "Traceback" in err:
                    tally.record(Outcome.CRASH, f"{argv} exit {done.returncode}: {err[-1500:]}")
                    break
            else:
                tally.record(Outcome.OK)
        finally:
            case.close()
    return tally


CAMPAIGNS: dict[str, Callable[[random.Random, int], Tally]] = {
    "spec file names": spec_file_names,
    "spec text fields": spec_text_fields,
    "enum value names": enum_value_names,
    "output under any locale": output_under_any_locale,
    "Markdown text": markdown_text,
}
