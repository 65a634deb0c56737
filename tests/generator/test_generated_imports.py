"""Generated Python modules import in isort's order, as `ruff check --select I` wants it in the
project that holds them: this repo's builds with its configuration (`known-first-party =
["passgen"]`), a user's project (the example's, the goldens', one with a dialect file, an empty
group and a group of bundles only, `passgen init`'s scaffold) with ruff's defaults, where
passgen is a third party and the project's package the first; and names of every shape sort
as ruff sorts them."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from paths import ROOT

from passgen.build.config import Config, load_configs
from passgen.build.outputs import generate
from passgen.build.run import load_dialects
from passgen.checks.load import load_specs
from passgen.python.pyformat import LINE_LENGTH
from passgen.scaffold import create

RUFF = shutil.which("ruff") or str(Path(sys.executable).with_name("ruff"))
GOLDEN = ROOT / "tests" / "golden"

DIALECT = """\
dialect: toy
summary: A dialect of this project
ops:
  - {name: add, traits: [Pure], operands: [lhs, rhs], results: [result]}
"""
SPECS = {
    "toy.yaml": "group: Toy\npasses:\n  - {name: ToyCleanup, argument: toy-cleanup}\n",
    "empty.yaml": "group: Empty\npasses: []\n",
    "bundled.yaml": "group: Bundled\nbundles:\n  - {name: tidy, summary: s, passes: [cse]}\n",
}


def ruff_isort(project: Path, repo: bool = False) -> subprocess.CompletedProcess[str]:
    """`ruff check --select I` over `project`, run there as a project of its own (ruff's
    defaults: its packages are first party; the generated layout's line length), or with this
    repo's configuration (`repo`)."""
    own = ["--isolated", "--line-length", str(LINE_LENGTH)]
    config = ["--config", ROOT / "pyproject.toml"] if repo else own
    command = [RUFF, "check", "--select", "I", "--no-cache", *config]
    return subprocess.run(
        [*map(str, command), "."], cwd=project, capture_output=True, text=True, check=False
    )


def write_package(config: Config, project: Path) -> None:
    """A fresh build's Python modules, in `project` at their package's path."""
    specs = load_specs([(config.display(p), p) for p in config.spec_files()])
    parts = config.package.split(".")
    for path, text in generate(config, specs, dialects=load_dialects(config)).items():
        if path.suffix == ".py":
            target = project.joinpath(*parts, path.relative_to(config.output))
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
    for depth in range(1, len(parts)):  # the packages holding it
        project.joinpath(*parts[:depth], "__init__.py").touch()


def project_with_a_dialect(root: Path) -> Config:
    (root / "dialects").mkdir(parents=True)
    (root / "dialects" / "toy.yaml").write_text(DIALECT)
    (root / "specs").mkdir()
    for name, text in SPECS.items():
        (root / "specs" / name).write_text(text)
    (root / "pyproject.toml").write_text(
        '[tool.passgen]\nspecs = ["specs"]\noutput = "toy_gen"\npackage = "toy_gen"\n'
        'docs = "docs/Passes.md"\ndialects = ["dialects/*.yaml"]\n'
    )
    [config] = load_configs(root / "pyproject.toml")
    return config


def golden_config() -> Config:
    return Config(
        GOLDEN, GOLDEN / "pyproject.toml", ("specs",), GOLDEN / "out", "showcase_pkg", None, None
    )


def test_every_generated_module_is_isort_ordered(tmp_path: Path) -> None:
    configs = [
        *load_configs(ROOT / "pyproject.toml"),
        *load_configs(ROOT / "examples" / "my-passes" / "pyproject.toml"),
        golden_config(),
        project_with_a_dialect(tmp_path / "toy"),
    ]
    for index, config in enumerate(configs):
        project = tmp_path / "built" / str(index)
        write_package(config, project)
        checked = ruff_isort(project, repo=config.package.startswith("passgen."))
        assert checked.returncode == 0, checked.stdout


@pytest.mark.parametrize("name", ["my-passes", "zeta"])  # its package sorts before / after passgen
def test_the_scaffold_is_isort_ordered(tmp_path: Path, name: str) -> None:
    project = tmp_path / name
    create(project)
    [config] = load_configs(project / "pyproject.toml")
    write_package(config, project / "src")
    checked = ruff_isort(project)
    assert checked.returncode == 0, checked.stdout


def test_names_and_modules_sort_as_ruff_sorts_them(tmp_path: Path) -> None:
    """Digit runs by value, case ignored first, constants, classes, then the rest."""
    from passgen.python.imports import Import, sections

    names: tuple[str, ...] = ("Pass10Base", "Pass2Base", "create_pass10", "create_pass2")
    names += (
        "CSEBase",
        "X1",
        "cse_base",
        "abc",
        "ABD",
        "aBc",
        "Abc",
        "INT64",
        "INT",
        "UINT8",
        "create_a_b",
    )
    first_party = [
        Import("passgen.runtime.x10", ("a",)),
        Import("passgen.runtime.x9", ("b",)),
        Import("passgen.runtime.X8", ("c",)),
        Import("passgen.runtime_extra", ("d",)),
        Import("passgen.runtime", names),
        Import("passgen.runtime.x9.y", ("e",)),
    ]
    standard = [Import("typing", ("Any",)), Import("sys"), Import("collections.abc", ("Set",))]
    project = tmp_path / "project"
    project.mkdir()
    (project / "module.py").write_text(sections(standard, first_party) + "\n")
    checked = ruff_isort(project)
    assert checked.returncode == 0, checked.stdout
