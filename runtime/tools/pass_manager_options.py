"""The `--mlir-*` pass-manager flags and how they configure a `PassManager`
(MLIR's PassManagerOptions.cpp): threading, timing, statistics, IR printing and
crash reproducers."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from typing import TYPE_CHECKING, Any

from ..ir import Operation
from ..pass_ import Pass
from ..pass_manager import PassManager
from ..registry import PassRegistry
from ..support.suggestions import did_you_mean
from .cl_flags import BoolFlag

if TYPE_CHECKING:
    from ..ir_printing import IRPrinter
    from ..timing import PassTiming  # imported by `buffer_timing` when a run is timed

PassFilter = Callable[[Pass, Operation], bool]


class PassManagerSetupError(Exception):
    """A flag the pass manager refuses, reported as mlir-opt reports it: an error
    diagnostic at an unknown location, failing the run."""


class PassManagerOptionError(Exception):
    """A flag that cannot be applied; the message is one line."""


def _pass_list(text: str) -> list[str]:
    return [name for name in (part.strip() for part in text.split(",")) if name]


@contextmanager
def buffer_timing(args: argparse.Namespace) -> Iterator[PassTiming | None]:
    """With `--mlir-timing`, the timing of one buffer (mlir-opt's timing manager in
    `performActions`), reported when the buffer is done, failed or not: the tool times its phases in
    it (`timed_phase`) around the pipeline's timers."""
    timing = None
    if args.mlir_timing:
        from ..timing import PassTiming

        timing = PassTiming(
            None, args.mlir_timing_display, args.mlir_output_format, report_on_finish=False
        )
    yield timing  # a tool error stops the tool: no report then
    if timing is not None:
        timing.report()


def timed_phase(timing: PassTiming | None, name: str) -> AbstractContextManager[None]:
    """`name` (`Parser`, `Output`) timed in `timing`, if there is one."""
    return timing.phase(name) if timing is not None else nullcontext()


def add_pass_manager_flags(parser: argparse.ArgumentParser) -> None:
    """Declare the `--mlir-*` pass-manager flags on `parser`."""
    group = parser.add_argument_group("pass manager options")
    add = group.add_argument
    add("--mlir-disable-threading", action=BoolFlag, help="run every pass on the calling thread")
    add("--mlir-timing", action=BoolFlag, help="display execution times")
    add(
        "--mlir-timing-display",
        choices=["tree", "list"],
        default="tree",
        help="how to display timing (default: tree)",
    )
    add(
        "--mlir-output-format",
        choices=["text", "json"],
        default="text",
        help="format of timing output (default: text)",
    )
    add("--mlir-pass-statistics", action=BoolFlag, help="display pass statistics")
    add(
        "--mlir-pass-statistics-display",
        choices=["pipeline", "list"],
        default="pipeline",
        help="how to display statistics (default: pipeline)",
    )
    add(
        "--mlir-print-ir-before",
        type=_pass_list,
        default=[],
        metavar="PASSES",
        help="print IR before each of these passes (comma list of pass arguments)",
    )
    add(
        "--mlir-print-ir-after",
        type=_pass_list,
        default=[],
        metavar="PASSES",
        help="print IR after each of these passes (comma list of pass arguments)",
    )
    add("--mlir-print-ir-before-all", action=BoolFlag, help="print IR before every pass")
    add("--mlir-print-ir-after-all", action=BoolFlag, help="print IR after every pass")
    add(
        "--mlir-print-ir-after-change",
        action=BoolFlag,
        help="print IR after a pass only if it changed the IR",
    )
    add(
        "--mlir-print-ir-after-failure",
        action=BoolFlag,
        help="print IR after a pass only if it failed",
    )
    add(
        "--mlir-print-ir-module-scope",
        action=BoolFlag,
        help="print the whole module, not just the op a pass ran on (needs threading off)",
    )
    add(
        "--mlir-print-ir-tree-dir",
        metavar="DIR",
        help="print IR into files of a directory tree instead of stderr",
    )
    add(
        "--mlir-pass-pipeline-crash-reproducer",
        metavar="FILE",
        help="write a reproducer to FILE when a pass fails",
    )
    add(
        "--mlir-pass-pipeline-local-reproducer",
        action=BoolFlag,
        help="make the reproducer start right before the failing pass",
    )
    add(
        "--mlir-generate-reproducer",
        metavar="FILE",
        help="write a reproducer of the run to FILE when it succeeds (no failure needed)",
    )


