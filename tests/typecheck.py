"""The type-checking gate: mypy over this checkout, as `make typecheck` and `make test` run it.

- The hand-written code (passgen/, which links runtime/ as installed, tests/, benchmarks/,
  the docs site's hooks) at the project's strictness: plain `mypy`, [tool.mypy] in
  pyproject.toml.
- The generator's outputs with `--strict`, as users' code type-checks against them:
  generated/ and upstream/ (`passgen.generated`, `passgen.upstream`), the golden outputs
  (tests/golden/expected, package `showcase_pkg`) and the example project's package
  (examples/my-passes, which subclasses its generated classes).

Exit status: mypy's (0: clean). Usage: python tests/typecheck.py
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STRICT = ["passgen.generated", "passgen.upstream", "showcase_pkg", "my_passes"]


def mypy(*args: str) -> int:
    """Run mypy in the checkout with pyproject.toml's configuration."""
    return subprocess.run([sys.executable, "-m", "mypy", *args], cwd=ROOT, check=False).returncode


def main() -> int:
    status = mypy()
    packages = [arg for package in STRICT for arg in ("-p", package)]
    strict = mypy("--strict", "--follow-imports=silent", *packages)
    return strict or status


if __name__ == "__main__":
    sys.exit(main())
