"""Pass instrumentation: hooks around pipelines, passes and analyses.

`PassInstrumentor` calls every registered `PassInstrumentation`: before-hooks in
registration order, after-hooks in reverse (stack order), serialized by a lock so
that threaded runs never interleave callbacks. Single-threaded runs dispatch
through a lock-free `DirectDispatch` instead, since nothing can interleave there.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .ir import Operation

if TYPE_CHECKING:
    from .pass_ import Pass


class PassInstrumentation:
    """Override the hooks you need; each receives the op it concerns."""

    def run_before_pipeline(self, anchor: str | None, op: Operation) -> None: ...
    def run_after_pipeline(self, anchor: str | None, op: Operation) -> None: ...
    def run_before_pass(self, pass_: Pass, op: Operation) -> None: ...
    def run_after_pass(self, pass_: Pass, op: Operation) -> None: ...
    def run_after_pass_failed(self, pass_: Pass, op: Operation) -> None: ...
    def run_before_analysis(self, kind: type, op: Operation, pass_: Pass | None) -> None: ...
    def run_after_analysis(self, kind: type, op: Operation, pass_: Pass | None) -> None: ...


_HOOKS = tuple(name for name in vars(PassInstrumentation) if name.startswith("run_"))
PIPELINE_HOOKS = ("run_before_pipeline", "run_after_pipeline")
PASS_HOOKS = ("run_before_pass", "run_after_pass", "run_after_pass_failed")
ANALYSIS_HOOKS = ("run_before_analysis", "run_after_analysis")


class PassInstrumentor:
    """Dispatches hooks to instrumentations, in stack order and under a lock.

    Each hook keeps the bound methods of the instrumentations that override it
    (after-hooks reversed), so an instrumentation costs nothing on the hooks it
    leaves alone.
    """

    def __init__(self) -> None:
        self._lock = threading.RLock()
        self._hooks: dict[str, list[Any]] = {}
        self.instrumentations: list[PassInstrumentation] = []
        self._rebuild()

    def add(self, instrumentation: PassInstrumentation) -> None:
        self.instrumentations.append(instrumentation)
        self._rebuild()

    def remove(self, instrumentation: PassInstrumentation) -> None:
        self.instrumentations.remove(instrumentation)
        self._rebuild()

    def _rebuild(self) -> None:
        for hook in _HOOKS:
            base = getattr(PassInstrumentation, hook)
            methods = [
                getattr(i, hook)
                for i in self.instrumentations
                if getattr(type(i), hook) is not base
            ]
            self._hooks[hook] = methods if hook.startswith("run_before") else methods[::-1]
        hooks = self._hooks
        self._before_pipeline = hooks["run_before_pipeline"]
        self._after_pipeline = hooks["run_after_pipeline"]
        self._before_pass = hooks["run_before_pass"]
        self._after_pass = hooks["run_after_pass"]
        self._after_pass_failed = hooks["run_after_pass_failed"]
        self._before_analysis = hooks["run_before_analysis"]
        self._after_analysis = hooks["run_after_analysis"]

    def overrides(self, hooks: tuple[str, ...]) -> bool:
        """Whether some instrumentation implements one of `hooks`."""
        return any(self._hooks[hook] for hook in hooks)

    def dispatcher(self, serialized: bool) -> PassInstrumentor | DirectDispatch:
        """What a run calls: this (locked) instrumentor when passes may run on several
        threads, else a lock-free `DirectDispatch`."""
        return self if serialized else DirectDispatch(self._hooks)

    def run_before_pipeline(self, anchor: str | None, op: Operation) -> None:
        with self._lock:
            for hook in self._before_pipeline:
                hook(anchor, op)

    def run_after_pipeline(self, anchor: str | None, op: Operation) -> None:
        with self._lock:
            for hook in self._after_pipeline:
                hook(anchor, op)

    def run_before_pass(self, pass_: Pass, op: Operation) -> None:
        with self._lock:
            for hook in self._before_pass:
                hook(pass_, op)

    def run_after_pass(self, pass_: Pass, op: Operation) -> None:
        with self._lock:
            for hook in self._after_pass:
                hook(pass_, op)

    def run_after_pass_failed(self, pass_: Pass, op: Operation) -> None:
        with self._lock:
            for hook in self._after_pass_failed:
                hook(pass_, op)

    def run_before_analysis(self, kind: type, op: Operation, pass_: Pass | None) -> None:
        with self._lock:
            for hook in self._before_analysis:
                hook(kind, op, pass_)

    def run_after_analysis(self, kind: type, op: Operation, pass_: Pass | None) -> None:
        with self._lock:
            for hook in self._after_analysis:
                hook(kind, op, pass_)


class DirectDispatch:
    """Lock-free hooks for single-threaded runs: each hook attribute is the one
    instrumentation method it calls, or a loop over several, or a no-op."""

    run_before_pipeline: Callable[[str | None, Operation], None]
    run_after_pipeline: Callable[[str | None, Operation], None]
    run_before_pass: Callable[[Pass, Operation], None]
    run_after_pass: Callable[[Pass, Operation], None]
    run_after_pass_failed: Callable[[Pass, Operation], None]
    run_before_analysis: Callable[[type, Operation, Pass | None], None]
    run_after_analysis: Callable[[type, Operation, Pass | None], None]

    def __init__(self, hooks: dict[str, list[Any]]):
        for hook, methods in hooks.items():
            setattr(self, hook, _fan_out(list(methods)))


def _fan_out(methods: list[Any]) -> Any:
    if len(methods) == 1:
        return methods[0]

    def call_all(*args: Any) -> None:
        for method in methods:
            method(*args)

    return call_all
