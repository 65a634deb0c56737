"""The custom form against mlir-opt 22, on chunks of upstream MLIR tests
(tests/data/custom_form/, origins noted there): what each prints in the custom and the
generic form, with and without debug info, what our custom print reads back as, and the
diagnostics of malformed custom ops."""

from __future__ import annotations

import pytest
from custom_form_cases import ERRORS, INVALID_FUNC_OP, UPSTREAM
from mlir_tools import mlir_opt, passgen_opt, requires_mlir_opt

pytestmark = requires_mlir_opt

FLAGS: tuple[list[str], ...] = ([], ["--mlir-print-op-generic"], ["--mlir-print-debuginfo"])
UNREGISTERED = "--allow-unregistered-dialect"


@pytest.mark.parametrize("flags", FLAGS, ids=["custom", "generic", "debuginfo"])
@pytest.mark.parametrize("chunk", UPSTREAM, ids=range(len(UPSTREAM)))
def test_we_print_what_mlir_opt_prints(chunk: str, flags: list[str]) -> None:
    theirs = mlir_opt(chunk, UNREGISTERED, *flags)
    assert theirs.returncode == 0, theirs.stderr
    assert passgen_opt(chunk, UNREGISTERED, *flags) == (0, theirs.stdout, "")


@pytest.mark.parametrize("chunk", UPSTREAM, ids=range(len(UPSTREAM)))
def test_our_custom_print_reads_back_as_the_same_ir(chunk: str) -> None:
    code, ours, _ = passgen_opt(chunk, UNREGISTERED)
    assert code == 0
    again = passgen_opt(ours, UNREGISTERED, "--mlir-print-op-generic")[1]
    assert again == mlir_opt(chunk, UNREGISTERED, "--mlir-print-op-generic").stdout


@pytest.mark.parametrize("chunk", UPSTREAM, ids=range(len(UPSTREAM)))
def test_mlir_opt_reads_our_mixed_print_as_the_same_ir(chunk: str) -> None:
    """Read from mlir-opt's generic form, our print is what mlir-opt reads as the same IR."""
    source = mlir_opt(chunk, UNREGISTERED, "--mlir-print-op-generic").stdout
    code, ours, _ = passgen_opt(source, UNREGISTERED)
    assert code == 0 and ("func.func " in ours) == ("func.func" in chunk)
    assert mlir_opt(ours, UNREGISTERED, "--mlir-print-op-generic").stdout == source


_UNKNOWN_DIALECT = "mlir-opt's note lists its test dialects (test, test_dyn, ...) too"


@pytest.mark.parametrize("name", ERRORS)
def test_the_expected_diagnostics_are_mlir_opts(name: str) -> None:
    text, expected = ERRORS[name]
    theirs = mlir_opt(text, UNREGISTERED)
    assert theirs.returncode == 1 and theirs.stderr.split("\n")[0] == f"<stdin>:{expected}"


@pytest.mark.parametrize(
    "name",
    [
        pytest.param(name, marks=pytest.mark.xfail(strict=True, reason=_UNKNOWN_DIALECT))
        if name == "unknown_dialect"
        else name
        for name in ERRORS
    ],
)
def test_the_whole_diagnostics_are_mlir_opts(name: str) -> None:
    """Every line, notes included (`previously referenced here`, `previously defined
    here`, `see current operation`)."""
    text, _ = ERRORS[name]
    assert passgen_opt(text, UNREGISTERED)[2] == mlir_opt(text, UNREGISTERED).stderr


# The Symbol trait's check of its parent runs first in MLIR; passgen's verifier lacks it.
_SYMBOL_PARENT = pytest.mark.xfail(
    strict=True, reason="the verifier does not check that a symbol's parent is a symbol table"
)


@pytest.mark.parametrize(
    "chunk",
    [
        pytest.param(chunk, marks=_SYMBOL_PARENT if index in (3, 4) else ())
        for index, chunk in enumerate(INVALID_FUNC_OP)
    ],
    ids=range(len(INVALID_FUNC_OP)),
)
def test_malformed_functions_get_mlir_opts_diagnostics(chunk: str) -> None:
    theirs = mlir_opt(chunk)
    code, _, ours = passgen_opt(chunk)
    assert (code, ours.split("\n")[0]) == (theirs.returncode, theirs.stderr.split("\n")[0])


