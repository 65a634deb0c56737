"""Classifying each RUN line of a test file: identical, different or not applicable (why)."""

from __future__ import annotations

import functools
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path

from conformance.generic_input import TEST_DIALECT_OP, GenericInput, generic_input
from conformance.replay import Outcome, filecheck, replay
from conformance.runlines import Run, Skipped, parse_runs
from passgen.runtime.registry import PassRegistry
from passgen.runtime.tools.metadata_passes import register_upstream_passes

IDENTICAL, DIFFERENT, NOT_APPLICABLE = "identical", "different", "n/a"
SPLIT_OUTPUT = "// -----\n"
_MLIR_OPT_UNKNOWN = (
    "Unknown command line argument",
    "does not refer to a registered pass",
    "OVERVIEW: MLIR modular optimizer driver",
)
_PASSGEN_UNKNOWN = re.compile(
    r"'([\w.-]+)' does not refer to a registered pass"
    r"|Unknown command line argument '--?([\w.-]+?)(?:=[^']*)?'"
)


@dataclass(frozen=True)
class Tools:
    """The reference and the tool under test (argv prefixes), and FileCheck."""

    mlir_opt: str
    passgen_opt: list[str]
    filecheck: str


@dataclass(frozen=True)
class Case:
    """One RUN line's verdict; `reason` says why it is not applicable, `detail` what differs."""

    file: str
    line: int
    command: str
    verdict: str
    reason: str = ""
    detail: str = ""
    filecheck_reference: bool | None = None
    filecheck_passgen: bool | None = None
    chunks: tuple[tuple[bool, bool], ...] = ()
    """Of a `--split-input-file` run: (output identical, uses the test dialect) per chunk."""


def _first_difference(expected: Outcome, actual: Outcome) -> str:
    if expected.codes != actual.codes:
        return f"exit codes {expected.codes} (mlir-opt) vs {actual.codes}"
    for stream in ("stdout", "stderr"):
        want, got = getattr(expected, stream).splitlines(), getattr(actual, stream).splitlines()
        for index, (a, b) in enumerate(zip(want, got)):
            if a != b:
                return f"{stream} line {index + 1}: mlir-opt {a!r} vs {b!r}"
        if len(want) != len(got):
            return f"{stream}: {len(want)} lines (mlir-opt) vs {len(got)}"
    return ""


def _chunk_agreement(
    expected: Outcome, actual: Outcome, test_dialect: tuple[bool, ...]
) -> tuple[tuple[bool, bool], ...]:
    """Whether each output chunk of a `--split-input-file` run is identical, and whether its
    input uses the test dialect."""
    want = expected.stdout.split(SPLIT_OUTPUT)
    got = actual.stdout.split(SPLIT_OUTPUT)
    if len(want) != len(test_dialect):
        return ()
    return tuple((a == b, t) for a, b, t in zip(want, got + [""] * len(want), test_dialect))


def unknown_to_reference(outcome: Outcome) -> bool:
    """Whether mlir-opt rejected a flag or pass of the command (a test for another mlir-opt)."""
    return any(marker in outcome.stdout + outcome.stderr for marker in _MLIR_OPT_UNKNOWN)


@functools.cache
def _upstream_passes() -> frozenset[str]:
    registry = PassRegistry()
    register_upstream_passes(registry)
    return frozenset(info.argument for info in registry.list_passes())


# The test dialect's ops written in their custom form, which no dialect of passgen-opt reads.
_CUSTOM_TEST_OP = re.compile(r"Dialect `test' not found for custom op '(test\.[\w.$]+)'")


def out_of_scope(outcome: Outcome) -> tuple[str, str] | None:
    """Why passgen-opt failed, with the culprit, when it is for lack of a pass or the test
    dialect rather than a defect."""
    said = outcome.stdout + outcome.stderr
    match = _PASSGEN_UNKNOWN.search(said)
    name = match and (match.group(1) or match.group(2))
    if name and name.startswith("test-"):
        return "a pass of MLIR's test suite (test-*)", name
    if name in _upstream_passes():
        return "an upstream pass the passgen runtime does not implement", name
    test_op = TEST_DIALECT_OP.search(said)
    if test_op and "unregistered dialect" in said:
        return "ops of MLIR's test dialect (registered in mlir-opt only)", test_op.group(0)
    custom_test_op = _CUSTOM_TEST_OP.search(said)
    if custom_test_op:
        return "ops of MLIR's test dialect (registered in mlir-opt only)", custom_test_op.group(1)
    return None


