"""The passgen-opt driver: mlir-opt's workflow, exit codes and all-or-nothing output."""

from __future__ import annotations

import gc
from pathlib import Path

import pytest
from mlir_tools import mlir_opt, requires_mlir_opt
from mlir_tools import passgen_opt_process as run

from passgen.runtime.registry import PassRegistry
from passgen.runtime.support.arguments import terminal_columns
from passgen.runtime.tools.opt import build_arg_parser, main

GOOD = (
    '"func.func"() <{function_type = (i32) -> i32, sym_name = "f"}> ({\n'
    "^bb0(%a: i32):\n"
    '  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32\n'
    '  "func.return"(%0) : (i32) -> ()\n'
    "}) : () -> ()\n"
)
BAD = '"func.func"() <{function_type = () -> i32, sym_name = "f"}> ({\n  "func.return"() : () -> ()\n}) : () -> ()\n'


def test_round_trip_to_file(tmp_path: Path) -> None:
    source = tmp_path / "in.mlir"
    source.write_text(GOOD)
    out = tmp_path / "out.mlir"
    assert main([str(source), "-o", str(out)]) == 0
    assert out.read_text().startswith("module {\n  func.func @f(%arg0: i32) -> i32 {")
    assert "%0 = arith.addi %arg0, %arg0 : i32" in out.read_text()


@pytest.mark.parametrize("frozen_before", [False, True])
def test_the_collector_is_left_as_it_was(tmp_path: Path, frozen_before: bool) -> None:
    """The tool hides the parsed IR from the garbage collector while it works on it (and on
    failure), and gives everything back afterwards; what a host froze stays frozen."""
    source = tmp_path / "in.mlir"
    source.write_text(GOOD + BAD)
    if frozen_before:
        gc.freeze()
    try:
        before = gc.get_freeze_count()
        assert (
            main([str(source), "--split-input-file=}) : () -> ()", "-o", str(tmp_path / "out")])
            == 1
        )
        after = gc.get_freeze_count()  # frozen objects that die leave the count
        assert (0 < after <= before) if frozen_before else after == 0
    finally:
        gc.unfreeze()


def test_the_ops_a_pipeline_erased_are_not_collected_before_the_output(tmp_path: Path) -> None:
    """The garbage collector does not go through what the passes left once they are done
    (the constants canonicalize made and erased: 2,400 objects in cycles here): the output is
    written without a collection of it."""
    body = "".join(f"    %{i} = arith.addi %{i - 1}, %c1 : i32\n" for i in range(1, 400))
    source = tmp_path / "in.mlir"
    source.write_text(
        "func.func @f() -> i32 {\n    %c1 = arith.constant 1 : i32\n"
        "    %0 = arith.addi %c1, %c1 : i32\n" + body + "    return %399 : i32\n}\n"
    )
    collected: list[int] = []

    def count(phase: str, info: dict[str, int]) -> None:
        if phase == "stop":
            collected.append(info["collected"])

    gc.callbacks.append(count)
    try:
        assert main([str(source), "-p", "builtin.module(canonicalize)", "-o", "-"]) == 0
    finally:
        gc.callbacks.remove(count)
    assert sum(collected) < 1000


def test_the_command_exits_with_its_files_and_exit_handlers_done(tmp_path: Path) -> None:
    """Run as a command, the tool leaves its IR to the operating system at exit (`gc.freeze`),
    which must not lose anything: its action log is complete, and a plugin's atexit handler
    and its still-open buffered file are written as on any interpreter exit."""
    plugin = tmp_path / "plugin.py"
    plugin.write_text(
        "import atexit\n"
        f"notes = open({str(tmp_path / 'notes.txt')!r}, 'w')\n"
        "notes.write('buffered\\n')\n"
        f"atexit.register(lambda: open({str(tmp_path / 'atexit.txt')!r}, 'w').write('ran'))\n"
    )
    log = tmp_path / "actions.log"
    result = run(
        "-",
        "-p",
        "builtin.module(cse)",
        f"--log-actions-to={log}",
        f"--load-pass-plugin={plugin}",
        stdin=GOOD,
    )
    assert result.returncode == 0, result.stderr
    assert log.read_text().endswith("completed `pass-execution`\n")
    assert (tmp_path / "notes.txt").read_text() == "buffered\n"
    assert (tmp_path / "atexit.txt").read_text() == "ran"


