"""Pass timing (MLIR's PassTiming + DefaultTimingManager): a tree of timers that
mirrors the pipeline, reported as mlir-opt-22's `--mlir-timing` report.

Pass timers nest in their pipeline's timer, analyses (`(A) Name`) in the pass
that computed them, nested pipelines (`'func.func' Pipeline`) in their adaptor,
whose own timer (`Pipeline Collection : [...]`) is hidden from the tree when it
holds a single pipeline. As in MLIR, dynamic pipelines nest in the root timer.
Timers started on worker threads are kept per thread and merged when reporting:
wall time is the longest thread's, user time the sum of all threads'.

mlir-opt also times its Parser and Output phases; `PassManager.run` only sees
the pipeline, so those rows are absent and Total is the pipeline's run time.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator
from threading import get_ident
from time import perf_counter_ns
from typing import TYPE_CHECKING, Any, TextIO

from .instrumentation import PassInstrumentation
from .ir import Operation

if TYPE_CHECKING:
    from .pass_ import Pass
    from .pass_manager import OpPassManager

DISPLAYS = ("tree", "list")
FORMATS = ("text", "json")
_DESCRIPTION = "... Execution time report ..."
BANNER = "===" + "-" * 73 + "===\n" + " " * ((80 - len(_DESCRIPTION)) // 2) + _DESCRIPTION + "\n"
BANNER += "===" + "-" * 73 + "===\n"


class Timer:
    """One node of the timing tree; `wall` accumulates nanoseconds on its thread.

    While open, a timer holds its start time; a pipeline's or adaptor's timer
    (`frame`) also holds its plan cursor (the index of its next pass), its
    OpPassManager if known, and, for adaptors, the `_Adaptor` being run.
    """

    __slots__ = ("name", "thread", "wall", "user", "children", "async_children", "hidden",
                 "start", "frame", "cursor", "manager", "adaptor")

    def __init__(self, name: str, thread: int, frame: bool = False):
        self.name = name
        self.thread = thread
        self.wall = 0
        self.user = 0
        self.children: dict[Any, Timer] = {}
        self.async_children: dict[int, dict[Any, Timer]] = {}
        self.hidden = False
        self.start = 0
        self.frame = frame
        self.cursor = 0
        self.manager: OpPassManager | None = None
        self.adaptor: _Adaptor | None = None

    def nest(self, key: Any, name: str, frame: bool = False) -> Timer:
        """The child for `key`, kept apart per thread when nested from another thread."""
        thread = get_ident()
        children = self.children if thread == self.thread else self.async_children.setdefault(thread, {})
        child = children.get(key)
        if child is None:
            child = children[key] = Timer(name, thread, frame)
        return child

    def finalize(self) -> None:
        """Fold other threads' timers in (MLIR's `TimerImpl::finalize`)."""
        self._add_async_user_time()
        self._merge_async_children()

    def _add_async_user_time(self) -> int:
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


class _Adaptor:
    """An adaptor being timed: the pass manager does not instrument adaptors, so
    their timers open with their first nested pipeline and close when the
    enclosing pipeline moves on."""

    __slots__ = ("adaptor", "anchors", "visited")

    def __init__(self, adaptor: Any):
        self.adaptor = adaptor
        self.anchors = {m.anchor for m in adaptor.managers} if adaptor is not None else set()
        self.visited: set[Operation] = set()


class PassTiming(PassInstrumentation):
    """Times pipelines, passes and analyses; reports when the top-level pipeline ends.

    Each thread keeps its stack of open timers; per pass, the hooks only move a
    cursor, look a timer up and push/pop it.
    """

    def __init__(
        self,
        pm: OpPassManager | None = None,
        display: str = "tree",
        output_format: str = "text",
        stream: TextIO | None = None,
    ):
        if display not in DISPLAYS:
            raise ValueError(f"unknown timing display '{display}': expected tree or list")
        if output_format not in FORMATS:
            raise ValueError(f"unknown timing output format '{output_format}': expected text or json")
        self.pm = pm
        self.display = display
        self.output_format = output_format
        self.stream = stream
        self.root = _root()
        self._local = threading.local()
        self._running: dict[Operation, list[Timer]] = {}  # op -> stack of the pipeline running on it

    def _stack(self) -> list[Timer]:
        stack: list[Timer] | None = getattr(self._local, "stack", None)
        if stack is None:
            stack = self._local.stack = []
        return stack

    @staticmethod
    def _open(stack: list[Timer], timer: Timer) -> None:
        timer.cursor = 0
        stack.append(timer)
        timer.start = perf_counter_ns()

    @staticmethod
    def _close(stack: list[Timer]) -> Timer:
        now = perf_counter_ns()
        timer = stack.pop()
        timer.wall += now - timer.start
        timer.adaptor = None
        return timer

    def _close_adaptor(self, stack: list[Timer]) -> None:
        if stack and stack[-1].adaptor is not None:
            self._close(stack)

    def _adaptor_frame(self, stack: list[Timer], anchor: str | None, op: Operation) -> _Adaptor:
        """The adaptor, open on `stack`, that runs the pipeline starting on `op`."""
        current = stack[-1].adaptor
        if current is not None and anchor in current.anchors and op not in current.visited:
            return current
        self._close_adaptor(stack)
        parent = stack[-1]
        manager, index = parent.manager, parent.cursor
        adaptor = None
        if manager is not None:
            passes = manager.passes
            while index < len(passes) and getattr(passes[index], "managers", None) is None:
                index += 1
            adaptor = passes[index] if index < len(passes) else None
        parent.cursor = index + 1
        timer = parent.children.get(index)
        if timer is None:
            timer = parent.children[index] = _adaptor_timer(adaptor, anchor, parent.thread)
        self._open(stack, timer)
        timer.adaptor = _Adaptor(adaptor)
        return timer.adaptor

    # -- hooks ----------------------------------------------------------------------

    def run_before_pipeline(self, anchor: str | None, op: Operation) -> None:
        stack = self._stack()
        parent_op = op.parent_op
        owner = self._running.get(parent_op) if parent_op is not None else None  # type: ignore[arg-type]
        if stack and not stack[-1].frame:
            # A dynamic pipeline (started by a pass): MLIR nests it in the root timer.
            self._open(stack, self.root.nest(anchor, _pipeline_name(anchor), frame=True))
        elif owner is None:  # the top-level pipeline is the root timer itself
            self.root.manager = self.pm
            self._open(stack, self.root)
        else:
            frame = self._adaptor_frame(owner, anchor, op)
            frame.visited.add(op)
            timer = owner[-1].nest(anchor, _pipeline_name(anchor), frame=True)
            if frame.adaptor is not None and timer.manager is None:
                timer.manager = next(m for m in frame.adaptor.managers if m.anchor == anchor)
            self._open(stack, timer)
        self._running[op] = stack

    def run_after_pipeline(self, anchor: str | None, op: Operation) -> None:
        stack: list[Timer] = self._local.stack
        self._close_adaptor(stack)
        self._running.pop(op, None)
        if self._close(stack) is self.root and not stack:
            self.report()

    def run_before_pass(self, pass_: Pass, op: Operation) -> None:
        stack: list[Timer] = self._local.stack
        parent = stack[-1]
        if parent.adaptor is not None:
            self._close(stack)
            parent = stack[-1]
        index = parent.cursor
        manager = parent.manager
        if manager is not None:  # skip the adaptors that found nothing to run on
            passes = manager.passes
            while passes[index] is not pass_ and getattr(passes[index], "managers", None) is not None:
                index += 1
        parent.cursor = index + 1
        timer = parent.children.get(index)
        if timer is None:
            timer = parent.children[index] = Timer(pass_.name, parent.thread)
        stack.append(timer)
        timer.start = perf_counter_ns()

    def run_after_pass(self, pass_: Pass, op: Operation) -> None:
        now = perf_counter_ns()
        timer = self._local.stack.pop()
        timer.wall += now - timer.start

    def run_after_pass_failed(self, pass_: Pass, op: Operation) -> None:
        self.run_after_pass(pass_, op)

    def run_before_analysis(self, kind: type, op: Operation, pass_: Pass | None) -> None:
        stack = self._stack()
        timer = (stack[-1] if stack else self.root).nest(kind, f"(A) {kind.__name__}")
        stack.append(timer)
        timer.start = perf_counter_ns()

    def run_after_analysis(self, kind: type, op: Operation, pass_: Pass | None) -> None:
        now = perf_counter_ns()
        timer = self._local.stack.pop()
        timer.wall += now - timer.start

    # -- reporting --------------------------------------------------------------------

    def report(self) -> None:
        """Write the report and start afresh (as MLIR prints when its manager goes)."""
        self.root.finalize()
        stream = self.stream if self.stream is not None else sys.stderr
        stream.write(format_report(self.root, self.display, self.output_format))
        stream.flush()
        self.root = _root()


def _root() -> Timer:
    root = Timer("root", get_ident(), frame=True)
    root.hidden = True
    return root


def _pipeline_name(anchor: str | None) -> str:
    return f"'{anchor if anchor is not None else 'any'}' Pipeline"


def adaptor_name(anchors: list[str | None]) -> str:
    """MLIR's `getAdaptorName`: op-specific anchors sorted, then `any`."""
    ordered = sorted((a is None, a or "any") for a in anchors)
    return "Pipeline Collection : [" + ", ".join(f"'{a}'" for _, a in ordered) + "]"


