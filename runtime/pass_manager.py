"""Pass managers: `OpPassManager`, the top-level `PassManager`, and the adaptor
that runs nested pipelines on the ops directly nested under the current one.

Nested pipelines run op by op (all passes on the first function, then the
next), dispatching on `OperationName` identity. Failures, exceptions in passes
and verifier errors become diagnostics on the context, never crashes.
"""

from __future__ import annotations

import contextvars
import os
import sys
import threading
from collections.abc import Callable, Iterable, Iterator
from enum import Enum
from typing import TYPE_CHECKING, TextIO

from .analysis import AnalysisManager, PreservedAnalyses
from .instrumentation import (
    ANALYSIS_HOOKS,
    PASS_HOOKS,
    PIPELINE_HOOKS,
    PassInstrumentation,
    PassInstrumentor,
)
from .ir import Context, Diagnostic, Operation, OperationName, Trait, verify
from .ir.actions import ADAPTOR_NAME, executing, pass_execution
from .ir.collector import collector_paused
from .ir.context import DialectNotLoadedError
from .ir.diagnostics import VerificationError
from .ir.dialects import DEFAULT_REGISTRY
from .pass_ import Pass

if TYPE_CHECKING:
    from .ir_printing import IRPrinter
    from .reproducer import CrashReproducer, ReproducerOutput
    from .timing import PassTiming


class Nesting(Enum):
    """Whether adding a pass anchored elsewhere nests implicitly (MLIR's Nesting)."""

    EXPLICIT = "explicit"
    IMPLICIT = "implicit"


class PassAnchorError(ValueError):
    """A pass was added to a pass manager anchored on another op."""


class OpPassManager:
    """A list of passes to run on ops named `anchor` (None: any op, `nest_any`)."""

    def __init__(self, anchor: str | None = "builtin.module", nesting: Nesting = Nesting.EXPLICIT):
        self.anchor = anchor
        self.nesting = nesting
        self.passes: list[Pass] = []
        self.initialized_generation = -1

    @property
    def anchor_name(self) -> str:
        return self.anchor if self.anchor is not None else "any"

    def add_pass(self, pass_: Pass) -> None:
        """Append a pass; one anchored on another op is rejected (or nested if implicit)."""
        wanted = pass_.op_name
        if wanted is not None and wanted != self.anchor:
            if self.nesting is Nesting.IMPLICIT and self.anchor is not None:
                self.nest(wanted).add_pass(pass_)
                return
            raise PassAnchorError(
                f"pass '{pass_.name}' anchored on '{wanted}' added to pipeline anchored on "
                f"'{self.anchor_name}'"
            )
        self.passes.append(pass_)

    def nest(self, op_name: str | None) -> OpPassManager:
        """A nested pass manager for ops named `op_name` directly inside the anchor.

        Each call adds a new adaptor, as MLIR's `nest` does; adjacent adaptors are
        merged when the pipeline first runs (`finalize_pass_list`).
        """
        nested = OpPassManager(op_name, self.nesting)
        self.passes.append(OpToOpPassAdaptor([nested]))
        return nested

    def nest_any(self) -> OpPassManager:
        """A nested, op-agnostic pass manager (MLIR's `nestAny`)."""
        return self.nest(None)

    def clone(self) -> OpPassManager:
        """A deep copy (iterative: pipelines may nest thousands of levels deep)."""
        copy = OpPassManager(self.anchor, self.nesting)
        work = [(self, copy)]
        while work:
            source, target = work.pop()
            for pass_ in source.passes:
                if isinstance(pass_, OpToOpPassAdaptor):
                    managers = [OpPassManager(m.anchor, m.nesting) for m in pass_.managers]
                    target.passes.append(OpToOpPassAdaptor(managers))
                    work.extend(zip(pass_.managers, managers))
                else:
                    target.passes.append(pass_.clone())
        return copy

    def walk_passes(self) -> Iterator[Pass]:
        """Every pass, nested ones included, in pipeline order."""
        pending = [iter(self.passes)]
        while pending:
            pass_ = next(pending[-1], None)
            if pass_ is None:
                pending.pop()
                continue
            yield pass_
            if isinstance(pass_, OpToOpPassAdaptor):
                pending.extend(iter(m.passes) for m in reversed(pass_.managers))

    def dependent_dialects(self) -> set[str]:
        return {d for p in self.walk_passes() for d in p.get_dependent_dialects()}

    def textual_pipeline(self) -> str:
        """MLIR's canonical textual form, `anchor(pass{opts},...)`."""
        from .pipeline_text import print_pipeline

        return print_pipeline(self)

    def dump(self) -> None:
        """Write the indented pipeline to stderr, as MLIR's `OpPassManager::dump` does."""
        from .pipeline_text import dump_pipeline

        sys.stderr.write(dump_pipeline(self))

    def __len__(self) -> int:
        return len(self.passes)

    def __repr__(self) -> str:
        return f"<OpPassManager on '{self.anchor_name}' with {len(self.passes)} passes>"


