"""`[tool.passgen]` in the nearest pyproject.toml: where specs are and where output goes.

Trust boundary: pyproject.toml comes with the repository, and its paths decide what a build
writes and deletes. Every output (`OUTPUT_KEYS`) must lie inside the project once symbolic
links are resolved, and in no other project within it; outputs must not hold the project or
its specs, nor meet another build's; a build's name, which names its cache and journal
files, is letters, digits, `-` and `_`. Each violation is a located `ConfigError`.
"""

from __future__ import annotations

import glob
import itertools
import json
import os
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

from passgen.runtime.support.arguments import DISTRIBUTION
from passgen.support.diagnostics import Position, Problem
from passgen.support.source_text import UnreadableSource, position_of, read_source, source_lines

KEYS = (
    "specs",
    "output",
    "package",
    "docs",
    "templates",
    "doc_style",
    "group_docs",
    "dialects",
    "interfaces",
    "cpp",
    "capi",
)
DOC_STYLES = ("default", "mlir")
OUTPUT_KEYS = ("output", "docs", "group_docs", "cpp", "capi")
# A build's name names its cache and journal files.
_BUILD_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_-]*")
SECTION = "tool.passgen"
# A tomllib message: what is wrong, then where (or "at end of document").
_TOML_POSITION = re.compile(
    r"(.*?)(?: \(at line (\d+), column (\d+)\)| \(at end of document\))?", re.DOTALL
)


class ConfigError(Exception):
    """A problem with the configuration, rendered as `file:line:col: error: message`."""


class Config(NamedTuple):
    """Resolved settings; paths are absolute, `root` is the pyproject.toml's directory."""

    root: Path
    file: Path
    specs: tuple[str, ...]
    output: Path
    package: str
    docs: Path | None
    templates: Path | None
    doc_style: str = "default"  # "mlir": what mlir-tblgen -gen-pass-doc writes
    group_docs: Path | None = None  # a folder receiving one <group>.md per spec
    name: str = ""  # "" for [tool.passgen], else the key of [tool.passgen.builds.<name>]
    # Dialects the project registers in code or declares in dialect files (YAML paths or
    # globs, `dialect_files`), and interfaces its ops carry: specs may name them.
    dialects: tuple[str, ...] = ()
    interfaces: tuple[str, ...] = ()
    # Folders receiving each group's mlir-tblgen outputs: `<module>.h.inc` (-gen-pass-decls)
    # and `<module>.capi.h.inc`, `<module>.capi.cpp.inc` (-gen-pass-capi-header / -impl).
    cpp: Path | None = None
    capi: Path | None = None

    def display(self, path: Path) -> Path:
        """`path` relative to the project root when inside it (stable across machines)."""
        try:
            return Path(path.relative_to(self.root).as_posix())
        except ValueError:
            return path

    @property
    def dialect_names(self) -> tuple[str, ...]:
        """The `dialects` entries that name a dialect the project registers in code."""
        return tuple(d for d in self.dialects if not is_dialect_file(d))

    def spec_files(self) -> list[Path]:
        """The spec files the `specs` entries name: files, directories (*.yaml, *.yml) or globs."""
        return self._files(self.specs, "specs")

    def dialect_files(self) -> list[Path]:
        """The dialect files among the `dialects` entries (YAML files or globs)."""
        return self._files(tuple(d for d in self.dialects if is_dialect_file(d)), "dialects")

    def _files(self, entries: tuple[str, ...], key: str) -> list[Path]:
        found: dict[Path, None] = {}
        for entry in entries:
            path = self.root / entry
            if glob.has_magic(entry):
                pattern = str(
                    Path(glob.escape(str(self.root))) / entry
                )  # the root's name is no glob
                matches = sorted(Path(p) for p in glob.glob(pattern, recursive=True))
            elif path.is_dir():
                matches = sorted([*path.rglob("*.yaml"), *path.rglob("*.yml")])
            else:
                matches = [path] if path.is_file() else []
            if not matches:
                raise ConfigError(self._where(entry, f"{key} entry '{entry}' matches no file"))
            found.update((m.resolve(), None) for m in matches if m.is_file())
        return list(found)

    def _where(self, needle: str, message: str) -> str:
        return _located(self.file, needle, message, _section(self.name))


