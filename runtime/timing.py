"""Pass timing (MLIR's PassTiming + DefaultTimingManager): a tree of timers that
mirrors the pipeline, reported as mlir-opt-22's `--mlir-timing` report.

Pass timers nest in their pipeline's timer, analyses (`(A) Name`) in the pass
that computed them, nested pipelines (`'func.func' Pipeline`) in their adaptor,
whose own timer (`Pipeline Collection : [...]`) is hidden from the tree when it
holds a single pipeline. As in MLIR, dynamic pipelines nest in the root timer.
Timers started on worker threads are kept per thread and merged when reporting:
wall time is the longest thread's, user time the sum of all threads'.

The pass manager runs a `TimedPassExecutor` when timing is on: it keeps the
timers itself, in its loop over a pipeline's passes, instead of through
instrumentation hooks, which keeps timing's cost near one clock reading per pass.

A tool times its own phases around the pipeline as mlir-opt does (`Parser`,
`Output`: `PassTiming.phase`) with a timing that reports when the tool says
(`report_on_finish=False`): Total is then the time since the timing began, and
Rest what no row accounts for. Otherwise Total is the pipeline's run time.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from threading import get_ident
from time import perf_counter
from typing import TYPE_CHECKING, Any, TextIO

from .instrumentation import PassInstrumentation
from .ir import Operation
from .pass_manager import PassExecutor, PlanEntry

if TYPE_CHECKING:
    from .analysis import AnalysisManager
    from .pass_ import Pass
    from .pass_manager import OpPassManager, PassManager

DISPLAYS = ("tree", "list")
FORMATS = ("text", "json")
_DESCRIPTION = "... Execution time report ..."
BANNER = "===" + "-" * 73 + "===\n" + " " * ((80 - len(_DESCRIPTION)) // 2) + _DESCRIPTION + "\n"
BANNER += "===" + "-" * 73 + "===\n"


class Timer:
    """One node of the timing tree; `wall` accumulates seconds on its thread."""

    __slots__ = (
        "name",
        "thread",
        "wall",
        "user",
        "children",
        "async_children",
        "hidden",
        "start",
        "plan",
        "sequence",
        "by_pass",
    )

    def __init__(self, name: str, thread: int, hidden: bool = False):
        self.name = name
        self.thread = thread
        self.wall = 0.0
        self.user = 0.0
        self.children: dict[Any, Timer] = {}
        self.async_children: dict[int, dict[Any, Timer]] = {}
        self.hidden = hidden
        self.start = 0.0
        self.plan: list[PlanEntry] | None = None  # a pipeline's plan, with
        self.sequence: list[tuple[Any, ...]] = []  # its entries with their timers,
        self.by_pass: dict[Any, Timer] = {}  # and by pass

    def nest(self, key: Any, name: str) -> Timer:
        """The child for `key`, kept apart per thread when nested from another thread."""
        thread = get_ident()
        children = (
            self.children if thread == self.thread else self.async_children.setdefault(thread, {})
        )
        child = children.get(key)
        if child is None:
            child = children[key] = Timer(name, thread)
        return child

    def set_plan(self, plan: list[PlanEntry]) -> None:
        """Make this the timer of a pipeline running `plan`: one child per pass,
        `sequence` the plan's entries with their timers."""
        children = self.children
        self.plan = plan
        self.sequence = [
            (
                *entry,
                children.get(index)
                or children.setdefault(index, _pass_timer(entry[0], self.thread)),
            )
            for index, entry in enumerate(plan)
        ]
        self.by_pass = {entry[0]: entry[-1] for entry in self.sequence}

    def finalize(self) -> None:
        """Fold other threads' timers in (MLIR's `TimerImpl::finalize`)."""
        self._add_async_user_time()
        self._merge_async_children()

    def _add_async_user_time(self) -> float:
        self.user = self.wall
        added = sum(child._add_async_user_time() for child in self.children.values())
        for children in self.async_children.values():
            for child in children.values():
                child._add_async_user_time()
                added += child.user
        self.user += added
        return added

    def _merge_async_children(self) -> None:
        for child in self.children.values():
            child._merge_async_children()
        for children in self.async_children.values():
            for key, child in children.items():
                child._merge_async_children()
                self._merge_child(key, child)
        self.async_children = {}

    def _merge_child(self, key: Any, other: Timer) -> None:
        into = self.children.get(key)
        if into is None:
            self.children[key] = other
            return
        into.wall = max(into.wall, other.wall)
        into.user += other.user
        for child_key, child in other.children.items():
            into._merge_child(child_key, child)

    def walk(self) -> Iterator[Timer]:
        yield self
        for child in self.children.values():
            yield from child.walk()