class OpToOpPassAdaptor(Pass):
    """Runs nested pass managers on the ops directly nested under the current op."""

    name = "OpToOpPassAdaptor"

    def __init__(self, managers: Iterable[OpPassManager]):
        super().__init__()
        self.managers = list(managers)

    def clone(self) -> OpToOpPassAdaptor:
        return OpToOpPassAdaptor([m.clone() for m in self.managers])

    def merge_statistics_into(self, other: Pass) -> None:
        assert isinstance(other, OpToOpPassAdaptor)
        for mine, theirs in zip(self.managers, other.managers):
            for a, b in zip(mine.walk_passes(), theirs.walk_passes()):
                if not isinstance(a, OpToOpPassAdaptor):
                    a.merge_statistics_into(b)


def finalize_pass_list(manager: OpPassManager) -> None:
    """Merge adjacent adaptors in place, at every level (MLIR's `finalizePassList`)."""
    work = [manager]
    while work:
        current = work.pop()
        _merge_adjacent_adaptors(current)
        for pass_ in current.passes:
            if isinstance(pass_, OpToOpPassAdaptor):
                work.extend(pass_.managers)


def _merge_adjacent_adaptors(manager: OpPassManager) -> None:
    merged: list[Pass] = []
    last: OpToOpPassAdaptor | None = None
    for pass_ in manager.passes:
        if isinstance(pass_, OpToOpPassAdaptor):
            if last is not None and _try_merge_into(pass_, last):
                continue
            last = pass_
        else:
            last = None
        merged.append(pass_)
    manager.passes = merged


def _try_merge_into(adaptor: OpToOpPassAdaptor, into: OpToOpPassAdaptor) -> bool:
    """MLIR's `tryMergeInto`: managers with the same anchor concatenate, others join;
    an op-agnostic manager never merges with another adaptor's managers (it could be
    scheduled on their ops). Afterwards managers are sorted by anchor, agnostic last."""
    if any(m.anchor is None for m in adaptor.managers) and into.managers:
        return False
    if any(m.anchor is None for m in into.managers) and adaptor.managers:
        return False
    for manager in adaptor.managers:
        existing = next((m for m in into.managers if m.anchor == manager.anchor), None)
        if existing is None:
            into.managers.append(manager)
        else:
            existing.passes.extend(manager.passes)
    into.managers.sort(key=lambda m: (m.anchor is None, m.anchor or ""))
    return True


PlanEntry = tuple[Pass, bool, bool, str]
"""A pipeline's pass, whether it is an adaptor, whether it is filtered, its label."""


class ExecutionState(PreservedAnalyses):
    """What a pass sees while it runs on one op, and the analyses it declared preserved."""

    __slots__ = ("op", "analyses", "failed", "executor")

    def __init__(
        self,
        op: Operation,
        analyses: AnalysisManager,
        executor: PassExecutor,
        preserved_names: tuple[str, ...],
    ):
        super().__init__(preserved_names)
        self.op = op
        self.analyses = analyses
        self.failed = False
        self.executor = executor


