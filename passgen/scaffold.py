"""`passgen init`: a new project of one's own, ready for `passgen build` and `pytest`.

Trust boundary: the project's name (`--name`, else the directory's name) and its package
(`--package`, else derived from the name) become file names, TOML, YAML, Markdown and
Python. Names are checked first (a PEP 508 project name; an ASCII identifier starting with
a letter for the package, no keyword, no standard-library module, not `passgen`) and
refused with a message that shows them escaped; then every text goes through its format's
escaping (`toml_string`, `yaml_emit.scalar`, `markdown.text`, `pyformat.string` and
`pyformat.docstring`), so that no name can close a string and run or declare anything. A
project is written whole or not at all: on a failure, what was written is removed.
"""

from __future__ import annotations

import keyword
import re
import shutil
import sys
from pathlib import Path

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


def _names(folder: Path, project: str | None, package: str | None) -> tuple[str, str]:
    """The project's name and package, checked."""
    if project is None:
        project = folder.resolve().name
        if not _PROJECT.fullmatch(project):
            raise ScaffoldError(
                f"error: the directory's name {project!r} is not a project name: "
                f"{_PROJECT_RULE}; choose one with --name"
            )
    elif not _PROJECT.fullmatch(project):
        raise ScaffoldError(f"error: {project!r} is not a project name: {_PROJECT_RULE}")
    if package is None:
        return project, package_name(project)
    problem = _package_problem(package)
    if problem is not None:
        raise ScaffoldError(f"error: {package!r} is not a usable package name: {problem}")
    return project, package


def create(folder: Path, project: str | None = None, package: str | None = None) -> list[Path]:
    """Write a new project into `folder` (absent or empty); returns the files written."""
    if folder.exists() and (not folder.is_dir() or any(folder.iterdir())):
        raise ScaffoldError(
            f"{folder}: error: not an empty directory; passgen init writes "
            "only into a new or empty one"
        )
    project, package = _names(folder, project, package)
    group = _group(package)
    module = snake_case(group)
    env = environment()
    env.filters.update(
        toml=toml_string,
        yaml=yaml_emit.scalar,
        markdown=markdown.text,
        python=pyformat.string,
        docstring=pyformat.docstring,
    )
    # The test's imports of passgen and of the project, in isort's order.
    own = [Import(f"{package}.plugin", ("register_all_passes",))]
    imports = project_sections([], TEST_IMPORTS, own, package)
    texts = {
        folder / target.format(package=package, module=module): env.get_template(
            f"init/{template}"
        ).render(project=project, package=package, module=module, group=group, imports=imports)
        for template, target in FILES.items()
    }
    existed = folder.exists()
    try:
        for path, text in texts.items():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text.rstrip("\n") + "\n", encoding="utf-8")
    except OSError as exc:
        for child in folder.iterdir() if existed else [folder]:
            if child.is_dir() and not child.is_symlink():
                shutil.rmtree(child)
            else:
                child.unlink()
        raise ScaffoldError(f"{folder}: error: cannot write the project: {exc}") from None
    return list(texts)
