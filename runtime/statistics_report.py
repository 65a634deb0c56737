"""Pass statistics reports, laid out as MLIR's `--mlir-pass-statistics` prints them
(mlir/lib/Pass/PassStatistics.cpp with LLVM_ENABLE_STATS: pipeline view per pass
instance, nested like the pipeline; list view merged by pass name).
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, TextIO

from .instrumentation import PassInstrumentation
from .ir import Operation
from .pass_ import Pass
from .timing import adaptor_name

if TYPE_CHECKING:
    from .pass_manager import OpPassManager

DISPLAYS = ("pipeline", "list")
_DESCRIPTION = "... Pass statistics report ..."
BANNER = "===" + "-" * 73 + "===\n" + " " * ((80 - len(_DESCRIPTION)) // 2) + _DESCRIPTION + "\n"
BANNER += "===" + "-" * 73 + "===\n"

Stat = tuple[str, str, int]  # display name, description, value


def format_statistics(pm: OpPassManager, display: str = "pipeline") -> str:
    """The statistics report of `pm`'s passes (threaded runs have merged theirs back)."""
    lines = [BANNER]
    if display == "list":
        _list(lines, pm)
    else:
        for pass_ in pm.passes:
            _pipeline(lines, pass_, 0)
    lines.append("\n")
    return "".join(lines)


def _stats(pass_: Pass) -> list[Stat]:
    return [
        (stat.display_name, stat.description, value) for stat, value in pass_.statistic_values()
    ]


def _entry(lines: list[str], indent: int, name: str, stats: list[Stat] | None = None) -> None:
    lines.append(f"{' ' * indent}{name}\n")
    if not stats:
        return
    stats = sorted(stats, key=lambda s: s[0].encode())
    name_width = max(len(s[0]) for s in stats)
    value_width = max(len(str(s[2])) for s in stats)
    for stat_name, description, value in stats:
        lines.append(
            f"{' ' * (indent + 2)}(S) {value:>{value_width}} {stat_name:<{name_width}} - {description}\n"
        )


def _pipeline(lines: list[str], pass_: Pass, indent: int) -> None:
    """The entries of `pass_` and what it nests (iterative: pipelines nest deeply)."""
    pending: list[tuple[Pass | OpPassManager, int]] = [(pass_, indent)]
    while pending:
        item, indent = pending.pop()
        if not isinstance(item, Pass):
            _entry(lines, indent, f"'{item.anchor_name}' Pipeline")
            pending += [(nested, indent + 2) for nested in reversed(item.passes)]
            continue
        managers: list[OpPassManager] | None = getattr(item, "managers", None)
        if managers is None:
            _entry(lines, indent, item.name, _stats(item))
            continue
        if len(managers) > 1:
            _entry(lines, indent, adaptor_name([m.anchor for m in managers]))
            indent += 2
        pending += [(manager, indent) for manager in reversed(managers)]


def _list(lines: list[str], pm: OpPassManager) -> None:
    merged: dict[str, list[Stat]] = {}
    for pass_ in pm.walk_passes():
        stats = [] if getattr(pass_, "managers", None) is not None else _stats(pass_)
        if not stats:
            continue
        entry = merged.get(pass_.name)
        if entry is None:
            merged[pass_.name] = stats
        else:
            merged[pass_.name] = [(n, d, v + s[2]) for (n, d, v), s in zip(entry, stats)]
    for name in sorted(merged, key=str.encode):
        _entry(lines, 2, name, merged[name])


class PassStatistics(PassInstrumentation):
    """Writes the statistics report each time the top-level pipeline finishes."""

    def __init__(self, pm: OpPassManager, display: str = "pipeline", stream: TextIO | None = None):
        if display not in DISPLAYS:
            raise ValueError(f"unknown statistics display '{display}': expected pipeline or list")
        self.pm = pm
        self.display = display
        self.stream = stream
        self._root: Operation | None = None
        self._depth = 0

    def run_before_pipeline(self, anchor: str | None, op: Operation) -> None:
        if self._root is None:
            self._root = op
        if op is self._root:
            self._depth += 1

    def run_after_pipeline(self, anchor: str | None, op: Operation) -> None:
        if op is not self._root:
            return
        self._depth -= 1
        if self._depth == 0:
            self._root = None
            stream = self.stream if self.stream is not None else sys.stderr
            stream.write(format_statistics(self.pm, self.display))
            stream.flush()