class PassExecutor:
    """Runs pipelines for one `PassManager.run` call."""

    def __init__(self, manager: PassManager):
        self.context = manager.context
        self.running = manager.context.running_pass
        self._plans: dict[OpPassManager, list[PlanEntry]] = {}
        self.verify_each = manager.verify_each
        self.threads = manager.threads
        # Whether sibling ops go to a thread pool: only where its threads can run Python
        # at once, or when asked to anyway (`enable_multithreading`).
        self.pooled = manager.threads > 1 and (manager.pool_under_gil or not gil_enabled())
        instrumentor = manager.instrumentor
        dispatch = instrumentor.dispatcher(serialized=self.pooled)
        # None where no instrumentation listens, so unobserved hooks cost nothing.
        self.pipeline_instrumentor = dispatch if instrumentor.overrides(PIPELINE_HOOKS) else None
        self.instrumentor = dispatch if instrumentor.overrides(PASS_HOOKS) else None
        self.analysis_instrumentor = dispatch if instrumentor.overrides(ANALYSIS_HOOKS) else None
        self.parallel_anchors = manager.parallel_anchors
        # A crash reproducer reports every failure; without one, a silent failure gets an error.
        self.report_silent_failures = manager.crash_reproducer is None
        self.generation = manager._generation
        # Failures already reported: (pass, exception type, message, file, line).
        self._reported: set[tuple[object, ...]] = set()
        self._reported_lock = threading.Lock()

    # -- pipelines ----------------------------------------------------------------

    def run_pipeline(self, manager: OpPassManager, op: Operation, am: AnalysisManager) -> bool:
        if manager.passes and not self._schedulable(op):
            return False
        instrumentor = self.pipeline_instrumentor
        if instrumentor is not None:
            instrumentor.run_before_pipeline(manager.anchor, op)
        plan = self._plans.get(manager)
        if plan is None:
            plan = self._plans[manager] = [
                (p, isinstance(p, OpToOpPassAdaptor), p.is_filtered, p.argument or p.name)
                for p in manager.passes
            ]
        ok = self.run_plan(manager, plan, op, am)
        if instrumentor is not None:
            instrumentor.run_after_pipeline(manager.anchor, op)
        return ok

    def run_plan(
        self, manager: OpPassManager, plan: list[PlanEntry], op: Operation, am: AnalysisManager
    ) -> bool:
        """Run the passes of `manager`'s pipeline (`plan`) on `op` until one fails."""
        observers = op.context.action_observers
        for pass_, is_adaptor, filtered, label in plan:
            if observers:
                name = ADAPTOR_NAME if is_adaptor else pass_.name
                with executing(observers, lambda: pass_execution(name, op)):
                    ok = self._run_entry(pass_, is_adaptor, filtered, label, op, am)
            elif is_adaptor:
                ok = self.run_adaptor(pass_, op, am)  # type: ignore[arg-type]
            else:
                ok = self.run_pass(pass_, op, am, filtered, label)
            if not ok:
                return False
        return True

    def _run_entry(
        self,
        pass_: Pass,
        is_adaptor: bool,
        filtered: bool,
        label: str,
        op: Operation,
        am: AnalysisManager,
    ) -> bool:
        if is_adaptor:
            return self.run_adaptor(pass_, op, am)  # type: ignore[arg-type]
        return self.run_pass(pass_, op, am, filtered, label)

    def run_nested(self, manager: OpPassManager, op: Operation, am: AnalysisManager) -> bool:
        """Run an adaptor's pipeline on one of its ops."""
        return self.run_pipeline(manager, op, am)

    def finish(self) -> None:
        """Called when the top-level pipeline has run."""

    def run_dynamic(
        self, manager: OpPassManager, op: Operation, am: AnalysisManager, parent: Pass
    ) -> bool:
        """`Pass.run_pipeline`: initialize once per run, then run with shared analyses."""
        if manager.initialized_generation != self.generation:
            missing = sorted(manager.dependent_dialects() - set(self.context.loaded_dialects))
            if missing:
                self._error(
                    op,
                    f"the dynamic pipeline of pass '{parent.argument or parent.name}' needs "
                    f"dialect '{missing[0]}', which is not loaded; add it to the pass's "
                    "dependent_dialects",
                )
                return False
            finalize_pass_list(manager)
            if not _initialize(manager, self.context):
                return False
            manager.initialized_generation = self.generation
        if not self._check_anchor(manager, op):
            return False
        previous = self.running.name
        try:
            return self.run_pipeline(manager, op, am)
        finally:
            self.running.name = previous

    def _check_anchor(self, manager: OpPassManager, op: Operation) -> bool:
        if manager.anchor is not None and manager.anchor != op.name.name:
            self._error(op, f"can't run '{manager.anchor}' pass manager on '{op.name.name}' op")
            return False
        return True

    # -- one pass -------------------------------------------------------------------

    def run_pass(
        self, pass_: Pass, op: Operation, am: AnalysisManager, filtered: bool, label: str
    ) -> bool:
        """Run one (non-adaptor) pass on `op`; `filtered` and `label` are precomputed per pipeline."""
        if filtered and not pass_.can_schedule_on(op):
            self._error(op, "trying to schedule a pass on an unsupported operation", prefix=True)
            return False
        state = ExecutionState(op, am, self, pass_.preserves)
        saved = pass_._state
        pass_._state = state
        am.pass_ = pass_
        running = self.running
        outer = running.name
        running.name = label
        errors = running.errors
        instrumentor = self.instrumentor
        if instrumentor is not None:
            instrumentor.run_before_pass(pass_, op)
        try:
            if pass_.run_on_operation() is not None:  # type: ignore[func-returns-value]
                self._error(
                    op,
                    f"{_failed(label, op)}: run_on_operation returned a value; "
                    "passes fail with signal_pass_failure()",
                )
                state.failed = True
        except DialectNotLoadedError as exc:
            state.failed = True
            self._error(op, str(exc))
        except KeyboardInterrupt:
            raise  # Ctrl-C stops the whole run
        except BaseException as exc:  # sys.exit() too: a crashing pass fails, nothing more
            state.failed = True
            self._exception(label, op, exc)
        finally:
            pass_._state = saved
            running.name = outer
        failed = state.failed
        if failed and running.errors == errors and self.report_silent_failures:
            self._error(op, _failed(label, op))  # mlir-opt would fail silently
        if not failed and self.verify_each and not state.all:
            try:
                verify(op)
            except VerificationError as exc:
                self.context.emit(exc.diagnostic)
                failed = True
        if instrumentor is not None:
            if failed:
                instrumentor.run_after_pass_failed(pass_, op)
            else:
                instrumentor.run_after_pass(pass_, op)
        if not failed and not state.all:
            am.invalidate(state)
        return not failed

    def _schedulable(self, op: Operation) -> bool:
        """Pipelines run only on registered IsolatedFromAbove ops (checked once per op)."""
        if op.name.definition is None:
            self._error(op, "trying to schedule a pass on an unregistered operation", prefix=True)
            return False
        if Trait.ISOLATED_FROM_ABOVE not in op.name.traits:
            self._error(
                op,
                "trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'",
                prefix=True,
            )
            return False
        return True

    # -- the adaptor ------------------------------------------------------------------

    def run_adaptor(self, adaptor: OpToOpPassAdaptor, op: Operation, am: AnalysisManager) -> bool:
        context = op.context
        exact: dict[OperationName, OpPassManager] = {}
        agnostic: list[OpPassManager] = []
        for manager in adaptor.managers:
            if manager.anchor is None:
                agnostic.append(manager)
            else:
                try:
                    exact.setdefault(context.get_op_name(manager.anchor), manager)
                except Exception:  # an anchor nobody registered matches no op
                    continue
        work: list[tuple[Operation, OpPassManager]] = []
        for region in op.regions:
            for block in region.blocks:
                child = block._first
                while child is not None:
                    found = exact.get(child.name)
                    if found is None and agnostic:
                        found = self._agnostic_manager(agnostic, child)
                    if found is not None:
                        work.append((child, found))
                    child = child._next
        fan_out = self._parallel(adaptor, work)
        if fan_out:
            self.fanned_out()
        if fan_out and self.pooled:
            ok = self._run_parallel(adaptor, work, am)
        else:
            # As MLIR's sequential adaptor, a failure on one op does not stop its siblings.
            ok = all([self.run_nested(manager, child, am.nest(child)) for child, manager in work])
        am.invalidate(PreservedAnalyses())  # the adaptor preserves nothing above
        return ok

    @staticmethod
    def _agnostic_manager(managers: list[OpPassManager], op: Operation) -> OpPassManager | None:
        if op.name.definition is None or Trait.ISOLATED_FROM_ABOVE not in op.name.traits:
            return None
        for manager in managers:
            if all(p.can_schedule_on(op) for p in manager.passes):
                return manager
        return None

    def fanned_out(self) -> None:
        """Called when an adaptor runs its ops as threaded (on the pool or not)."""

    def _parallel(
        self, adaptor: OpToOpPassAdaptor, work: list[tuple[Operation, OpPassManager]]
    ) -> bool:
        """Whether threading applies to this adaptor's ops (MLIR's threaded adaptor)."""
        if self.threads <= 1 or len(work) < 2:
            return False
        anchors = self.parallel_anchors
        return anchors is None or any(m.anchor in anchors for m in adaptor.managers)

    def _run_parallel(
        self,
        adaptor: OpToOpPassAdaptor,
        work: list[tuple[Operation, OpPassManager]],
        am: AnalysisManager,
    ) -> bool:
        """Run the work list on a thread pool; each worker has its own pass clones.

        Diagnostics are replayed in op order, and statistics merged back, so the
        outcome equals a single-threaded run's.
        """
        local = threading.local()
        clones: list[OpToOpPassAdaptor] = []
        clones_lock = threading.Lock()
        index_of = {id(m): i for i, m in enumerate(adaptor.managers)}

        def run_one(item: tuple[Operation, OpPassManager]) -> tuple[bool, list[Diagnostic]]:
            child, manager = item
            clone = getattr(local, "clone", None)
            if clone is None:
                clone = local.clone = adaptor.clone()
                with clones_lock:
                    clones.append(clone)
            captured: list[Diagnostic] = []
            handlers = self.context.thread_diagnostic_handlers()
            handlers.append(captured.append)
            try:
                fresh = AnalysisManager(child, None, am.instrumentor)
                ok = self.run_nested(clone.managers[index_of[id(manager)]], child, fresh)
            finally:
                handlers.pop()
            return ok, captured

        from concurrent.futures import ThreadPoolExecutor  # not at start-up: threaded runs only

        pool = ThreadPoolExecutor(max_workers=self.threads)
        # Each task sees the caller's context variables (the active pass registry, ...).
        contexts = [contextvars.copy_context() for _ in work]
        try:
            results = list(pool.map(lambda c, w: c.run(run_one, w), contexts, work))
        except BaseException:  # Ctrl-C: start nothing new, wait for nothing
            pool.shutdown(wait=False, cancel_futures=True)
            raise
        pool.shutdown()
        for clone in clones:
            clone.merge_statistics_into(adaptor)
        ok = True
        for succeeded, diagnostics in results:
            for diagnostic in diagnostics:
                self.context.emit(diagnostic)
            ok = ok and succeeded
        return ok

    # -- diagnostics ----------------------------------------------------------------------

    def _error(self, op: Operation, message: str, prefix: bool = False) -> None:
        text = f"'{op.name.name}' op {message}" if prefix else message
        self.context.emit(Diagnostic("error", text, op.location))

    def _exception(self, label: str, op: Operation, exc: BaseException) -> None:
        """Report a pass that raised: once per pass and place (not once per op it ran on),
        at the innermost frame of the pass author's code, with the whole traceback on
        request."""
        import traceback  # a pass failed: not imported at start-up
        from pathlib import Path

        runtime = Path(__file__).resolve().parent  # reported: the innermost frame outside it
        frames = traceback.extract_tb(exc.__traceback__)
        authors = [f for f in frames if not Path(f.filename).resolve().is_relative_to(runtime)]
        frame = (authors or frames)[-1]
        key = (label, type(exc), str(exc), frame.filename, frame.lineno)
        with self._reported_lock:
            if key in self._reported:
                self.running.errors += 1  # reported already: not a silent failure either
                return
            self._reported.add(key)
        diagnostic = Diagnostic(
            "error", f"{_failed(label, op)}: {describe_exception(exc)}", op.location
        )
        diagnostic.notes.append(
            Diagnostic(
                "note", f"raised at {frame.filename}:{frame.lineno} in {frame.name}", op.location
            )
        )
        if self.context.print_stacktrace_on_diagnostic or os.environ.get("PASSGEN_TRACEBACK"):
            stack = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
            diagnostic.notes.append(Diagnostic("note", stack.rstrip("\n"), op.location))
        self.context.emit(diagnostic)


