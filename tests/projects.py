"""pyproject.toml texts for the temporary projects tests build."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest


def pyproject(
    specs: str = "specs", package: str = "gen", *, build: tuple[str, str] | None = None
) -> str:
    """`[tool.passgen]` building `specs` into `package` (and its docs/Passes.md); with `build`
    = (name, specs), also a named build `<name>_gen` in the mlir doc style with group docs."""
    text = (
        f'[tool.passgen]\nspecs = ["{specs}"]\noutput = "{package}"\npackage = "{package}"\n'
        'docs = "docs/Passes.md"\n'
    )
    if build is not None:
        name, build_specs = build
        text += (
            f'\n[tool.passgen.builds.{name}]\nspecs = ["{build_specs}"]\noutput = "{name}_gen"\n'
            f'package = "{name}_gen"\ndocs = "docs/{name}/Passes.md"\ndoc_style = "mlir"\n'
            f'group_docs = "docs/{name}"\n'
        )
    return text


@contextlib.contextmanager
def project_at(
    root: Path, monkeypatch: pytest.MonkeyPatch, files: dict[str, str], modules: tuple[str, ...]
) -> Iterator[Path]:
    """A project in `root` holding `files` (relative path -> text), as the current folder and
    on the import path; the modules it imports (names starting with `modules`) are
    forgotten afterwards."""
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    monkeypatch.chdir(root)
    monkeypatch.syspath_prepend(str(root))
    yield root
    for name in [n for n in sys.modules if n.startswith(modules)]:
        del sys.modules[name]


def config_error(root: Path, pyproject_text: str) -> str:
    """The ConfigError of `root` with `pyproject_text` as its pyproject.toml, the root shown
    as `<root>`."""
    from passgen.config import ConfigError, load_configs

    (root / "specs").mkdir(exist_ok=True)
    (root / "pyproject.toml").write_text(pyproject_text)
    with pytest.raises(ConfigError) as raised:
        load_configs(root / "pyproject.toml")
    return str(raised.value).replace(str(root), "<root>")
