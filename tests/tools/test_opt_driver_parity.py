"""passgen-opt's driver against mlir-opt-22: boolean flag values, split input (markers,
outputs of the chunks that work, a pipeline dump per chunk), --no-implicit-module, and the
verification right after parsing that --verify-each=false keeps."""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mlir_tools import MLIR_OPT, requires_mlir_opt
from mlir_tools import passgen_opt_process as run
from profiles import examples

from passgen.runtime.tools.cl_flags import (
    FALSE_SPELLINGS,
    TRUE_SPELLINGS,
    BoolFlag,
    report_flag_errors,
)
from passgen.runtime.tools.opt import (
    PROG,
    _normalize_argv,
    build_arg_parser,
    build_registry,
    main,
)

REGISTRY = build_registry([])
PARSER = build_arg_parser(REGISTRY)
BOOL_FLAGS = sorted(
    action.option_strings[0] for action in PARSER._actions if isinstance(action, BoolFlag)
)


def parse(*argv: str) -> argparse.Namespace:
    args = PARSER.parse_args(_normalize_argv(argv, PARSER, REGISTRY))
    report_flag_errors(PROG, args)
    return args


def destination(flag: str) -> str:
    return flag.lstrip("-").replace("-", "_")


# -- boolean flags ------------------------------------------------------------------------


def test_every_flag_without_a_value_is_boolean() -> None:
    """No flag is a plain argparse switch: each takes LLVM's explicit values."""
    switches = [
        a.option_strings
        for a in PARSER._actions
        if isinstance(a, (argparse._StoreTrueAction, argparse._StoreFalseAction))
    ]
    assert switches == [] and len(BOOL_FLAGS) >= 20


@settings(max_examples=examples(200))
@given(
    st.sampled_from(BOOL_FLAGS),
    st.sampled_from(TRUE_SPELLINGS + FALSE_SPELLINGS),
    st.sampled_from(["", "-"]),
    st.booleans(),
)
def test_boolean_flags_take_llvms_spellings(flag: str, value: str, dash: str, bare: bool) -> None:
    spelled = flag[1:] if dash else flag  # -flag or --flag
    token = spelled if bare else f"{spelled}={value}"
    args = parse(token, "in.mlir")
    assert getattr(args, destination(flag)) is (bare or value in TRUE_SPELLINGS)
    assert args.input == "in.mlir"  # a bare flag never takes the next argument


@settings(max_examples=examples(100))
@given(st.sampled_from(BOOL_FLAGS), st.sampled_from(BOOL_FLAGS), st.booleans(), st.booleans())
def test_the_last_value_wins(first: str, second: str, one: bool, two: bool) -> None:
    args = parse(f"{first}={int(one)}", f"{second}={str(two).lower()}")
    assert getattr(args, destination(second)) is two
    if first != second:
        assert getattr(args, destination(first)) is one


@settings(max_examples=examples(100))
@given(
    st.sampled_from(BOOL_FLAGS),
    st.text(min_size=1, max_size=8).filter(
        lambda t: t not in TRUE_SPELLINGS + FALSE_SPELLINGS and "\x00" not in t
    ),
)
def test_other_values_are_llvms_error(flag: str, value: str) -> None:
    with pytest.raises(SystemExit) as exited:
        parse(f"{flag}={value}")
    assert exited.value.code == 1


