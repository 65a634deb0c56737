"""Load spec files: each read into its model (`passgen.spec.document`), then the cross
checks of this room.

Every problem in every file is collected before anything fails, so one run
reports them all.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import Any

from passgen.spec.document import LoadedSpec, load_file
from passgen.support.diagnostics import Problem, SpecError, processing

from .builder import check_builder_fields
from .rules import check_specs

Checks = Callable[[list[LoadedSpec]], list[Problem]]


def load_specs(
    files: list[tuple[Path, Path]],
    parsed: dict[str, Any] | None = None,
    checks: Checks | None = None,
) -> list[LoadedSpec]:
    """Load `(display path, file)` pairs; raise `SpecError` listing every problem.

    `parsed` maps display paths to the data of files known to be unchanged since
    they last loaded cleanly (from the build cache): those skip YAML parsing. Data
    from the cache has no positions, so if any problem turns up, everything is
    loaded again from the files to report it precisely. `checks` adds problems found
    across the loaded specs; its warnings end up in each spec's `warnings`.
    """
    try:
        loaded = _load(files, parsed or {}, checks)
    except SpecError:
        if not parsed:
            raise
        return _load(files, {}, checks)
    if parsed and any(spec.warnings for spec in loaded):
        return _load(files, {}, checks)
    return loaded


def _load(
    files: list[tuple[Path, Path]], parsed: dict[str, Any], checks: Checks | None
) -> list[LoadedSpec]:
    problems: list[Problem] = []
    sources: dict[Path, list[str]] = {}
    loaded: list[LoadedSpec] = []
    for shown, file in files:
        with processing(shown):
            spec = load_file(shown, file, parsed.get(shown.as_posix()), problems, sources)
        if spec is not None:
            loaded.append(spec)
    problems += check_specs(loaded) + check_builder_fields(loaded)
    if checks is not None:
        problems += checks(loaded)
    if any(p.severity == "error" for p in problems):
        raise SpecError(problems, sources)
    return [
        dataclasses.replace(
            spec, warnings=tuple(p for p in problems if p.position.path == spec.path)
        )
        for spec in loaded
    ]
