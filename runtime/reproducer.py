"""Crash and failure reproducers (MLIR's PassCrashRecovery.cpp), and their reader.

A reproducer is the generic-form IR followed by the resource section mlir-opt
writes and `mlir-opt --run-reproducer` reads:

    {-#
      external_resources: {
        mlir_reproducer: {
          pipeline: "builtin.module(...)",
          disable_threading: false,
          verify_each: true
        }
      }
    #-}

A reproducer file is written as any output (`support.output_files`: whole or not at all,
never over an input). A full reproducer holds the input as it was before the run and the whole
pipeline (top-level passes joined by ", ", as MLIR's `interleaveComma` does); a
local one the top-level op as it was right before the failing pass, and that
pass alone nested under the anchors of the op it ran on.
"""

from __future__ import annotations

import copy
import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TextIO

from .asm import parse_source, print_op
from .asm.resources import Resources, print_resources
from .instrumentation import PassInstrumentation
from .ir import Context, Diagnostic, Operation, Trait
from .ir.symbol_table import symbol_name
from .pass_ import Pass
from .support.output_files import OutputError, write_output

if TYPE_CHECKING:
    from .pass_manager import OpPassManager, PassManager

ReproducerOutput = str | os.PathLike[str] | Callable[[], TextIO]

GROUP, OWNER = "external_resources", "mlir_reproducer"


class ReproducerError(ValueError):
    """A text without a well-formed `mlir_reproducer` entry."""


@dataclass(frozen=True)
class ReproducerOptions:
    """The pass manager configuration a reproducer records (None: not recorded)."""

    disable_threading: bool | None = None
    verify_each: bool | None = None


@dataclass
class _Snapshot:
    """The IR text and pipeline of one reproducer candidate."""

    ir: str
    pipeline: str


class CrashReproducer(PassInstrumentation):
    """Writes a reproducer when a run of its pass manager fails in a pass."""

    def __init__(
        self,
        manager: PassManager,
        output: ReproducerOutput,
        local: bool,
        generic: bool | None = None,
    ):
        self.manager = manager
        self.generic = generic
        self.output = output
        self.local = local
        self._full: _Snapshot | None = None
        self._local: list[tuple[Pass, Operation, _Snapshot]] = []
        self._failures: list[tuple[Pass, Operation]] = []

    def begin(self, op: Operation) -> bool:
        """Start a run on `op`; False (with an error) if local and multithreaded."""
        self._local.clear()
        self._failures.clear()
        if self.local and self.manager.threads > 1:
            self.manager.context.emit(
                Diagnostic(
                    "error",
                    "Local crash reproduction may not be used without disabling mutli-threading "
                    "first.",
                )
            )
            return False
        if not self.local:
            self._full = _Snapshot(print_op(op, generic=self.generic), pipeline_text(self.manager))
        return True

    def run_before_pass(self, pass_: Pass, op: Operation) -> None:
        if self.local:
            root, pipeline = op, _pass_text(pass_)
            while root.parent_op is not None:
                pipeline = f"{root.name.name}({pipeline})"
                root = root.parent_op
            snapshot = _Snapshot(
                print_op(root, generic=self.generic), f"{root.name.name}({pipeline})"
            )
            self._local.append((pass_, op, snapshot))

    def run_after_pass(self, pass_: Pass, op: Operation) -> None:
        if self.local:
            self._local.pop()

    def run_after_pass_failed(self, pass_: Pass, op: Operation) -> None:
        self._failures.append((pass_, op))

    def finish(self, succeeded: bool) -> None:
        """End the run: on a pass failure, write the reproducer and report where."""
        if succeeded or not self._failures:
            return
        if self.local:
            pass_, op, snapshot = self._local[-1]
            running = _describe(pass_, op)
        else:
            assert self._full is not None
            snapshot, op = self._full, self._failures[-1][1]
            running = "[" + ", ".join(_describe(p, o) for p, o in self._failures) + "]"
        outcome = self._write(snapshot)
        message = "Failures have been detected while processing an MLIR pass pipeline"
        error = Diagnostic("error", message, op.location)
        error.notes.append(
            Diagnostic("note", f"Pipeline failed while executing {running}: {outcome}", op.location)
        )
        self.manager.context.emit(error)

    def _write(self, snapshot: _Snapshot) -> str:
        """Write the reproducer; what the note says about it."""
        text = format_reproducer(
            snapshot.ir,
            snapshot.pipeline,
            ReproducerOptions(self.manager.threads <= 1, self.manager.verify_each),
            self.manager.context.resources,
        )
        try:
            if callable(self.output):
                stream = self.output()
                stream.write(text)
                stream.flush()
                where = str(getattr(stream, "name", "<stream>"))
            else:
                where = os.fspath(self.output)
                write_output(where, text)
        except OutputError as exc:  # mlir-opt's words
            return f"failed to create output stream: Failed to create reproducer stream: {exc}"
        except OSError as exc:
            return f"failed to create output stream: {exc.strerror or exc}"
        return f"reproducer generated at `{where}`"


