"""README.md's "Writing a pass" runs as a user runs it: its pyproject.toml and spec in a new
project, `passgen build`, a `mypkg/cse.py` subclassing the generated base, then its Python
block in a script of its own and its passgen-opt line, each running the user's `cse`."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

from paths import ROOT

from passgen.cli import main

README = ROOT / "README.md"
SECTION = re.compile(r"^## Writing a pass\n(.*?)^## ", re.M | re.S)
BLOCK = re.compile(r"^```(\w+)\n(.*?)^```$", re.M | re.S)

IMPLEMENTATION = """
import sys

from mypkg.generated.transforms import CSEBase


class CSE(CSEBase):
    def run_on_operation(self) -> None:
        print("mypkg's cse ran", file=sys.stderr)
"""

# What the README's Python block leaves to the reader: a context and a module.
PRELUDE = """
from passgen.runtime.asm import parse_source
from passgen.runtime.ir import Context

context = Context()
module = parse_source(open("in.mlir").read(), context)
"""

INPUT = "func.func @f() {\n  return\n}\n"


def blocks() -> dict[str, str]:
    """The section's code blocks by language (the first of each)."""
    section = SECTION.search(README.read_text(encoding="utf-8"))
    assert section is not None
    found: dict[str, str] = {}
    for language, text in BLOCK.findall(section.group(1)):
        found.setdefault(language, text)
    return found


def run(command: list[str], project: Path) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "PYTHONPATH": str(project)}
    return subprocess.run(
        command, cwd=project, env=environment, capture_output=True, text=True, check=False
    )


def test_the_readme_example_runs_the_users_own_pass(tmp_path: Path) -> None:
    code = blocks()
    (tmp_path / "pyproject.toml").write_text(code["toml"])
    spec = code["yaml"]
    spec_file = spec.splitlines()[0].removeprefix("# ")
    (tmp_path / spec_file).parent.mkdir(parents=True)
    (tmp_path / spec_file).write_text(spec)
    (tmp_path / "mypkg").mkdir()
    (tmp_path / "mypkg" / "__init__.py").write_text("")
    (tmp_path / "mypkg" / "cse.py").write_text(IMPLEMENTATION)
    (tmp_path / "in.mlir").write_text(INPUT)
    assert main(["build", "--config", str(tmp_path / "pyproject.toml")]) == 0

    (tmp_path / "script.py").write_text(PRELUDE + code["python"])
    script = run([sys.executable, "script.py"], tmp_path)
    assert (script.returncode, script.stderr) == (0, "mypkg's cse ran\n")

    command = shlex.split(code["sh"])
    assert command[0] == "passgen-opt"
    opt = run([sys.executable, "-m", "passgen.runtime.tools.opt", *command[1:]], tmp_path)
    assert (opt.returncode, opt.stderr) == (0, "mypkg's cse ran\n")
    assert (tmp_path / "out.mlir").read_text().startswith("module {\n  func.func @f() {")
