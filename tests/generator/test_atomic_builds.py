"""Builds are all or nothing: killed with SIGKILL, failing to write, or run twice at once,
a build leaves the old or the new outputs whole, and the next one finishes or cleans up."""

from __future__ import annotations

import errno
import os
import random
import shutil
import signal
import subprocess
import time
from pathlib import Path

import pytest
from fuzz.builds import (
    HAND_WRITTEN,
    CleanBuilds,
    FaultyOs,
    base_specs,
    build_in_process,
    build_left_unfinished,
    build_with_faults,
    failing_case,
    logical_outputs,
    new_project,
    outputs,
    passgen,
    strays,
    write_specs,
)
from fuzz.tally import Tally

from passgen.build import journal
from passgen.build.config import load_config
from passgen.build.lock import project_lock
from passgen.build.writer import Change, apply


@pytest.fixture
def clean(tmp_path: Path) -> CleanBuilds:
    (tmp_path / "clean").mkdir()
    return CleanBuilds(tmp_path / "clean")


@pytest.mark.slow
def test_sigkill_at_random_moments_leaves_old_or_new_outputs(
    tmp_path: Path, clean: CleanBuilds
) -> None:
    """Builds rewriting 46 files, each SIGKILLed at a random moment of its writing phase (the
    fuzz campaign kills at any moment, many more times)."""
    versions = [base_specs("old"), base_specs("new")]
    expected = [clean(specs) for specs in versions]
    root = new_project(tmp_path / "project", versions[0])
    assert build_in_process(root)[0] == 0
    rng = random.Random(13)
    kills = {"before the commit": 0, "after the commit": 0}
    for attempt in range(12):
        old, new = attempt % 2, 1 - attempt % 2
        write_specs(root, versions[new])
        proc = passgen(root)
        while not strays(root) and proc.poll() is None:
            time.sleep(0.001)
        time.sleep(rng.uniform(0, 0.12))
        proc.send_signal(signal.SIGKILL)
        proc.communicate()
        kills[
            "after the commit" if (root / journal.JOURNAL).is_file() else "before the commit"
        ] += 1
        assert logical_outputs(root) in (expected[old], expected[new]), (
            f"mixed after kill {attempt}"
        )
        assert (root / HAND_WRITTEN[0]).read_bytes() == HAND_WRITTEN[1]
        code, err = build_in_process(root)
        assert code == 0, err
        assert outputs(root) == expected[new] and strays(root) == []
    assert kills["before the commit"] > 0


def _committed_but_unfinished(root: Path) -> None:
    """A build whose first rename after the commit fails: the journal stays."""
    code, err = build_left_unfinished(root)
    assert (
        code == 2
        and "error: the build is committed but could not finish (docs/Passes.md: "
        "Input/output error); the next `passgen build` finishes it"
        in err
    )


def test_check_calls_an_interrupted_build_stale_and_the_next_build_finishes_it(
    tmp_path: Path, clean: CleanBuilds
) -> None:
    root = new_project(tmp_path / "project", base_specs("old", 3))
    assert build_in_process(root)[0] == 0
    write_specs(root, base_specs("new", 3))
    _committed_but_unfinished(root)
    before = outputs(root)
    assert logical_outputs(root) == clean(base_specs("new", 3)) != before
    assert build_in_process(root, "--check") == (
        1,
        "passgen: stale: a build was interrupted before it finished (.passgen-journal is "
        "there); run `passgen build`\n",
    )
    assert outputs(root) == before and (root / journal.JOURNAL).is_file()
    code, err = build_in_process(root)
    assert (code, err) == (0, "passgen: finished an interrupted build (4 file(s))\n")
    assert outputs(root) == clean(base_specs("new", 3)) and strays(root) == []


@pytest.mark.slow
@pytest.mark.parametrize("code", [errno.ENOSPC, errno.EFBIG, errno.EROFS])
def test_every_failing_file_operation_leaves_old_or_new_outputs(
    tmp_path: Path, clean: CleanBuilds, code: int
) -> None:
    """Each file operation of a build (open, write, fsync, fchmod, rename, unlink) fails in
    turn; before the commit the old outputs stay with no temp file, after it the journal
    leads to the new ones, and the next build ends at the new outputs."""
    old_specs, new_specs = base_specs("old", 2), {**base_specs("new", 1), "s05.yaml": "group: G5\n"}
    template = new_project(tmp_path / "template", old_specs)
    assert build_in_process(template)[0] == 0
    write_specs(template, new_specs)
    counter = FaultyOs()
    probe = tmp_path / "probe"
    build_with_faults(Path(shutil.copytree(template, probe)), counter)
    assert counter.calls > 20
    tally = Tally("failing writes")
    for fail_at in range(1, counter.calls + 1):
        root = Path(shutil.copytree(template, tmp_path / f"case{fail_at}"))
        failing_case(root, clean(old_specs), clean(new_specs), fail_at, code, tally)
    tally.assert_clean()


