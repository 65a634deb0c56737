"""The type-checking gate: mypy over this checkout, as `make typecheck` and `make test` run it.

The repository lays the `passgen` distribution out in several top-level folders
(`passgen.runtime` is runtime/, `passgen.generated` is generated/, ...: pyproject.toml's
package-dir), which mypy, reading files rather than installed packages, cannot map. So the
packages are laid out as installed in a tree of links (build/typecheck) and mypy checks that:

- the hand-written code (passgen/, runtime/, tests/, benchmarks/) at the project's strictness
  ([tool.mypy] in pyproject.toml);
- the generator's outputs with `--strict`, as users' code type-checks against them:
  generated/, upstream/, the golden outputs (tests/golden/expected, package `showcase_pkg`)
  and the example project's package (examples/my-passes, which subclasses its generated
  classes).

Messages name the files of the checkout, not the links. Exit status: mypy's (0: clean).
Usage: python tests/typecheck.py
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TREE = ROOT / "build" / "typecheck"
# Installed package -> folder of the checkout (pyproject.toml's package-dir; the golden
# outputs and the example project are packages of their own).
PACKAGES = {
    "passgen/runtime": "runtime",
    "passgen/generated": "generated",
    "passgen/upstream": "upstream",
    "passgen/templates": "templates",
    "showcase_pkg": "tests/golden/expected",
    "my_passes": "examples/my-passes/src/my_passes",
    "tests": "tests",
    "benchmarks": "benchmarks",
}
HAND_WRITTEN = ["passgen", "tests", "benchmarks"]  # passgen/ holds runtime/ in the tree
STRICT = ["passgen/generated", "passgen/upstream", "showcase_pkg", "my_passes"]


def lay_out() -> None:
    """Make the link tree: passgen/'s own entries and the other folders where installed."""
    shutil.rmtree(TREE, ignore_errors=True)
    (TREE / "passgen").mkdir(parents=True)
    for entry in sorted((ROOT / "passgen").iterdir()):
        if entry.name != "__pycache__":
            (TREE / "passgen" / entry.name).symlink_to(entry)
    for installed, folder in PACKAGES.items():
        (TREE / installed).symlink_to(ROOT / folder)


def mypy(*args: str) -> int:
    """Run mypy in the tree with pyproject.toml's configuration; its output, with the
    checkout's paths."""
    env = {**os.environ, "MYPYPATH": os.pathsep.join(["tests", "benchmarks", "tests/golden/stubs"])}
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"), *args],
        cwd=TREE,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    sys.stdout.write(real_paths(result.stdout) + real_paths(result.stderr))
    return result.returncode


def real_paths(text: str) -> str:
    """`text` with the tree's paths at line starts turned into the checkout's."""
    lines = []
    for line in text.splitlines(keepends=True):
        for installed, folder in sorted(PACKAGES.items(), key=lambda item: -len(item[0])):
            if line.startswith(installed + "/"):
                line = folder + line[len(installed) :]
                break
        lines.append(line)
    return "".join(lines)


def main() -> int:
    lay_out()
    status = mypy(*HAND_WRITTEN)
    strict = mypy("--strict", "--follow-imports=silent", *STRICT)
    return strict or status


if __name__ == "__main__":
    sys.exit(main())
