"""`passgen import-td`'s trust boundary: a .td file reads only regular files inside its own
and the -I folders, llvm-tblgen runs with its stdin closed and under limits, and nesting
too deep for the tools is a located error; each refusal exits 2 with a clear message,
never a traceback or a hang, and shows nothing of a file outside the folders."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import LLVM_TBLGEN, MLIR_INCLUDE, requires_llvm_tblgen
from paths import ROOT
from profiles import examples

from passgen.cli import main
from passgen.support.bounded_process import Limits
from passgen.tablegen import tblgen as tablegen
from passgen.tablegen.scan import MAX_NESTING, scan
from passgen.tablegen.tblgen import MAX_RECORD_DEPTH, TableGenError, dump_records

SECRET = "SECRET-OUTSIDE-TEXT"
PASS = 'include "mlir/Pass/PassBase.td"\ndef P : Pass<"p"> { let summary = "s"; }\n'
SMALL = Limits(
    cpu_seconds=20, memory_bytes=128 * 1024 * 1024, output_bytes=1 << 20, wall_seconds=40
)


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """`tmp/project/P.td` beside `tmp/secret.td`, a file outside the project's folders."""
    (tmp_path / "secret.td").write_text(f"def Secret; // {SECRET}\n")
    (tmp_path / "project" / "inc").mkdir(parents=True)
    return tmp_path / "project"


