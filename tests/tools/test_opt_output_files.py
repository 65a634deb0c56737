"""passgen-opt's file-valued flags (-o, --log-actions-to, the reproducers, the IR tree) against
what mlir-opt does with the same files: the input named again (directly, by a hard link, a
symbolic link, /dev/stdin), special files (/dev/full, /dev/null, /dev/stdout, a FIFO),
missing folders and folders that are files. Each case records both tools' behaviour; where
they differ, passgen-opt keeps the input intact, exits 1 on a file it could not write and
never prints a traceback.

Links to /proc/self/fd/N stand for /dev/stdin and /dev/stdout (which are such links): the
tests never name the real ones, which a broken tool running as root would replace."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from dataclasses import dataclass
from pathlib import Path

import pytest
from mlir_tools import MLIR_OPT, requires_mlir_opt

INPUT = (
    '"builtin.module"() ({\n'
    '  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n'
    '    "func.return"() : () -> ()\n'
    "  }) : () -> ()\n"
    "}) : () -> ()\n"
)
# What passgen-opt prints for it (cse changes nothing): func.func in its custom form.
OUTPUT = (
    '"builtin.module"() ({\n'
    "  func.func @f() {\n"
    '    "func.return"() : () -> ()\n'
    "  }\n"
    "}) : () -> ()\n\n"
)
CSE = ["-p", "builtin.module(cse)"]
FAILING = ["-p", "builtin.module(test-pass-failure)"]
FULL = "/dev/full"


@dataclass(frozen=True)
class Run:
    code: int
    stdout: str
    stderr: str


def _folder(tmp_path: Path) -> Path:
    """in.mlir and the ways to name it again, a folder, and links standing for /dev/std*."""
    tmp_path.mkdir(exist_ok=True)
    (tmp_path / "in.mlir").write_text(INPUT)
    os.link(tmp_path / "in.mlir", tmp_path / "hard.mlir")
    (tmp_path / "link.mlir").symlink_to("in.mlir")
    (tmp_path / "stdin-link").symlink_to("/proc/self/fd/0")
    (tmp_path / "stdout-link").symlink_to("/proc/self/fd/1")
    (tmp_path / "d").mkdir()
    return tmp_path


def _run(command: list[str], folder: Path, *args: str, stdin: str | None = None) -> Run:
    """`command` in `folder`, stdin from the file `stdin` (else empty), stdout into a file."""
    stdout = folder / "stdout.txt"
    with open(folder / stdin if stdin else os.devnull) as source, open(stdout, "w") as sink:
        done = subprocess.run(
            [*command, *args],
            cwd=folder,
            stdin=source,
            stdout=sink,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
            check=False,
        )
    return Run(done.returncode, stdout.read_text(), done.stderr)


OURS = [sys.executable, "-m", "passgen.runtime.tools.opt"]


def ours(folder: Path, *args: str, stdin: str | None = None) -> Run:
    return _run(OURS, folder, *args, stdin=stdin)


def theirs(folder: Path, *args: str, stdin: str | None = None) -> Run:
    assert MLIR_OPT is not None
    return _run([MLIR_OPT], folder, *args, stdin=stdin)


@dataclass(frozen=True)
class Case:
    """One use of a file flag: passgen-opt's exit code and error (a line of its stderr), then
    mlir-opt's, and whether each leaves in.mlir as it was."""

    args: tuple[str, ...]
    code: int
    error: str
    their_code: int
    their_error: str
    intact: bool = True
    their_intact: bool = True
    stdin: str | None = None