def is_dialect_file(entry: str) -> bool:
    """Whether a `dialects` entry names YAML dialect files (a path or glob) rather than a
    dialect the project registers in code."""
    return entry.endswith((".yaml", ".yml")) or "/" in entry or glob.has_magic(entry)


def _section(name: str) -> str:
    return f"{SECTION}.builds.{name}" if name else SECTION


def _located(file: Path, needle: str, message: str, section: str = SECTION) -> str:
    """`message` at the line of `file` under [`section`] that sets the key `needle`, else
    at the first one there that mentions it."""
    lines = file.read_text(encoding="utf-8").splitlines()
    in_section = False
    found: list[tuple[int, str]] = []
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        if stripped.startswith("["):
            in_section = stripped == f"[{section}]"
        elif in_section and needle in line:
            found.append((number, line))
    keys = [(n, line) for n, line in found if line.split("=", 1)[0].strip() == needle]
    if not found:
        return f"{file}: error: {message}"
    number, line = (keys or found)[0]
    column = line.index(needle) + 1
    return f"{file}:{number}:{column}: error: {message}\n{line}\n{' ' * (column - 1)}^"


def _located_header(file: Path, name: str, message: str) -> str:
    """`message` at the table header of the build `name`, else at the file."""
    lines = file.read_text(encoding="utf-8").splitlines()
    for number, line in enumerate(lines, 1):
        if line.lstrip().startswith("[") and "builds" in line and name in line:
            column = line.index(name) + 1
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
    return load_configs(file, start)[0]


def load_configs(file: Path | None = None, start: Path | None = None) -> list[Config]:
    """`[tool.passgen]`, then each `[tool.passgen.builds.<name>]`: separate builds (own
    specs, package and docs) that one `passgen build` runs in turn."""
    file = (file or find_pyproject((start or Path.cwd()).resolve())).resolve()
    data = read_toml(file)
    table = data.get("tool", {}).get("passgen")
    if not isinstance(table, dict):
        raise ConfigError(f"{file}: error: no [tool.passgen] table")
    builds = table.get("builds", {})
    if not isinstance(builds, dict) or not all(isinstance(b, dict) for b in builds.values()):
        raise ConfigError(
            _located(file, "builds", "'builds' must hold [tool.passgen.builds.<name>] tables")
        )
    for name in builds:
        if not _BUILD_NAME.fullmatch(name):
            raise ConfigError(
                _located_header(
                    file,
                    name,
                    f"build name {json.dumps(name)} is not a name: use letters, digits, '-' "
                    "and '_' (it names the build's cache and journal files)",
                )
            )
    main = {key: value for key, value in table.items() if key != "builds"}
    project = data.get("project", {}).get("name") if isinstance(data.get("project"), dict) else None
    layout = data.get("tool", {}).get("setuptools", {}).get("package-dir", {})
    configs = [
        _config(file, main, ""),
        *(_config(file, build, name) for name, build in builds.items()),
    ]
    _check_places(configs)
    for config in configs:
        _check_package(config, project, layout if isinstance(layout, dict) else {})
    return configs


def _check_package(config: Config, project: str | None, layout: dict[str, str]) -> None:
    """`package` must be the import name of `output` (from the project root, `src/`, or a
    `[tool.setuptools.package-dir]` mapping), and not inside passgen's own package."""
    section = _section(config.name)
    package = config.package
    if (package == "passgen" or package.startswith("passgen.")) and project != DISTRIBUTION:
        raise ConfigError(
            _located(
                config.file,
                "package",
                f"'package' = '{package}' is inside "
                "passgen's own package: imports of it would find passgen's "
                "generated passes, not this project's",
                section,
            )
        )
    parts = package.split(".")
    homes = [config.root / Path(*parts), config.root / "src" / Path(*parts)]
    for prefix, folder in layout.items():
        head = prefix.split(".") if prefix else []
        if isinstance(folder, str) and parts[: len(head)] == head:
            homes.append(config.root / folder / Path(*parts[len(head) :]))
    if config.output.resolve() in {home.resolve() for home in homes}:
        return
    shown = config.display(config.output).as_posix()
    names = shown.removeprefix("src/").split("/")
    hint = (
        f"; did you mean package = '{'.'.join(names)}'?"
        if all(n.isidentifier() for n in names)
        else ""
    )
    raise ConfigError(
        _located(
            config.file,
            "package",
            f"'package' = '{package}' is not the import name of 'output' = '{shown}'{hint}",
            section,
        )
    )