@pytest.fixture
def fake_tblgen(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Callable[[str], Path]:
    """Make `$LLVM_TBLGEN` a shell script running `body` (after noting in a file, returned,
    that it ran)."""

    def make(body: str) -> Path:
        ran, script = tmp_path / "fake-ran", tmp_path / "fake-tblgen"
        script.write_text(f'#!/bin/sh\necho ran > "{ran}"\n{body}\n')
        script.chmod(0o755)
        monkeypatch.setenv("LLVM_TBLGEN", str(script))
        return ran

    return make


def _import(td_file: Path, *args: str) -> tuple[int, str]:
    """Exit code and stderr of `passgen import-td FILE ARGS`, as a user runs it (a hang is
    a failure, not a stuck suite)."""
    done = subprocess.run(
        [sys.executable, "-m", "passgen.cli", "import-td", str(td_file), *args],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert "Traceback" not in done.stderr and "internal error" not in done.stderr, done.stderr
    return done.returncode, done.stderr


# -- what a .td file may include ---------------------------------------------------------


# Include names that reach outside the folders, and how the refusal names the file.
_OUTSIDE = [
    ("/etc/passwd", "/etc/passwd is outside the folders"),
    ("../secret.td", "{project}/../secret.td is outside the folders"),
    ("inc/../../secret.td", "{project}/inc/../../secret.td is outside the folders"),
    ("/dev/zero", "/dev/zero is outside the folders"),
    ("/dev/stdin", "/dev/stdin (a link to /dev/null) is outside the folders"),
    ("link.td", "{project}/inc/link.td (a link to {secret}) is outside the folders"),
    ("zero.td", "{project}/zero.td (a link to /dev/zero) is outside the folders"),
]


@pytest.mark.parametrize(("name", "refusal"), _OUTSIDE, ids=[n for n, _ in _OUTSIDE])
def test_includes_outside_the_folders_are_refused_unread(
    project: Path, fake_tblgen: Callable[[str], Path], name: str, refusal: str
) -> None:
    ran = fake_tblgen("exit 1")
    secret = project.parent / "secret.td"
    (project / "inc" / "link.td").symlink_to(secret)
    (project / "zero.td").symlink_to("/dev/zero")
    td = project / "P.td"
    td.write_text(f'// includes\ninclude  "{name}"\n')
    code, err = _import(td, "-I", str(project / "inc"))
    folders = f"{project}, {project / 'inc'}"
    assert (code, err) == (
        2,
        f'{td}:2:10: error: include "{name}": {refusal.format(project=project, secret=secret)}'
        f" import-td reads: the file's own and the -I folders ({folders})\n"
        f'include  "{name}"\n         ^\n',
    )
    assert SECRET not in err and "root:" not in err
    assert not ran.exists()  # nothing was given to llvm-tblgen


def test_special_files_inside_the_folders_are_refused(
    project: Path, fake_tblgen: Callable[[str], Path]
) -> None:
    ran = fake_tblgen("exit 1")
    os.mkfifo(project / "inc" / "fifo.td")
    (project / "Inner.td").write_text('include "fifo.td"\n')
    td = project / "P.td"
    td.write_text('include "Inner.td"\n')
    code, err = _import(td, "-I", str(project / "inc"))
    assert (code, err) == (
        2,
        f'{project}/Inner.td:1:9: error: include "fifo.td": {project}/inc/fifo.td is a FIFO; '
        'import-td reads only regular files\ninclude "fifo.td"\n        ^\n',
    )
    assert not ran.exists()


@pytest.mark.parametrize("kind", ["FIFO", "folder", "character device", "missing"])
def test_a_file_to_import_that_is_no_regular_file_is_refused(
    project: Path, fake_tblgen: Callable[[str], Path], kind: str
) -> None:
    ran = fake_tblgen("exit 1")
    td = {"FIFO": project / "F.td", "folder": project, "character device": Path("/dev/zero")}.get(
        kind, project / "none.td"
    )
    if kind == "FIFO":
        os.mkfifo(td)
    code, err = _import(td)
    expected = (
        f"passgen: error: [Errno 2] No such file or directory: '{td}'\n"
        if kind == "missing"
        else f"passgen: error: {td} is a {kind}; import-td reads only regular files\n"
    )
    assert (code, err, ran.exists()) == (2, expected, False)


@pytest.mark.parametrize("opener", ["(a ", "[", "{", "<"])
def test_nesting_deeper_than_the_limit_is_located(
    project: Path, fake_tblgen: Callable[[str], Path], opener: str
) -> None:
    ran = fake_tblgen("exit 1")
    line = "def X { dag d = " + opener * 1200
    td = project / "P.td"
    td.write_text(f"def a;\n{line}\n")
    code, err = _import(td)
    column = len("def X { dag d = ") + len(opener) * (MAX_NESTING - 1) + 1  # `X {` is one
    assert code == 2 and not ran.exists()
    assert err == (
        f"{td}:2:{column}: error: brackets nest more than {MAX_NESTING} deep here, the limit "
        f"for a TableGen file import-td reads\n{line}\n{' ' * (column - 1)}^\n"
    )


def test_the_scan_finds_includes_where_llvm_tblgen_reads_them() -> None:
    text = (
        '// include "comment.td"\n'
        '/* include "block.td" /* nested */ include "still-comment.td" */\n'
        'def S { string s = "include \\"string.td\\""; code c = [{ include "code.td" }]; }\n'
        "def include_name; def X8include;\n"
        'include /* between */ "a.td" include\n"b.td"\n'
        'include\0"nul.td"\n'
        '#ifdef NEVER\ninclude "disabled.td"\n#endif\n'
        'include "esc\\\\aped\\"q.td"\n'
    )
    assert [i.name for i in scan(text).includes] == [
        "a.td",
        "b.td",
        "nul.td",
        "disabled.td",  # read on the safe side: llvm-tblgen would skip it
        'esc\\aped"q.td',
    ]


_FRAGMENTS = {  # (text, whether llvm-tblgen reads the file, whether the scan reports it)
    "include": ('include "{name}"\n', True, True),
    "commented": ('include /* x */ "{name}" // include "{name}.no"\n', True, True),
    "line comment": ('// include "{name}"\n', False, False),
    "block comment": ('/* /* */ include "{name}" */\n', False, False),
    "string": ('def S{n} {{ string s = "include \\"{name}\\""; }}\n', False, False),
    "code": ('def C{n} {{ code c = [{{include "{name}"}}]; }}\n', False, False),
    "disabled": ('#ifdef NEVER_{n}\ninclude "{name}"\n#endif\n', False, True),
}


@requires_llvm_tblgen
@settings(max_examples=examples(40), deadline=None)
@given(st.lists(st.sampled_from(sorted(_FRAGMENTS)), min_size=1, max_size=8))
def test_the_scan_reports_every_file_llvm_tblgen_reads(kinds: list[str]) -> None:
    """Differential: the files llvm-tblgen's dependency list names are among the scan's."""
    assert LLVM_TBLGEN is not None
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        text = ""
        read, reported = set(), set()
        for n, kind in enumerate(kinds):
            fragment, reads, scanned = _FRAGMENTS[kind]
            name = f"f{n}.td"
            (root / name).write_text(f"def D{n};\n")
            text += fragment.format(name=name, n=n)
            read |= {name} if reads else set()
            reported |= {name} if scanned else set()
        (root / "main.td").write_text(text)
        done = subprocess.run(
            [LLVM_TBLGEN, "main.td", "-o", "out", "-d", "deps"],
            cwd=root,
            capture_output=True,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        deps = (root / "deps").read_text().split(":", 1)[1].split()
        assert set(deps) == read
        assert {i.name for i in scan(text).includes} == reported >= read


@requires_llvm_tblgen
def test_includes_inside_the_folders_are_read(project: Path) -> None:
    """The file's own folder without -I, `..` that stays inside (from the -I folder `inc`:
    llvm-tblgen looks includes up in the -I folders, not beside the including file), a link
    inside."""
    (project / "sub").mkdir()
    (project / "Opts.td").write_text('include "inc/Stat.td"\n')
    (project / "inc" / "Stat.td").write_text('include "../sub/Linked.td"\n')
    (project / "sub" / "Real.td").write_text("def Reached;\n")
    (project / "sub" / "Linked.td").symlink_to(project / "sub" / "Real.td")
    td = project / "P.td"
    td.write_text(f'include "Opts.td"\n{PASS}')
    code, err = _import(td, "-I", str(project / "inc"), "-I", str(MLIR_INCLUDE), "--group", "G")
    assert (code, err) == (0, "")


@requires_llvm_tblgen
def test_anchor_discovery_skips_special_files_and_links_out(project: Path) -> None:
    os.mkfifo(project / "inc" / "FifoOps.td")
    (project / "inc" / "LinkOps.td").symlink_to(project.parent / "secret.td")
    (project.parent / "secret.td").write_text("def X_BarOp : Op;\n")
    td = project / "P.td"
    td.write_text(PASS.replace('Pass<"p">', 'Pass<"p", "x::BarOp">'))
    code, err = _import(td, "-I", str(MLIR_INCLUDE), "-I", str(project / "inc"), "--group", "G")
    assert (
        code == 0
        and ("no op name is known for the op class 'x::BarOp': no op definition for it was reached")
        in err
    )


# -- nesting in the records -----------------------------------------------------------------


@requires_llvm_tblgen
@pytest.mark.slow
@pytest.mark.parametrize(
    ("name", "text", "expected"),
    [
        pytest.param(  # source brackets nest 2 deep, the value `!foldl` builds 1,200 deep
            "P.td",
            "def a;\ndef X {\n  dag d = !foldl((a), !range(1200), acc, i, (a acc));\n}\n",
            f"{{td}}:2:1: error: the value of 'd' in record 'X' nests more than {MAX_RECORD_DEPTH} "
            "levels deep in llvm-tblgen's records, the limit for import-td\ndef X {{\n^\n",
            id="value built deep",
        ),
        pytest.param(
            "Self.td",
            'include "Self.td"\ndef A;\n',
            "passgen: error: {td}: llvm-tblgen crashed (SIGSEGV) reading it; its stack overflows "
            "on an include cycle without #ifndef guards, or on records that recurse too deep\n",
            id="include cycle",
        ),
    ],
)
def test_recursion_ends_in_a_clear_error(
    project: Path, name: str, text: str, expected: str
) -> None:
    td = project / name
    td.write_text(text)
    assert _import(td) == (2, expected.format(td=td))


@requires_llvm_tblgen
def test_a_value_below_the_depth_limit_imports(project: Path) -> None:
    td = project / "P.td"
    td.write_text("def a;\ndef X {\n  dag d = !foldl((a), !range(150), acc, i, (a acc));\n}\n")
    records, _ = dump_records(td, [])
    assert records["X"]["d"]["kind"] == "dag"


# -- limits ---------------------------------------------------------------------------------


@requires_llvm_tblgen
@pytest.mark.slow
@pytest.mark.parametrize(
    ("text", "limits", "stopped"),
    [
        pytest.param(  # 9 million records: 1.6 GB without the limit
            "foreach i = !range(3000) in\n  foreach j = !range(3000) in\n"
            '    def R#i#_#j { int a = i; int b = j; string s = "xxxxxxxxxxxxx"; }\n',
            SMALL,
            "it needed more than 128 MiB of memory",
            id="memory",
        ),
        pytest.param(  # 900 million steps in 13 MB
            "def X { int v = !foldl(0, !range(30000), a, i, "
            "!foldl(a, !range(30000), b, j, !and(b, j))); }\n",
            Limits(1, SMALL.memory_bytes, SMALL.output_bytes, 40),
            "it used more than 1 s of CPU time",
            id="cpu",
        ),
        pytest.param(  # 2 MB of records
            f'defvar s = "{"x" * 1000}";\nforeach i = !range(2000) in def R#i {{ string t = s; }}\n',
            SMALL,
            "it wrote more than 1 MiB to a file",
            id="output",
        ),
    ],
)
def test_llvm_tblgen_is_stopped_at_its_limits(
    project: Path, text: str, limits: Limits, stopped: str
) -> None:
    td = project / "P.td"
    td.write_text(text)
    with pytest.raises(TableGenError) as raised:
        dump_records(td, [], limits)
    assert str(raised.value) == (
        f"passgen: error: {td}: llvm-tblgen was stopped: {stopped} (import-td gives it "
        f"{limits.describe()})"
    )


@contextmanager
def _stdin_is_a_pipe() -> Iterator[None]:
    """fd 0 an open pipe nobody writes to (reading it would wait forever)."""
    read, write = os.pipe()
    saved = os.dup(0)
    os.dup2(read, 0)
    try:
        yield
    finally:
        os.dup2(saved, 0)
        for fd in (saved, read, write):
            os.close(fd)


_FAKES = {  # what the fake llvm-tblgen does, its time limit, and the message
    "time": ("exec sleep 30", 2, "was stopped: it ran for more than 2 s"),
    "cpu": ("while :; do :; done", 60, "was stopped: it used more than 1 s of CPU time"),
    "output": ("exec head -c 3000000 /dev/zero >&2", 60, "was stopped: it wrote more than 1 MiB"),
    "memory": (
        "echo 'LLVM ERROR: out of memory' >&2; kill -ABRT $$",
        60,
        "was stopped: it needed more than 1 GiB of memory",
    ),
    "crash": (
        "echo 'Stack dump:' >&2; kill -SEGV $$",
        60,
        "crashed (SIGSEGV) reading it; its stack",
    ),
}


@pytest.mark.parametrize("case", sorted(_FAKES))
def test_limits_end_a_run_with_a_message_naming_them(
    tmp_path: Path,
    fake_tblgen: Callable[[str], Path],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    case: str,
) -> None:
    body, wall, message = _FAKES[case]
    fake_tblgen(body)
    limits = Limits(cpu_seconds=1, memory_bytes=1 << 30, output_bytes=1 << 20, wall_seconds=wall)
    monkeypatch.setattr(tablegen, "TBLGEN_LIMITS", limits)
    (tmp_path / "P.td").write_text(PASS)
    assert main(["import-td", str(tmp_path / "P.td")]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"passgen: error: {tmp_path / 'P.td'}: llvm-tblgen ") and message in err
    assert "Stack dump" not in err


def test_llvm_tblgen_reads_no_stdin(
    tmp_path: Path, fake_tblgen: Callable[[str], Path], capsys: pytest.CaptureFixture[str]
) -> None:
    seen = tmp_path / "stdin"
    fake_tblgen(f'cat > "{seen}"; exit 1')
    (tmp_path / "P.td").write_text(PASS)
    with _stdin_is_a_pipe():
        with pytest.raises(TableGenError, match="failed"):
            dump_records(tmp_path / "P.td", [], Limits(1, 1 << 30, 1 << 20, wall_seconds=5))
    assert seen.read_bytes() == b""


def test_the_documented_limits_are_the_ones_applied() -> None:
    docs = (ROOT / "docs" / "specs.md").read_text(encoding="utf-8")
    limits = tablegen.TBLGEN_LIMITS
    for row in (
        f"| CPU time | {limits.cpu_seconds} s (`RLIMIT_CPU`) |",
        f"| memory (address space) | {limits.memory_bytes >> 30} GiB (`RLIMIT_AS`) |",
        f"| {limits.output_bytes >> 20} MiB (`RLIMIT_FSIZE`) |",
        f"| time in all | {limits.wall_seconds:g} s |",
        f"| {MAX_RECORD_DEPTH} (`tablegen.MAX_RECORD_DEPTH`), located at the record |",
        f"may nest at most {MAX_NESTING} deep (`td_scan.MAX_NESTING`",
    ):
        assert row in " ".join(docs.split()), row


def test_long_diagnostics_are_cut_and_counted(
    tmp_path: Path, fake_tblgen: Callable[[str], Path], capsys: pytest.CaptureFixture[str]
) -> None:
    fake_tblgen("head -c 100000 /dev/zero | tr '\\0' x >&2; exit 1")
    (tmp_path / "P.td").write_text(PASS)
    assert main(["import-td", str(tmp_path / "P.td")]) == 2
    assert capsys.readouterr().err == "x" * 65536 + "\n... (100000 bytes of diagnostics in all)\n"
