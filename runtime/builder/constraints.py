"""The rules a built pipeline must satisfy, checked over its steps in execution order.

- strong ordering: a pass with `requires_before = ("bufferization",)` runs after at
  least one pass of that kind;
- weak ordering: a pass with `cleanup_after = True` is followed, not necessarily at
  once, by a pass of kind `cleanup`;
- preservation regions: every pass between a start and an end pass preserves an
  analysis (Tileiras's ScheduleAnalysis rule); a region never closed runs to the end.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..support.suggestions import did_you_mean
from .steps import Step, describe

CLEANUP = "cleanup"


class PreservationRegion(NamedTuple):
    """Every pass after a `start` pass and before the next `end` pass preserves `analysis`."""

    start: str
    end: str
    analysis: str


def violations(steps: Sequence[Step], regions: Sequence[PreservationRegion]) -> list[str]:
    """Every violated rule, in pipeline order within each rule."""
    return [*_strong(steps), *_weak(steps), *_regions(steps, regions)]


def _strong(steps: Sequence[Step]) -> list[str]:
    found: list[str] = []
    seen: set[str] = set()
    for index, step in enumerate(steps):
        for kind in step.pass_.requires_before:
            if kind not in seen:
                found.append(
                    f"{describe(steps[index], index)} must run after a pass of kind "
                    f"'{kind}', but {_later(steps, index, kind)}"
                )
        seen.update(step.pass_.kinds)
    return found


def _later(steps: Sequence[Step], index: int, kind: str) -> str:
    """Why no pass of `kind` runs before step `index`: one runs after, or none at all."""
    for later in range(index + 1, len(steps)):
        if kind in steps[later].pass_.kinds:
            return f"the first one, {describe(steps[later], later)}, runs after it"
    kinds = {k for step in steps for k in step.pass_.kinds}
    return f"no pass in the pipeline has that kind{did_you_mean(kind, kinds)}"


def _weak(steps: Sequence[Step]) -> list[str]:
    found: list[str] = []
    cleaned = False
    for index in range(len(steps) - 1, -1, -1):
        pass_ = steps[index].pass_
        if pass_.cleanup_after and not cleaned:
            found.append(
                f"{describe(steps[index], index)} must be followed by a pass of kind "
                f"'{CLEANUP}', but none runs after it (add_cleanup_passes() adds one)"
            )
        cleaned = cleaned or CLEANUP in pass_.kinds
    return found[::-1]


def _regions(steps: Sequence[Step], regions: Sequence[PreservationRegion]) -> list[str]:
    return [
        region_problem(steps[index], index, steps[start], start, region, "runs")
        for index, start, region in region_breaks(steps, regions)
    ]


def region_breaks(
    steps: Sequence[Step], regions: Sequence[PreservationRegion]
) -> list[tuple[int, int, PreservationRegion]]:
    """(index of the pass, index of the region's start pass, region) for each pass inside
    a region that does not preserve the region's analysis, in pipeline order."""
    found: list[tuple[int, int, PreservationRegion]] = []
    markers = _markers(regions)
    opened: dict[PreservationRegion, int] = {}
    for index, step in enumerate(steps):
        argument = step.argument
        for region, start in opened.items():
            if (
                argument not in (region.start, region.end)
                and region.analysis not in step.pass_.preserves
            ):
                found.append((index, start, region))
        _mark(opened, markers.get(argument), index)
    return found


def region_problem(
    step: Step, index: int, opener: Step, start: int, region: PreservationRegion, verb: str
) -> str:
    """`'x' (#5 ...) runs between 'gen' (#3 ...) and 'mat' but does not preserve A`."""
    return (
        f"{describe(step, index)} {verb} between {describe(opener, start)} and "
        f"'{region.end}' but does not preserve {region.analysis}"
    )


def open_regions(
    steps: Sequence[Step], regions: Sequence[PreservationRegion], end: int
) -> dict[PreservationRegion, int]:
    """The regions a pass placed before `steps[end]` runs inside, each with the index of
    the pass that opened it."""
    markers = _markers(regions)
    opened: dict[PreservationRegion, int] = {}
    for index in range(end):
        marks = markers.get(steps[index].argument)
        if marks is not None:
            _mark(opened, marks, index)
    return opened


Markers = dict[str, list[tuple[PreservationRegion, bool]]]


def _markers(regions: Sequence[PreservationRegion]) -> Markers:
    """For each start or end argument: the regions it opens (True) or closes (False)."""
    markers: Markers = {}
    for region in regions:
        markers.setdefault(region.start, []).append((region, True))
        markers.setdefault(region.end, []).append((region, False))
    return markers


def _mark(
    opened: dict[PreservationRegion, int],
    marks: list[tuple[PreservationRegion, bool]] | None,
    index: int,
) -> None:
    """Open or close the regions the pass at `index` starts or ends; a start inside its
    own open region keeps the first."""
    for region, starts in marks or ():
        if starts:
            opened.setdefault(region, index)
        else:
            opened.pop(region, None)
