"""One spec file read into its model: YAML with positions (`yaml_source`), then the pydantic
models (`model`), every problem located; a file that does not validate keeps what is valid
of it (`salvage`), so the checks of the other fields still run.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, TypeVar

from pydantic import ConfigDict, TypeAdapter, ValidationError

from passgen.runtime.support.suggestions import did_you_mean
from passgen.support.diagnostics import Problem
from passgen.support.source_text import UnreadableSource, read_source, source_lines

from .model import MODELS, BundleSpec, OptionSpec, PassSpec, SpecFile, SpecModel, StatisticSpec
from .yaml_source import KINDS, DataPath, LocatedDocument, load_document

_SpecT = TypeVar("_SpecT", bound=SpecModel)


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


def load_file(
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
_NESTED: dict[str, type[SpecModel]] = {"options": OptionSpec, "statistics": StatisticSpec}


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


def _field(model: type[SpecModel], name: str, data: dict[str, Any]) -> tuple[Any, set[str]]:
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
def _field_adapter(model: type[SpecModel], name: str) -> TypeAdapter[Any]:
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
    models: dict[str, type[SpecModel]]


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