def test_every_bad_value_is_reported(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--mlir-timing=maybe", "--verify-each=x", "--verify-diagnostics=true", "-"])
    assert capsys.readouterr().err == (
        "passgen-opt: for the --mlir-timing option: 'maybe' is invalid value for boolean "
        "argument! Try 0 or 1\n"
        "passgen-opt: for the --verify-each option: 'x' is invalid value for boolean argument! "
        "Try 0 or 1\n"
        "passgen-opt: for the --verify-diagnostics option: Cannot find option named 'true'!\n"
    )


def _mlir_opt_flags() -> set[str]:
    assert MLIR_OPT is not None
    listing = subprocess.run(
        [MLIR_OPT, "--help-hidden"], capture_output=True, text=True, check=False
    ).stdout
    return {line.split()[0] for line in listing.splitlines() if line.startswith("  --")}


@requires_mlir_opt
def test_bad_boolean_values_read_as_mlir_opts() -> None:
    shared = [flag for flag in BOOL_FLAGS if flag in _mlir_opt_flags()]
    assert len(shared) >= 20
    for flag in shared:
        assert MLIR_OPT is not None
        theirs = subprocess.run(
            [MLIR_OPT, f"{flag[1:]}=maybe", "-"],
            input="",
            capture_output=True,
            text=True,
            check=False,
        )
        ours = run(f"{flag[1:]}=maybe", "-")
        assert (ours.returncode, ours.stderr) == (
            theirs.returncode,
            theirs.stderr.replace("mlir-opt:", "passgen-opt:"),
        ), flag


# -- differential cases ----------------------------------------------------------------------

FUNC = (
    '"func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n'
    '  "func.return"() : () -> ()\n}) : () -> ()\n'
)
BAD_FUNC = FUNC.replace(
    '"func.return"() : () -> ()',
    '%0 = "arith.constant"() <{value = 1 : i32}> : () -> i32\n  "func.return"(%0) : (i32) -> ()',
)
FUNC_G = FUNC.replace('"f"', '"g"')
UNDEFINED = '"foo.c"(%x) : (i32) -> ()\n'

CASES: dict[str, tuple[str, list[str]]] = {
    "bare flags and explicit values": (
        FUNC,
        ["--mlir-disable-threading=TRUE", "--cse", "--verify-each", "--mlir-print-debuginfo=False"],
    ),
    "verify-each=false still verifies the input": (BAD_FUNC, ["--verify-each=false"]),
    "verify-each=0 with a pipeline": (BAD_FUNC, ["--verify-each=0", "--cse"]),
    "split: working chunks are printed": (
        "\n// -----\n".join([BAD_FUNC, FUNC, UNDEFINED, FUNC]),
        ["--split-input-file"],
    ),
    "split: a pipeline dump per chunk that parses": (
        "\n// -----\n".join([FUNC, UNDEFINED, FUNC]),
        ["--split-input-file", "--dump-pass-pipeline", "--cse", "--canonicalize"],
    ),
    "split: a marker of one's own": (
        FUNC
        + "// ==== cut\n"
        + FUNC
        + "// ==== cu\n"
        + FUNC_G
        + "// -----\n"
        + FUNC.replace('"f"', '"h"'),
        ["--split-input-file=// ==== cut"],
    ),
    "split: an output marker of one's own": (
        FUNC + "// -----\n" + FUNC,
        ["--split-input-file", "--output-split-marker=// ~~~"],
    ),
    "split: an empty value is the default marker": (
        FUNC + "// -----\n" + FUNC,
        ["--split-input-file="],
    ),
    "no-implicit-module: one op": (FUNC, ["--no-implicit-module"]),
    "no-implicit-module: a pass on the op": (FUNC, ["--no-implicit-module", "--cse"]),
    "no-implicit-module: a module pipeline on a function": (
        FUNC,
        ["--no-implicit-module", "--pass-pipeline=builtin.module(cse)"],
    ),
    "no-implicit-module: two ops": (FUNC + FUNC_G, ["--no-implicit-module"]),
    "no-implicit-module: nothing": ("// nothing\n", ["--no-implicit-module"]),
    "no-implicit-module: per chunk": (
        FUNC
        + "// -----\n"
        + FUNC
        + FUNC_G
        + "// -----\n"
        + '"builtin.module"() ({\n^bb0:\n}) : () -> ()\n',
        ["--no-implicit-module", "--split-input-file"],
    ),
    "no-implicit-module=false": (FUNC + FUNC_G, ["--no-implicit-module=false"]),
}


@requires_mlir_opt
@pytest.mark.parametrize("name", CASES)
def test_driver_matches_mlir_opt(name: str, tmp_path: Path) -> None:
    text, flags = CASES[name]
    (tmp_path / "input.mlir").write_text(text)
    assert MLIR_OPT is not None
    theirs = subprocess.run(
        [MLIR_OPT, "--mlir-print-op-generic", *flags, "input.mlir"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
    )
    ours = run("--mlir-print-op-generic", *flags, "input.mlir", cwd=tmp_path)
    assert (ours.stdout, ours.stderr, ours.returncode) == (
        theirs.stdout,
        theirs.stderr,
        theirs.returncode,
    )


def test_a_failing_chunk_writes_no_output_file(tmp_path: Path) -> None:
    (tmp_path / "input.mlir").write_text(FUNC + "// -----\n" + UNDEFINED)
    result = run(
        "--split-input-file",
        "--allow-unregistered-dialect",
        "input.mlir",
        "-o",
        "out.mlir",
        cwd=tmp_path,
    )
    assert result.returncode == 1 and not (tmp_path / "out.mlir").exists()


@pytest.mark.parametrize("marker", ["ab", "x", "--"])
def test_markers_mlir_opt_would_loop_on_are_refused(marker: str) -> None:
    """mlir-opt never returns on a marker of two characters or fewer."""
    result = run(f"--split-input-file={marker}", "-", stdin=FUNC)
    assert (result.returncode, result.stderr) == (
        1,
        f"passgen-opt: error: the split marker '{marker}' must be longer than 2 characters\n",
    )


def test_pipeline_errors_are_reported_per_chunk_that_parses(tmp_path: Path) -> None:
    """mlir-opt sets the pipeline up for each chunk once it is parsed."""
    (tmp_path / "input.mlir").write_text("\n// -----\n".join([FUNC, UNDEFINED, FUNC]))
    result = run(
        "--split-input-file", "--cse", "-p", "builtin.module(cse)", "input.mlir", cwd=tmp_path
    )
    lines = [line for line in result.stderr.splitlines() if ": error: " in line]
    assert result.returncode == 1 and len(lines) == 3
    assert lines[0] == lines[2] and lines[0].startswith("<unknown>:0: error: ")
    assert lines[1].startswith("input.mlir:6:8: error: ")
    assert result.stdout == "// -----\n// -----\n"


@requires_mlir_opt
@pytest.mark.parametrize(
    "flags",
    [
        ["-pnot-a-flag=x"],  # not `-p not-a-flag=x`
        ["--mlir-print-debuginf", "--foo"],
        ["-cse", "-mlir-print-ir-module-scope", "-mlir-print-ir-after-all"],
    ],
)
def test_unknown_flags_and_refused_setups_as_mlir_opt(tmp_path: Path, flags: list[str]) -> None:
    """LLVM's `Unknown command line argument` lines (one per flag, the nearest flag
    suggested), and the pass manager's refusals as errors at an unknown location."""
    source = tmp_path / "in.mlir"
    source.write_text('"builtin.module"() ({\n}) : () -> ()\n')
    ours = subprocess.run(
        [str(Path(sys.executable).with_name("passgen-opt")), str(source), *flags],
        capture_output=True,
        text=True,
        check=False,
    )
    assert MLIR_OPT is not None
    theirs = subprocess.run(
        [MLIR_OPT, str(source), *flags], capture_output=True, text=True, check=False
    )
    assert ours.returncode == theirs.returncode == 1
    unknown = [line for line in theirs.stderr.splitlines() if "Unknown command line" in line]
    if unknown:  # the nearest flag depends on each tool's flags; the lines do not
        assert [
            line.split("Try:")[0] for line in ours.stderr.splitlines() if "Unknown" in line
        ] == [line.replace("mlir-opt", "passgen-opt", 1).split("Try:")[0] for line in unknown]
        assert f"Try: '{Path(sys.executable).with_name('passgen-opt')} --help'" in ours.stderr
    else:
        assert ours.stderr == theirs.stderr
