"""Plain views of validated specs, with the names derived from them: what every output is
built from (`module_views`: the Python modules; `doc_views` and `mlir_doc`: the docs)."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from passgen.runtime.options import Option
from passgen.spec.document import LoadedSpec
from passgen.spec.model import BundleSpec, OptionSpec, PassSpec, StatisticSpec
from passgen.spec.option_kinds import runtime_option
from passgen.support.naming import snake_case


class OptionView:
    """An option with its default as the runtime holds it and as a pipeline writes it
    (each computed when first used: a build renders only the modules that changed)."""

    def __init__(self, spec: OptionSpec):
        self.spec = spec

    @functools.cached_property
    def runtime(self) -> Option[Any]:
        """The runtime's option (its default checked against its type)."""
        return runtime_option(self.spec, with_default=True)

    @functools.cached_property
    def default(self) -> Any:
        """The default as the runtime holds it; a pipeline default stays text (it is parsed
        at run time, against the passes registered by then)."""
        return self.spec.default if self.spec.kind.pipeline else self.runtime.default

    @functools.cached_property
    def default_text(self) -> str:
        """The default as a textual pipeline writes it ("" when there is none)."""
        if self.spec.default is None:
            return ""
        shown = self.default if self.spec.kind.pipeline else self.runtime.format(self.default)
        return shown or '""'  # an empty default stays visible


@dataclass(frozen=True)
class PassView:
    """A pass with its snake-case name and its options (shared option sets included); the
    spec's other fields read through."""

    spec: PassSpec
    snake: str
    options: list[OptionView]
    statistics: list[StatisticSpec]

    def __getattr__(self, name: str) -> Any:
        return getattr(self.spec, name)


@dataclass(frozen=True)
class GroupView:
    """One spec file: its group, module name, passes and bundles."""

    source: str
    group: str
    summary: str
    module: str
    passes: list[PassView]
    bundles: list[BundleSpec]


def group_view(loaded: LoadedSpec) -> GroupView:
    spec = loaded.spec
    return GroupView(
        loaded.path.as_posix(),
        spec.group,
        spec.summary,
        snake_case(spec.group),
        [_pass_view(loaded, index) for index in range(len(spec.passes))],
        list(spec.bundles),
    )


def _pass_view(loaded: LoadedSpec, index: int) -> PassView:
    spec = loaded.spec.passes[index]
    options = [OptionView(o) for _, o in loaded.spec.pass_options(index)]
    return PassView(spec, snake_case(spec.name), options, list(spec.statistics))
