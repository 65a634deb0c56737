"""One configuration's build: config -> load (specs and dialect files, checked) -> views ->
render -> outputs -> the writer (all or nothing: `journal`), under the project's build lock,
skipped when the build cache says nothing changed; `check` writes nothing and reports what is
stale. What a build has to say goes to a `Reporter` (the CLI prints it).

The no-op path (a fresh cache) imports only the lock, the cache and the journal: the rest
(pydantic, Jinja, the templates) is imported once there is something to build.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from . import journal
from .cache import BuildCache, digest
from .config import Config
from .lock import project_lock

if TYPE_CHECKING:
    from passgen.spec.dialects import LoadedDialect
    from passgen.spec.document import LoadedSpec
    from passgen.support.diagnostics import Problem, SpecError

    from .writer import Change


class Reporter(Protocol):
    """What a build reports, as it happens."""

    def recovered(self, config: Config, note: str) -> None:
        """An interrupted build was finished or cleaned up before this one."""

    def unfinished(self, config: Config, journal_file: Path) -> None:
        """`check` found the journal of a build that did not finish."""

    def warnings(self, report: SpecError) -> None:
        """The specs' warnings (names that may resolve only at run time)."""

    def written(self, config: Config, changes: Sequence[Change]) -> None:
        """The outputs a build wrote or removed (none: it was up to date)."""

    def stale(self, config: Config, changes: Sequence[Change]) -> None:
        """What `check` found stale (none: every output is fresh)."""


def load_dialects(config: Config) -> list[LoadedDialect]:
    """The project's dialect files, checked."""
    from passgen.spec.dialects import load_dialects

    return load_dialects([(config.display(p), p) for p in config.dialect_files()])


def load(
    config: Config,
    files: list[Path],
    reporter: Reporter,
    *,
    werror: bool = False,
    parsed: dict[str, Any] | None = None,
    dialects: Sequence[LoadedDialect] = (),
) -> list[LoadedSpec]:
    """The specs, checked against the runtime's dialects and the project's `dialects`; their
    warnings reported (or, with `werror`, raised as errors)."""
    from passgen.checks.load import load_specs
    from passgen.checks.references import check_references, known_names

    declared = {d.name: frozenset(f"{d.name}.{op}" for op in d.op_data()) for d in dialects}
    known = known_names(config.dialect_names, config.interfaces, declared)

    def checks(loaded: list[LoadedSpec]) -> list[Problem]:
        problems = check_references(loaded, known, [config.root, config.root / "src"])
        if config.cpp is not None or config.capi is not None:  # C++ facts: only for C++ output
            from passgen.cpp.model import cpp_problems, dialect_classes

            problems += cpp_problems(
                loaded,
                dialect_classes(dialects),
                texts=config.cpp is not None,
                capi=config.capi is not None,
            )
        return problems

    specs = load_specs([(config.display(p), p) for p in files], parsed, checks)
    _report_warnings([spec for spec in specs if spec.warnings], werror, reporter)
    return specs


def _report_warnings(specs: list[LoadedSpec], werror: bool, reporter: Reporter) -> None:
    from passgen.support.diagnostics import SpecError

    warnings = [w for spec in specs for w in spec.warnings]
    if warnings:
        sources = {spec.path: spec.document.lines for spec in specs}
        report = SpecError([w.as_error() if werror else w for w in warnings], sources)
        if werror:
            raise report
        reporter.warnings(report)


def validate(
    config: Config, files: list[Path], reporter: Reporter, *, werror: bool = False
) -> list[LoadedSpec]:
    """The checked specs of `files` (default: the configured ones)."""
    return load(
        config,
        [p.resolve() for p in files] or config.spec_files(),
        reporter,
        werror=werror,
        dialects=load_dialects(config),
    )


def build(config: Config, reporter: Reporter, *, check: bool = False, werror: bool = False) -> bool:
    """Build (or `check`) one configuration, holding the project's build lock; False when
    `check` finds stale outputs."""
    with project_lock(config, shared=check):
        return _build_locked(config, reporter, check=check, werror=werror)


def _build_locked(config: Config, reporter: Reporter, *, check: bool, werror: bool) -> bool:
    journal_file = journal.journal_file(config.root, config.name)
    previous = BuildCache.load(config)
    if check and journal.pending(journal_file):
        reporter.unfinished(config, journal_file)
        return False
    if not check:
        for note in _recover(config, journal_file, previous):
            reporter.recovered(config, note)
    spec_files = config.spec_files()
    current = BuildCache.current(config, spec_files)
    if not check and not previous.warned and current.is_fresh(previous, config):
        reporter.written(config, [])
        return True
    from .outputs import cpp_folders, generate, group_files
    from .render import template_cache
    from .writer import apply, plan

    dialects = load_dialects(config)
    parsed = None if check else current.parsed_specs(config)
    specs = load(config, spec_files, reporter, werror=werror, parsed=parsed, dialects=dialects)
    reuse = set() if check else current.unchanged_specs(previous, config)
    files = generate(config, specs, reuse, template_cache(), dialects)
    changes = plan(
        files,
        config.output,
        config.group_docs,
        _known(config, previous),
        config.display,
        cpp_folders(config),
    )
    if check:
        reporter.stale(config, changes)
        return not changes
    apply(changes, journal_file)
    reporter.written(config, changes)
    current.outputs = {config.display(p).as_posix(): digest(t.encode()) for p, t in files.items()}
    current.keep_spec_data({s.path.as_posix(): s.document.data for s in specs})
    current.group_outputs = {
        s.path.as_posix(): [config.display(p).as_posix() for p in group_files(config, s)]
        for s in specs
    }
    current.warned = any(s.warnings for s in specs)
    current.save(config)
    return True


def _recover(config: Config, journal_file: Path, previous: BuildCache) -> list[str]:
    """Finish an interrupted build of `config` (see `journal.recover`): only its own outputs,
    holding what passgen wrote (a generated mark, or what the last build recorded)."""

    def is_output(path: Path) -> bool:
        from .outputs import owns

        return owns(config, path)

    def generated(path: Path) -> bool:
        from .writer import generated

        return generated(path, _known(config, previous))

    return journal.recover(
        journal_file, _output_folders(config), journal.Owner(is_output, generated)
    )


def _known(config: Config, cache: BuildCache) -> dict[Path, str]:
    """What the build `cache` records wrote: absolute path -> digest."""
    return {config.root / path: value for path, value in cache.outputs.items()}


def _output_folders(config: Config) -> list[Path]:
    """The folders a build of `config` writes into."""
    return [
        folder
        for folder in (
            config.output,
            config.docs and config.docs.parent,
            config.group_docs,
            config.cpp,
            config.capi,
        )
        if folder is not None
    ]