def test_a_failed_write_reports_the_error_and_leaves_the_old_outputs(tmp_path: Path) -> None:
    root = new_project(tmp_path / "project", base_specs("old", 2))
    assert build_in_process(root)[0] == 0
    before = outputs(root)
    write_specs(root, base_specs("new", 2))
    code, err = build_with_faults(root, FaultyOs(fail_at=5, code=errno.EFBIG))  # the first write
    assert (code, err) == (
        2,
        "docs/Passes.md: error: cannot write it: File too large (injected into write)\n",
    )
    assert outputs(root) == before and strays(root) == []


@pytest.mark.parametrize(
    "fail_at, message",
    [
        (1, "docs/Passes.md: error: cannot write it: Permission denied (injected into unlink)"),
        (2, "docs/Passes.md: error: cannot write it: Permission denied (injected into open)"),
        (4, "docs/Passes.md: error: cannot write it: Permission denied (injected into fchmod)"),
    ],
)
def test_errors_name_the_output_not_its_staged_file(
    tmp_path: Path, fail_at: int, message: str
) -> None:
    """The system's error names the file it was on, `.passgen-Passes.md.tmp`, which the user
    never sees: the message names the output instead."""
    root = new_project(tmp_path / "project", base_specs("old", 2))
    assert build_in_process(root)[0] == 0
    write_specs(root, base_specs("new", 2))
    code, err = build_with_faults(root, FaultyOs(fail_at=fail_at, code=errno.EACCES))
    assert (code, err) == (2, message + "\n") and strays(root) == []


def test_a_journal_that_cannot_be_written_is_named(tmp_path: Path) -> None:
    root = new_project(tmp_path / "project", base_specs("old", 1))
    assert build_in_process(root)[0] == 0
    write_specs(root, base_specs("new", 1))
    faults = FaultyOs()

    def open_(path: str, flags: int, mode: int = 0o777) -> int:
        if Path(path).name == ".passgen-.passgen-journal.tmp":
            raise OSError(errno.ENOSPC, "No space left on device", path)
        return os.open(path, flags, mode)

    faults.open = open_  # type: ignore[attr-defined]  # FaultyOs passes the rest to os
    code, err = build_with_faults(root, faults)
    assert (code, err) == (2, ".passgen-journal: error: cannot write it: No space left on device\n")
    assert strays(root) == []


def test_an_encoding_error_leaves_no_temp_files(tmp_path: Path) -> None:
    first, second = tmp_path / "a.py", tmp_path / "b.py"
    first.write_text("# Generated by passgen from x\n")
    with pytest.raises(OSError) as raised:
        apply(
            [Change(first, first.read_text(), "# new\n"), Change(second, None, "\ud800")], tmp_path
        )
    assert raised.value.errno == errno.EILSEQ
    assert str(raised.value).endswith(
        f"cannot write {second} as UTF-8: surrogates not allowed at character 0"
    )
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.py"]
    assert first.read_text() == "# Generated by passgen from x\n"


def test_the_next_build_removes_stray_temp_files(tmp_path: Path) -> None:
    root = new_project(tmp_path / "project", base_specs("old", 2))
    assert build_in_process(root)[0] == 0
    (root / "gen" / ".passgen-g0.py.tmp").write_text("half")
    (root / "gen" / ".passgen-k2x9_ab1").write_text("left by an older passgen")
    (root / "docs" / ".passgen-Passes.md.tmp").write_text("half")
    assert build_in_process(root) == (
        0,
        "passgen: removed 3 temp file(s) of an interrupted build\n",
    )
    assert strays(root) == []


def test_a_build_waits_for_the_one_holding_the_lock(tmp_path: Path) -> None:
    root = new_project(tmp_path / "project", base_specs("old", 2))
    config = load_config(root / "pyproject.toml")
    with project_lock(config):
        proc = passgen(root)
        assert proc.stderr is not None
        line = proc.stderr.readline()
        assert (
            line == f"passgen: waiting for another build of {root} (pid {os.getpid()}) to finish\n"
        )
        time.sleep(0.2)
        assert proc.poll() is None and not (root / "gen" / "g0.py").exists()
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0 and err == "" and "passgen: wrote gen/g0.py" in out


def test_concurrent_builds_end_in_the_last_specs(tmp_path: Path, clean: CleanBuilds) -> None:
    root = new_project(tmp_path / "project", base_specs("v0"))
    procs: list[subprocess.Popen[str]] = []
    for version in range(3):
        write_specs(root, base_specs(f"v{version}"))
        procs.append(passgen(root))
    results = [(proc.wait(timeout=120), proc.communicate()[1]) for proc in procs]
    assert [code for code, _ in results] == [0, 0, 0], results
    assert outputs(root) == clean(base_specs("v2")) and strays(root) == []