def read_toml(file: Path) -> dict[str, Any]:
    """The TOML in `file`; a file that is not UTF-8 or not TOML is a located ConfigError."""
    try:
        text = read_source(file, file, "pyproject.toml")
    except OSError as exc:
        raise ConfigError(f"{file}: error: {exc}") from None
    except UnreadableSource as exc:
        raise ConfigError(str(exc)) from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        message, line, column = _TOML_POSITION.fullmatch(str(exc)).groups()  # type: ignore[union-attr]
        where = (
            Position(file, int(line), int(column)) if line else position_of(file, text, len(text))
        )
        problem = Problem(where, f"invalid TOML: {message}")
    except ValueError:  # tomllib reads digits with int(): Python's limit applies
        problem = Problem(
            Position(file, 1, 1),
            f"invalid TOML: an integer with more than {sys.get_int_max_str_digits()} digits",
        )
    except RecursionError:
        problem = Problem(Position(file, 1, 1), "invalid TOML: arrays or tables nest too deep")
    raise ConfigError(problem.render(source_lines(text)))


def inside(path: Path, folder: Path) -> bool:
    """Whether `path` is `folder` or lies in it (after resolving both)."""
    path, folder = path.resolve(), folder.resolve()
    return path == folder or folder in path.parents


def _check_inside(config: Config) -> None:
    """Every output of `config` lies inside its project (after resolving symbolic links),
    and in no other project (a folder with its own pyproject.toml) there: a build writes
    only the files of its own project."""
    root = config.root  # resolved: the folder of the resolved pyproject.toml
    for key in OUTPUT_KEYS:
        path = getattr(config, key)
        if path is None:
            continue
        shown = f"'{key}' = '{config.display(path).as_posix()}'"
        real = path.resolve()
        if real != root and root not in real.parents:
            written = Path(os.path.normpath(path))
            linked = written == config.root or config.root in written.parents
            through = f" (to {real}, through a symbolic link)" if linked else ""
            raise ConfigError(
                config._where(
                    key,
                    f"{shown} leads outside the project{through}: passgen writes only inside "
                    "the folder of its pyproject.toml, so that no build overwrites another "
                    "project's files",
                )
            )
        for folder in [real, *real.parents]:
            if folder == root:
                break
            if (folder / "pyproject.toml").is_file():
                raise ConfigError(
                    config._where(
                        key,
                        f"{shown} is inside another project "
                        f"({Path(folder.relative_to(root), 'pyproject.toml').as_posix()}): "
                        "passgen writes only the files of its own project",
                    )
                )


def _fixed_part(entry: str) -> Path:
    """The folders of a specs entry before its first glob pattern."""
    parts = Path(entry).parts
    fixed = list(itertools.takewhile(lambda part: not glob.has_magic(part), parts))
    return Path(*fixed) if fixed else Path()


def _check_places(configs: list[Config]) -> None:
    """Reject outputs that would overwrite or delete what is not theirs: an output outside
    the project or in another project inside it, an output folder holding the project or its
    specs, docs inside a generated package, and builds whose outputs meet (each run would
    delete the other's files)."""
    for config in configs:
        _check_inside(config)
    for config in configs:
        output = f"'output' = '{config.display(config.output).as_posix()}'"
        own_folder = "name a folder of its own for the generated package"
        if inside(config.file, config.output):
            raise ConfigError(
                config._where(
                    "output",
                    f"{output} holds pyproject.toml: passgen "
                    f"deletes stale modules in its output folder; {own_folder}",
                )
            )
        for entry in config.specs:
            if inside(config.root / _fixed_part(entry), config.output):
                raise ConfigError(
                    config._where("output", f"{output} holds the specs ('{entry}'); {own_folder}")
                )
    for config in configs:
        for other in configs:
            theirs = (
                "its own output" if other is config else f"the output of [{_section(other.name)}]"
            )
            for key in ("docs", "group_docs", "cpp", "capi"):
                path = getattr(config, key)
                if path is not None and inside(path, other.output):
                    raise ConfigError(
                        config._where(
                            key,
                            f"'{key}' = '{config.display(path).as_posix()}' "
                            f"is inside {theirs} (the generated package)",
                        )
                    )
    for index, config in enumerate(configs):
        for other in configs[:index]:
            for key, clash, what in _CLASHES:
                if clash(config, other):
                    raise ConfigError(
                        config._where(
                            key,
                            f"[{_section(config.name)}] and "
                            f"[{_section(other.name)}] {what}: each run "
                            "would delete the other's files",
                        )
                    )