def format_reproducer(
    ir: str, pipeline: str, options: ReproducerOptions, resources: Resources | None = None
) -> str:
    """`ir` (printed IR ending in a newline), a blank line, and the resource section
    with the `mlir_reproducer` entry (added to a copy of `resources`)."""
    merged = copy.deepcopy(resources or {})
    entry: dict[str, str | bool] = {"pipeline": pipeline}
    if options.disable_threading is not None:
        entry["disable_threading"] = options.disable_threading
    if options.verify_each is not None:
        entry["verify_each"] = options.verify_each
    merged.setdefault(GROUP, {})[OWNER] = entry
    return f"{ir}\n{print_resources(merged)}"


def load_reproducer(
    text: str, context: Context | None = None, filename: str = "<stdin>"
) -> tuple[Operation, str | None, ReproducerOptions]:
    """Parse a reproducer (ours, or mlir-opt's in generic form): the IR, the
    pipeline text and the recorded options; without an entry, no pipeline and no
    options (mlir-opt then runs nothing). The entry is removed from the context's
    resources, so printing the IR does not repeat it."""
    context = context if context is not None else Context()
    module = parse_source(text, context, filename)
    owners = context.resources.get(GROUP, {})
    entry = owners.pop(OWNER, None)
    if not owners:
        context.resources.pop(GROUP, None)
    if entry is None:
        return module, None, ReproducerOptions(None, None)
    pipeline = entry.get("pipeline")
    if not isinstance(pipeline, str):
        raise ReproducerError(f"'{OWNER}' has no string 'pipeline'")
    options = ReproducerOptions(_flag(entry, "disable_threading"), _flag(entry, "verify_each"))
    return module, pipeline, options


def _flag(entry: dict[str, str | bool], key: str) -> bool | None:
    value = entry.get(key)
    if value is not None and not isinstance(value, bool):
        raise ReproducerError(f"'{OWNER}' entry '{key}' must be a bool")
    return value


def pipeline_text(manager: OpPassManager) -> str:
    """The textual pipeline a reproducer records for `manager`."""
    return f"{manager.anchor_name}({', '.join(_pass_text(p) for p in manager.passes)})"


def _pass_text(pass_: Pass) -> str:
    """One pass (or adaptor) in textual pipeline form."""
    from .pass_manager import OpPassManager  # imported late: pass_manager imports us
    from .pipeline_text import print_pipeline

    holder = OpPassManager(None)
    holder.passes.append(pass_)
    return print_pipeline(holder)[len("any(") : -1]


def _describe(pass_: Pass, op: Operation) -> str:
    """MLIR's `formatPassOpReproducerMessage`: "`Pass` on 'op' operation[: @sym]"."""
    text = f"`{pass_.name}` on '{op.name.name}' operation"
    symbol = symbol_name(op) if Trait.SYMBOL in op.name.traits else None
    return text + (f": @{symbol}" if symbol is not None else "")