class PassTiming(PassInstrumentation):
    """The timer tree of one pass manager, reported when its run ends.

    The pass manager's executor (`TimedPassExecutor`) times pipelines and
    passes itself, folding the timer bookkeeping into its loop; this
    instrumentation only times analyses, nested in the timer on top of the
    running thread's stack.
    """

    def __init__(
        self,
        pm: OpPassManager | None = None,
        display: str = "tree",
        output_format: str = "text",
        stream: TextIO | None = None,
        report_on_finish: bool = True,
    ):
        if display not in DISPLAYS:
            raise ValueError(f"unknown timing display '{display}': expected tree or list")
        if output_format not in FORMATS:
            raise ValueError(
                f"unknown timing output format '{output_format}': expected text or json"
            )
        self.pm = pm
        self.display = display
        self.output_format = output_format
        self.stream = stream
        self.report_on_finish = report_on_finish
        self.root = _root()
        self.started = perf_counter()
        self.threaded = False  # whether an adaptor ran its ops threaded (set by the executor)
        self._local = threading.local()

    def stack(self) -> list[Timer]:
        """The running thread's open timers, innermost last."""
        try:
            return self._local.stack  # type: ignore[no-any-return]
        except AttributeError:
            stack: list[Timer] = []
            self._local.stack = stack
            return stack

    def executor(self, pm: PassManager) -> TimedPassExecutor:
        return TimedPassExecutor(pm, self)

    def run_before_analysis(self, kind: type, op: Operation, pass_: Pass | None) -> None:
        stack = self.stack()
        parent = stack[-1] if stack else self.root
        if parent.plan is not None:  # a pipeline's timer: nest in the running pass's
            parent = parent.by_pass.get(pass_, parent)
        timer = parent.nest(kind, f"(A) {kind.__name__}")
        stack.append(timer)
        timer.start = perf_counter()

    def run_after_analysis(self, kind: type, op: Operation, pass_: Pass | None) -> None:
        now = perf_counter()
        timer = self._local.stack.pop()
        timer.wall += now - timer.start

    @contextmanager
    def phase(self, name: str) -> Iterator[None]:
        """Time a phase of the tool around the pipeline (mlir-opt's `Parser`, `Output`):
        a row of its own in the root."""
        timer = self.root.nest(name, name)
        start = perf_counter()
        try:
            yield
        finally:
            timer.wall += perf_counter() - start

    def report(self) -> None:
        """Write the report and start afresh (as MLIR prints when its manager goes)."""
        if not self.report_on_finish:  # a tool's: everything since the timing began
            self.root.wall = perf_counter() - self.started
        self.root.finalize()
        stream = self.stream if self.stream is not None else sys.stderr
        stream.write(format_report(self.root, self.display, self.output_format, self.threaded))
        stream.flush()
        self.root = _root()
        self.started = perf_counter()
        self.threaded = False


class TimedPassExecutor(PassExecutor):
    """A pass executor that times what it runs: the top-level pipeline is the root
    timer; a pass's timer nests in its pipeline's; an adaptor's
    (`Pipeline Collection : [...]`, hidden when it holds one pipeline) holds its
    pipelines' (`'func.func' Pipeline`); dynamic pipelines nest in the root, as
    in MLIR. Timers opened on worker threads are kept per thread (`Timer.nest`).
    """

    def __init__(self, pm: PassManager, timing: PassTiming):
        super().__init__(pm)
        self.timing = timing
        self.single = not self.pooled
        self._adaptors: dict[Operation, Timer] = {}  # op -> the adaptor timer open on it
        # The timer of each pipeline; with threads, per (pipeline, thread).
        self._frames: dict[Any, Timer] = {self._key(pm): timing.root}

    def _key(self, manager: OpPassManager) -> Any:
        return manager if self.single else (manager, get_ident())

    def run_dynamic(
        self, manager: OpPassManager, op: Operation, am: AnalysisManager, parent: Pass
    ) -> bool:
        self._frames[self._key(manager)] = self.timing.root.nest(
            manager.anchor, _pipeline_name(manager.anchor)
        )
        return super().run_dynamic(manager, op, am, parent)

    def fanned_out(self) -> None:
        self.timing.threaded = True

    def finish(self) -> None:
        if self.timing.report_on_finish:
            self.timing.report()

    def run_plan(
        self, manager: OpPassManager, plan: list[PlanEntry], op: Operation, am: AnalysisManager
    ) -> bool:
        """The base loop, timing its pipeline and, with one clock reading per pass,
        its passes: each pass's time runs from the previous reading. The
        pipeline's timer is on the stack while it runs, for analyses to nest in."""
        key = self._key(manager)
        frame = self._frames.get(key)
        if frame is None:  # an adaptor's pipeline, first run (on this thread)
            adaptor = self._adaptors[op.parent_op]  # type: ignore[index]
            frame = self._frames[key] = adaptor.nest(manager.anchor, _pipeline_name(manager.anchor))
        if frame.plan is not plan:
            frame.set_plan(plan)
        stack = self.timing.stack()
        stack.append(frame)
        clock = perf_counter
        start = last = clock()
        ok = True
        for pass_, is_adaptor, filtered, label, timer in frame.sequence:
            if is_adaptor:
                self._adaptors[op] = timer
                ok = self.run_adaptor(pass_, op, am)  # type: ignore[arg-type]
                del self._adaptors[op]
            else:
                ok = self.run_pass(pass_, op, am, filtered, label)
            now = clock()
            timer.wall += now - last
            last = now
            if not ok:
                break
        frame.wall += last - start
        stack.pop()
        return ok