CASES = {
    # The input named again.
    "-o the input": Case(("in.mlir", *CSE, "-o", "in.mlir"), 0, "", 0, "", False, False),
    "-o a hard link to it": Case(("in.mlir", *CSE, "-o", "hard.mlir"), 0, "", 0, "", True, False),
    "-o a symbolic link to it": Case(
        ("in.mlir", *CSE, "-o", "link.mlir"),
        1,
        "passgen-opt: error: cannot open output file 'link.mlir': it is the input file",
        0,
        "",
        their_intact=False,
    ),
    "-o /dev/stdin, the input on stdin": Case(
        ("-", *CSE, "-o", "stdin-link"),
        1,
        "passgen-opt: error: cannot open output file 'stdin-link': it is the input file",
        0,
        "",
        their_intact=False,
        stdin="in.mlir",
    ),
    "the log is the input": Case(
        ("in.mlir", *CSE, "--log-actions-to=in.mlir"),
        1,
        "passgen-opt: error: Opening file for --log-actions-to failed: cannot open output "
        "file 'in.mlir': it is the input file",
        0,
        "",
        their_intact=False,
    ),
    "the log is a link to the input": Case(
        ("in.mlir", *CSE, "--log-actions-to=link.mlir"),
        1,
        "passgen-opt: error: Opening file for --log-actions-to failed: cannot open output "
        "file 'link.mlir': it is the input file",
        0,
        "",
        their_intact=False,
    ),
    "the crash reproducer is the input": Case(
        ("in.mlir", *FAILING, "--mlir-pass-pipeline-crash-reproducer=hard.mlir"),
        1,
        "failed to create output stream: Failed to create reproducer stream: cannot open "
        "output file 'hard.mlir': it is the input file",
        1,
        "reproducer generated at `hard.mlir`",
        their_intact=False,
    ),
    "the generated reproducer is the input": Case(
        ("in.mlir", *CSE, "--mlir-generate-reproducer=in.mlir"),
        1,
        "passgen-opt: error: cannot open output file 'in.mlir': it is the input file",
        0,
        "",
        their_intact=False,
    ),
    "the IR tree is the input": Case(
        ("in.mlir", *CSE, "--mlir-print-ir-after-all", "--mlir-print-ir-tree-dir=in.mlir"),
        1,
        "Error while creating directory in.mlir/builtin_module_no-symbol-name: Not a directory",
        0,
        "Error while creating directory in.mlir/builtin_module_no-symbol-name: Not a directory",
    ),
    # Two outputs on one file: mlir-opt's output replaces its log, its reproducer garbles it.
    "-o the log": Case(
        ("in.mlir", *CSE, "--log-actions-to=x.log", "-o", "x.log"),
        1,
        "passgen-opt: error: cannot open output file 'x.log': it is the --log-actions-to file",
        0,
        "",
    ),
    "the crash reproducer on the log": Case(
        (
            "in.mlir",
            *FAILING,
            "--log-actions-to=x.log",
            "--mlir-pass-pipeline-crash-reproducer=x.log",
        ),
        1,
        "failed to create output stream: Failed to create reproducer stream: cannot open "
        "output file 'x.log': it is the --log-actions-to file",
        1,
        "reproducer generated at `x.log`",
    ),
    # Special files.
    "-o /dev/null": Case(("in.mlir", *CSE, "-o", os.devnull), 0, "", 0, ""),
    "-o /dev/full": Case(
        ("in.mlir", *CSE, "-o", FULL),
        1,
        "passgen-opt: error: IO failure on output stream '/dev/full': No space left on device",
        1,
        "LLVM ERROR: IO failure on output stream: No space left on device",
    ),
    "the log on /dev/full": Case(
        ("in.mlir", *CSE, f"--log-actions-to={FULL}"),
        1,
        "passgen-opt: error: IO failure on output stream '/dev/full': No space left on device",
        1,
        "LLVM ERROR: IO failure on output stream: No space left on device",
    ),
    "the crash reproducer on /dev/full": Case(
        ("in.mlir", *FAILING, f"--mlir-pass-pipeline-crash-reproducer={FULL}"),
        1,
        "failed to create output stream: Failed to create reproducer stream: IO failure on "
        "output stream '/dev/full': No space left on device",
        1,
        "LLVM ERROR: IO failure on output stream: No space left on device",
    ),
    "the generated reproducer on /dev/full": Case(
        ("in.mlir", *CSE, f"--mlir-generate-reproducer={FULL}"),
        1,
        "passgen-opt: error: IO failure on output stream '/dev/full': No space left on device",
        1,
        "LLVM ERROR: IO failure on output stream: No space left on device",
    ),
    # Folders that do not exist, or are not folders.
    "-o in a missing folder": Case(
        ("in.mlir", *CSE, "-o", "nodir/x.mlir"),
        1,
        "passgen-opt: error: cannot open output file 'nodir/x.mlir': No such file or directory",
        1,
        "cannot open output file 'nodir/x.mlir': No such file or directory",
    ),
    "-o a folder": Case(
        ("in.mlir", *CSE, "-o", "d"),
        1,
        "passgen-opt: error: cannot open output file 'd': Is a directory",
        1,
        "cannot open output file 'd': Is a directory",
    ),
    "the log in a missing folder": Case(
        ("in.mlir", *CSE, "--log-actions-to=nodir/x.log"),
        1,
        "passgen-opt: error: Opening file for --log-actions-to failed: cannot open output "
        "file 'nodir/x.log': No such file or directory",
        0,  # mlir-opt runs on without its log
        "error: Opening file for --log-actions-to failed: cannot open output file "
        "'nodir/x.log': No such file or directory",
    ),
    "the crash reproducer in a missing folder": Case(
        ("in.mlir", *FAILING, "--mlir-pass-pipeline-crash-reproducer=nodir/r.mlir"),
        1,
        "failed to create output stream: Failed to create reproducer stream: cannot open "
        "output file 'nodir/r.mlir': No such file or directory",
        1,
        "failed to create output stream: Failed to create reproducer stream: cannot open "
        "output file 'nodir/r.mlir': No such file or directory",
    ),
    "the generated reproducer in a missing folder": Case(
        ("in.mlir", *CSE, "--mlir-generate-reproducer=nodir/r.mlir"),
        1,
        "passgen-opt: error: cannot open output file 'nodir/r.mlir': No such file or directory",
        0,  # mlir-opt says nothing
        "",
    ),
    "the IR tree in a missing folder": Case(
        ("in.mlir", *CSE, "--mlir-print-ir-after-all", "--mlir-print-ir-tree-dir=nodir/t"),
        1,
        "Error while creating directory nodir/t: No such file or directory",
        0,
        "Error while creating directory nodir/t: No such file or directory",
    ),
    "a missing input": Case(
        ("nofile.mlir", *CSE),
        1,
        "passgen-opt: error: cannot open input file 'nofile.mlir': No such file or directory",
        1,
        "cannot open input file 'nofile.mlir': No such file or directory",
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_file_flags(tmp_path: Path, name: str) -> None:
    case = CASES[name]
    folder = _folder(tmp_path)
    run = ours(folder, *case.args, stdin=case.stdin)
    assert (run.code, "Traceback" in run.stderr) == (case.code, False), run.stderr
    assert case.error in run.stderr
    assert ((folder / "in.mlir").read_text() == INPUT) is case.intact
    if not case.intact:  # the output replaced it, once the run succeeded
        assert (folder / "in.mlir").read_text() == OUTPUT
    assert not list(folder.glob(".passgen-*")), "a temporary file was left"


@requires_mlir_opt
@pytest.mark.parametrize("name", sorted(CASES))
def test_what_mlir_opt_does_with_the_same_files(tmp_path: Path, name: str) -> None:
    case = CASES[name]
    folder = _folder(tmp_path)
    run = theirs(folder, *case.args, stdin=case.stdin)
    assert run.code == case.their_code
    assert case.their_error in run.stderr
    assert ((folder / "in.mlir").read_text() == INPUT) is case.their_intact


# -- written through: links, devices, FIFOs ---------------------------------------------------


@pytest.mark.parametrize("tool", ["ours", pytest.param("theirs", marks=requires_mlir_opt)])
def test_a_link_to_stdout_is_written_through(tmp_path: Path, tool: str) -> None:
    """`-o /dev/stdout > out`: the link is opened, not replaced (out was left empty)."""
    folder = _folder(tmp_path)
    run = (ours if tool == "ours" else theirs)(folder, "in.mlir", *CSE, "-o", "stdout-link")
    assert run.code == 0 and run.stdout.startswith("module {")
    assert (folder / "stdout-link").is_symlink()


@pytest.mark.parametrize("tool", ["ours", pytest.param("theirs", marks=requires_mlir_opt)])
def test_a_link_to_a_file_is_written_through(tmp_path: Path, tool: str) -> None:
    folder = _folder(tmp_path)
    (folder / "out-link").symlink_to("target/out.mlir")
    (folder / "target").mkdir()
    run = (ours if tool == "ours" else theirs)(folder, "in.mlir", *CSE, "-o", "out-link")
    assert run.code == 0 and (folder / "out-link").is_symlink()
    assert (folder / "target" / "out.mlir").read_text().startswith("module {")


def test_a_fifo_is_written_through(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    os.mkfifo(folder / "fifo")
    received: list[str] = []
    reader = threading.Thread(target=lambda: received.append((folder / "fifo").read_text()))
    reader.start()
    run = ours(folder, "in.mlir", *CSE, "-o", "fifo")
    reader.join(timeout=60)
    assert run.code == 0 and received == [OUTPUT]


def test_a_failed_run_writes_nothing_through_a_link(tmp_path: Path) -> None:
    """mlir-opt removes a link it was to write through on failure, its target emptied."""
    folder = _folder(tmp_path)
    (folder / "out.mlir").write_text("kept")
    (folder / "out-link").symlink_to("out.mlir")
    run = ours(folder, "in.mlir", *FAILING, "-o", "out-link")
    assert run.code == 1 and (folder / "out.mlir").read_text() == "kept"


# -- ordering: the input is read before any output is opened ----------------------------------


def test_the_input_is_read_before_the_log_is_opened(tmp_path: Path) -> None:
    """The log on the input truncated it before it was read: an empty module, exit 0."""
    folder = _folder(tmp_path)
    run = ours(folder, "hard.mlir", *CSE, "--log-actions-to=in.mlir")
    assert run.code == 1 and run.stdout == ""
    assert (folder / "in.mlir").read_text() == INPUT


def test_a_log_that_cannot_be_written_fails_the_run_before_the_output(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    run = ours(folder, "in.mlir", *CSE, f"--log-actions-to={FULL}", "-o", "out.mlir")
    assert run.code == 1 and not (folder / "out.mlir").exists()


# -- the IR tree: paths from IR text stay inside it ---------------------------------------------

HOSTILE_SYMBOLS = ["../../x", "..", ".", "", "a/b", "a\\\\b", "/abs", "../../../../tmp/escape"]


def _functions(symbols: list[str]) -> str:
    functions = "".join(
        f'  "func.func"() <{{function_type = () -> (), sym_name = "{symbol}"}}> ({{\n'
        '    "func.return"() : () -> ()\n'
        "  }) : () -> ()\n"
        for symbol in symbols
    )
    return f'"builtin.module"() ({{\n{functions}}}) : () -> ()\n'


def _tree(root: Path) -> dict[str, str]:
    return {
        p.relative_to(root).as_posix(): p.read_text()
        for p in sorted(root.rglob("*"))
        if p.is_file()
    }


def _tree_run(folder: Path, tool: str, symbols: list[str]) -> dict[str, str]:
    """Dump the IR of functions named `symbols` into a tree; nothing may appear outside it."""
    (folder / "hostile.mlir").write_text(_functions(symbols))
    tree = folder / "a" / "b" / "tree"
    tree.parent.mkdir(parents=True)
    before = set(folder.rglob("*"))
    args = ["hostile.mlir", "-p", "builtin.module(func.func(cse))", "--mlir-print-ir-after-all"]
    run = (ours if tool == "ours" else theirs)(
        folder, *args, f"--mlir-print-ir-tree-dir={tree}", "--mlir-print-op-generic"
    )
    assert run.code == 0, run.stderr
    made = set(folder.rglob("*")) - before - {folder / "stdout.txt"}
    assert {p for p in made if tree not in p.parents} == {tree}
    return _tree(tree)


def test_symbol_names_stay_inside_the_tree(tmp_path: Path) -> None:
    files = _tree_run(_folder(tmp_path), "ours", HOSTILE_SYMBOLS)
    folders = [".._.._x", "..", ".", "", "a_b", "_abs", ".._.._.._.._tmp_escape"]
    assert sorted(files) == sorted(  # `a/b` and `a\b` share a file, as in mlir-opt
        f"builtin_module_no-symbol-name/func_func_{name}/0_0_cse.mlir" for name in folders
    )


@requires_mlir_opt
def test_the_tree_is_laid_out_as_mlir_opt_lays_it_out(tmp_path: Path) -> None:
    ours_tree = _tree_run(_folder(tmp_path / "ours"), "ours", HOSTILE_SYMBOLS)
    their_tree = _tree_run(_folder(tmp_path / "theirs"), "theirs", HOSTILE_SYMBOLS)
    assert ours_tree == their_tree


def test_a_nul_in_a_symbol_name_is_one_path_component(tmp_path: Path) -> None:
    """mlir-opt cuts the path at the NUL (and fails to open what is left); here it is `_`."""
    files = _tree_run(_folder(tmp_path), "ours", ["a\\00b"])
    assert list(files) == ["builtin_module_no-symbol-name/func_func_a_b/0_0_cse.mlir"]


def test_a_dump_onto_the_input_is_refused(tmp_path: Path) -> None:
    """The input where a dump goes: mlir-opt writes the dump over it."""
    folder = _folder(tmp_path)
    dump = folder / "tree" / "builtin_module_no-symbol-name" / "0_cse.mlir"
    dump.parent.mkdir(parents=True)
    dump.write_text(INPUT)
    relative = "tree/builtin_module_no-symbol-name/0_cse.mlir"
    run = ours(folder, relative, *CSE, "--mlir-print-ir-after-all", "--mlir-print-ir-tree-dir=tree")
    assert run.code == 1 and dump.read_text() == INPUT
    assert run.stderr == (
        f"Error opening output file {relative}: cannot open output file '{relative}': it is the "
        "input file\n"
    )
