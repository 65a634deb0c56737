"""`[tool.passgen]` in the nearest pyproject.toml: where specs are and where output goes."""

from __future__ import annotations

import glob
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

KEYS = ("specs", "output", "package", "docs", "templates")


class ConfigError(Exception):
    """A problem with the configuration, rendered as `file:line:col: error: message`."""


@dataclass(frozen=True)
class Config:
    """Resolved settings; paths are absolute, `root` is the pyproject.toml's directory."""

    root: Path
    file: Path
    specs: tuple[str, ...]
    output: Path
    package: str
    docs: Path | None
    templates: Path | None

    def display(self, path: Path) -> Path:
        """`path` relative to the project root when inside it (stable across machines)."""
        try:
            return Path(path.relative_to(self.root).as_posix())
        except ValueError:
            return path

    def spec_files(self) -> list[Path]:
        """The spec files the `specs` entries name: files, directories (*.yaml, *.yml) or globs."""
        found: dict[Path, None] = {}
        for entry in self.specs:
            path = self.root / entry
            if glob.has_magic(entry):
                matches = sorted(Path(p) for p in glob.glob(str(path), recursive=True))
            elif path.is_dir():
                matches = sorted([*path.rglob("*.yaml"), *path.rglob("*.yml")])
            else:
                matches = [path] if path.is_file() else []
            if not matches:
                raise ConfigError(self._where(entry, f"specs entry '{entry}' matches no file"))
            found.update((m.resolve(), None) for m in matches if m.is_file())
        return list(found)

    def _where(self, needle: str, message: str) -> str:
        return _located(self.file, needle, message)


def _located(file: Path, needle: str, message: str) -> str:
    """`message` at the first line of `file` under [tool.passgen] that mentions `needle`."""
    lines = file.read_text(encoding="utf-8").splitlines()
    in_section = False
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        if stripped.startswith("["):
            in_section = stripped == "[tool.passgen]"
        elif in_section and needle in line:
            column = line.index(needle) + 1
            return f"{file}:{number}:{column}: error: {message}\n{line}\n{' ' * (column - 1)}^"
    return f"{file}: error: {message}"


def find_pyproject(start: Path) -> Path:
    """The nearest pyproject.toml at or above `start`."""
    for folder in [start, *start.parents]:
        candidate = folder / "pyproject.toml"
        if candidate.is_file():
            return candidate
    raise ConfigError(f"{start}: error: no pyproject.toml here or in any parent directory")


def load_config(file: Path | None = None, start: Path | None = None) -> Config:
    """Read `[tool.passgen]` from `file`, or from the nearest pyproject.toml above `start`."""
    file = (file or find_pyproject((start or Path.cwd()).resolve())).resolve()
    try:
        data = tomllib.loads(file.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(f"{file}: error: {exc}") from None
    table = data.get("tool", {}).get("passgen")
    if not isinstance(table, dict):
        raise ConfigError(f"{file}: error: no [tool.passgen] table")
    for key in table:
        if key not in KEYS:
            from passgen.runtime.registry import did_you_mean  # only on this error path

            hint = did_you_mean(key, KEYS) or f"; expected one of: {', '.join(KEYS)}"
            raise ConfigError(_located(file, key, f"unknown key '{key}' in [tool.passgen]{hint}"))
    root = file.parent
    specs = table.get("specs", ["specs"])
    if isinstance(specs, str):
        specs = [specs]
    _expect(file, "specs", specs, lambda v: isinstance(v, list) and all(isinstance(s, str) for s in v),
            "a list of paths or globs")
    for key in ("output", "package", "docs", "templates"):
        _expect(file, key, table.get(key, ""), lambda v: isinstance(v, str), "a string")
    output = root / table.get("output", "generated")
    package = table.get("package", output.name)
    if not all(part.isidentifier() for part in package.split(".")):
        raise ConfigError(_located(file, "package", f"'package' = '{package}' is not an import name"))
    docs = table.get("docs", "docs/Passes.md")
    templates = table.get("templates")
    return Config(root, file, tuple(specs), output, package, root / docs if docs else None,
                  root / templates if templates else None)


def _expect(file: Path, key: str, value: Any, ok: Any, what: str) -> None:
    if not ok(value):
        raise ConfigError(_located(file, key, f"'{key}' must be {what}"))
