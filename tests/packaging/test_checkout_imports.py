"""The checkout is laid out as installed (passgen/ links runtime/, templates/, generated/ and
upstream/), so static tools resolve its imports as they do any project's: pyright, with
pyproject.toml's [tool.pyright], finds every module the code imports."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from paths import ROOT


@pytest.mark.slow
def test_pyright_resolves_every_import_of_the_checkout() -> None:
    pyright = shutil.which("pyright", path=str(Path(sys.executable).parent))
    if pyright is None:
        pytest.skip("pyright is not installed (it is in the `test` extra)")
    result = subprocess.run(
        [pyright, "--outputjson", "--pythonpath", sys.executable],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    report = json.loads(result.stdout)
    unresolved = [
        f"{d['file']}:{d['range']['start']['line'] + 1}: {d['message']}"
        for d in report["generalDiagnostics"]
    ]
    assert unresolved == []
    assert report["summary"]["filesAnalyzed"] > 500  # runtime/ and the generated packages too


def test_passgen_links_the_folders_it_installs() -> None:
    for name in ("runtime", "templates", "generated", "upstream"):
        link = ROOT / "passgen" / name
        assert link.is_symlink() and link.readlink() == Path("..", name), link
