"""`passgen-opt -verify-diagnostics` against mlir-opt-22: expected-* comments, the messages
for unexpected and missing diagnostics, split input, and the verifier's exit codes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from mlir_tools import MLIR_OPT, requires_mlir_opt

from passgen.runtime.asm import parse_source
from passgen.runtime.ir import Context, Diagnostic
from passgen.runtime.ir.diagnostics import SourceBuffer
from passgen.runtime.tools.expected_diagnostics import DiagnosticVerifier
from passgen.runtime.tools.verify_levels import ONLY_EXPECTED

HEAD = '"func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n'
CONSTANT = '  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32\n'
BAD_RETURN = (
    '  "func.return"(%0) : (i32) -> ()'  # 'func.return' op has 1 operands, but ... returns 0
)
TAIL = "}) : () -> ()\n"


def bad_function(*before: str, same_line: str = "", after: tuple[str, ...] = ()) -> str:
    """A function whose return has one operand too many, with comments around the return."""
    return (
        HEAD
        + CONSTANT
        + "".join(f"  {line}\n" for line in before)
        + BAD_RETURN
        + same_line
        + "\n"
        + "".join(f"  {line}\n" for line in after)
        + TAIL
    )


GOOD = HEAD + '  "func.return"() : () -> ()\n' + TAIL

DOMINANCE = (
    HEAD
    + "  // expected-error@+1 {{operand #0 does not dominate this use}}\n"
    + '  %1 = "arith.addi"(%0, %0) : (i32, i32) -> i32\n'
    + "  {note}\n"
    + CONSTANT
    + '  "func.return"() : () -> ()\n'
    + TAIL
)

UNKNOWN_SYMBOL_TABLE = (
    '"builtin.module"() ({\n  {comment}\n'
    '  "foo.x"() ({\n    "foo.t"() : () -> ()\n  }) {sym_name = "a"} : () -> ()\n'
    "}) : () -> ()\n"
)

SPLIT = "\n// -----\n\n".join(
    [
        bad_function("// expected-error@+1 {{nope}}"),
        GOOD,
        "// expected-error@below {{has 1 operands}}\n" + bad_function(),
        bad_function("// expected-error@+1 {{has 1 operands}}"),
    ]
)

CASES: dict[str, tuple[str, list[str]]] = {
    "matched at @+1": (bad_function("// expected-error@+1 {{has 1 operands}}"), []),
    "matched on the same line": (bad_function(same_line=" // expected-error {{returns 0}}"), []),
    "no space before the text": (bad_function(same_line=" //expected-error{{returns 0}}   "), []),
    "empty text matches anything": (bad_function(same_line=" // expected-error {{}}"), []),
    "unexpected error": (bad_function(), []),
    "missing and unexpected": (
        bad_function("// expected-error@+1 {{nope}}", after=("// expected-warning @below {{no}}",)),
        [],
    ),
    "near miss": (bad_function("// expected-warning@+1 {{has 1 operands}}"), []),
    "only-expected ignores the rest": (
        bad_function(
            "// expected-warning@+1 {{has 1 operands}}", after=("// expected-error@+1 {{nope}}",)
        ),
        ["--verify-diagnostics=only-expected"],
    ),
    "regex": (
        bad_function("// expected-error-re@+1 {{'func.{{[a-z]+}}' op has {{[0-9]+}} op}}"),
        [],
    ),
    "regex classes": (bad_function("// expected-error-re@+1 {{has {{[[:digit:]]}} oper}}"), []),
    "regex without its end": (bad_function("// expected-error-re@+1 {{has {{[0-9]+ ops}}"), []),
    "invalid regex": (bad_function("// expected-error-re@+1 {{has {{[0-9+}} operands}}"), []),
    "braces in plain text are literal": (bad_function("// expected-error@+1 {{has {{1}}}}"), []),
    "one expectation per line": (
        bad_function(same_line=" // expected-error {{has 1}} expected-error {{returns 0}}"),
        [],
    ),
    "above": (
        bad_function(
            after=(
                "// expected-error@above {{has 1 operands}}",
                "// expected-error@above {{has 1 operands}}",
            )
        ),
        [],
    ),
    "minus": (bad_function(after=("", "// expected-error@-2 {{has 1 operands}}")), []),
    "octal offset": (bad_function(*["//"] * 7, "// expected-error@+010 {{x}}"), []),
    "below dangling at the end": (GOOD + "// expected-error@below {{has 1 operands}}", []),
    "unknown not produced": (GOOD + "// expected-error@unknown {{anything}}\n", []),
    "note": (DOMINANCE.replace("{note}", "// expected-note@+1 {{operand defined here}}"), []),
    "unexpected note": (DOMINANCE.replace("{note}", ""), []),
    "note expected as a remark": (
        DOMINANCE.replace("{note}", "// expected-remark@+1 {{operand defined here}}"),
        [],
    ),
    "parse error": (
        '// expected-error@+1 {{use of undeclared SSA value name}}\n"foo.c"(%y) : (i32) -> ()\n',
        ["--allow-unregistered-dialect"],
    ),
    "pass error": (
        UNKNOWN_SYMBOL_TABLE.replace(
            "{comment}", "// expected-error@+1 {{potentially unknown symbol table}}"
        ),
        ["--allow-unregistered-dialect", "--symbol-dce"],
    ),
    "pass error unexpected": (
        UNKNOWN_SYMBOL_TABLE.replace("{comment}", ""),
        ["--allow-unregistered-dialect", "--symbol-dce"],
    ),
    "a name location's file location": (
        bad_function(
            "// expected-error@+1 {{has 1 operands}}", same_line=' loc("ret"("input.mlir":5:3))'
        ),
        [],
    ),
    "a name location without a file": (bad_function(same_line=' loc("ret")'), []),
    "a name location expected at an unknown location": (
        bad_function("// expected-error@unknown {{has 1 operands}}", same_line=' loc("ret")'),
        [],
    ),
    "success prints the output": (GOOD, []),
    "split": (SPLIT, ["--split-input-file"]),
    "split only-expected": (SPLIT, ["--split-input-file", "--verify-diagnostics=only-expected"]),
    "split, explicit all": (SPLIT, ["--split-input-file", "--verify-diagnostics=all"]),
}

# Without the flag mlir-opt 22 still reports expectations nothing matched (not in the exit code).
WITHOUT_THE_FLAG: dict[str, tuple[str, list[str]]] = {
    "expectations without the flag": (bad_function("// expected-error@+1 {{has 1 operands}}"), []),
    "split without the flag": (SPLIT, ["--split-input-file"]),
    "unknown without the flag": (GOOD + "// expected-error@unknown {{anything}}\n", []),
    "broken regex without the flag": (GOOD + "// expected-error-re {{{{(}}}}\n", []),
}


def run_both(tmp_path: Path, text: str, flags: list[str]) -> tuple[tuple[str, str, int], ...]:
    """(stdout, stderr, exit code) of mlir-opt and of passgen-opt on `text` as input.mlir."""
    (tmp_path / "input.mlir").write_text(text)
    assert MLIR_OPT is not None
    commands = (
        [MLIR_OPT, "--mlir-print-op-generic"],
        [sys.executable, "-m", "passgen.runtime.tools.opt", "--mlir-print-op-generic"],
    )
    results = [
        subprocess.run(
            [*command, *flags, "input.mlir"],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            check=False,
        )
        for command in commands
    ]
    return tuple((r.stdout, r.stderr, r.returncode) for r in results)


@requires_mlir_opt
@pytest.mark.parametrize("name", CASES)
def test_verify_diagnostics_matches_mlir_opt(name: str, tmp_path: Path) -> None:
    text, flags = CASES[name]
    if not any(flag.startswith("--verify-diagnostics") for flag in flags):
        flags = ["--verify-diagnostics", *flags]
    theirs, ours = run_both(tmp_path, text, flags)
    assert ours == theirs


@requires_mlir_opt
@pytest.mark.parametrize("name", WITHOUT_THE_FLAG)
def test_expectations_without_the_flag_match_mlir_opt(name: str, tmp_path: Path) -> None:
    theirs, ours = run_both(tmp_path, *WITHOUT_THE_FLAG[name])
    assert ours == theirs


def test_output_file_is_kept_only_when_verification_passes(tmp_path: Path) -> None:
    source = tmp_path / "input.mlir"
    out = tmp_path / "out.mlir"
    for text, code in (
        (bad_function("// expected-error@+1 {{has 1 operands}}"), 0),
        (bad_function("// expected-error@+1 {{nope}}"), 1),
    ):
        source.write_text(text)
        out.unlink(missing_ok=True)
        result = subprocess.run(
            [
                sys.executable,
                "-m",
                "passgen.runtime.tools.opt",
                "--verify-diagnostics",
                str(source),
                "-o",
                str(out),
            ],
            capture_output=True,
            text=True,
            check=False,
        )
        assert result.returncode == code
        assert out.exists() == (code == 0)


# -- the verifier on its own: diagnostics mlir-opt cannot produce ---------------------------


def verifier(text: str, level: str = "all") -> tuple[DiagnosticVerifier, list[str]]:
    written: list[str] = []
    return DiagnosticVerifier(SourceBuffer(text, "in.mlir"), level, written.append), written


def test_pipeline_errors_are_expected_at_unknown_locations() -> None:
    check, written = verifier("// expected-error@unknown {{no such pass}}\n")
    check.process(Diagnostic("error", "'x': no such pass"))
    assert check.verify() and written == []


def test_warnings_remarks_and_notes_of_a_pass() -> None:
    text = (
        '"foo.a"() : () -> ()  // expected-warning {{careful}}\n'
        "// expected-note@-1 {{because}}\n"
        '"foo.b"() : () -> () // expected-remark {{fyi}}\n'
    )
    check, written = verifier(text)
    context = Context(allow_unregistered_dialects=True, print_op_on_diagnostic=False)
    module = parse_source(text, context, "in.mlir")
    first, second = module.regions[0].blocks[0]
    context.diagnostic_handlers.append(check.process)
    context.emit(
        Diagnostic(
            "warning",
            "be careful",
            first.location,
            [Diagnostic("note", "because of this", first.location)],
        )
    )
    second.emit_remark("fyi: nothing")
    second.emit_remark("fyi again")  # the same expectation matches any number of times
    first.emit_error("careful now")
    assert not check.verify()
    assert written == [
        "in.mlir:1:26: error: 'error' diagnostic emitted when expecting a 'warning'\n"
        '"foo.a"() : () -> ()  // expected-warning {{careful}}\n'
        "                         ^"
    ]


def test_only_expected_reports_only_missing_expectations() -> None:
    check, written = verifier("// expected-error {{wanted}}\n", ONLY_EXPECTED)
    check.process(Diagnostic("error", "something else"))
    assert not check.verify()
    assert written == [
        'in.mlir:1:4: error: expected error "wanted" was not produced\n'
        "// expected-error {{wanted}}\n   ^~~~~~"
    ]