def _require(pm: PassManager, method: str, flag: str) -> Callable[..., Any]:
    function = getattr(pm, method, None)
    if function is None:
        raise PassManagerOptionError(
            f"{flag} is not available: PassManager.{method}() is not implemented yet"
        )
    result: Callable[..., Any] = function
    return result


def _pass_filter(names: list[str], registry: PassRegistry, flag: str) -> PassFilter | None:
    """A predicate matching passes by argument; unknown names are an error."""
    if not names:
        return None
    for name in names:
        if name not in registry:
            raise PassManagerOptionError(
                f"{flag}: '{name}' is not a registered pass" + did_you_mean(name, _names(registry))
            )
    wanted = frozenset(names)
    return lambda pass_, op: pass_.argument in wanted


def _names(registry: PassRegistry) -> list[str]:
    return [info.argument for info in registry.list_passes()]


def _any_pass(pass_: Pass, op: Operation) -> bool:
    return True


def _configure_ir_printing(
    args: argparse.Namespace, pm: PassManager, registry: PassRegistry
) -> IRPrinter | None:
    before = (
        _any_pass
        if args.mlir_print_ir_before_all
        else _pass_filter(args.mlir_print_ir_before, registry, "--mlir-print-ir-before")
    )
    after = _pass_filter(args.mlir_print_ir_after, registry, "--mlir-print-ir-after")
    if args.mlir_print_ir_after_all or args.mlir_print_ir_after_failure:
        after = _any_pass
    if before is None and after is None:
        return None
    if args.mlir_print_ir_module_scope and not args.mlir_disable_threading:
        raise PassManagerSetupError(  # mlir-opt's message ends in a newline
            "IR print for module scope can't be setup on a pass-manager without disabling "
            "multi-threading first.\n"
        )
    printer: IRPrinter = _require(pm, "enable_ir_printing", "--mlir-print-ir-*")(
        before,
        after,
        after_only_on_change=args.mlir_print_ir_after_change,
        after_only_on_failure=args.mlir_print_ir_after_failure,
        module_scope=args.mlir_print_ir_module_scope,
        tree_dir=args.mlir_print_ir_tree_dir or None,  # empty: stderr, as in mlir-opt
        debuginfo=args.mlir_print_debuginfo,
    )
    return printer


def apply_pass_manager_flags(
    args: argparse.Namespace,
    pm: PassManager,
    registry: PassRegistry,
    timing: PassTiming | None = None,
) -> IRPrinter | None:
    """Configure `pm` from the parsed flags, timing it with the tool's `timing` if given;
    raises `PassManagerOptionError`. The IR printer set up, if any (dumps it could not write
    fail the run)."""
    pm.enable_multithreading(not args.mlir_disable_threading)
    printer = _configure_ir_printing(args, pm, registry)
    if args.mlir_timing:
        _require(pm, "enable_timing", "--mlir-timing")(
            display=args.mlir_timing_display, output_format=args.mlir_output_format, timing=timing
        )
    if args.mlir_pass_statistics:
        _require(pm, "enable_statistics", "--mlir-pass-statistics")(
            display=args.mlir_pass_statistics_display
        )
    if args.mlir_pass_pipeline_crash_reproducer:
        _require(pm, "enable_crash_reproducer", "--mlir-pass-pipeline-crash-reproducer")(
            args.mlir_pass_pipeline_crash_reproducer,
            local=args.mlir_pass_pipeline_local_reproducer,
        )
    return printer
