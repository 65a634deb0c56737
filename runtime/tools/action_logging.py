"""passgen-opt's `--log-actions-to` and `--log-mlir-actions-filter`: MLIR's ActionLogger, a
line per action begun and completed, for the actions whose IR is at a location of the filter.

A log file is opened as any output (`support.output_files`: written through, never an input)
and only once the input is read; while open, no other output may replace it (`log_files`). A write that fails (a full disk) stops the logging, not the
pass that logged; the failure is the run's when the log is closed (`close_action_logs`)."""

from __future__ import annotations

import argparse
import io
import os
import sys
import threading
from typing import Protocol, TextIO

from ..asm.printer import print_op_summary
from ..ir import Context, FileLineColLoc, Operation, Region
from ..ir.actions import Action, ActionObserver
from ..support.output_files import FileId, OutputError, open_output, regular_file_id

REGISTERED = "ExecutionContext registered on the context"


def _thread_name() -> str:
    thread = threading.current_thread()
    if thread is threading.main_thread():
        return os.path.basename(sys.argv[0]) or "passgen-opt"
    return thread.name


def _describe(unit: Operation | Region) -> str:
    if isinstance(unit, Operation):
        return print_op_summary(unit, local_scope=True)
    parent = unit.parent
    assert parent is not None
    return (
        f"Region #{parent.regions.index(unit)} for op {print_op_summary(parent, local_scope=True)}"
    )


class LocationFilter:
    """`file[:line[:col]]` entries; an action passes when one of its IR units is at one."""

    def __init__(self, text: str):
        self.entries: list[tuple[str, int | None, int | None]] = []
        for item in filter(None, text.split(",")):
            parts = item.rsplit(":", 2)
            numbers = [p for p in parts[1:] if p.isdigit()]
            name = ":".join(parts[: len(parts) - len(numbers)])
            line = int(numbers[0]) if numbers else None
            column = int(numbers[1]) if len(numbers) > 1 else None
            self.entries.append((name, line, column))

    def matches(self, action: Action) -> bool:
        """Whether any IR unit of `action` is located at an entry."""
        for unit in action.units:
            op = unit if isinstance(unit, Operation) else unit.parent
            loc = op.location if op is not None else None
            if isinstance(loc, FileLineColLoc) and any(
                loc.filename == name and line in (None, loc.line) and column in (None, loc.column)
                for name, line, column in self.entries
            ):
                return True
        return False


class _Stream(Protocol):
    def write(self, text: str, /) -> object: ...


class LogFile:
    """A log file: its first write error (or close error) is kept for `close` to return,
    and nothing more is written after it."""

    def __init__(self, path: str):
        self.path = path
        self.stream: TextIO | None = open_output(path)
        self.error: OutputError | None = None

    def file(self) -> FileId | None:
        """The regular file written, while open."""
        return None if self.stream is None else regular_file_id(self.stream.fileno())

    def write(self, text: str) -> None:
        if self.stream is not None and self.error is None:
            try:
                self.stream.write(text)
            except OSError as exc:
                self._failed(exc)

    def close(self) -> OutputError | None:
        """Close the file (once); the first failure of its writes, if any."""
        if self.stream is not None:
            stream, self.stream = self.stream, None
            try:
                stream.close()
            except OSError as exc:
                self._failed(exc)
        return self.error

    def _failed(self, exc: OSError) -> None:
        if self.error is None:
            reason = exc.strerror or str(exc)
            self.error = OutputError(f"IO failure on output stream '{self.path}': {reason}", False)


class ActionLogger:
    """Writes `[thread T] begins (no breakpoint) Action ...` and `completed` lines."""

    def __init__(self, stream: _Stream, only: LocationFilter | None = None):
        self.stream = stream
        self.only = only
        self._logged: set[int] = set()
        self._lock = threading.Lock()

    def before_action(self, action: Action) -> None:
        """Log the start of a (matching) action."""
        if self.only is not None and not self.only.matches(action):
            return
        units = ", ".join(_describe(unit) for unit in action.units)
        with self._lock:
            self._logged.add(id(action))
            self.stream.write(
                f"[thread {_thread_name()}] begins (no breakpoint) Action "
                f"{action.text} ({units})`\n"
            )

    def after_action(self, action: Action) -> None:
        """Log the completion of an action whose start was logged."""
        with self._lock:
            if id(action) not in self._logged:
                return
            self._logged.discard(id(action))
            self.stream.write(f"[thread {_thread_name()}] completed `{action.tag}`\n")


def attach_action_observers(context: Context, observers: list[ActionObserver]) -> None:
    """Let `observers` watch `context`'s actions, announced on stderr as mlir-opt announces
    each context it watches."""
    if observers:
        sys.stderr.write(f"{REGISTERED}\n")
        context.action_observers.extend(observers)


def drain_action_logs(observers: list[ActionObserver]) -> str:
    """What the loggers to stdout logged since the last call (the caller writes it where
    mlir-opt's stdout would have it)."""
    logged = []
    for observer in observers:
        if isinstance(observer, ActionLogger) and isinstance(observer.stream, io.StringIO):
            logged.append(observer.stream.getvalue())
            observer.stream = io.StringIO()
    return "".join(logged)


def log_files(observers: list[ActionObserver]) -> list[FileId | None]:
    """The regular files the loggers write."""
    return [
        observer.stream.file()
        for observer in observers
        if isinstance(observer, ActionLogger) and isinstance(observer.stream, LogFile)
    ]


def close_action_logs(observers: list[ActionObserver]) -> OutputError | None:
    """Close the files the loggers write (`--log-actions-to FILE`), their lines all written;
    the first failure to write one, if any. Closing again does nothing."""
    failures = [
        observer.stream.close()
        for observer in observers
        if isinstance(observer, ActionLogger) and isinstance(observer.stream, LogFile)
    ]
    return next((failure for failure in failures if failure is not None), None)


def add_action_flags(parser: argparse.ArgumentParser) -> None:
    """Declare mlir-opt's action-logging flags on `parser`."""
    group = parser.add_argument_group("action logging")
    group.add_argument(
        "--log-actions-to",
        metavar="FILE",
        help="log every action (pass runs, rewrite iterations) to FILE, '-' for stdout",
    )
    group.add_argument(
        "--log-mlir-actions-filter",
        metavar="LOCATIONS",
        help="log only actions on IR at these file[:line[:col]] locations (comma list)",
    )


def action_observers(args: argparse.Namespace) -> list[ActionObserver]:
    """The observers the flags ask for; `OutputError` when the log file cannot be opened."""
    if args.log_actions_to is None:
        return []
    # Kept until the chunk is printed: the log goes before its IR on stdout.
    stream = io.StringIO() if args.log_actions_to == "-" else LogFile(args.log_actions_to)
    only = LocationFilter(args.log_mlir_actions_filter) if args.log_mlir_actions_filter else None
    return [ActionLogger(stream, only)]
