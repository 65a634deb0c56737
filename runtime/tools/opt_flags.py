"""passgen-opt's own flags as data: names, argparse options and help, in `--help`'s order.

The pass manager's `--mlir-*` flags are `pass_manager_options`', the action flags
`action_logging`'s, and each registered pass's flag `pass_flags`'.
"""

from __future__ import annotations

import argparse
from typing import Any, NamedTuple

from ..support.arguments import VersionAction
from .cl_flags import BoolFlag, EnumFlag, StringFlag, UintFlag
from .split_input import INPUT_MARKER, OUTPUT_MARKER
from .verify_levels import VERIFY_LEVELS


class Flag(NamedTuple):
    """One `add_argument` call: the flag's names and its options."""

    names: tuple[str, ...]
    options: dict[str, Any]


def _flag(*names: str, **options: Any) -> Flag:
    return Flag(names, options)


FLAGS = (
    _flag("--version", action=VersionAction),
    _flag("input", nargs="?", default="-", help="input file, '-' for stdin"),
    _flag(
        "-o",
        dest="output",
        default="-",
        metavar="FILE",
        help="output file, '-' for stdout (the default)",
    ),
    _flag(
        "--pass-pipeline",
        "-p",
        dest="pass_pipeline",
        metavar="PIPELINE",
        help="a textual pipeline, e.g. 'builtin.module(cse,func.func(canonicalize))'",
    ),
    _flag(
        "--dump-pass-pipeline",
        action=BoolFlag,
        help="print the pipeline to stderr (once per input chunk)",
    ),
    _flag(
        "--pipeline-builder-check",
        action=BoolFlag,
        help="check the pipeline against its passes' ordering rules and exit (no input read)",
    ),
    _flag(
        "--preserve-between",
        action="append",
        default=[],
        metavar="START,END,ANALYSIS",
        help="with --pipeline-builder-check: passes between START and END must preserve ANALYSIS",
    ),
    _flag("--list-passes", action=BoolFlag, help="list the registered passes and exit"),
    _flag(
        "--load-pass-plugin",
        action="append",
        default=[],
        metavar="MODULE",
        help="import a Python module (dotted name or .py file) that registers passes",
    ),
    _flag(
        "--load-upstream-passes",
        action=BoolFlag,
        help="register upstream MLIR's passes (metadata only: they parse and print, not run)",
    ),
    _flag(
        "--check-pass-pipeline",
        action=BoolFlag,
        help="parse and check the pipeline (print it with --dump-pass-pipeline), then exit "
        "without reading the input",
    ),
    _flag(
        "--split-input-file",
        action=StringFlag,
        implicit=INPUT_MARKER,
        metavar="[=MARKER]",
        help=f"process each chunk of the input between lines holding MARKER (default "
        f"'{INPUT_MARKER}') on its own",
    ),
    _flag(
        "--output-split-marker",
        default=OUTPUT_MARKER,
        metavar="MARKER",
        help=f"the line between the outputs of the chunks (default '{OUTPUT_MARKER}')",
    ),
    _flag(
        "--verify-diagnostics",
        action=EnumFlag,
        values=VERIFY_LEVELS,
        help="check the diagnostics against the input's expected-* comments (=only-expected: "
        "report no unexpected diagnostic)",
    ),
    _flag(
        "--no-implicit-module",
        action=BoolFlag,
        help="the input must be one op, which the pipeline runs on (no implicit module)",
    ),
    _flag(
        "--run-reproducer",
        action=BoolFlag,
        help="run the pipeline recorded in the input's reproducer block",
    ),
    _flag(
        "--allow-unregistered-dialect",
        action=BoolFlag,
        help="accept ops of dialects that are not registered",
    ),
    _flag("--mlir-print-debuginfo", action=BoolFlag, help="print locations as loc(#locN) aliases"),
    _flag(
        "--mlir-elide-elementsattrs-if-larger",
        action=UintFlag,
        metavar="=N",
        help="print dense elements attributes of more than N elements (no splat) as "
        "dense_resource<__elided__>",
    ),
    _flag(
        "--mlir-print-local-scope",
        action=BoolFlag,
        help="print locations inline instead of as aliases",
    ),
    _flag(
        "--mlir-print-op-on-diagnostic",
        action=BoolFlag,
        default=True,
        help="note the failing op on verifier errors (default true)",
    ),
    _flag(
        "--mlir-print-stacktrace-on-diagnostic",
        action=BoolFlag,
        help="a pass that raises is reported with its whole traceback, not only the frame in "
        "the pass's own code (also: environment variable PASSGEN_TRACEBACK=1)",
    ),
    _flag(
        "--mlir-print-op-generic",
        action=BoolFlag,
        help="print every op in the generic form (output, IR dumps, reproducers)",
    ),
    _flag(
        "--mlir-print-assume-verified",
        action=BoolFlag,
        help="print in the custom form without verifying the IR first (by default an op "
        "that fails verification prints in the generic form)",
    ),
    _flag(
        "--debug-only",
        default="",
        metavar="CATEGORIES",
        help="comma-separated debug logs to print on stderr: greedy-rewriter, walk-rewriter",
    ),
    _flag(
        "--mlir-very-unsafe-disable-verifier-on-parsing",
        action=BoolFlag,
        help="do not verify the IR after parsing (very unsafe: passes may meet invalid IR)",
    ),
    _flag(
        "--verify-each",
        action=BoolFlag,
        default=True,
        help="verify the IR after each pass (default true; it is always verified after parsing)",
    ),
)


def add_tool_flags(parser: argparse.ArgumentParser) -> None:
    """Add `FLAGS` to `parser`."""
    for flag in FLAGS:
        parser.add_argument(*flag.names, **flag.options)
