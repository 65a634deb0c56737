"""A journal is the build's own record, not input: one a repository carries may only finish
what a build of this configuration would have done, inside the project, from staged files
that hold what it records; anything else is refused, naming the journal and the entries,
and nothing is changed. (The campaign tests/fuzz/journals.py draws many more journals.)"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fuzz.builds import (
    base_specs,
    build_in_process,
    new_project,
    outputs,
    strays,
)
from fuzz.worlds import snapshot

from passgen.build import journal
from passgen.build.cache import digest

NOTE = (
    "{journal}: note: passgen finishes only the builds it interrupted itself, so it changed "
    "nothing: if no build was interrupted here, delete the journal\n"
)
HOOK = b"#!/bin/sh\necho pwned\n"


@pytest.fixture
def root(tmp_path: Path) -> Path:
    """A built project in `tmp_path/project`, with a hand-written file and a file beside it."""
    root = new_project(tmp_path / "project", base_specs("v", 2))
    assert build_in_process(root)[0] == 0
    (root / "keep.txt").write_bytes(b"mine\n")
    (tmp_path / "victim.txt").write_bytes(b"victim\n")
    return root


def plant(root: Path, entries: list[list[object]], journal_name: str = journal.JOURNAL) -> Path:
    path = root / journal_name
    path.write_text(json.dumps({"version": journal.VERSION, "entries": entries}))
    return path


def refusal(path: Path, *lines: str) -> str:
    return "".join(f"{path}: error: {line}\n" for line in lines) + NOTE.format(journal=path)


def test_the_journal_of_the_issue_is_refused_and_changes_nothing(root: Path) -> None:
    """It planted a git hook, wrote outside the project and deleted a file, then exited 0."""
    (root / ".git" / "hooks").mkdir(parents=True)
    (root / ".git" / "hooks" / ".passgen-pre-commit.tmp").write_bytes(HOOK)
    victim = root.parent / "victim.txt"
    entries: list[list[object]] = [
        [".git/hooks/pre-commit", digest(HOOK), None],
        [str(victim), None, digest(b"victim\n")],
        ["keep.txt", None, digest(b"mine\n")],
    ]
    path = plant(root, entries)
    before = snapshot(root.parent)
    assert build_in_process(root) == (
        2,
        refusal(
            path,
            f"entry 1 {json.dumps(entries[0])}: it is not an output of this build",
            f"entry 2 {json.dumps(entries[1])}: its file is not a plain relative path "
            "(absolute, or with '..', '.' or '//')",
            f"entry 3 {json.dumps(entries[2])}: it is not an output of this build",
        ),
    )
    assert snapshot(root.parent) == before


def test_an_older_journal_naming_its_staged_files_is_refused(root: Path) -> None:
    """The first format named each staged file, so a journal could rename any file anywhere."""
    (root / ".git" / "hooks").mkdir(parents=True)
    (root / ".git" / "hooks" / "x").write_bytes(HOOK)
    path = root / journal.JOURNAL
    path.write_text(
        json.dumps({"version": 1, "entries": [[".git/hooks/pre-commit", ".git/hooks/x", None]]})
    )
    before = snapshot(root.parent)
    assert build_in_process(root) == (
        2,
        f"{path}: error: the journal of an interrupted build is damaged (version 1, not "
        f"passgen's {journal.VERSION}: another version of passgen wrote it); nothing was "
        "changed: check the generated files, then delete it\n",
    )
    assert snapshot(root.parent) == before


def _generated(root: Path) -> bytes:
    return (root / "gen" / "g0.py").read_bytes()


@pytest.mark.parametrize(
    "case, why",
    [
        ("up", "its file is not a plain relative path (absolute, or with '..', '.' or '//')"),
        ("dot", "its file is not a plain relative path (absolute, or with '..', '.' or '//')"),
        (
            "linked folder",
            "its folder leads out of the project (to {outside}) through a symbolic link",
        ),
        ("not an output", "it is not an output of this build"),
        ("below the output folder", "it is not an output of this build"),
        ("hand-written module", "it holds a file passgen did not write"),
        ("linked module", "g0.py is a symbolic link, which passgen never writes"),
        ("linked staged file", ".passgen-g0.py.tmp is a symbolic link, which passgen never writes"),
        ("staged folder", ".passgen-g0.py.tmp is not a regular file"),
        (
            "changed staged file",
            "its staged file .passgen-g0.py.tmp does not hold what the journal records (changed, "
            "or not written whole before an OS crash)",
        ),
        ("bad digest", "its digests are not SHA-256 digests (or null)"),
        ("not a list", "it is not a list [file, new digest, old digest]"),
        ("surrogate", "its file is not a file name"),
        ("NUL", "its file is not a file name"),
    ],
)
def test_an_entry_a_build_would_not_have_written_is_refused(
    root: Path, case: str, why: str
) -> None:
    outside = root.parent / "outside"
    outside.mkdir()
    gen = root / "gen"
    staged = journal.temp_for(gen / "g0.py")
    new = b"# Generated by passgen; do not edit.\nnew\n"
    staged.write_bytes(new)
    old = digest(_generated(root))
    if case == "linked folder":
        (root / "linked").symlink_to(outside)
    elif case == "linked module":
        (outside / "g0.py").write_bytes(_generated(root))
        (gen / "g0.py").unlink()
        (gen / "g0.py").symlink_to(outside / "g0.py")
    elif case == "linked staged file":
        staged.unlink()
        (outside / "new").write_bytes(new)
        staged.symlink_to(outside / "new")
    elif case == "staged folder":
        staged.unlink()
        staged.mkdir()
    elif case == "changed staged file":
        staged.write_bytes(b"# Generated by passgen; do not edit.\nchanged\n")
    elif case == "hand-written module":
        (gen / ".passgen-handwritten.py.tmp").write_bytes(new)
    entry: object = {
        "up": ["gen/../keep.txt", None, digest(b"mine\n")],
        "dot": ["./gen/g0.py", digest(new), old],
        "linked folder": ["linked/g0.py", digest(new), None],
        "not an output": ["keep.txt", None, digest(b"mine\n")],
        "below the output folder": ["gen/sub/g0.py", digest(new), None],
        "hand-written module": [
            "gen/handwritten.py",
            digest(new),
            digest(b"# mine: passgen must not touch this\n"),
        ],
        "bad digest": ["gen/g0.py", "A" * 64, old],
        "not a list": {"gen/g0.py": old},
        "surrogate": ["gen/\ud800.py", None, None],
        "NUL": ["gen/\u0000.py", None, None],
    }.get(case, ["gen/g0.py", digest(new), old])
    path = plant(root, [entry])  # type: ignore[list-item]
    before = snapshot(root.parent)
    shown = why.format(outside=outside)
    assert build_in_process(root) == (2, refusal(path, f"entry 1 {json.dumps(entry)}: {shown}"))
    assert snapshot(root.parent) == before


def test_a_journal_naming_a_file_twice_is_refused(root: Path) -> None:
    old = digest(_generated(root))
    path = plant(root, [["gen/g0.py", None, old], ["gen/g0.py", None, old]])
    code, err = build_in_process(root)
    assert (code, err.splitlines()[0]) == (
        2,
        f'{path}: error: entry 2 ["gen/g0.py", null, "{old}"]: it names the same file as entry 1',
    )


@pytest.mark.parametrize(
    "content, why",
    [
        (
            b"[" * 100_000,
            "RecursionError: maximum recursion depth exceeded while decoding a JSON array from a unicode string",
        ),
        (
            b"\xff",
            "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte",
        ),
        (b"[]", "it is not a passgen journal"),
        (b'{"version": 2, "entries": {}}', "its entries are not a list"),
    ],
)
def test_a_journal_that_is_no_journal_is_damaged(root: Path, content: bytes, why: str) -> None:
    path = root / journal.JOURNAL
    path.write_bytes(content)
    before = snapshot(root.parent)
    assert build_in_process(root) == (
        2,
        f"{path}: error: the journal of an interrupted build is damaged ({why}); nothing was "
        "changed: check the generated files, then delete it\n",
    )
    assert snapshot(root.parent) == before


def test_a_journal_that_is_a_symbolic_link_or_too_large_is_damaged(
    root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = root / journal.JOURNAL
    elsewhere = root.parent / "journal"
    elsewhere.write_text(json.dumps({"version": journal.VERSION, "entries": []}))
    path.symlink_to(elsewhere)
    code, err = build_in_process(root)
    assert (code, err.split(" (")[1].split(")")[0]) == (
        2,
        "it is a symbolic link, which passgen never writes",
    )
    path.unlink()
    path.write_text(json.dumps({"version": journal.VERSION, "entries": []}))
    monkeypatch.setattr(journal, "MAX_JOURNAL_BYTES", 10)
    code, err = build_in_process(root)
    assert (code, err.split(" (")[1].split(")")[0]) == (2, "29 bytes, more than 10")
    assert path.is_file()


def test_a_journal_that_acts_only_on_its_own_outputs_is_finished(root: Path) -> None:
    """What a journal may do, a file committed to the repository could do too: replace a
    generated module that still holds what it records, which the build then rewrites."""
    new = b"# Generated by passgen; do not edit.\nnew\n"
    journal.temp_for(root / "gen" / "g0.py").write_bytes(new)
    clean = outputs(root)
    plant(root, [["gen/g0.py", digest(new), digest(_generated(root))]])
    assert build_in_process(root) == (0, "passgen: finished an interrupted build (1 file(s))\n")
    assert outputs(root) == clean and strays(root) == []


def test_the_journal_of_a_named_build_is_its_own(tmp_path: Path) -> None:
    """Each build of a project finishes only its own journal (`.passgen-journal-<name>`):
    another build's outputs are not its outputs."""
    root = new_project(tmp_path / "project", base_specs("v", 1))
    with (root / "pyproject.toml").open("a") as handle:
        handle.write(
            '\n[tool.passgen.builds.extra]\noutput = "extra"\npackage = "extra"\ndocs = ""\n'
        )
    assert build_in_process(root)[0] == 0
    module = root / "extra" / "g0.py"
    new = module.read_bytes() + b"# new\n"
    journal.temp_for(module).write_bytes(new)
    plant(
        root, [["extra/g0.py", digest(new), digest(module.read_bytes())]], ".passgen-journal-extra"
    )
    assert build_in_process(root) == (
        0,
        "passgen[extra]: finished an interrupted build (1 file(s))\n",
    )
    path = plant(root, [["extra/g0.py", None, digest(module.read_bytes())]])
    code, err = build_in_process(root)
    assert (code, err.splitlines()[0]) == (
        2,
        f'{path}: error: entry 1 ["extra/g0.py", null, "{digest(module.read_bytes())}"]: it is '
        "not an output of this build",
    )