def _judge(
    path: Path, run: Run, tools: Tools, converted: GenericInput, workdirs: tuple[Path, Path]
) -> Case:
    """The verdict on `run`; each tool has its workdir, where earlier RUN lines' %t stay."""
    name = path.name
    for workdir in workdirs:
        (workdir / name).write_text(converted.text)
    reference = replay([tools.mlir_opt], run, name, workdirs[0])
    actual = replay(tools.passgen_opt, run, name, workdirs[1])
    expected = reference.normalised(tools.mlir_opt, "mlir-opt")
    got = actual.normalised(tools.passgen_opt[-1], "passgen-opt")
    difference = _first_difference(expected, got)
    # A difference is excused when mlir-opt 22 rejects a flag or pass the test did not mean to
    # be rejected (a test for another mlir-opt), or passgen-opt lacks the pass or dialect.
    if difference and unknown_to_reference(reference) and not run.stages[0].negated:
        return Case(
            path.name,
            run.line,
            run.text,
            NOT_APPLICABLE,
            "mlir-opt 22 rejects one of its flags or passes",
        )
    chunks = _chunk_agreement(expected, got, converted.test_dialect) if run.split_input else ()
    scope = out_of_scope(actual) if difference else None
    if difference and scope is None and any(converted.test_dialect):
        # Still counted chunk by chunk: the chunks without test-dialect ops are applicable.
        return Case(
            path.name,
            run.line,
            run.text,
            NOT_APPLICABLE,
            "ops of MLIR's test dialect (registered in mlir-opt only)",
            chunks=chunks,
        )
    if scope is not None:
        # The chunks that use neither the missing pass nor the dialect still count.
        return Case(
            path.name,
            run.line,
            run.text,
            NOT_APPLICABLE,
            scope[0],
            detail=scope[1],
            chunks=chunks,
        )
    checks: tuple[bool | None, bool | None] = (None, None)
    if run.filecheck is not None:
        checks = (
            filecheck(tools.filecheck, run, reference.stdout, path, workdirs[0]),
            filecheck(tools.filecheck, run, actual.stdout, path, workdirs[1]),
        )
    verdict = DIFFERENT if difference else IDENTICAL
    return Case(
        path.name,
        run.line,
        run.text,
        verdict,
        detail=difference,
        filecheck_reference=checks[0],
        filecheck_passgen=checks[1],
        chunks=chunks,
    )


def _no_implicit_module(run: Run) -> bool:
    return any(a.lstrip("-") == "no-implicit-module" for a in run.stages[0].args)


def judge_file(path: Path, tools: Tools) -> list[Case]:
    """A verdict for every RUN line of the lit test at `path`."""
    source = path.read_text(errors="replace")
    cases: list[Case] = []
    conversions: dict[tuple[bool, bool], GenericInput] = {}
    with tempfile.TemporaryDirectory() as scratch, tempfile.TemporaryDirectory() as work:
        workdirs = (Path(work) / "mlir-opt", Path(work) / "passgen-opt")
        for workdir in workdirs:
            workdir.mkdir()
        for run in parse_runs(source):
            if isinstance(run, Skipped):
                cases.append(Case(path.name, run.line, run.text, NOT_APPLICABLE, run.reason))
                continue
            key = (run.split_input, _no_implicit_module(run))
            if key not in conversions:
                conversions[key] = generic_input(
                    tools.mlir_opt,
                    source,
                    path.name,
                    Path(scratch),
                    split=key[0],
                    no_implicit_module=key[1],
                )
            converted = conversions[key]
            if converted.kept == 0:
                cases.append(
                    Case(
                        path.name,
                        run.line,
                        run.text,
                        NOT_APPLICABLE,
                        "mlir-opt cannot parse the input (a test of custom syntax)",
                    )
                )
                continue
            cases.append(_judge(path, run, tools, converted, workdirs))
    return cases