def gil_enabled() -> bool:
    """Whether the GIL keeps threads from running Python at once (checked per run: a
    free-threaded build enables it again for extensions that need it)."""
    return getattr(sys, "_is_gil_enabled", lambda: True)()


def _failed(label: str, op: Operation) -> str:
    return f"pass '{label}' failed on '{op.name.name}' op"


def describe_exception(exc: BaseException) -> str:
    """`ValueError: its message`, or the type alone (`SystemExit` from `sys.exit()`)."""
    text = str(exc)
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def _check_schedulable(manager: OpPassManager, context: Context) -> bool:
    """MLIR's finalizePassList check: an interface pass in a pass manager anchored on a
    registered op must be schedulable on that op."""
    pending = [manager]
    while pending:
        current = pending.pop()
        for pass_ in current.passes:
            if isinstance(pass_, OpToOpPassAdaptor):
                pending.extend(pass_.managers)
                continue
            if current.anchor is None or pass_.interface is None:
                continue
            try:
                name = context.get_op_name(current.anchor)
            except Exception:  # an anchor nobody registered: nothing to check against
                continue
            if name.definition is not None and not any(
                pass_.interface in (t.value, t.name) for t in name.traits
            ):
                context.emit(
                    Diagnostic(
                        "error",
                        f"unable to schedule pass '{pass_.name}' on a PassManager intended "
                        f"to run on '{current.anchor}'!",
                    )
                )
                return False
    return True


