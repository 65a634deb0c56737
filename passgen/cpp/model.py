"""A group's passes as mlir-tblgen sees them: every fact its four pass backends
(`-gen-pass-decls`, `-gen-pass-doc`, `-gen-pass-capi-header`, `-gen-pass-capi-impl`) and
`passgen export-td` use, in TableGen's terms and order.

Imported passes carry these facts in their `cpp:` sections; a YAML-authored pass gets each
fact its `cpp:` leaves out derived from its portable fields (docs/specs.md, "C++ output"):
anchor ops, interfaces and dialects name their C++ classes (upstream ones from MLIR's ODS,
`cpp_names.json`; a project's dialects from their dialect files' `cpp: {name: ...}`), option
types, defaults and enum values become C++ (`passgen.cpp.facts`). What cannot be derived raises
`MissingCppFacts`; `cpp_problems` reports it located, for builds that write C++, with what
the C++ would refuse: spec names become C++ identifiers and `cpp:` facts are C++ code written
as they are (a trust boundary: `passgen.cpp.identifiers`, `passgen.cpp.declarations`), and texts go into raw
strings they must not end.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING

from passgen.spec.document import LoadedSpec
from passgen.spec.model import OptionSpec, PassSpec, StatisticSpec
from passgen.spec.pass_kinds import INTERFACE_PASS, OPERATION_PASS, PassKind
from passgen.spec.yaml_source import DataPath
from passgen.support.diagnostics import Problem

from . import facts as cpp_facts
from .declarations import (
    Symbols,
    capi_problems,
    class_scope_names,
    declaration_problems,
    trigraph_problem,
)
from .identifiers import identifier_problem
from .upstream_names import upstream_cpp_names

if TYPE_CHECKING:
    from passgen.spec.dialects import LoadedDialect

NO_DIALECTS: Mapping[str, str] = MappingProxyType({})


@dataclass(frozen=True)
class Missing:
    """A problem of a group's C++ at `where` (its key's position when `key`): a fact C++
    needs that the spec neither states nor lets passgen derive, or a name or code C++ would
    refuse."""

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
    group, missing, _ = _records(loaded, dialects)
    if missing:
        raise MissingCppFacts(missing)
    return group


def _records(
    loaded: LoadedSpec, dialects: Mapping[str, str]
) -> tuple[CppGroup, list[Missing], list[Missing]]:
    """The group's records, the facts missing from them, and what in them C++ would refuse
    (names, code: `cpp_problems` reports it for builds that write C++)."""
    spec = loaded.spec
    missing: list[Missing] = []
    refused: list[Missing] = []
    passes = tuple(
        _Deriver(loaded, index, dialects, missing, refused).record(p)
        for index, p in enumerate(spec.passes)
    )
    refused += [Missing(where, message) for where, message in declaration_problems(loaded, passes)]
    return CppGroup(spec.cpp_name, spec.capi_prefix, passes), missing, refused


def cpp_problems(
    specs: Sequence[LoadedSpec],
    dialects: Mapping[str, str] = NO_DIALECTS,
    texts: bool = True,
    capi: bool = False,
) -> list[Problem]:
    """What `cpp_group` cannot derive or declare in `specs`, (`texts`: for the C++
    declarations) each text that would not stay text there, and (`capi`: for the C API)
    each C API symbol that cannot be, as located errors (for `load_specs`'s `checks`, when
    a build writes C++: specs without `cpp:` facts are fine otherwise)."""
    problems: list[Problem] = []
    symbols: Symbols = {}
    for loaded in specs:
        if not loaded.valid:
            continue  # its problems are reported already
        _, missing, refused = _records(loaded, dialects)
        problems += _located(loaded, [*missing, *refused])
        if texts:
            problems += _text_problems(loaded)
        if capi:
            capi_refused = capi_problems(loaded, symbols, decls=texts)
            problems += _located(
                loaded, [Missing(where, message) for where, message in capi_refused]
            )
    return problems


def _text_problems(loaded: LoadedSpec) -> Iterator[Problem]:
    """Texts the C++ declarations would end early, as mlir-tblgen writes them unescaped in
    raw strings: a summary, option or statistic description holding its raw string's end
    (`)PD"`, `)PO"`, `)PS"`). What follows would be C++ code, so the build refuses to write
    it. (Other texts are C++ string literals, escaped: `cpp_facts.string_literal`.)"""
    spec = loaded.spec

    def at(where: DataPath, what: str, found: str, literal: str) -> Problem:
        return Problem(
            loaded.document.position(where),
            f"{what} holds {found}, which would end "
            f"the C++ {literal} mlir-tblgen's declarations put it in (the rest would "
            "be C++ code); reword it",
        )

    for where, option in spec.every_option():
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


def located(loaded: LoadedSpec, missing: MissingCppFacts) -> list[Problem]:
    """Each fact `missing` from `loaded`, as an error at its place in the spec."""
    return _located(loaded, missing.missing)


def _located(loaded: LoadedSpec, missing: Sequence[Missing]) -> list[Problem]:
    return [Problem(loaded.document.position(m.where, key=m.key), m.message) for m in missing]


class _Deriver:
    """The records of one pass (at `passes[index]`), adding what cannot be derived to
    `missing` and what C++ would refuse to `refused`."""

    def __init__(
        self,
        loaded: LoadedSpec,
        index: int,
        dialects: Mapping[str, str],
        missing: list[Missing],
        refused: list[Missing],
    ) -> None:
        self.loaded = loaded
        self.index = index
        self.where: DataPath = ("passes", index)
        self.dialects = dialects
        self.missing = missing
        self.refused = refused

    def record(self, spec: PassSpec) -> CppPassRecord:
        cpp = spec.cpp
        options = self.loaded.spec.pass_options(self.index)
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
        statistics = [self._statistic(s) for s in spec.statistics]
        code = [
            base_class,
            *dialects,
            *(t for r in records for t in (r.cpp_type, r.default, r.flags)),
        ]
        self._check_members(
            spec, options, [*(r.cpp_name for r in records), *(s.cpp_name for s in statistics)], code
        )
        self._code_problems(spec, options)
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

    def _base_class(self, spec: PassSpec) -> str:
        names = upstream_cpp_names()
        if spec.interface is not None:
            return self._pass_on(
                spec, INTERFACE_PASS, names.interfaces, "op interface", "Interface"
            )
        if spec.anchor is None:
            return OPERATION_PASS.base_class()
        return self._pass_on(spec, OPERATION_PASS, names.ops, "op", "Op")

    def _pass_on(
        self, spec: PassSpec, kind: PassKind, classes: dict[str, str], what: str, example: str
    ) -> str:
        """The base class of `kind` on the upstream class of the anchor or interface the
        pass names, else "" with the located problem (its class is the project's)."""
        name = getattr(spec, kind.field)
        cpp_class = classes.get(name)
        if cpp_class is not None:
            return kind.base_class(cpp_class)
        self._lacks(
            (*self.where, kind.field),
            f"pass '{spec.argument}': {kind.field if kind is INTERFACE_PASS else what} "
            f"'{name}' is no upstream MLIR {what}, so its C++ class is unknown; give the "
            f"pass's C++ base class: `cpp: {{base_class: '{kind.base_class('::my::' + example)}'}}`",
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
        name = cpp.name if cpp is not None and cpp.name else cpp_facts.member_name(option.name)
        stated = cpp.default if cpp is not None else None  # '': none, as TableGen's ""
        default = stated or ""
        flags = cpp.flags if cpp is not None else ""
        enumerators = cpp.enumerators if cpp is not None else {}
        derive_default = not option.is_list and stated is None and option.default is not None
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
        kind = option.kind
        derived = kind.cpp_list_type if option.is_list else kind.cpp_type
        if derived is not None:
            return derived
        if kind.shared is None:
            self._lacks(
                (*where, "type"),
                f"option '{option.argument}' is an enum: its C++ type is an enum with an "
                "enumerator per value, declared before the generated header is included; "
                "name it: `cpp: {type: '::my::Mode'}`",
            )
        else:
            self._lacks(
                (*where, "type"),
                f"option '{option.argument}' is {kind.name}: its C++ type is the project's; "
                "name it: `cpp: {type: ...}`",
            )
        return ""

    def _default(
        self, where: DataPath, option: OptionSpec, cpp_type: str, enumerators: Mapping[str, str]
    ) -> str:
        """The derived C++ default of a scalar option: its default as written, the type's
        zero value too (`false`, `0`, `""`: the author wrote it)."""
        try:
            return cpp_facts.literal(option.default, option.element_type, cpp_type, enumerators)
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
            member = enumerators.get(name, name)
            problem = identifier_problem(member)
            if problem is None:
                continue
            ok = False
            if name in enumerators:
                self._lacks(
                    (*where, "cpp", "enumerators", name),
                    f"option '{option.argument}': enumerator '{member}' of value '{name}' "
                    f"{problem}",
                )
            else:
                self._lacks(
                    (*where, "values", name),
                    f"option '{option.argument}': enum value '{name}' {problem}, so it cannot "
                    f"name an enumerator of {cpp_type}; map it to one: "
                    f"`cpp: {{enumerators: {{{name}: ...}}}}`",
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

    def _statistic(self, statistic: StatisticSpec) -> CppStatistic:
        cpp = statistic.cpp
        name = cpp.name if cpp is not None and cpp.name else cpp_facts.member_name(statistic.name)
        return CppStatistic(name, statistic.display_name, statistic.description)

    def _check_members(
        self,
        spec: PassSpec,
        options: list[tuple[DataPath, OptionSpec]],
        names: list[str],
        code: list[str],
    ) -> None:
        """Each option's and statistic's C++ member (`names`, in order): an identifier, none
        the pass base class declares or uses (`code`: the pass's C++ code), no two alike."""
        items: list[tuple[DataPath, OptionSpec | StatisticSpec]] = [
            *options,
            *(((*self.where, "statistics", i), s) for i, s in enumerate(spec.statistics)),
        ]
        taken = class_scope_names(spec.name, code)
        seen: dict[str, str] = {}
        for (where, item), name in zip(items, names):
            given = item.cpp is not None and bool(item.cpp.name)
            at = (*where, "cpp", "name") if given else (*where, "name")
            problem = identifier_problem(name) or taken.get(name)
            if problem is None and name in seen:
                problem = f"as '{seen[name]}' does"
            seen.setdefault(name, item.name)
            if problem is None:
                continue
            made = (
                f"'{item.name}' has the C++ member"
                if given
                else f"'{item.name}' makes the C++ member"
            )
            clause = problem if problem.startswith("as ") else f"which {problem}"
            fix = "name it otherwise" if given else "name the member: `cpp: {name: ...}`"
            self.refused.append(
                Missing(at, f"pass '{spec.argument}': {made} '{name}', {clause}; {fix}")
            )

    def _code_problems(self, spec: PassSpec, options: list[tuple[DataPath, OptionSpec]]) -> None:
        """C++ code a `cpp:` section (or a dialect file) gives, which is written as it is:
        none may hold a trigraph."""
        code: list[tuple[DataPath, str]] = []
        if spec.cpp is not None:
            cpp_where = (*self.where, "cpp")
            code += [((*cpp_where, f), getattr(spec.cpp, f)) for f in ("base_class", "constructor")]
            code += [
                ((*cpp_where, "dependent_dialects", i), d)
                for i, d in enumerate(spec.cpp.dependent_dialects)
            ]
        if spec.cpp is None or not spec.cpp.dependent_dialects:
            code += [
                ((*self.where, "dependent_dialects", i), self.dialects[d])
                for i, d in enumerate(spec.dependent_dialects)
                if d in self.dialects
            ]
        for where, option in options:
            if option.cpp is not None:
                code += [
                    ((*where, "cpp", f), getattr(option.cpp, f) or "")
                    for f in ("type", "default", "flags")
                ]
        for where, text in code:
            problem = trigraph_problem(text)
            if problem is not None:
                self.refused.append(
                    Missing(where, f"pass '{spec.argument}': the C++ code '{text}' {problem}")
                )
