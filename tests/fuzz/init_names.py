"""Fuzz campaign: project and package names for `passgen init`.

A name becomes a folder name, TOML (pyproject.toml), YAML (the spec), Markdown (README.md)
and Python (the package's docstring, the tests). Each case runs `passgen init` with a name
(`--name`, or the folder's own name) and sometimes a package (`--package`), made of
`safe_output`'s hostile pieces (quotes that close literals, newlines, a payload that creates
a marker file when it runs as code, ...), valid names and names with one hostile piece.

Outcomes (`init_case`): CODE_EXECUTED when importing the package creates the marker or its
`__init__.py` holds anything but its docstring; CRASH on a traceback, an internal error or
another exit code; WRONG_OUTPUT when a refusal leaves files or spans lines (a name printed
raw), when pyproject.toml does not parse with tomllib or loses the name, when a module does
not compile or declares an encoding, or when the project's spec does not validate;
CLEAN_ERROR for a one-line refusal; OK otherwise.
"""

from __future__ import annotations

import ast
import contextlib
import io
import os
import random
import string
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

import yaml

from fuzz.safe_output import MARKER, PIECES, RUN, declares_encoding, hostile_text
from fuzz.tally import Outcome, Tally
from passgen.cli import main

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

NAME_CHARS = string.ascii_letters + string.digits
# Names a package may not take, and pieces that close the texts a name goes into.
SPECIAL = ["passgen", "json", "os", "class", "if_", "None", "_x", "x" * 300, "-x", "a.b"]
CLOSERS = ['"""', "'''", '"', "'", "\\", "\n", "]", "[", "=", "#", f'""";{RUN};"""', f'";{RUN};"']


def _run(argv: list[str]) -> tuple[int, str]:
    """`passgen ARGV` in this process: exit code and stderr."""
    err = io.StringIO()
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
        code = main(argv)
    return code, err.getvalue()


def init_case(
    name: str | None, package: str | None, folder: str = "project"
) -> tuple[Outcome, str]:
    """Run `passgen init` in a scratch folder (into `folder`, with `--name` when `name` is
    given, else the folder's name) and judge the project it makes."""
    with tempfile.TemporaryDirectory(prefix="passgen-fuzz-init-") as scratch:
        project = Path(scratch) / folder
        marker = Path(scratch) / "marker"
        argv = ["init", str(project)]
        argv += [] if name is None else [f"--name={name}"]
        argv += [] if package is None else [f"--package={package}"]
        code, err = _run(argv)
        if "Traceback" in err or "internal error" in err or code not in (0, 2):
            return Outcome.CRASH, f"exit {code}: {err[-1500:]}"
        if code == 2:
            if project.exists() and any(project.iterdir()):
                return Outcome.WRONG_OUTPUT, f"a refusal left files: {err}"
            if not err.startswith("passgen: ") or err.count("\n") != 1:
                return Outcome.WRONG_OUTPUT, f"not one line: {err!r}"
            return Outcome.CLEAN_ERROR, ""
        return _judge(project, folder if name is None else name, marker)


def _judge(project: Path, name: str, marker: Path) -> tuple[Outcome, str]:
    """The outcome of a project `passgen init` made, named `name`: the import first (code
    that ran outranks everything), then the files."""
    [package] = [p.name for p in (project / "src").iterdir()]
    imported = subprocess.run(
        [sys.executable, "-c", f"import {package}; print({package}.__doc__)"],
        cwd=marker.parent,
        env={**os.environ, "PYTHONPATH": str(project / "src"), MARKER: str(marker)},
        capture_output=True,
        text=True,
        check=False,
    )
    if marker.exists():
        return Outcome.CODE_EXECUTED, "on import"
    try:
        init = ast.parse((project / "src" / package / "__init__.py").read_bytes())
    except SyntaxError as exc:
        return Outcome.WRONG_OUTPUT, f"__init__.py does not compile: {exc}"
    if len(init.body) != 1 or ast.get_docstring(init, clean=False) != f"{name}: compiler passes.":
        return Outcome.CODE_EXECUTED, f"__init__.py holds {ast.dump(init)[:500]}"
    if imported.returncode != 0 or imported.stdout != f"{name}: compiler passes.\n":
        return Outcome.WRONG_OUTPUT, f"import: {imported.stdout!r} {imported.stderr[-1000:]}"
    try:
        return _judge_files(project, name, package)
    except Exception as exc:  # noqa: BLE001 - a file that does not read back is the defect
        return Outcome.WRONG_OUTPUT, f"{type(exc).__name__}: {exc}"


def _judge_files(project: Path, name: str, package: str) -> tuple[Outcome, str]:
    """pyproject.toml parses and keeps the name, the modules compile, the spec validates."""
    config = tomllib.loads((project / "pyproject.toml").read_text(encoding="utf-8"))
    if config["project"]["name"] != name:
        return Outcome.WRONG_OUTPUT, f"the name became {config['project']['name']!r}"
    if config["tool"]["passgen"]["package"] != f"{package}.generated":
        return Outcome.WRONG_OUTPUT, f"the package became {config['tool']['passgen']['package']!r}"
    for module in project.rglob("*.py"):
        data = module.read_bytes()
        compile(data, str(module), "exec")
        if declares_encoding(data):
            return Outcome.WRONG_OUTPUT, f"{module.name} declares an encoding"
    [spec] = (project / "specs").glob("*.yaml")
    if yaml.safe_load(spec.read_text(encoding="utf-8"))["summary"] != f"The passes of {name}.":
        return Outcome.WRONG_OUTPUT, "the spec's summary lost the name"
    code, err = _run(["validate", "--config", str(project / "pyproject.toml")])
    if code != 0:
        return Outcome.WRONG_OUTPUT, f"the spec does not validate: {err[-1000:]}"
    return Outcome.OK, ""


def candidate(rng: random.Random) -> str:
    """A valid project name, one with a hostile piece, a special name or hostile text."""
    valid = rng.choice(string.ascii_letters) + "".join(
        rng.choice(NAME_CHARS + "._-") for _ in range(rng.randrange(8))
    )
    valid += rng.choice(NAME_CHARS) if len(valid) > 1 else ""
    roll = rng.random()
    if roll < 0.3:
        return valid
    if roll < 0.55:
        cut = rng.randrange(len(valid) + 1)
        return valid[:cut] + rng.choice([*CLOSERS, *PIECES]) + valid[cut:]
    if roll < 0.7:
        return rng.choice(SPECIAL)
    return hostile_text(rng, 4)


def _file_name(name: str) -> bool:
    return (
        name not in ("", ".", "..")
        and "/" not in name
        and "\0" not in name
        and (len(name.encode("utf-8", "surrogateescape")) <= 255)
    )


def init_names(rng: random.Random, cases: int) -> Tally:
    tally = Tally("init names")
    for _ in range(cases):
        name = candidate(rng)
        package = candidate(rng).replace("-", "_") if rng.random() < 0.3 else None
        if rng.random() < 0.2 and _file_name(name):
            outcome, why = init_case(None, package, folder=name)
        else:
            outcome, why = init_case(name, package)
        tally.record(outcome, f"{why}\nname {name!r}, package {package!r}")
    return tally


CAMPAIGNS: dict[str, Callable[[random.Random, int], Tally]] = {"init names": init_names}
