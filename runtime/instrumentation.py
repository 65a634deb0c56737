"""Pass instrumentation: hooks around pipelines, passes and analyses.

`PassInstrumentor` calls every registered `PassInstrumentation`: before-hooks in
registration order, after-hooks in reverse (stack order), serialized by a lock so
that threaded runs never interleave callbacks.
"""

from __future__ import annotations

import threading
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


class PassInstrumentor:
    """Dispatches hooks to instrumentations, in stack order and under a lock."""

    def __init__(self) -> None:
        self.instrumentations: list[PassInstrumentation] = []
        self._lock = threading.RLock()

    def add(self, instrumentation: PassInstrumentation) -> None:
        self.instrumentations.append(instrumentation)

    def _before(self, hook: str, *args: Any) -> None:
        with self._lock:
            for inst in self.instrumentations:
                getattr(inst, hook)(*args)

    def _after(self, hook: str, *args: Any) -> None:
        with self._lock:
            for inst in reversed(self.instrumentations):
                getattr(inst, hook)(*args)

    def run_before_pipeline(self, anchor: str | None, op: Operation) -> None:
        self._before("run_before_pipeline", anchor, op)

    def run_after_pipeline(self, anchor: str | None, op: Operation) -> None:
        self._after("run_after_pipeline", anchor, op)

    def run_before_pass(self, pass_: Pass, op: Operation) -> None:
        self._before("run_before_pass", pass_, op)

    def run_after_pass(self, pass_: Pass, op: Operation) -> None:
        self._after("run_after_pass", pass_, op)

    def run_after_pass_failed(self, pass_: Pass, op: Operation) -> None:
        self._after("run_after_pass_failed", pass_, op)

    def run_before_analysis(self, kind: type, op: Operation, pass_: Pass | None) -> None:
        self._before("run_before_analysis", kind, op, pass_)

    def run_after_analysis(self, kind: type, op: Operation, pass_: Pass | None) -> None:
        self._after("run_after_analysis", kind, op, pass_)
