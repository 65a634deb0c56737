"""pyproject.toml lists every package of the checkout (setuptools installs only the listed
ones: a package left out is missing from the wheel, and passgen-opt fails to start there)."""

from __future__ import annotations

import os
import sys

from paths import ROOT

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib


def packages_on_disk() -> set[str]:
    """The packages under passgen/, through its links to runtime/, generated/, ..."""
    found = set()
    for folder, _, files in os.walk(ROOT / "passgen", followlinks=True):
        relative = os.path.relpath(folder, ROOT)
        if "__init__.py" in files and "__pycache__" not in relative:
            found.add(relative.replace(os.sep, "."))
    return found


def test_pyproject_lists_every_package() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    assert packages_on_disk() - listed == set(), "add them to [tool.setuptools] packages"
    assert listed - packages_on_disk() == set()