CONSTANTS = """\
func.func @constants(%x: index) -> i32 {
  %a = arith.constant 0 : index
  %b = arith.constant 0 : index
  %c = arith.constant 42 : i32
  %d = arith.constant -1 : i32
  %e = arith.constant true
  %f = arith.constant false
  %g = arith.constant 1.0 : f32
  %h = arith.constant 1.0 : f32
  %i = arith.constant 255 : i8
  "test.region"() ({
    %j = arith.constant 0 : index
    "test.use"(%a, %j) : (index, index) -> ()
  }) : () -> ()
  return %c : i32
}
"""


def test_constants_are_named_as_mlir_opt_names_them() -> None:
    theirs = mlir_opt(CONSTANTS, UNREGISTERED)
    assert passgen_opt(CONSTANTS, UNREGISTERED) == (0, theirs.stdout, "")
    # read from the generic form, the names are the same: the hook is arith's
    source = mlir_opt(CONSTANTS, UNREGISTERED, "--mlir-print-op-generic").stdout
    code, ours, _ = passgen_opt(source, UNREGISTERED)
    names = [line.split(" = ")[0] for line in ours.splitlines() if " = " in line]
    expected = [line.split(" = ")[0] for line in theirs.stdout.splitlines() if " = " in line]
    assert code == 0 and names == expected


def test_action_logs_show_ops_as_mlir_opt() -> None:
    """`--log-actions-to` summarizes each op in its custom form, regions elided."""
    text = UPSTREAM[3]
    flags = (
        "-p",
        "builtin.module(func.func(cse))",
        "--log-actions-to=-",
        "--mlir-disable-threading",
    )
    theirs = mlir_opt(text, *flags).stdout
    ours = passgen_opt(text, *flags)[1]

    def actions(log: str) -> list[str]:
        return [line.split("] ", 1)[1] for line in log.splitlines() if "Action `" in line]

    assert actions(ours) == actions(theirs) and "(func.func @user(%arg0: i32" in ours


DUMPS = (
    ["--mlir-print-ir-after-all"],
    ["--mlir-print-ir-before-all", "--mlir-print-debuginfo"],
    ["--mlir-print-ir-after-all", "--mlir-print-ir-module-scope"],
)


@pytest.mark.parametrize("flags", DUMPS, ids=["after", "debuginfo", "module-scope"])
@pytest.mark.parametrize("chunk", UPSTREAM, ids=range(len(UPSTREAM)))
def test_ir_dumps_are_mlir_opts(chunk: str, flags: list[str]) -> None:
    pipeline = ("-p", "builtin.module(func.func(cse),canonicalize)", "--mlir-disable-threading")
    theirs = mlir_opt(chunk, UNREGISTERED, *pipeline, *flags)
    assert passgen_opt(chunk, UNREGISTERED, *pipeline, *flags) == (0, theirs.stdout, theirs.stderr)


# -- an op that fails verification prints generically ------------------------------------

INVALID = (
    '"func.func"() <{function_type = () -> i32, sym_name = "f"}> ({\n'
    '  %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32\n'
    '  "func.return"() : () -> ()\n'
    "}) : () -> ()\n"
)
UNVERIFIED = "--mlir-very-unsafe-disable-verifier-on-parsing"


@pytest.mark.parametrize(
    "flags",
    [[], ["--mlir-print-assume-verified"], ["--mlir-print-debuginfo"]],
    ids=["verified", "assumed", "debuginfo"],
)
def test_invalid_ir_prints_as_mlir_opt_prints_it(flags: list[str]) -> None:
    """mlir-opt verifies an op before printing it in the custom form, and prints it all
    generically if it fails, unless told to assume it verified."""
    theirs = mlir_opt(INVALID, UNVERIFIED, *flags)
    assert theirs.returncode == 0, theirs.stderr
    assert passgen_opt(INVALID, UNVERIFIED, *flags) == (0, theirs.stdout, "")
