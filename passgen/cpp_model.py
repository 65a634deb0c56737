"""A group's passes as mlir-tblgen sees them: every fact its four pass backends
(`-gen-pass-decls`, `-gen-pass-doc`, `-gen-pass-capi-header`, `-gen-pass-capi-impl`) and
`passgen export-td` use, in TableGen's terms and order.

Imported passes carry these facts in their `cpp:` sections; a YAML-authored pass gets each
fact its `cpp:` leaves out derived from its portable fields (docs/specs.md, "C++ output"):
anchor ops, interfaces and dialects name their C++ classes (upstream ones from MLIR's ODS,
`cpp_names.json`; a project's dialects from their dialect files' `cpp: {name: ...}`), option
types, defaults and enum values become C++ (`cpp_facts`). What cannot be derived raises
`MissingCppFacts`; `cpp_problems` reports it located, for builds that write C++.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING

from . import cpp_facts
from .diagnostics import Problem
from .load import LoadedSpec
from .ods_cpp import upstream_cpp_names
from .spec import OptionSpec, PassSpec, StatisticSpec
from .yaml_source import DataPath

if TYPE_CHECKING:
    from .dialect_spec import LoadedDialect

NO_DIALECTS: Mapping[str, str] = MappingProxyType({})


@dataclass(frozen=True)
class Missing:
    """A fact C++ needs that the spec neither states nor lets passgen derive, at `where`
    (its key's position when `key`)."""

    where: DataPath
    message: str
    key: bool = False


class MissingCppFacts(Exception):
    """Facts a group's C++ needs that cannot be derived: each with its data path (`where`
    is the first one's)."""

    def __init__(self, missing: Sequence[Missing]):
        super().__init__("; ".join(m.message for m in missing))
        self.missing = tuple(missing)
        self.where = self.missing[0].where


@dataclass(frozen=True)
class CppOption:
    """A TableGen `Option` / `ListOption` record."""

    argument: str
    cpp_name: str
    cpp_type: str
    default: str  # a C++ expression, "" for none
    description: str
    flags: str  # additionalOptFlags
    is_list: bool


@dataclass(frozen=True)
class CppStatistic:
    """A TableGen `Statistic` record."""

    cpp_name: str
    display_name: str
    description: str


@dataclass(frozen=True)
class CppPassRecord:
    """A TableGen `Pass` / `InterfacePass` record (`name` is the def's name)."""

    name: str
    argument: str
    summary: str
    description: str
    base_class: str
    constructor: str
    dependent_dialects: tuple[str, ...]
    options: tuple[CppOption, ...]  # in the record's order
    statistics: tuple[CppStatistic, ...]
    deprecated: str | None


@dataclass(frozen=True)
class CppGroup:
    """One group: mlir-tblgen's `-name` and `--prefix`, and its passes in file order."""

    name: str
    capi_prefix: str
    passes: tuple[CppPassRecord, ...]


def dialect_classes(dialects: Sequence[LoadedDialect]) -> dict[str, str]:
    """A project's dialect files: namespace -> C++ class, for those that state one."""
    return {d.name: d.spec.cpp.name for d in dialects if d.spec.cpp is not None}


def cpp_group(loaded: LoadedSpec, dialects: Mapping[str, str] = NO_DIALECTS) -> CppGroup:
    """The C++ records of a validated spec (`dialects`: the C++ classes of the project's
    own dialects, see `dialect_classes`); raises `MissingCppFacts` listing every fact that
    is neither recorded nor derivable."""
    spec = loaded.spec
    missing: list[Missing] = []
    passes = tuple(
        _Deriver(loaded, index, dialects, missing).record(p) for index, p in enumerate(spec.passes)
    )
    if missing:
        raise MissingCppFacts(missing)
    return CppGroup(spec.cpp_name, spec.capi_prefix, passes)


def cpp_problems(
    specs: Sequence[LoadedSpec], dialects: Mapping[str, str] = NO_DIALECTS, texts: bool = True
) -> list[Problem]:
    """What `cpp_group` cannot derive in `specs`, and (`texts`: for the C++ declarations)
    each text that would not stay text there, as located errors (for `load_specs`'s
    `checks`, when a build writes C++: specs without `cpp:` facts are fine otherwise)."""
    problems: list[Problem] = []
    for loaded in specs:
        if not loaded.valid:
            continue  # its problems are reported already
        try:
            cpp_group(loaded, dialects)
        except MissingCppFacts as exc:
            problems += located(loaded, exc)
        if texts:
            problems += _text_problems(loaded)
    return problems


def _text_problems(loaded: LoadedSpec) -> Iterator[Problem]:
    """Texts the C++ declarations would end early, as mlir-tblgen writes them unescaped: a
    summary, option or statistic description holding its raw string's end (`)PD"`, `)PO"`,
    `)PS"`), a statistic's display name holding a quote, a backslash or a line break. What follows
    would be C++ code, so the build refuses to write it."""
    spec = loaded.spec

    def at(where: DataPath, what: str, found: str, literal: str) -> Problem:
        return Problem(
            loaded.document.position(where),
            f"{what} holds {found}, which would end "
            f"the C++ {literal} mlir-tblgen's declarations put it in (the rest would "
            "be C++ code); reword it",
        )

    options: list[tuple[DataPath, OptionSpec]] = [
        *(
            (("option_sets", name, i), o)
            for name, opts in spec.option_sets.items()
            for i, o in enumerate(opts)
        ),
        *(
            (("passes", i, "options", j), o)
            for i, p in enumerate(spec.passes)
            for j, o in enumerate(p.options)
        ),
    ]
    for where, option in options:
        if ')PO"' in option.description:
            yield at(
                (*where, "description"),
                f"option '{option.argument}': the description",
                "')PO\"'",
                'raw string R"PO(...)PO"',
            )
    for i, pass_ in enumerate(spec.passes):
        if ')PD"' in pass_.summary:
            yield at(
                ("passes", i, "summary"),
                f"pass '{pass_.argument}': the summary",
                "')PD\"'",
                'raw string R"PD(...)PD"',
            )
        for j, statistic in enumerate(pass_.statistics):
            where = ("passes", i, "statistics", j)
            if ')PS"' in statistic.description:
                yield at(
                    (*where, "description"),
                    f"statistic '{statistic.name}': the description",
                    "')PS\"'",
                    'raw string R"PS(...)PS"',
                )
            bad = next((c for c in statistic.display_name if c in '"\\\n\r'), None)
            if bad is not None:
                yield at(
                    (*where, "display_name"),
                    f"statistic '{statistic.name}': the display name",
                    repr(bad),
                    "string literal",
                )


def located(loaded: LoadedSpec, missing: MissingCppFacts) -> list[Problem]:
    """Each fact `missing` from `loaded`, as an error at its place in the spec."""
    return [
        Problem(loaded.document.position(m.where, key=m.key), m.message) for m in missing.missing
    ]


class _Deriver:
    """The records of one pass (at `passes[index]`), adding what cannot be derived to
    `missing`."""

    def __init__(
        self, loaded: LoadedSpec, index: int, dialects: Mapping[str, str], missing: list[Missing]
    ) -> None:
        self.loaded = loaded
        self.where: DataPath = ("passes", index)
        self.dialects = dialects
        self.missing = missing

    def record(self, spec: PassSpec) -> CppPassRecord:
        cpp = spec.cpp
        options = list(self._options(spec))
        if cpp is not None and cpp.option_order:
            rank = {argument: i for i, argument in enumerate(cpp.option_order)}
            options.sort(key=lambda o: rank.get(o[1].argument, len(rank)))
        base_class = (
            cpp.base_class if cpp is not None and cpp.base_class else self._base_class(spec)
        )
        dialects = (
            cpp.dependent_dialects
            if cpp is not None and cpp.dependent_dialects
            else self._dialects(spec)
        )
        records = [self._option(where, o) for where, o in options]
        statistics = [self._statistic(i, s) for i, s in enumerate(spec.statistics)]
        self._unique_members(
            spec, options, [r.cpp_name for r in records], [s.cpp_name for s in statistics]
        )
        return CppPassRecord(
            spec.name,
            spec.argument,
            spec.summary,
            spec.description,
            base_class,
            cpp.constructor if cpp is not None else "",
            tuple(dialects),
            tuple(records),
            tuple(statistics),
            spec.deprecated,
        )

    def _lacks(self, where: DataPath, message: str, key: bool = False) -> None:
        self.missing.append(Missing(where, message, key))

    def _options(self, spec: PassSpec) -> Iterator[tuple[DataPath, OptionSpec]]:
        """Each option with its data path: included option sets first (TableGen's order)."""
        sets = self.loaded.spec.option_sets
        for name in spec.include_options:
            for i, option in enumerate(sets.get(name, [])):
                yield ("option_sets", name, i), option
        for i, option in enumerate(spec.options):
            yield (*self.where, "options", i), option

    def _base_class(self, spec: PassSpec) -> str:
        names = upstream_cpp_names()
        if spec.interface is not None:
            return self._pass_on(
                spec,
                "interface",
                spec.interface,
                names.interfaces,
                ("InterfacePass", "op interface", "Interface"),
            )
        if spec.anchor is None:
            return "::mlir::OperationPass<>"
        return self._pass_on(spec, "anchor", spec.anchor, names.ops, ("OperationPass", "op", "Op"))

    def _pass_on(
        self,
        spec: PassSpec,
        field: str,
        name: str,
        classes: dict[str, str],
        kind: tuple[str, str, str],
    ) -> str:
        """`::mlir::<base><C>` for the upstream class `C` of the anchor or interface `name`,
        else "" with the located problem (its class is the project's)."""
        base, what, example = kind
        cpp_class = classes.get(name)
        if cpp_class is not None:
            return f"::mlir::{base}<{cpp_class}>"
        self._lacks(
            (*self.where, field),
            f"pass '{spec.argument}': {field if field == 'interface' else what} "
            f"'{name}' is no upstream MLIR {what}, so its C++ class is unknown; give the "
            f"pass's C++ base class: `cpp: {{base_class: '::mlir::{base}<::my::{example}>'}}`",
        )
        return ""

    def _dialects(self, spec: PassSpec) -> list[str]:
        upstream = upstream_cpp_names().dialects
        found = []
        for i, dialect in enumerate(spec.dependent_dialects):
            cpp_class = upstream.get(dialect) or self.dialects.get(dialect)
            if cpp_class is None:
                self._lacks(
                    (*self.where, "dependent_dialects", i),
                    f"pass '{spec.argument}': dialect '{dialect}' has no known C++ class; "
                    "state it in the dialect's file (`cpp: {name: '::my::MyDialect'}`) or "
                    "list the pass's dialect classes in `cpp: {dependent_dialects: [...]}`",
                )
            found.append(cpp_class or "")
        return found

    def _option(self, where: DataPath, option: OptionSpec) -> CppOption:
        cpp = option.cpp
        cpp_type = cpp.type if cpp is not None and cpp.type else self._option_type(where, option)
        name = cpp.name if cpp is not None and cpp.name else self._member(where, option.name)
        default = cpp.default if cpp is not None else ""
        flags = cpp.flags if cpp is not None else ""
        enumerators = cpp.enumerators if cpp is not None else {}
        derive_default = not option.is_list and not default and option.default is not None
        if (
            cpp_type
            and (derive_default or not flags)
            and self._enumerators_name_members(where, option, cpp_type, enumerators)
        ):
            if derive_default:
                default = self._default(where, option, cpp_type, enumerators)
            if not flags:
                flags = self._flags(where, option, cpp_type, enumerators)
        return CppOption(
            option.argument, name, cpp_type, default, option.description, flags, option.is_list
        )

    def _option_type(self, where: DataPath, option: OptionSpec) -> str:
        if option.element_type == "enum":
            self._lacks(
                (*where, "type"),
                f"option '{option.argument}' is an enum: its C++ type is an enum with an "
                "enumerator per value, declared before the generated header is included; "
                "name it: `cpp: {type: '::my::Mode'}`",
            )
        elif option.element_type == "opaque":
            self._lacks(
                (*where, "type"),
                f"option '{option.argument}' is opaque: its C++ type is the project's; "
                "name it: `cpp: {type: ...}`",
            )
        else:
            return cpp_facts.option_type(option.element_type, option.is_list)
        return ""

    def _default(
        self, where: DataPath, option: OptionSpec, cpp_type: str, enumerators: Mapping[str, str]
    ) -> str:
        """The derived C++ default of a scalar option."""
        try:
            return cpp_facts.default_expression(
                option.default, option.element_type, cpp_type, enumerators
            )
        except cpp_facts.NoCppForm as exc:
            self._lacks(
                (*where, "default"),
                f"option '{option.argument}': its default has no C++ "
                f"form ({exc}); give it as a C++ expression: `cpp: {{default: ...}}`",
            )
            return ""

    def _enumerators_name_members(
        self, where: DataPath, option: OptionSpec, cpp_type: str, enumerators: Mapping[str, str]
    ) -> bool:
        """Whether each enum value names an enumerator of `cpp_type` (the `enumerators`
        given name values of the option); reports what does not."""
        values = option.values or {}
        ok = True
        for name in enumerators:
            if option.element_type != "enum" or name not in values:
                ok = False
                self._lacks(
                    (*where, "cpp", "enumerators", name),
                    f"option '{option.argument}': '{name}' in `enumerators` is no value of "
                    "the option",
                    key=True,
                )
        for name in values if option.element_type == "enum" else ():
            try:
                cpp_facts.enumerator(cpp_type, name, enumerators)
            except cpp_facts.NoCppForm:
                ok = False
                if name in enumerators:
                    self._lacks(
                        (*where, "cpp", "enumerators", name),
                        f"option '{option.argument}': enumerator '{enumerators[name]}' of "
                        f"value '{name}' is no C++ identifier",
                    )
                else:
                    self._lacks(
                        (*where, "values", name),
                        f"option '{option.argument}': enum value '{name}' is no C++ "
                        f"identifier, so it cannot name an enumerator of {cpp_type}; map it "
                        f"to one: `cpp: {{enumerators: {{{name}: ...}}}}`",
                        key=True,
                    )
        return ok

    def _flags(
        self, where: DataPath, option: OptionSpec, cpp_type: str, enumerators: Mapping[str, str]
    ) -> str:
        """The derived `additionalOptFlags`: an enum's `cl::values`, a list's `list_init`."""
        flags = []
        if option.element_type == "enum":
            flags.append(cpp_facts.enum_flags(cpp_type, option.values or {}, enumerators))
        if option.is_list and isinstance(option.default, list):
            try:
                flags.append(
                    cpp_facts.list_init(option.default, option.element_type, cpp_type, enumerators)
                )
            except cpp_facts.NoCppForm as exc:
                self._lacks(
                    (*where, "default"),
                    f"option '{option.argument}': its default has no C++ form ({exc}); "
                    "leave it out or give the option's `cpp: {flags: ...}`",
                )
        return ", ".join(f for f in flags if f)

    def _member(self, where: DataPath, python_name: str) -> str:
        name = cpp_facts.member_name(python_name)
        if not cpp_facts.is_cpp_identifier(name):
            self._lacks(
                (*where, "name"),
                f"'{python_name}' makes the C++ member '{name}', a C++ "
                "keyword; name the member: `cpp: {name: ...}`",
            )
        elif name in cpp_facts.GENERATED_MEMBERS:
            self._lacks(
                (*where, "name"),
                f"'{python_name}' makes the C++ member '{name}', which "
                "the generated pass base class declares; name the member: `cpp: {name: ...}`",
            )
        return name

    def _statistic(self, index: int, statistic: StatisticSpec) -> CppStatistic:
        cpp = statistic.cpp
        name = (
            cpp.name
            if cpp is not None and cpp.name
            else self._member((*self.where, "statistics", index), statistic.name)
        )
        return CppStatistic(name, statistic.display_name, statistic.description)

    def _unique_members(
        self,
        spec: PassSpec,
        options: list[tuple[DataPath, OptionSpec]],
        option_names: list[str],
        statistic_names: list[str],
    ) -> None:
        """Two options or statistics of a pass must not make the same C++ member."""
        items: list[tuple[DataPath, OptionSpec | StatisticSpec]] = [
            *options,
            *(((*self.where, "statistics", i), s) for i, s in enumerate(spec.statistics)),
        ]
        seen: dict[str, str] = {}
        for (where, item), name in zip(items, [*option_names, *statistic_names]):
            if name in seen:
                field = ("cpp", "name") if item.cpp is not None and item.cpp.name else ("name",)
                self._lacks(
                    (*where, *field),
                    f"pass '{spec.argument}': '{item.name}' makes the C++ "
                    f"member '{name}', as '{seen[name]}' does; name the member: "
                    "`cpp: {name: ...}`",
                )
            seen.setdefault(name, item.name)