def _adaptor_timer(adaptor: Any, anchor: str | None, thread: int) -> Timer:
    """An adaptor's timer, hidden when it holds a single pipeline (unknown adaptors,
    in dynamic pipelines, are named after the pipeline seen)."""
    anchors = [m.anchor for m in adaptor.managers] if adaptor is not None else [anchor]
    timer = Timer(adaptor_name(anchors), thread, frame=True)
    timer.hidden = len(anchors) <= 1
    return timer


# -- formatting ------------------------------------------------------------------------


def format_report(root: Timer, display: str = "tree", output_format: str = "text") -> str:
    """The report of a finalized timer tree, laid out as mlir-opt-22 prints it."""
    out = _Json(root) if output_format == "json" else _Text(root)
    if display == "list":
        merged: dict[str, list[int]] = {}
        for timer in root.walk():
            times = merged.setdefault(timer.name, [0, 0])
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


def _seconds(ns: int) -> float:
    return ns / 1e9


def _percent(part: int, total: int) -> float:
    return 100.0 * part / total if total else float("nan")


class _Text:
    """MLIR's OutputTextStrategy."""

    def __init__(self, root: Timer):
        self.wall = root.wall
        self.user = root.user
        self.lines = [BANNER, f"  Total Execution Time: {_seconds(root.wall):.4f} seconds\n\n"]
        self.lines.append(("  ----User Time----" if self.user != self.wall else "")
                          + "  ----Wall Time----  ----Name----\n")

    def time(self, wall: int, user: int) -> str:
        text = ""
        if self.user != self.wall:
            text = "  %8.4f (%5.1f%%)" % (_seconds(user), _percent(user, self.user))
        return text + "  %8.4f (%5.1f%%)  " % (_seconds(wall), _percent(wall, self.wall))

    def list_entry(self, name: str, wall: int, user: int, last: bool = False) -> None:
        self.lines.append(f"{self.time(wall, user)}{name}\n")

    def tree_entry(self, indent: int, name: str, wall: int, user: int) -> None:
        self.lines.append(f"{self.time(wall, user)}{' ' * indent}{name}\n")

    def tree_entry_end(self, indent: int) -> None:
        pass

    def finish(self) -> str:
        return "".join(self.lines)


class _Json(_Text):
    """MLIR's OutputJsonStrategy (its exact spacing, not a JSON serializer's)."""

    def __init__(self, root: Timer):
        self.wall = root.wall
        self.user = root.user
        self.lines = ["[\n"]

    def time(self, wall: int, user: int) -> str:
        text = ""
        if self.user != self.wall:
            text = ('"user": {"duration": %8.4f, "percentage": %5.1f}, '
                    % (_seconds(user), _percent(user, self.user)))
        return text + ('"wall": {"duration": %8.4f, "percentage": %5.1f}'
                       % (_seconds(wall), _percent(wall, self.wall)))

    def list_entry(self, name: str, wall: int, user: int, last: bool = False) -> None:
        self.lines.append(f'{{{self.time(wall, user)}, "name": "{name}"}}{"" if last else ","}\n')

    def tree_entry(self, indent: int, name: str, wall: int, user: int) -> None:
        self.lines.append(f'{" " * indent}{{{self.time(wall, user)}, "name": "{name}", "passes": [\n')

    def tree_entry_end(self, indent: int) -> None:
        self.lines.append(f"{' ' * indent}{{}}]}},\n")

    def finish(self) -> str:
        return "".join(self.lines) + "]\n"
