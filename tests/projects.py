"""The temporary projects tests build: their pyproject.toml texts and their files."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest

Files = Mapping[str, str | bytes]
"""Files of a project: path (relative to its root, or to specs/) -> text (UTF-8) or bytes."""


def pyproject(
    specs: str = "specs",
    package: str = "gen",
    *,
    output: str | None = None,
    docs: str | None = "docs/Passes.md",
    build: tuple[str, str] | None = None,
) -> str:
    """`[tool.passgen]` building `specs` into `package` (in the folder `output`, by default
    the package's name) and its `docs` (None: no docs key); with `build` = (name, specs),
    also a named build `<name>_gen` in the mlir doc style with group docs."""
    text = (
        f'[tool.passgen]\nspecs = ["{specs}"]\noutput = "{output or package}"\n'
        f'package = "{package}"\n'
    )
    if docs is not None:
        text += f'docs = "{docs}"\n'
    if build is not None:
        name, build_specs = build
        text += (
            f'\n[tool.passgen.builds.{name}]\nspecs = ["{build_specs}"]\noutput = "{name}_gen"\n'
            f'package = "{name}_gen"\ndocs = "docs/{name}/Passes.md"\ndoc_style = "mlir"\n'
            f'group_docs = "docs/{name}"\n'
        )
    return text


PYPROJECT = pyproject()
"""The plainest project: specs/ built into `gen`, its docs in docs/Passes.md."""


def write_files(root: Path, files: Files) -> None:
    """Write `files` under `root`, making their folders."""
    for name, content in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)


def write_project(
    root: Path, specs: Files, pyproject_text: str = PYPROJECT, *, files: Files | None = None
) -> Path:
    """A project in `root`: `specs` (path under specs/ -> YAML), `pyproject_text` as its
    pyproject.toml and other `files`; returns the pyproject.toml's path. specs/ exists even
    with no spec."""
    (root / "specs").mkdir(parents=True, exist_ok=True)
    write_files(root, {**{f"specs/{name}": text for name, text in specs.items()}, **(files or {})})
    config = root / "pyproject.toml"
    config.write_bytes(pyproject_text.encode("utf-8"))
    return config


@contextlib.contextmanager
def project_at(
    root: Path, monkeypatch: pytest.MonkeyPatch, files: Files, modules: tuple[str, ...]
) -> Iterator[Path]:
    """A project in `root` holding `files` (relative path -> text), as the current folder and
    on the import path; the modules it imports (names starting with `modules`) are
    forgotten afterwards."""
    write_files(root, files)
    monkeypatch.chdir(root)
    monkeypatch.syspath_prepend(str(root))
    yield root
    for name in [n for n in sys.modules if n.startswith(modules)]:
        del sys.modules[name]


def config_error(root: Path, pyproject_text: str) -> str:
    """The ConfigError of `root` with `pyproject_text` as its pyproject.toml, the root shown
    as `<root>`."""
    from passgen.build.config import ConfigError, load_configs

    config = write_project(root, {}, pyproject_text)
    with pytest.raises(ConfigError) as raised:
        load_configs(config)
    return str(raised.value).replace(str(root), "<root>")
