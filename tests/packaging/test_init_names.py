"""`passgen init` names: the project's name and package become file names, TOML, YAML,
Markdown and Python, so a name is refused in one line or makes a project whose
pyproject.toml keeps it and whose package runs nothing when imported (the campaign
tests/fuzz/init_names.py draws many more names); the texts' escaping round-trips any text."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from fuzz.init_names import init_case
from fuzz.tally import Outcome
from hypothesis import given, settings
from hypothesis import strategies as st
from profiles import examples

from passgen.cli import main
from passgen.python import pyformat
from passgen.scaffold import toml_string
from passgen.spec import emit as yaml_emit

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

RULE = (
    "ASCII letters, digits, '.', '-' and '_', starting and ending with a letter or digit (PEP 508)"
)


@pytest.mark.parametrize(
    "argv, message",
    [
        (
            ["{tmp}/p", "--name", 'q"""; open("PWNED","w"); """'],
            f"""'q\"\"\"; open("PWNED","w"); \"\"\"' is not a project name: {RULE}""",
        ),
        (['{tmp}/q"""; open("PWNED","w"); """'], None),
        (["{tmp}/p", "--name", 'a"b'], f"""'a"b' is not a project name: {RULE}"""),
        (["{tmp}/p", "--name", "a\nb"], f"'a\\nb' is not a project name: {RULE}"),
        (["{tmp}/p", "--name", "\u212aelvin"], f"'\u212aelvin' is not a project name: {RULE}"),
        (
            ["{tmp}/p", "--package", "json"],
            "'json' is not a usable package name: it is a standard-library module, which it "
            "would hide",
        ),
        (
            ["{tmp}/p", "--package", "for_"],
            "'for_' is not a usable package name: its passes' module would be 'for', a Python "
            "keyword",
        ),
        (
            ["{tmp}/p", "--package", "caf\u00e9"],
            "'caf\u00e9' is not a usable package name: a package name is an ASCII Python "
            "identifier starting with a letter",
        ),
    ],
)
def test_names_that_would_break_out_are_refused(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    argv: list[str],
    message: str | None,
) -> None:
    monkeypatch.chdir(tmp_path)
    argv = [a.format(tmp=tmp_path) for a in argv]
    if message is None:  # the directory's own name
        name = Path(argv[0]).name
        message = (
            f"the directory's name {name!r} is not a project name: {RULE}; choose one with --name"
        )
    assert main(["init", *argv]) == 2
    assert capsys.readouterr().err == f"passgen: error: {message}\n"
    assert sorted(tmp_path.iterdir()) == []


_VALID = st.from_regex(r"[A-Za-z0-9]([A-Za-z0-9._-]{0,12}[A-Za-z0-9])?", fullmatch=True)


@settings(max_examples=examples(60))
@given(name=_VALID | st.text(), package=st.none() | st.text() | _VALID)
def test_any_name_is_refused_or_makes_a_project_that_keeps_it_and_runs_nothing(
    name: str, package: str | None
) -> None:
    outcome, why = init_case(name, package)
    assert outcome in (Outcome.OK, Outcome.CLEAN_ERROR), why


@given(st.text(alphabet=st.characters(exclude_categories=["Cs"])))
def test_toml_strings_read_back(text: str) -> None:
    assert tomllib.loads(f"x = {toml_string(text)}") == {"x": text}


@given(st.text())
def test_docstrings_read_back(text: str) -> None:
    module = ast.parse(pyformat.docstring(text))
    assert len(module.body) == 1 and ast.get_docstring(module, clean=False) == text


@given(st.text(alphabet=st.characters(exclude_categories=["Cs"])).filter(lambda t: "\n" not in t))
def test_yaml_scalars_read_back(text: str) -> None:
    assert yaml.safe_load(f"summary: {yaml_emit.scalar(text)}\n") == {"summary": text}


@pytest.mark.skipif(shutil.which("git") is None, reason="needs git")
def test_gitignore_ignores_the_journal_the_staged_files_and_lit_s_files(tmp_path: Path) -> None:
    """A journal committed to a repository would be read by every clone's next build; lit
    writes its test times and its tests' outputs beside the tests."""
    assert main(["init", str(tmp_path / "p"), "--name", "p"]) == 0
    project = tmp_path / "p"
    subprocess.run(["git", "init", "-q", str(project)], check=True)
    names = [
        ".passgen-journal",
        ".passgen-journal-extra",
        ".passgen-.passgen-journal.tmp",
        "src/p/generated/.passgen-p.py.tmp",
        "docs/.passgen-Passes.md.tmp",
        ".passgen-cache/build.json",
        "tests/filecheck/.lit_test_times.txt",
        "tests/filecheck/Output/strip-tag.mlir.script",
    ]
    ignored = subprocess.run(
        ["git", "check-ignore", "--no-index", *names],
        cwd=project,
        capture_output=True,
        text=True,
        check=False,
    )
    assert ignored.stdout.splitlines() == names
    kept = subprocess.run(
        ["git", "check-ignore", "--no-index", "src/p/generated/p.py", "specs/p.yaml"],
        cwd=project,
        capture_output=True,
        text=True,
        check=False,
    )
    assert kept.stdout == ""
