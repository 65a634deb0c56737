"""`passgen init .` in an existing project: `[tool.passgen]` appended to its pyproject.toml
(every byte before it kept), specs/ and the package's files added, every existing file left as
it is and reported; a pyproject.toml that is not TOML, already configures passgen or would not
read the table back is refused, as is a write out of the project; all or nothing."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from passgen.cli import main

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

TABLE = {
    "specs": ["specs"],
    "output": "src/my_proj/generated",
    "package": "my_proj.generated",
    "docs": "docs/Passes.md",
}
RULE = (
    "ASCII letters, digits, '.', '-' and '_', starting and ending with a letter or digit (PEP 508)"
)


def snapshot(folder: Path) -> dict[str, bytes | str | None]:
    """Every path under `folder`: a file's bytes, a link's target, None for a folder."""
    return {
        path.relative_to(folder).as_posix(): (
            os.readlink(path)
            if path.is_symlink()
            else path.read_bytes()
            if path.is_file()
            else None
        )
        for path in sorted(folder.rglob("*"))
    }


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A project of someone's own: a README and a test of theirs."""
    folder = tmp_path / "proj"
    (folder / "tests").mkdir(parents=True)
    (folder / "README.md").write_text("# mine\n")
    (folder / "tests" / "test_passes.py").write_text("def test_mine() -> None: ...\n")
    return folder


@pytest.mark.parametrize(
    "original",
    [
        b'[project]\nname = "my-proj"  # a comment of mine\nversion   =   "1"\n\n[tool.black]\n'
        b"line-length = 88\n",
        b'[project]\r\nname = "my-proj"\r\n',
        b'[project]\nname = "my-proj"',
        b'[project]\nname = "my-proj"\n[tool]\nruff.line-length = 100\n',
    ],
    ids=["comments", "crlf", "no-final-newline", "dotted-tool"],
)
def test_init_adds_passgen_to_an_existing_project(
    project: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    original: bytes,
) -> None:
    pyproject = project / "pyproject.toml"
    pyproject.write_bytes(original)
    before = snapshot(project)
    monkeypatch.chdir(project)
    assert main(["init", "."]) == 0
    out = capsys.readouterr().out
    assert "passgen: added [tool.passgen] to pyproject.toml\n" in out
    assert "passgen: skipped README.md: it exists (left as it is)\n" in out
    assert "passgen: skipped tests/test_passes.py: it exists (left as it is)\n" in out
    assert "passgen: wrote specs/my_proj.yaml\n" in out
    assert "passgen: wrote tests/filecheck/strip-tag.mlir\n" in out
    after = snapshot(project)
    appended = pyproject.read_bytes()
    assert appended.startswith(original)
    assert (b"\r\n" in appended[len(original) :]) == (b"\r\n" in original)
    assert tomllib.loads(appended.decode())["tool"]["passgen"] == TABLE
    assert {name: after[name] for name in before if name != "pyproject.toml"} == {
        name: data for name, data in before.items() if name != "pyproject.toml"
    }
    assert main(["build"]) == 0
    assert (project / "src" / "my_proj" / "generated" / "my_proj.py").is_file()


def test_the_project_name_defaults_to_the_directory_s_without_a_pyproject(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["init", str(project)]) == 0
    assert tomllib.loads((project / "pyproject.toml").read_text())["project"]["name"] == "proj"
    assert (project / "README.md").read_text() == "# mine\n"
    assert f"passgen: skipped {project / 'README.md'}: it exists" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("pyproject", "message"),
    [
        (
            '[project]\nname = "x"\n\n[tool.passgen]\nspecs = ["specs"]\n',
            "{pyproject}: error: it already has a [tool.passgen] table; passgen init adds one "
            "only to a project without it (`passgen build` uses the one it has)",
        ),
        (
            "[project\n",
            "{pyproject}:1:9: error: invalid TOML: Expected ']' at the end of a table "
            "declaration\n[project\n        ^",
        ),
        (
            'tool = 1\n[project]\nname = "x"\n',
            None,  # not a table: nothing can be appended under it
        ),
        (
            'tool = {black = {line-length = 88}}\n[project]\nname = "x"\n',
            None,
        ),
        (
            "[project]\nname = 'x y'\n",
            f"error: pyproject.toml's project name 'x y' is not a project name: {RULE}; "
            "choose one with --name",
        ),
    ],
    ids=["has-passgen", "malformed", "tool-not-a-table", "inline-tool", "bad-name"],
)
def test_init_refuses_a_pyproject_it_cannot_extend(
    project: Path, capsys: pytest.CaptureFixture[str], pyproject: str, message: str | None
) -> None:
    (project / "pyproject.toml").write_text(pyproject)
    before = snapshot(project)
    assert main(["init", str(project), "--package", "my_proj"]) == 2
    err = capsys.readouterr().err
    if message is None:
        message = (
            "{pyproject}: error: a [tool.passgen] table appended to it would not be read as "
            "one (its 'tool' is a value, an inline table or an array of tables); add this by hand:\n"
        )
        assert err.startswith(f"passgen: {message.format(pyproject=project / 'pyproject.toml')}")
        assert tomllib.loads(err.split("by hand:\n", 1)[1])["tool"]["passgen"] == TABLE
    else:
        assert err == f"passgen: {message.format(pyproject=project / 'pyproject.toml')}\n"
    assert snapshot(project) == before


def test_init_writes_nothing_out_of_the_project_through_a_link(
    project: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (project / "src").symlink_to(elsewhere)
    before = snapshot(project)
    assert main(["init", str(project), "--name", "my-proj"]) == 2
    assert capsys.readouterr().err == (
        f"passgen: {project / 'src/my_proj/__init__.py'}: error: it would be written outside "
        f"the project, to {elsewhere / 'my_proj/__init__.py'} (through a symbolic link)\n"
    )
    assert snapshot(project) == before and snapshot(elsewhere) == {}


def test_init_appends_to_no_pyproject_out_of_the_project(
    project: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    theirs = tmp_path / "theirs.toml"
    theirs.write_text('[project]\nname = "my-proj"\n')
    (project / "pyproject.toml").symlink_to(theirs)
    before = snapshot(project)
    assert main(["init", str(project)]) == 2
    assert capsys.readouterr().err == (
        f"passgen: {project / 'pyproject.toml'}: error: it is a symbolic link out of the "
        f"project, to {theirs}; passgen init changes only the project's own files\n"
    )
    assert snapshot(project) == before
    assert theirs.read_text() == '[project]\nname = "my-proj"\n'


def test_a_failed_write_leaves_the_project_as_it_was(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A folder the scaffold needs is a dangling link (its last files' folder): the files and
    folders written before it are removed, the append to pyproject.toml undone."""
    (project / "tests" / "filecheck").symlink_to(project / "missing")
    (project / "pyproject.toml").write_text('[project]\nname = "my-proj"\n')
    before = snapshot(project)
    assert main(["init", str(project)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"passgen: {project}: error: cannot write the project: ")
    assert "File exists" in err
    assert snapshot(project) == before