def _root() -> Timer:
    return Timer("root", get_ident(), hidden=True)


def _pipeline_name(anchor: str | None) -> str:
    return f"'{anchor if anchor is not None else 'any'}' Pipeline"


def adaptor_name(anchors: list[str | None]) -> str:
    """MLIR's `getAdaptorName`: op-specific anchors sorted, then `any`."""
    ordered = sorted((a is None, a or "any") for a in anchors)
    return "Pipeline Collection : [" + ", ".join(f"'{a}'" for _, a in ordered) + "]"


def _pass_timer(pass_: Pass, thread: int) -> Timer:
    """A pass's timer; an adaptor's is named after its pipelines and hidden when
    it holds a single one."""
    managers = getattr(pass_, "managers", None)
    if managers is None:
        return Timer(pass_.name, thread)
    anchors = [m.anchor for m in managers]
    return Timer(adaptor_name(anchors), thread, hidden=len(anchors) <= 1)


# -- formatting ------------------------------------------------------------------------


def format_report(
    root: Timer, display: str = "tree", output_format: str = "text", threaded: bool = False
) -> str:
    """The report of a finalized timer tree, laid out as mlir-opt-22 prints it; user
    times are shown when they differ from wall times, or an adaptor ran its ops
    `threaded` (mlir-opt's then differ; ours are equal where its ops ran in order)."""
    out = _Json(root, threaded) if output_format == "json" else _Text(root, threaded)
    if display == "list":
        merged: dict[str, list[float]] = {}
        for timer in root.walk():
            times = merged.setdefault(timer.name, [0.0, 0.0])
            times[0] += timer.wall
            times[1] += timer.user
        for name, (wall, user) in sorted(merged.items(), key=lambda item: -item[1][0]):
            out.list_entry(name, wall, user)
    else:
        _tree(out, root, 0)
    rest_wall = root.wall - sum(c.wall for c in root.children.values())
    rest_user = root.user - sum(c.user for c in root.children.values())
    out.list_entry("Rest", rest_wall, rest_user)
    out.list_entry("Total", root.wall, root.user, last=True)
    return out.finish()


def _tree(out: _Text | _Json, timer: Timer, indent: int) -> None:
    child_indent = indent
    if not timer.hidden:
        out.tree_entry(indent, timer.name, timer.wall, timer.user)
        child_indent += 2
    for child in timer.children.values():
        _tree(out, child, child_indent)
    if not timer.hidden:
        out.tree_entry_end(indent)


def _percent(part: float, total: float) -> float:
    return 100.0 * part / total if total else float("nan")


class _Text:
    """MLIR's OutputTextStrategy."""

    def __init__(self, root: Timer, threaded: bool):
        self.wall = root.wall
        self.user = root.user
        self.show_user = threaded or root.user != root.wall
        self.lines = [BANNER, f"  Total Execution Time: {root.wall:.4f} seconds\n\n"]
        self.lines.append(
            ("  ----User Time----" if self.show_user else "")
            + "  ----Wall Time----  ----Name----\n"
        )

    def time(self, wall: float, user: float) -> str:
        text = ""
        if self.show_user:
            text = f"  {user:8.4f} ({_percent(user, self.user):5.1f}%)"
        return text + f"  {wall:8.4f} ({_percent(wall, self.wall):5.1f}%)  "

    def list_entry(self, name: str, wall: float, user: float, last: bool = False) -> None:
        self.lines.append(f"{self.time(wall, user)}{name}\n")

    def tree_entry(self, indent: int, name: str, wall: float, user: float) -> None:
        self.lines.append(f"{self.time(wall, user)}{' ' * indent}{name}\n")

    def tree_entry_end(self, indent: int) -> None:
        pass

    def finish(self) -> str:
        return "".join(self.lines)


class _Json(_Text):
    """MLIR's OutputJsonStrategy (its exact spacing, not a JSON serializer's)."""

    def __init__(self, root: Timer, threaded: bool):
        self.wall = root.wall
        self.user = root.user
        self.show_user = threaded or root.user != root.wall
        self.lines = ["[\n"]

    def time(self, wall: float, user: float) -> str:
        text = ""
        if self.show_user:
            text = (
                f'"user": {{"duration": {user:8.4f}, '
                f'"percentage": {_percent(user, self.user):5.1f}}}, '
            )
        return text + (
            f'"wall": {{"duration": {wall:8.4f}, "percentage": {_percent(wall, self.wall):5.1f}}}'
        )

    def list_entry(self, name: str, wall: float, user: float, last: bool = False) -> None:
        self.lines.append(f'{{{self.time(wall, user)}, "name": "{name}"}}{"" if last else ","}\n')

    def tree_entry(self, indent: int, name: str, wall: float, user: float) -> None:
        self.lines.append(
            f'{" " * indent}{{{self.time(wall, user)}, "name": "{name}", "passes": [\n'
        )

    def tree_entry_end(self, indent: int) -> None:
        self.lines.append(f"{' ' * indent}{{}}]}},\n")

    def finish(self) -> str:
        return "".join(self.lines) + "]\n"
