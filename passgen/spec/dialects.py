"""A project's own dialects, declared in YAML with the fields of the upstream dialects'
imported ODS data (docs/dialects.md): each op's name, traits, operand, result, region and
successor groups, parents and memory effects, and optionally its attributes and assembly
format (`dialect_formats`). Validated as pass specs are (every problem,
with `file:line:col`, the line, a caret and a did-you-mean); `passgen build` generates a
module per dialect that registers it with the runtime (`templates/dialect.py.j2`)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any

from pydantic import AfterValidator, BeforeValidator, Field, ValidationError, WithJsonSchema

from passgen.runtime.ir.mlir_dialects import MLIR_DIALECTS
from passgen.runtime.ir.upstream_dialects import traits_by_name
from passgen.runtime.support.suggestions import did_you_mean
from passgen.spec.document import Schema, problem_of, read_document
from passgen.support.diagnostics import Problem, SpecError, processing

from .dialect_formats import ATTRIBUTE_KINDS, TYPE_TRAITS, dialect_formats, format_problems
from .model import (
    CamelName,
    DialectName,
    Identifier,
    OpName,
    SpecModel,
    StringCheck,
    Text,
    matching,
)
from .yaml_source import LocatedDocument

EFFECTS = ("read", "write", "allocate", "free")
GROUP_KINDS = {"single": "1", "optional": "?", "variadic": "*"}
# ODS spellings of runtime traits.
TRAIT_ALIASES = {
    "Terminator": "IsTerminator",
    "NoMemoryEffect": "Pure",
    "IsIsolatedFromAbove": "IsolatedFromAbove",
}


def _unknown(value: str, what: str, known: list[str]) -> ValueError:
    hint = did_you_mean(value, known) or f"; expected one of: {', '.join(sorted(known))}"
    return ValueError(f"unknown {what} '{value}'{hint}")


def _trait(value: str) -> str:
    known = [*traits_by_name(), *TRAIT_ALIASES, *TYPE_TRAITS]
    if value not in known:
        raise _unknown(value, "trait", known)
    return TRAIT_ALIASES.get(value, value)


def _one_of(values: tuple[str, ...], what: str) -> StringCheck:
    """A check that the string is one of `values` (did-you-mean on others)."""

    def check(value: str) -> str:
        if value not in values:
            raise _unknown(value, what, list(values))
        return value

    return StringCheck(check, {"enum": list(values)})


def _named(key: str) -> BeforeValidator:
    """A plain string stands for a mapping with that `key`."""
    return BeforeValidator(lambda value: {key: value} if isinstance(value, str) else value)


TraitName = Annotated[str, AfterValidator(_trait), WithJsonSchema({"type": "string"})]
Mnemonic = Annotated[
    str, matching(r"[a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)*", "an op mnemonic", "add")
]


class EffectSpec(SpecModel):
    """A memory effect (ODS's `MemRead`, `MemWrite`, `MemAlloc`, `MemFree`)."""

    effect: Annotated[str, _one_of(EFFECTS, "effect")]
    resource: CamelName = "DefaultResource"


Effect = Annotated[EffectSpec, _named("effect")]


class ValueGroupSpec(SpecModel):
    """An operand or result group: one value, an optional one or a variadic group, with the
    effects the op has on its values (ODS's `Arg<..., [MemRead]>`)."""

    name: Identifier
    kind: Annotated[str, _one_of(tuple(GROUP_KINDS), "group kind")] = "single"
    effects: list[Effect] = Field(default_factory=list)


class RegionGroupSpec(SpecModel):
    """A region or successor group: one, or variadic."""

    name: Identifier
    variadic: bool = False


class AttributeSpec(SpecModel):
    """An attribute of the op (ODS's attribute arguments), as its format reads it."""

    name: Identifier
    kind: Annotated[str, _one_of(tuple(ATTRIBUTE_KINDS), "attribute kind")] = "any"
    optional: bool = False


class OpSpec(SpecModel):
    """One op of the dialect; groups left out are not checked by the verifier."""

    name: Mnemonic = Field(description="the op's name without the dialect prefix")
    summary: Text = ""
    description: Text = ""
    traits: list[TraitName] = Field(default_factory=list, description="e.g. Pure, IsTerminator")
    operands: list[Annotated[ValueGroupSpec, _named("name")]] | None = None
    results: list[Annotated[ValueGroupSpec, _named("name")]] | None = None
    regions: list[Annotated[RegionGroupSpec, _named("name")]] | None = None
    successors: list[Annotated[RegionGroupSpec, _named("name")]] | None = None
    parents: list[OpName] = Field(
        default_factory=list, description="HasParent: the parent op names"
    )
    effects: list[Effect] = Field(
        default_factory=list, description="MemoryEffects<[...]> on the op"
    )
    attributes: list[Annotated[AttributeSpec, _named("name")]] = Field(
        default_factory=list, description="the op's attributes (required unless optional)"
    )
    format: Text | None = Field(
        default=None, description="the custom assembly format (ODS's assemblyFormat)"
    )


CppClassName = Annotated[
    str,
    matching(
        r"(?:::)?[A-Za-z_][A-Za-z0-9_]*(?:::[A-Za-z_][A-Za-z0-9_]*)*",
        "a C++ class name",
        "::toy::ToyDialect",
    ),
]


class DialectCpp(SpecModel):
    """The dialect's C++ side, for passes that depend on it in C++ output."""

    name: CppClassName = Field(description="the dialect's C++ class, e.g. '::toy::ToyDialect'")


class DialectFile(SpecModel):
    """One YAML dialect file."""

    dialect: DialectName = Field(description="the namespace; gives register_<dialect>_dialect()")
    summary: Text = ""
    description: Text = ""
    ops: list[OpSpec] = Field(default_factory=list)
    cpp: DialectCpp | None = Field(default=None, description="C++ facts (for passes' C++ output)")


SCHEMA = Schema(
    "dialect file",
    {
        "ops": "op",
        "operands": "operand group",
        "results": "result group",
        "regions": "region group",
        "successors": "successor group",
        "effects": "effect",
        "attributes": "attribute",
    },
    {
        "dialect file": DialectFile,
        "dialect file cpp": DialectCpp,
        "op": OpSpec,
        "operand group": ValueGroupSpec,
        "result group": ValueGroupSpec,
        "region group": RegionGroupSpec,
        "successor group": RegionGroupSpec,
        "effect": EffectSpec,
        "attribute": AttributeSpec,
    },
)


@dataclass(frozen=True)
class LoadedDialect:
    """A validated dialect file."""

    document: LocatedDocument
    spec: DialectFile

    @property
    def name(self) -> str:
        name: str = self.spec.dialect
        return name

    def op_data(self) -> dict[str, dict[str, Any]]:
        """Op mnemonic -> data in the format of the upstream ODS data (`upstream_ops.json`)."""
        return {op.name: op_data(op) for op in self.spec.ops}

    def formats(self) -> dict[str, dict[str, Any]] | None:
        """The ops' assembly formats in the layout of `upstream_formats.json` (None: none)."""
        return dialect_formats(self)


def op_data(op: OpSpec) -> dict[str, Any]:
    """One op in the upstream data's format (`passgen.ods.ops`)."""
    data: dict[str, Any] = {"traits": [*op.traits, *(["HasParent"] if op.parents else [])]}
    for key in ("operands", "results"):
        groups: list[ValueGroupSpec] | None = getattr(op, key)
        if groups is not None:
            data[key] = "".join(GROUP_KINDS[g.kind] for g in groups)
    for key in ("regions", "successors"):
        named: list[RegionGroupSpec] | None = getattr(op, key)
        if named is not None:
            data[key] = "".join("*" if g.variadic else "1" for g in named)
    effects = [[e.effect.capitalize(), "", e.resource] for e in op.effects]
    for key, target in (("operands", "operand"), ("results", "result")):
        for index, group in enumerate(getattr(op, key) or []):
            effects += [
                [e.effect.capitalize(), f"{target} {index}", e.resource] for e in group.effects
            ]
    if effects:
        data["effects"] = effects
    if op.parents:
        data["parents"] = list(op.parents)
    required = [a.name for a in op.attributes if not (a.optional or a.kind == "unit")]
    if required:
        data["attributes"] = required
    return data


def load_dialects(files: list[tuple[Path, Path]]) -> list[LoadedDialect]:
    """Load `(display path, file)` dialect files; raise `SpecError` listing every problem."""
    problems: list[Problem] = []
    sources: dict[Path, list[str]] = {}
    loaded: list[LoadedDialect] = []
    for shown, file in files:
        with processing(shown):
            found = _load(shown, file, problems, sources)
        if found is not None:
            loaded.append(found)
    problems += _check(loaded)
    for dialect in loaded:
        problems += format_problems(dialect)
    if problems:
        raise SpecError(problems, sources)
    return loaded


def _load(
    shown: Path, file: Path, problems: list[Problem], sources: dict[Path, list[str]]
) -> LoadedDialect | None:
    read = read_document(shown, file, problems, sources)
    if read is None or read[1]:
        return None
    document = read[0]
    if not isinstance(document.data, dict):
        problems.append(
            Problem(document.position(()), "a dialect file is a mapping with a 'dialect' key")
        )
        return None
    try:
        return LoadedDialect(document, DialectFile.model_validate(document.data))
    except ValidationError as exc:
        problems += [problem_of(document, error, SCHEMA) for error in exc.errors()]
    return None


def _check(loaded: list[LoadedDialect]) -> list[Problem]:
    """What spans fields and files: dialect names (upstream ones and repeats), repeated op
    names, `Pure` ops that state effects."""
    problems: list[Problem] = []
    seen: dict[str, LoadedDialect] = {}
    for dialect in loaded:
        at = dialect.document.position
        if dialect.name in MLIR_DIALECTS:
            problems.append(
                Problem(
                    at(("dialect",)),
                    f"dialect '{dialect.name}' is an upstream MLIR "
                    "dialect, which the runtime defines; name yours differently",
                )
            )
        elif dialect.name in seen:
            problems.append(
                Problem(
                    at(("dialect",)),
                    f"dialect '{dialect.name}' is also declared "
                    f"in {seen[dialect.name].document.path}",
                )
            )
        seen.setdefault(dialect.name, dialect)
        names: set[str] = set()
        for index, op in enumerate(dialect.spec.ops):
            if op.name in names:
                problems.append(
                    Problem(
                        at(("ops", index, "name")),
                        f"op '{dialect.name}.{op.name}' is declared twice",
                    )
                )
            names.add(op.name)
            if "Pure" in op.traits and "effects" in op_data(op):
                problems.append(
                    Problem(
                        at(("ops", index, "traits")),
                        f"op '{dialect.name}.{op.name}' "
                        "is Pure (no memory effects) but states effects",
                    )
                )
    return problems
