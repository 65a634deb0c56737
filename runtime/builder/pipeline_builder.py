"""`PipelineBuilder`: edit a pipeline by position, kind and bundle, then freeze it into an
ordinary pass manager (the pass-manager-builder proposal).

While building, the pipeline is a flat list of steps (see `steps`), so passes can be
inserted anywhere, at any nesting level; `build()` checks every ordering rule and
preservation region (see `constraints`), reports all violations at once, and only
then writes the nested pipeline into the pass manager, which runs it as usual.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any, Generic, TypeVar

from ..pass_ import Pass
from ..pass_manager import OpPassManager, OpToOpPassAdaptor
from ..registry import (
    PassInfo,
    PassPipelineInfo,
    PassRegistry,
    active_registry,
    use_registry,
)
from ..support.suggestions import did_you_mean
from .bundle import PassBundle
from .constraints import (
    CLEANUP,
    PreservationRegion,
    open_regions,
    region_breaks,
    region_problem,
    violations,
)
from .steps import Path, Step, assemble, describe_path, flatten, place

#: What can be added or inserted: a pass, a pipeline or bundle, or the argument of a
#: registered pass, pipeline or bundle (a bundle is a pipeline).
New = Pass | PassPipelineInfo | str


class PipelineBuilderError(Exception):
    """An insert that cannot be satisfied, or an edit of a built pipeline."""


class PipelineConstraintError(PipelineBuilderError):
    """`build()` found violated ordering rules or preservation regions (all listed)."""

    def __init__(self, problems: list[str]):
        super().__init__(
            "the pipeline violates its constraints:\n" + "\n".join(f"  {p}" for p in problems)
        )
        self.problems = problems


M = TypeVar("M", bound=OpPassManager)  # the manager built: a PassManager, or a nested one


class _Pipeline(Generic[M]):
    """What every view of one builder shares."""

    def __init__(self, pm: M, registry: PassRegistry | None):
        self.pm = pm
        self.registry = registry if registry is not None else active_registry()
        self.steps: list[Step] = list(flatten(pm))
        self.regions: list[PreservationRegion] = []
        self.built = False


class PipelineBuilder(Generic[M]):
    """Builds the pipeline of `pm` (its current passes first); `nest(anchor)` gives a
    view that adds under that anchor. Passes are named by argument, or by the `Pass`
    object when an argument occurs more than once."""

    def __init__(self, pm: M, registry: PassRegistry | None = None):
        self._pipeline = _Pipeline(pm, registry)
        self._path: Path = (pm.anchor,)

    @property
    def pass_manager(self) -> M:
        return self._pipeline.pm

    @property
    def registry(self) -> PassRegistry:
        """Where arguments are looked up; a plugin registers its passes here."""
        return self._pipeline.registry

    def nest(self, anchor: str | None) -> PipelineBuilder[M]:
        """A view of this builder whose `add` appends under `anchor` (None: `any`)."""
        view = copy.copy(self)  # shares the pipeline
        view._path = (*self._path, anchor)
        return view

    def passes(self) -> list[Pass]:
        """The passes in execution order, nested ones included."""
        return [step.pass_ for step in self._pipeline.steps]

    def textual_pipeline(self) -> str:
        """The pipeline as it stands, in MLIR's textual form."""
        scratch = OpPassManager(self._pipeline.pm.anchor)
        assemble(self._pipeline.steps, scratch)
        return scratch.textual_pipeline()

    # -- adding -------------------------------------------------------------------------

    def add(self, new: New, **options: Any) -> list[Pass]:
        """Append a pass (created with `options`), pipeline or bundle; returns the passes."""
        steps = self._materialize(new, self._path, options)
        self._edit().extend(steps)
        return [step.pass_ for step in steps]

    def add_bundle(self, bundle: str | PassBundle) -> list[Pass]:
        """Append the passes of a bundle (or of the registered bundle of that name)."""
        entry = self.registry.get(bundle) if isinstance(bundle, str) else bundle
        if not isinstance(entry, PassBundle):
            what = "pass" if isinstance(entry, PassInfo) else "pass pipeline"
            raise PipelineBuilderError(f"'{entry.argument}' is a {what}, not a bundle")
        return self.add(entry)

    def add_cleanup_passes(self) -> list[Pass]:
        """Append the `cleanup` bundle: canonicalize, then cse."""
        return self.add_bundle(CLEANUP)

    def preserve_between(self, start: str, end: str, analysis: str) -> None:
        """Require every pass after a `start` pass and before the next `end` pass to
        preserve `analysis` (checked by inserts and by `build`). The regions of the
        registry's bundles hold without being declared."""
        self._edit()
        region = PreservationRegion(start, end, analysis)
        if region not in self._pipeline.regions:
            self._pipeline.regions.append(region)

    def regions(self) -> list[PreservationRegion]:
        """The declared regions, then those of the registry's bundles."""
        regions = list(self._pipeline.regions)
        for entry in self.registry.list_pipelines():
            if isinstance(entry, PassBundle):
                regions += [region for region in entry.regions if region not in regions]
        return regions

    # -- inserting ------------------------------------------------------------------------

    def insert_before(self, target: str | Pass, new: New, **options: Any) -> list[Pass]:
        """Insert right before the one pass `target` (an argument or a `Pass`)."""
        where = f"before '{_name(target)}'"
        index = self._only(target, where, new)
        return self._insert(index, index, where, new, options)

    def insert_after(self, target: str | Pass, new: New, **options: Any) -> list[Pass]:
        """Insert right after the one pass `target` (an argument or a `Pass`)."""
        where = f"after '{_name(target)}'"
        index = self._only(target, where, new)
        return self._insert(index + 1, index, where, new, options)

    def insert_before_kind(self, kind: str, new: New, **options: Any) -> list[Pass]:
        """Insert before the first pass of `kind`, so the new passes run before all of them."""
        where = f"before kind '{kind}'"
        first = self._of_kind(kind, where, new, range(len(self._pipeline.steps)))
        return self._insert(first, first, where, new, options)

    def insert_after_kind(self, kind: str, new: New, **options: Any) -> list[Pass]:
        """Insert after the last pass of `kind`, so the new passes run after all of them."""
        where = f"after kind '{kind}'"
        last = self._of_kind(kind, where, new, range(len(self._pipeline.steps) - 1, -1, -1))
        return self._insert(last + 1, last, where, new, options)

    # -- building ---------------------------------------------------------------------------

    def check(self) -> list[str]:
        """Every violated ordering rule and preservation region, as messages."""
        return violations(self._pipeline.steps, self.regions())

    def build(self, *, dedupe_cleanups: bool = False) -> M:
        """Check everything, then write the pipeline into the pass manager and freeze it.

        `dedupe_cleanups` first drops a cleanup pass when the same pass, with the same
        options and at the same level, ran since the last pass that is not a cleanup.
        """
        steps = self._edit()
        if dedupe_cleanups:
            steps[:] = _deduped(steps)
        problems = self.check()
        if problems:
            raise PipelineConstraintError(problems)
        assemble(steps, self._pipeline.pm)
        self._pipeline.built = True
        return self._pipeline.pm

    # -- helpers ----------------------------------------------------------------------------

    def _edit(self) -> list[Step]:
        if self._pipeline.built:
            raise PipelineBuilderError("the pipeline is already built; it can no longer change")
        return self._pipeline.steps

    def _materialize(self, new: New, near: Path, options: dict[str, Any]) -> list[Step]:
        """The steps `new` stands for, placed relative to the level `near`."""
        if isinstance(new, Pass):
            if options:
                raise PipelineBuilderError(
                    f"options are for passes named by argument, not for {new!r}"
                )
            return [Step(new, place(new, near))]
        registry = self._pipeline.registry
        entry = registry.get(new) if isinstance(new, str) else new
        with use_registry(registry):
            if isinstance(entry, PassInfo):
                created = entry.create(**options)
                return [Step(created, place(created, near))]
            scratch = _Collector(near[-1])
            entry.add_to_pipeline(scratch, options)
        return [Step(s.pass_, place(s.pass_, s.path)) for s in flatten(scratch, near)]

    def _only(self, target: str | Pass, where: str, new: New) -> int:
        steps = self._pipeline.steps
        if isinstance(target, Pass):
            found = [i for i, step in enumerate(steps) if step.pass_ is target]
        else:
            found = [i for i, step in enumerate(steps) if step.argument == target]
        if not found:
            hint = (
                did_you_mean(target, {s.argument for s in steps}) if isinstance(target, str) else ""
            )
            raise PipelineBuilderError(
                f"cannot insert {_name(new)!r} {where}: no pass "
                f"{_name(target)!r} in the pipeline{hint}"
            )
        if len(found) > 1:
            places = ", ".join(f"#{i + 1} in {describe_path(steps[i].path)}" for i in found)
            raise PipelineBuilderError(
                f"cannot insert {_name(new)!r} {where}: {_name(target)!r} runs {len(found)} "
                f"times ({places}); name the Pass object to choose one"
            )
        return found[0]

    def _of_kind(self, kind: str, where: str, new: New, order: range) -> int:
        """The first index in `order` of a pass of `kind`."""
        steps = self._pipeline.steps
        for index in order:
            if kind in steps[index].pass_.kinds:
                return index
        kinds = {k for step in steps for k in step.pass_.kinds}
        raise PipelineBuilderError(
            f"cannot insert {_name(new)!r} {where}: no pass of "
            f"kind '{kind}' in the pipeline{did_you_mean(kind, kinds)}"
        )

    def _insert(
        self, at: int, neighbour: int, where: str, new: New, options: dict[str, Any]
    ) -> list[Pass]:
        """Insert `new` at index `at`, at the level of the step at index `neighbour`."""
        steps = self._edit()
        added = self._materialize(new, steps[neighbour].path, options)
        problems = self._breaks(at, added)
        if problems:
            raise PipelineBuilderError(
                f"cannot insert {_name(new)!r} {where}: " + "; ".join(problems)
            )
        steps[at:at] = added
        return [step.pass_ for step in added]

    def _breaks(self, at: int, added: Sequence[Step]) -> list[str]:
        """The rules inserting `added` at position `at` would break: a new pass's strong
        ordering, and preservation regions (weak ordering is left to `build`)."""
        steps = self._pipeline.steps
        problems: list[str] = []
        needed = any(step.pass_.requires_before for step in added)
        kinds = {k for step in steps[:at] for k in step.pass_.kinds} if needed else set()
        for step in added:
            problems += [
                f"'{step.argument}' must run after a pass of kind '{kind}', and none "
                f"runs before this point"
                for kind in step.pass_.requires_before
                if kind not in kinds
            ]
            kinds.update(step.pass_.kinds)
        regions = self.regions()
        if any(step.argument in (r.start, r.end) for step in added for r in regions):
            return problems + _new_region_breaks(steps, at, added, regions)
        # Passes that open or close no region break one only by running inside it.
        for region, opened in open_regions(steps, regions, at).items():
            problems += [
                region_problem(step, at + i, steps[opened], opened, region, "would run")
                for i, step in enumerate(added)
                if region.analysis not in step.pass_.preserves
            ]
        return problems


