"""`passgen init`: a project of one's own, ready for `passgen build` and `pytest`, or passgen
added to an existing project.

Trust boundary: the project's name (`--name`, else an existing pyproject.toml's project name,
else the directory's name) and its package (`--package`, else derived from the name) become
file names, TOML, YAML, Markdown and Python. Names are checked first (a PEP 508 project name;
an ASCII identifier starting with a letter for the package, no keyword, no standard-library
module, not `passgen`) and refused with a message that shows them escaped; then every text
goes through its format's escaping (`toml_string`, `yaml_emit.scalar`, `markdown.text`,
`pyformat.string` and `pyformat.docstring`), so that no name can close a string and run or
declare anything.

In an existing project, its files are read and never overwritten. Its pyproject.toml is read
as `passgen build` reads it (a malformed one is a located error) and refused when it already
has `[tool.passgen]`; the table is appended to it as text (nothing in it is rewritten), and
only when the result reads back as that table. A file that exists (a symbolic link too) is
left as it is and reported; a new file whose folder leads out of the project through a
symbolic link is refused, as is a pyproject.toml that links out of it. Files are created
exclusively (never replacing one that appeared meanwhile). It is all or nothing: on a
failure, the files and folders created are removed and the append is undone.
"""

from __future__ import annotations

import keyword
import os
import re
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, NamedTuple

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

from passgen.build.config import ConfigError, inside, read_toml
from passgen.build.render import environment
from passgen.checks.rules import MAX_FILE_NAME
from passgen.docs import markdown
from passgen.python import pyformat
from passgen.python.imports import Import, project_sections
from passgen.spec import emit as yaml_emit
from passgen.support.naming import group_names, snake_case
from passgen.support.staged_files import temp_for

# What the scaffold's test imports besides the standard library (and its plugin).
TEST_IMPORTS = (
    Import("passgen.runtime", ("PassManager", "PassRegistry", "parse_pass_pipeline_into")),
    Import("passgen.runtime.asm", ("parse_source", "print_op")),
    Import("passgen.runtime.ir", ("Context",)),
)
# Scaffold templates (templates/init/) -> where they go; `{package}`, `{module}` filled in.
FILES = {
    "pyproject.toml.j2": "pyproject.toml",
    "README.md.j2": "README.md",
    "gitignore.j2": ".gitignore",
    "pre-commit-config.yaml.j2": ".pre-commit-config.yaml",
    "spec.yaml.j2": "specs/{module}.yaml",
    "package_init.py.j2": "src/{package}/__init__.py",
    "passes.py.j2": "src/{package}/passes.py",
    "plugin.py.j2": "src/{package}/plugin.py",
    "test_passes.py.j2": "tests/test_passes.py",
    "test_filecheck.py.j2": "tests/test_filecheck.py",
    "lit.cfg.py.j2": "tests/filecheck/lit.cfg.py",
    "strip_tag.mlir.j2": "tests/filecheck/strip-tag.mlir",
}
# PEP 508's project names (ASCII only: `re.IGNORECASE` would let the Kelvin sign in).
_PROJECT = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?")
_PACKAGE = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
_PROJECT_RULE = (
    "ASCII letters, digits, '.', '-' and '_', starting and ending with a letter or digit (PEP 508)"
)


class ScaffoldError(Exception):
    """Why a project cannot be created where asked."""


def package_name(project: str) -> str:
    """The import name of a project: `my-passes` -> `my_passes`."""
    name = re.sub(r"[^a-z0-9]", "_", project.lower()).strip("_")
    if _package_problem(name) is not None:
        raise ScaffoldError(
            f"error: {project!r} gives no usable package name; choose one with --package"
        )
    return name


def _package_problem(package: str) -> str | None:
    """Why `package` cannot be the project's package, or None."""
    if not _PACKAGE.fullmatch(package):
        return "a package name is an ASCII Python identifier starting with a letter"
    if keyword.iskeyword(package):
        return "it is a Python keyword"
    if package == "passgen":
        return "it is passgen's own"
    if package in sys.stdlib_module_names:
        return "it is a standard-library module, which it would hide"
    module = snake_case(_group(package))
    if keyword.iskeyword(module):
        return f"its passes' module would be '{module}', a Python keyword"
    longest = max(len(package), *(len(temp_for(Path(name)).name) for name in group_names(module)))
    if longest > MAX_FILE_NAME:
        return f"it is too long for a file name ({MAX_FILE_NAME} characters at most)"
    return None


def _group(package: str) -> str:
    """The spec group of a package: `my_passes` -> `MyPasses`."""
    return "".join(part.capitalize() for part in package.split("_") if part)


def toml_string(value: str) -> str:
    """`value` as a TOML basic string: quotes, backslashes and control characters escaped."""
    escaped = []
    for char in value:
        if char in '"\\':
            escaped.append("\\" + char)
        elif char < " " or char == "\x7f":
            escaped.append(f"\\u{ord(char):04x}")
        else:
            escaped.append(char)
    return '"' + "".join(escaped) + '"'


def _names(
    folder: Path, project: str | None, package: str | None, existing: Mapping[str, Any] | None
) -> tuple[str, str]:
    """The project's name (default: an existing pyproject.toml's, else the directory's) and
    package, checked."""
    if project is None:
        named = (existing or {}).get("project")
        name = named.get("name") if isinstance(named, dict) else None
        default, whose = (
            (name, "pyproject.toml's project name")
            if isinstance(name, str)
            else (folder.resolve().name, "the directory's name")
        )
        if not _PROJECT.fullmatch(default):
            raise ScaffoldError(
                f"error: {whose} {default!r} is not a project name: "
                f"{_PROJECT_RULE}; choose one with --name"
            )
        project = default
    elif not _PROJECT.fullmatch(project):
        raise ScaffoldError(f"error: {project!r} is not a project name: {_PROJECT_RULE}")
    if package is None:
        return project, package_name(project)
    problem = _package_problem(package)
    if problem is not None:
        raise ScaffoldError(f"error: {package!r} is not a usable package name: {problem}")
    return project, package