def _initialize(manager: OpPassManager, context: Context) -> bool:
    if not _check_schedulable(manager, context):
        return False
    for pass_ in manager.walk_passes():
        if isinstance(pass_, OpToOpPassAdaptor):
            continue
        if pass_.initialize(context) is False:
            context.emit(
                Diagnostic("error", f"failed to initialize pass '{pass_.argument or pass_.name}'")
            )
            return False
    return True


class PassManager(OpPassManager):
    """The top-level pass manager: configuration plus `run`."""

    def __init__(
        self,
        context: Context,
        anchor: str = "builtin.module",
        nesting: Nesting = Nesting.EXPLICIT,
    ):
        super().__init__(anchor, nesting)
        self.context = context
        self.verify_each = True
        self.instrumentor = PassInstrumentor()
        self.threads = 1
        self.pool_under_gil = False
        self.parallel_anchors: set[str | None] | None = None
        self._generation = 0
        self.crash_reproducer: CrashReproducer | None = None
        self.timing: PassTiming | None = None

    def enable_verifier(self, enabled: bool = True) -> None:
        self.verify_each = enabled

    def enable_multithreading(
        self,
        enabled: bool = True,
        *,
        threads: int = 4,
        anchors: Iterable[str | None] | None = None,
        under_gil: bool = False,
    ) -> None:
        """Run sibling isolated ops on a thread pool; `anchors` limits which nesting
        levels fan out (e.g. only `gpu.module`), None meaning every level.

        Under the GIL (CPython's default build) threads cannot run passes' Python at
        once and the pool only adds cost, so the ops run in order on the calling
        thread unless `under_gil` (for passes that mostly wait outside the GIL). The
        outcome is the same either way, and threading counts as enabled for what it
        excludes (module-scope IR printing, local reproducers) and the timing report's
        layout, as in mlir-opt."""
        self.threads = threads if enabled else 1
        self.pool_under_gil = under_gil
        self.parallel_anchors = set(anchors) if anchors is not None else None

    def enable_crash_reproducer(
        self, output: ReproducerOutput, local: bool = False, generic: bool | None = None
    ) -> None:
        """On a pass failure or exception, write a reproducer to the file `output` (or
        to the stream it returns, if callable) and report it; `local` records only the
        failing pass and the IR right before it (needs threading off), else the whole
        pipeline and the input; `generic` prints the IR in the generic form (None: as the
        context's `print_op_generic`)."""
        if self.crash_reproducer is not None:
            self.instrumentor.remove(self.crash_reproducer)
        from .reproducer import CrashReproducer

        self.crash_reproducer = CrashReproducer(self, output, local, generic)
        self.add_instrumentation(self.crash_reproducer)

    def add_instrumentation(self, instrumentation: PassInstrumentation) -> None:
        self.instrumentor.add(instrumentation)

    def enable_timing(
        self,
        display: str = "tree",
        output_format: str = "text",
        stream: TextIO | None = None,
        timing: PassTiming | None = None,
    ) -> PassInstrumentation:
        """Time passes and analyses; the report (mlir-opt's `--mlir-timing` layout,
        `display` tree|list, `output_format` text|json) goes to `stream` (default
        stderr) when `run` finishes. A tool that times its own phases too passes its
        `timing` (which has its own layout and reports when the tool says)."""
        from .timing import PassTiming

        if self.timing is not None:
            self.instrumentor.remove(self.timing)
        self.timing = timing or PassTiming(self, display, output_format, stream)
        self.add_instrumentation(self.timing)
        return self.timing

    def enable_statistics(self, display: str = "pipeline", stream: TextIO | None = None) -> None:
        """Write the pass statistics report (`display` pipeline|list, mlir-opt's
        `--mlir-pass-statistics` layout) to `stream` (default stderr) after each `run`."""
        from .statistics_report import PassStatistics

        self.add_instrumentation(PassStatistics(self, display, stream))

    def enable_ir_printing(
        self,
        before: Callable[[Pass, Operation], bool] | None = None,
        after: Callable[[Pass, Operation], bool] | None = None,
        *,
        after_only_on_change: bool = False,
        after_only_on_failure: bool = False,
        module_scope: bool = False,
        tree_dir: str | None = None,
        stream: TextIO | None = None,
        debuginfo: bool = False,
        generic: bool | None = None,
    ) -> IRPrinter:
        """Dump the IR before/after the passes the filters select, to `stream`
        (stderr) or one file per dump under `tree_dir`; see `ir_printing.IRPrinter`, which
        this returns (its `unwritten` counts the dumps that could not be written).
        `module_scope` prints the whole top-level op and needs threading off; `generic`
        prints every op in the generic form (None: as the context's `print_op_generic`)."""
        from .ir_printing import IRPrinter

        printer = IRPrinter(
            self,
            before,
            after,
            after_only_on_change=after_only_on_change,
            after_only_on_failure=after_only_on_failure,
            module_scope=module_scope,
            tree_dir=tree_dir,
            stream=stream,
            debuginfo=debuginfo,
            generic=generic,
        )
        self.add_instrumentation(printer)
        return printer

    def _load_dependent_dialects(self, executor: PassExecutor, op: Operation) -> bool:
        """Load what the passes depend on; a dialect nobody registered is an error naming
        the pass (and its spec) that asked for it."""
        for pass_ in self.walk_passes():
            for dialect in pass_.get_dependent_dialects():
                if dialect not in self.context.registry and dialect in DEFAULT_REGISTRY:
                    # A pass registers what it depends on (MLIR's getDependentDialects).
                    self.context.register_dialect(dialect, DEFAULT_REGISTRY[dialect])
                if dialect not in self.context.registry:
                    executor._error(
                        op,
                        f"{type(pass_).described()} depends on dialect '{dialect}', "
                        "which is not registered (Context.register_dialect)",
                    )
                    return False
        self.context.load_dialects(self.dependent_dialects())
        return True

    def run(self, op: Operation) -> bool:
        """Run the pipeline on `op`; True on success (diagnostics go to the context)."""
        finalize_pass_list(self)
        executor = self.timing.executor(self) if self.timing is not None else PassExecutor(self)
        if not executor._check_anchor(self, op):
            return False
        self._generation += 1
        executor.generation = self._generation
        context = self.context
        if not self._load_dependent_dialects(executor, op):
            return False
        if not _initialize(self, context):
            return False
        self.initialized_generation = self._generation
        reproducer = self.crash_reproducer
        if reproducer is not None and not reproducer.begin(op):
            return False
        am = AnalysisManager(op, None, executor.analysis_instrumentor)
        context.loading_frozen = True
        try:
            with collector_paused():  # passes make many objects: see `collector_paused`
                succeeded = executor.run_pipeline(self, op, am)
                executor.finish()
                if reproducer is not None:
                    reproducer.finish(succeeded)
                return succeeded
        finally:
            context.loading_frozen = False