def _new_region_breaks(
    steps: list[Step], at: int, added: Sequence[Step], regions: list[PreservationRegion]
) -> list[str]:
    """Region violations the pipeline would have with `added` at `at` and has not now."""
    known = {(steps[index].pass_, region) for index, _, region in region_breaks(steps, regions)}
    tentative = [*steps[:at], *added, *steps[at:]]
    return [
        region_problem(tentative[index], index, tentative[start], start, region, "would run")
        for index, start, region in region_breaks(tentative, regions)
        if (tentative[index].pass_, region) not in known
    ]


class _Collector(OpPassManager):
    """Collects the passes a pipeline or bundle adds, at any anchor: placing them is
    the builder's job."""

    def add_pass(self, pass_: Pass) -> None:
        self.passes.append(pass_)

    def nest(self, op_name: str | None) -> OpPassManager:
        nested = _Collector(op_name)
        self.passes.append(OpToOpPassAdaptor([nested]))
        return nested


def _name(item: object) -> str:
    if isinstance(item, Pass):
        return item.argument or item.name
    return item.argument if isinstance(item, PassPipelineInfo) else str(item)


def _deduped(steps: Sequence[Step]) -> list[Step]:
    kept: list[Step] = []
    since_change: set[tuple[Path, str, str]] = set()
    for step in steps:
        if CLEANUP not in step.pass_.kinds:
            since_change.clear()
            kept.append(step)
            continue
        key = (step.path, step.argument, _option_values(step.pass_))
        if key not in since_change:
            since_change.add(key)
            kept.append(step)
    return kept


def _option_values(pass_: Pass) -> str:
    return repr([(option.name, getattr(pass_, option.name)) for option in pass_.options()])