def _existing_pyproject(path: Path) -> dict[str, Any] | None:
    """The TOML of the project's pyproject.toml, None when there is none; refused when it is
    not TOML or already configures passgen."""
    if not os.path.lexists(path):
        return None
    if not inside(path, path.parent):
        raise ScaffoldError(
            f"{path}: error: it is a symbolic link out of the project, to "
            f"{path.resolve()}; passgen init changes only the project's own files"
        )
    try:
        data = read_toml(path)
    except ConfigError as exc:
        raise ScaffoldError(str(exc)) from None
    tool = data.get("tool")
    if isinstance(tool, dict) and "passgen" in tool:
        raise ScaffoldError(
            f"{path}: error: it already has a [tool.passgen] table; passgen init adds one "
            "only to a project without it (`passgen build` uses the one it has)"
        )
    return data


def _appendix(path: Path, table: str) -> str:
    """What appending `table` adds to the existing `path`: the table after a blank line, in
    the file's line endings; refused when the file would then not be valid TOML."""
    original = path.read_bytes().decode("utf-8")  # read_toml read it as UTF-8 already
    newline = "\r\n" if "\r\n" in original else "\n"
    separator = "" if not original else newline if original.endswith("\n") else newline * 2
    appendix = separator + table.replace("\n", newline)
    try:
        read = tomllib.loads(original + appendix)["tool"]["passgen"]
    except (tomllib.TOMLDecodeError, KeyError, TypeError):
        read = None
    if read != tomllib.loads(table)["tool"]["passgen"]:
        raise ScaffoldError(
            f"{path}: error: a [tool.passgen] table appended to it would not be read as one "
            "(its 'tool' is a value, an inline table or an array of tables); add this by "
            f"hand:\n{table}"
        )
    return appendix


class Scaffold(NamedTuple):
    """What `passgen init` did: the files it wrote, the existing ones it left as they were,
    and the existing pyproject.toml it added `[tool.passgen]` to (or None)."""

    written: list[Path]
    skipped: list[Path]
    extended: Path | None


def create(folder: Path, project: str | None = None, package: str | None = None) -> Scaffold:
    """Write a project into `folder`: every file of it that is not there yet, and
    `[tool.passgen]` appended to an existing pyproject.toml. Nothing is overwritten."""
    if folder.exists() and not folder.is_dir():
        raise ScaffoldError(f"{folder}: error: not a directory")
    pyproject = folder / "pyproject.toml"
    existing = _existing_pyproject(pyproject)
    project, package = _names(folder, project, package, existing)
    render = _renderer(project, package)
    module = snake_case(_group(package))
    texts = {
        folder / target.format(package=package, module=module): render(template)
        for template, target in FILES.items()
    }
    skipped = [path for path in texts if os.path.lexists(path)]
    new = {path: text for path, text in texts.items() if path not in skipped}
    for path in new:
        if not inside(path, folder):
            raise ScaffoldError(
                f"{path}: error: it would be written outside the project, to "
                f"{path.resolve()} (through a symbolic link)"
            )
    appendix = None
    if existing is not None:
        skipped.remove(pyproject)
        appendix = _appendix(pyproject, render("tool_passgen.toml.j2"))
    _write(folder, new, pyproject, appendix)
    return Scaffold(list(new), skipped, pyproject if appendix is not None else None)


def _renderer(project: str, package: str) -> Callable[[str], str]:
    """Renders a scaffold template (`templates/init/<name>`) for the project."""
    env = environment()
    env.filters.update(
        toml=toml_string,
        yaml=yaml_emit.scalar,
        markdown=markdown.text,
        python=pyformat.string,
        docstring=pyformat.docstring,
    )
    group = _group(package)
    # The test's imports of passgen and of the project, in isort's order.
    own = [Import(f"{package}.plugin", ("register_all_passes",))]
    names = {
        "project": project,
        "package": package,
        "module": snake_case(group),
        "group": group,
        "imports": project_sections([], TEST_IMPORTS, own, package),
    }

    def render(template: str) -> str:
        return env.get_template(f"init/{template}").render(names).rstrip("\n") + "\n"

    return render


def _write(folder: Path, new: dict[Path, str], pyproject: Path, appendix: str | None) -> None:
    """Create the `new` files (never replacing one) and append `appendix` to `pyproject`:
    all of it, or, on a failure, nothing (what was created is removed, the append undone)."""
    made: list[Path] = []  # the folders and files created, in order
    size = None
    try:
        for path, text in new.items():
            for parent in reversed([path.parent, *path.parent.parents]):
                if not parent.exists():
                    parent.mkdir()
                    made.append(parent)
            with path.open("x", encoding="utf-8", newline="\n") as stream:
                made.append(path)
                stream.write(text)
        if appendix is not None:
            size = pyproject.stat().st_size
            with pyproject.open("a", encoding="utf-8", newline="") as stream:
                stream.write(appendix)
    except OSError as exc:
        if size is not None:
            os.truncate(pyproject, size)
        for path in reversed(made):
            if path.is_dir():
                path.rmdir()
            else:
                path.unlink()
        raise ScaffoldError(f"{folder}: error: cannot write the project: {exc}") from None