def _same(path: Path | None, other: Path | None) -> bool:
    return path is not None and other is not None and path.resolve() == other.resolve()


_CLASHES: tuple[tuple[str, Callable[[Config, Config], bool], str], ...] = (
    ("output", lambda a, b: _same(a.output, b.output), "share an output folder"),
    ("docs", lambda a, b: _same(a.docs, b.docs), "write the same docs file"),
    ("group_docs", lambda a, b: _same(a.group_docs, b.group_docs), "share a group_docs folder"),
    (
        "docs",
        lambda a, b: a.docs is not None and _same(a.docs.parent, b.group_docs),
        "meet: one's docs are in the other's group_docs folder",
    ),
    (
        "group_docs",
        lambda a, b: b.docs is not None and _same(b.docs.parent, a.group_docs),
        "meet: one's docs are in the other's group_docs folder",
    ),
    ("cpp", lambda a, b: _same(a.cpp, b.cpp) or _same(a.cpp, b.capi), "share a C++ output folder"),
    (
        "capi",
        lambda a, b: _same(a.capi, b.capi) or _same(a.capi, b.cpp),
        "share a C++ output folder",
    ),
)  # (the key to point at, whether build a clashes with an earlier build b, how)


def _config(file: Path, table: dict[str, Any], name: str) -> Config:
    section = _section(name)
    allowed = KEYS if name else (*KEYS, "builds")
    for key in table:
        if key not in KEYS:
            from passgen.runtime.support.suggestions import did_you_mean  # only on this error path

            hint = did_you_mean(key, allowed) or f"; expected one of: {', '.join(allowed)}"
            raise ConfigError(
                _located(file, key, f"unknown key '{key}' in [{section}]{hint}", section)
            )
    root = file.parent
    specs = table.get("specs", ["specs"])
    if isinstance(specs, str):
        specs = [specs]
    _expect(
        file,
        "specs",
        specs,
        lambda v: isinstance(v, list) and all(isinstance(s, str) for s in v),
        "a list of paths or globs",
        section,
    )
    folders = ("output", "docs", "templates", "group_docs", "cpp", "capi")
    for key in ("package", *folders):
        _expect(file, key, table.get(key, ""), lambda v: isinstance(v, str), "a string", section)
    for key, value in [("specs", s) for s in specs] + [(k, table.get(k, "")) for k in folders]:
        if "\0" in value:
            raise ConfigError(
                _located(file, key, f"'{key}' holds a NUL character, which no path can", section)
            )
    _expect(
        file,
        "doc_style",
        table.get("doc_style", "default"),
        lambda v: v in DOC_STYLES,
        f"one of: {', '.join(DOC_STYLES)}",
        section,
    )
    output = root / table.get("output", "generated")
    package = table.get("package", output.name)
    if not all(part.isidentifier() for part in package.split(".")):
        raise ConfigError(
            _located(file, "package", f"'package' = '{package}' is not an import name", section)
        )
    for key in ("dialects", "interfaces"):
        _expect(
            file,
            key,
            table.get(key, []),
            lambda v: isinstance(v, list) and all(isinstance(s, str) for s in v),
            "a list of names",
            section,
        )
    docs = table.get("docs", "docs/Passes.md")
    templates, group_docs, cpp, capi = (
        table.get(key) for key in ("templates", "group_docs", "cpp", "capi")
    )
    return Config(
        root,
        file,
        tuple(specs),
        output,
        package,
        root / docs if docs else None,
        root / templates if templates else None,
        table.get("doc_style", "default"),
        root / group_docs if group_docs else None,
        name,
        tuple(table.get("dialects", [])),
        tuple(table.get("interfaces", [])),
        root / cpp if cpp else None,
        root / capi if capi else None,
    )


def _expect(file: Path, key: str, value: Any, ok: Any, what: str, section: str) -> None:
    if not ok(value):
        raise ConfigError(_located(file, key, f"'{key}' must be {what}", section))