@pytest.mark.parametrize("columns", [None, "", "0", "x", "57", "200"])
def test_help_is_as_wide_as_shutil_measures_the_terminal(
    columns: str | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The tools' parsers measure the terminal themselves (no shutil at start-up), exactly
    as argparse would with shutil."""
    import argparse
    import shutil

    if columns is None:
        monkeypatch.delenv("COLUMNS", raising=False)
    else:
        monkeypatch.setenv("COLUMNS", columns)
    assert terminal_columns() == shutil.get_terminal_size().columns
    parser = build_arg_parser(PassRegistry())
    theirs = argparse.RawDescriptionHelpFormatter(parser.prog)  # measures with shutil
    assert parser._get_formatter()._width == theirs._width


def test_stdin_to_stdout() -> None:
    result = run("-", "--mlir-print-op-generic", stdin=GOOD)
    assert result.returncode == 0, result.stderr
    assert result.stdout.count('"func.return"') == 1


def test_verifier_failure_exits_1_and_leaves_output_untouched(tmp_path: Path) -> None:
    source = tmp_path / "bad.mlir"
    source.write_text(BAD)
    out = tmp_path / "out.mlir"
    out.write_text("previous contents\n")
    result = run(str(source), "-o", str(out))
    assert result.returncode == 1
    assert result.stderr.startswith(
        f"{source}:2:3: error: 'func.return' op has 0 operands, but enclosing function (@f) returns 1\n"
        '  "func.return"() : () -> ()\n  ^'
    )
    assert out.read_text() == "previous contents\n"
    assert source.read_text() == BAD
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.mlir", "out.mlir"]


def test_parse_failure_creates_no_output(tmp_path: Path) -> None:
    out = tmp_path / "never.mlir"
    result = run(
        "-", "-o", str(out), "--allow-unregistered-dialect", stdin='"foo.op"(%x) : (i32) -> ()\n'
    )
    assert result.returncode == 1
    assert "<stdin>:1:10: error: use of undeclared SSA value name" in result.stderr
    assert not out.exists()


def test_unregistered_dialect_needs_the_flag() -> None:
    text = '"foo.op"() : () -> ()\n'
    assert run("-", stdin=text).returncode == 1
    assert run("-", "--allow-unregistered-dialect", stdin=text).returncode == 0


def test_a_bundle_given_options_says_it_takes_none() -> None:
    """In a textual pipeline, where (as the pipeline's other errors); as a pass flag, why."""
    result = run("-", "-p", "builtin.module(cse, cleanup{x=1})", stdin=GOOD)
    assert (result.returncode, result.stdout) == (1, "")
    assert result.stderr == (
        "<unknown>:0: error: MLIR Textual PassPipeline Parser:1:13: error: pass bundle "
        "'cleanup' takes no options\n"
        "cse, cleanup{x=1}\n"
        "            ^\n"
        "\n"
    )
    result = run("-", "--cleanup=x=1", stdin=GOOD)
    assert (result.returncode, result.stdout) == (1, "")
    assert result.stderr == "<unknown>:0: error: pass bundle 'cleanup' takes no options\n"


def test_unknown_flag_suggests_the_right_one() -> None:
    result = run("--mlir-print-debuginf", "-")
    assert result.returncode == 1
    assert "Did you mean '--mlir-print-debuginfo'?" in result.stderr


def test_an_unknown_flag_with_a_space_is_the_one_reported(tmp_path: Path) -> None:
    """argparse takes a token with a space for a positional argument: the unknown flag, not
    the input file after it, is reported."""
    source = tmp_path / "in.mlir"
    source.write_text(GOOD)
    result = run("--foo-bar=a b", str(source))
    assert result.returncode == 1
    assert result.stderr.startswith("passgen-opt: Unknown command line argument '--foo-bar=a b'.")
    assert str(source) not in result.stderr


# Unknown flags whose nearest flag is the same in both tools: the suggestion carries the
# typed value where the flag takes one, and a one-letter one is printed as LLVM prints it.
UNKNOWN_FLAGS = [
    "--mlir-print-debuginf",
    "--mlir-print-debuginf=1",
    "--verify-eachh=true",
    "-mlir-print-debuginf=a b",
    "-foo=x y",
]


@requires_mlir_opt
@pytest.mark.parametrize("flag", UNKNOWN_FLAGS)
def test_unknown_flags_are_reported_as_mlir_opt_reports_them(flag: str) -> None:
    theirs = mlir_opt("", flag)
    ours = run(flag, "-")
    assert ours.returncode == theirs.returncode == 1
    assert (
        ours.stderr.replace("passgen-opt", "mlir-opt").split("Try:")[0]
        == (theirs.stderr.split("Try:")[0])
    )
    assert (
        ours.stderr.split("?")[0].split("\n")[-1]
        == (theirs.stderr.replace("mlir-opt", "passgen-opt").split("?")[0].split("\n")[-1])
    )


def test_missing_input_file(tmp_path: Path) -> None:
    result = run(str(tmp_path / "nope.mlir"))
    assert result.returncode == 1
    assert "cannot open input file" in result.stderr  # mlir-opt's words


@requires_mlir_opt
@pytest.mark.parametrize(
    "flags",
    [[], ["--mlir-print-debuginfo"], ["--mlir-print-debuginfo", "--mlir-print-local-scope"]],
)
def test_output_reads_back_in_mlir_opt_identically(flags: list[str]) -> None:
    ours = run("-", *flags, stdin=GOOD)
    assert ours.returncode == 0, ours.stderr
    ref_flags = ["--mlir-print-op-generic", "--mlir-print-debuginfo"]
    expected = mlir_opt(GOOD.replace("%a", "%arg0"), *ref_flags)
    actual = mlir_opt(ours.stdout, *ref_flags)
    if flags:
        # Locations survive: both name the original positions in <stdin>.
        assert actual.stdout == expected.stdout
    else:
        assert actual.stdout.split("#loc")[0] == expected.stdout.split("#loc")[0]
