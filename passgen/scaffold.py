"""`passgen init`: a new project of one's own, ready for `passgen build` and `pytest`."""

from __future__ import annotations

import keyword
import re
from pathlib import Path

from .imports import Import, project_sections
from .naming import snake_case
from .render import environment

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
    "passes.py.j2": "src/{package}/passes.py",
    "plugin.py.j2": "src/{package}/plugin.py",
    "test_passes.py.j2": "tests/test_passes.py",
}


class ScaffoldError(Exception):
    """Why a project cannot be created where asked."""


def package_name(project: str) -> str:
    """The import name of a project: `my-passes` -> `my_passes`."""
    name = re.sub(r"\W", "_", project.lower()).strip("_")
    if not name or name[0].isdigit() or keyword.iskeyword(name) or name == "passgen":
        raise ScaffoldError(
            f"error: '{project}' gives no usable package name; choose one with --package"
        )
    return name


def create(folder: Path, project: str | None = None, package: str | None = None) -> list[Path]:
    """Write a new project into `folder` (absent or empty); returns the files written."""
    if folder.exists() and (not folder.is_dir() or any(folder.iterdir())):
        raise ScaffoldError(
            f"{folder}: error: not an empty directory; passgen init writes "
            "only into a new or empty one"
        )
    project = project or folder.resolve().name
    package = package or package_name(project)
    if not package.isidentifier() or keyword.iskeyword(package) or package == "passgen":
        raise ScaffoldError(f"error: '{package}' is not a usable package name")
    group = "".join(part.capitalize() for part in package.split("_") if part)
    module = snake_case(group)
    env = environment()
    # The test's imports of passgen and of the project, in isort's order.
    own = [Import(f"{package}.plugin", ("register_all_passes",))]
    imports = project_sections([], TEST_IMPORTS, own, package)
    written = []
    for template, target in FILES.items():
        path = folder / target.format(package=package, module=module)
        text = env.get_template(f"init/{template}").render(
            project=project, package=package, module=module, group=group, imports=imports
        )
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text.rstrip("\n") + "\n", encoding="utf-8")
        written.append(path)
    init = folder / "src" / package / "__init__.py"
    init.write_text(f'"""{project}: compiler passes."""\n', encoding="utf-8")
    return [*written, init]
