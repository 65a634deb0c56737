"""Load spec files: YAML with positions, then the pydantic models, then the cross checks.

Every problem in every file is collected before anything fails, so one run
reports them all.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, TypeVar

from pydantic import ConfigDict, TypeAdapter, ValidationError

from passgen.runtime.support.suggestions import did_you_mean

from .builder_checks import check_builder_fields
from .checks import check_specs
from .diagnostics import Problem, SpecError, processing
from .source_text import UnreadableSource, read_source, source_lines
from .spec import MODELS, BundleSpec, OptionSpec, PassSpec, SpecFile, StatisticSpec, _Spec
from .yaml_source import KINDS, DataPath, LocatedDocument, load_document

_SpecT = TypeVar("_SpecT", bound=_Spec)


@dataclass(frozen=True)
class LoadedSpec:
    """A validated spec file and where it came from."""

    document: LocatedDocument
    spec: SpecFile

    valid: bool = True
    warnings: tuple[Problem, ...] = ()  # problems that may still resolve at run time

    @property
    def path(self) -> Path:
        return self.document.path


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
            spec = _load_file(shown, file, parsed.get(shown.as_posix()), problems, sources)
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


def _load_file(
    shown: Path, file: Path, cached: Any, problems: list[Problem], sources: dict[Path, list[str]]
) -> LoadedSpec | None:
    """One spec file (`cached`: its data from the build cache, or None), adding its problems
    and source lines; None when nothing could be validated."""
    read = read_document(shown, file, problems, sources, cached)
    if read is None:
        return None
    document, found = read
    if document.data is None and found:
        return None  # unreadable YAML: nothing more to check in this file
    reported = {p.position for p in found} | document.covered
    checked: list[Problem] = []
    spec = _validate(document, checked)
    problems += [p for p in checked if p.position not in reported]
    return None if spec is None else LoadedSpec(document, spec, valid=not checked)


def read_document(
    shown: Path,
    file: Path,
    problems: list[Problem],
    sources: dict[Path, list[str]],
    cached: Any = None,
) -> tuple[LocatedDocument, list[Problem]] | None:
    """A YAML file's document (from `cached` data when given) and its syntax problems, both
    added to `problems` and `sources`; None when the file cannot be read as text."""
    try:
        text = read_source(file, shown)
    except UnreadableSource as exc:
        problems.append(exc.problem)
        sources[shown] = exc.lines
        return None
    if cached is not None:
        document, found = LocatedDocument(shown, cached, source_lines(text)), list[Problem]()
    else:
        document, found = load_document(shown, text)
    sources[shown] = document.lines
    problems += found
    return document, found


def _validate(document: LocatedDocument, problems: list[Problem]) -> SpecFile | None:
    if not isinstance(document.data, dict):
        problems.append(
            Problem(document.position(()), "a spec file is a mapping with a 'group' key")
        )
        return None
    try:
        return SpecFile.model_validate(document.data)
    except ValidationError as exc:
        problems += [problem_of(document, error) for error in exc.errors()]
    return _salvage(document.data)


def _salvage(data: dict[str, Any]) -> SpecFile:
    """The spec as far as it is valid, for the cross checks to run on after a validation
    error: each pass, option and statistic keeps its fields that are valid on their own
    (see `_partial`); list items that are not mappings become None, so indexes still
    match the YAML."""
    passes = data.get("passes")
    sets = data.get("option_sets")
    bundles = data.get("bundles")
    group, invalid = _field(SpecFile, "group", data)
    spec = SpecFile.model_construct(
        group=group,
        passes=[_partial(PassSpec, p) for p in passes] if isinstance(passes, list) else [],
        option_sets={
            name: [_partial(OptionSpec, o) for o in options] if isinstance(options, list) else []
            for name, options in sets.items()
        }
        if isinstance(sets, dict)
        else {},
        bundles=[_partial(BundleSpec, b) for b in bundles] if isinstance(bundles, list) else [],
    )
    spec._invalid = frozenset(invalid)
    return spec


# Fields holding lists of models, salvaged item by item.
_NESTED: dict[str, type[_Spec]] = {"options": OptionSpec, "statistics": StatisticSpec}


def _partial(model: type[_SpecT], data: Any) -> _SpecT | None:
    """`data` validated as `model`; after an error, the model built from the fields that are
    valid on their own (nested options and statistics likewise), so one bad field does not
    hide the problems of the others. Invalid fields are named in the model's `_invalid` so
    checks skip the rules that need them (see `_field` for their values)."""
    if not isinstance(data, dict):
        return None
    try:
        return model.model_validate(data)
    except ValidationError:
        pass
    fields: dict[str, Any] = {}
    invalid: set[str] = set()
    for name in model.model_fields:
        value = data.get(name)
        if name in _NESTED and isinstance(value, list):
            fields[name] = [_partial(_NESTED[name], item) for item in value]
        else:
            fields[name], bad = _field(model, name, data)
            invalid |= bad
    partial = model.model_construct(**fields)
    partial._invalid = frozenset(invalid)
    return partial


def _field(model: type[_Spec], name: str, data: dict[str, Any]) -> tuple[Any, set[str]]:
    """One field of `model` from `data`, and `{name}` when its value is invalid. An invalid
    required field keeps the text it holds (messages quote it) or is None; an invalid or
    missing optional one takes its default."""
    info = model.model_fields[name]
    if name in data:
        try:
            return _field_adapter(model, name).validate_python(data[name]), set()
        except ValidationError:
            if info.is_required():
                return (data[name] if isinstance(data[name], str) else None), {name}
            return info.get_default(call_default_factory=True), {name}
    return (None if info.is_required() else info.get_default(call_default_factory=True)), set()


@functools.cache
def _field_adapter(model: type[_Spec], name: str) -> TypeAdapter[Any]:
    """A validator of one field of `model`, as strict as the model."""
    info = model.model_fields[name]
    annotated: tuple[Any, ...] = (info.annotation, *info.metadata)
    annotation: Any = Annotated[annotated] if info.metadata else info.annotation
    return TypeAdapter(annotation, config=ConfigDict(strict=True))


@dataclass(frozen=True)
class Schema:
    """What a kind of YAML file calls its mappings: `top` for the file, `kinds` by the key of
    the list holding them, and the model of each (for did-you-mean on unknown keys)."""

    top: str
    kinds: dict[str, str]
    models: dict[str, type[_Spec]]


SPEC_SCHEMA = Schema(
    "spec file",
    {
        "passes": "pass",
        "options": "option",
        "statistics": "statistic",
        "bundles": "bundle",
        "preserve_between": "region",
    },
    MODELS,
)


def _owner(where: DataPath, schema: Schema = SPEC_SCHEMA) -> str:
    """Which kind of object the mapping at `where` is."""
    names = [part for part in where if isinstance(part, str)]
    if names and names[-1] == "cpp":
        return f"{_owner(where[:-1], schema)} cpp"
    if names and names[0] == "option_sets":
        return "option"
    return schema.kinds.get(names[-1], schema.top) if names else schema.top


def problem_of(document: LocatedDocument, error: Any, schema: Schema = SPEC_SCHEMA) -> Problem:
    """A pydantic error as a positioned, readable problem."""
    where: DataPath = tuple(error["loc"])
    kind = error["type"]
    if kind == "extra_forbidden":
        key = str(where[-1])
        owner = _owner(where[:-1], schema)
        fields = list(schema.models[owner].model_fields)
        hint = did_you_mean(key, fields) or f"; expected one of: {', '.join(fields)}"
        return Problem(document.position(where, key=True), f"unknown key '{key}' in {owner}{hint}")
    if kind == "missing":
        owner = _owner(where[:-1], schema)
        return Problem(
            document.position(where[:-1]), f"{owner} is missing the required key '{where[-1]}'"
        )
    if where and where[-1] == "[key]":
        where = where[:-1]
        return Problem(document.position(where, key=True), _message(error))
    field = next((str(part) for part in reversed(where) if isinstance(part, str)), "value")
    text_hint = document.text_hints.get(where) if kind == "string_type" else None
    return Problem(
        document.position(where),
        f"'{field}': {_message(error)}" + (f" ({text_hint})" if text_hint else ""),
    )


def _message(error: Any) -> str:
    message: str = error["msg"]
    message = message.removeprefix("Value error, ")
    # In YAML terms: "a valid dictionary or instance of PassSpec" is a mapping.
    message = re.sub(r"a valid dictionary(?: or instance of \w+)?", "a mapping", message)
    if error["type"].endswith("_type"):
        message = f"{message[0].lower()}{message[1:]}, got {_describe(error['input'])}"
    return message


def _describe(value: Any) -> str:
    """What the YAML gave, e.g. `an integer 3`, `a list`, `null`."""
    if value is None or isinstance(value, (list, dict)):
        return KINDS[type(value)]
    return f"{KINDS.get(type(value), type(value).__name__)} {value!r}"
