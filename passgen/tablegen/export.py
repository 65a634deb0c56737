"""A spec as TableGen (`passgen export-td`): the records mlir-tblgen's pass backends read.

Everything comes from `cpp_model.cpp_group` (the records) except the file's structure: option
sets become records holding an `options` list that passes concatenate (as MLIR's
`RewritePassUtils`), which `import-td` reads back as option sets. Every string is written so
that TableGen reads back exactly its value (see `td_string`). What TableGen has no field for
(the Python-only fields) is not exported, and each such field gets a warning.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from passgen.cpp.facts import member_name
from passgen.cpp.model import (
    NO_DIALECTS,
    CppGroup,
    CppOption,
    CppPassRecord,
    MissingCppFacts,
    cpp_group,
    located,
)
from passgen.spec.document import LoadedSpec
from passgen.spec.model import OptionSpec, SpecFile, StatisticSpec
from passgen.spec.pass_kinds import OPERATION_PASS, PASS_KINDS, PassKind
from passgen.support.diagnostics import Problem, SpecError
from passgen.support.naming import camel_case, snake_case

from .importer import portable_type, python_name

PASS_BASE = "mlir/Pass/PassBase.td"
UTILS = "mlir/IR/Utils.td"  # defines `Deprecated`

# Python-only fields of a pass and of the file.
_PASS_ONLY = ("implementation", "kinds", "requires_before", "cleanup_after", "preserves")
_FILE_ONLY = ("summary", "bundles")
# TableGen's reserved words (TGLexer.cpp), which cannot name a record.
_KEYWORDS = frozenset(
    "assert bit bits class code dag def defm defset deftype defvar dump else false field "
    "foreach if in include int let list multiclass string then true".split()
)
LIST_WITH_DEFAULT_CLASS = "ListOptionWithDefault"
LIST_WITH_DEFAULT = (
    "// A ListOption with a default value (PassBase.td's ListOption has none).\n"
    f"class {LIST_WITH_DEFAULT_CLASS}<string varName, string arg, string valueType, string default,\n"
    '                            string desc, string additionalFlags = "">\n'
    "  : ListOption<varName, arg, valueType, desc, additionalFlags> {\n"
    "  let defaultValue = default;\n}"
)


@dataclass(frozen=True)
class Exported:
    """The TableGen text of a spec, and the warnings about what it leaves out."""

    text: str
    warnings: tuple[Problem, ...]


def export_td(loaded: LoadedSpec, dialects: Mapping[str, str] = NO_DIALECTS) -> Exported:
    """The spec `loaded` as a TableGen file (`dialects`: the C++ classes of the project's
    own dialects); raises `SpecError` (located) when a pass has no C++ facts. (Every string
    of a spec is one TableGen holds: `yaml_source` refuses NUL and the other characters of
    `source_text.UNSAFE_TEXT`.)"""
    problems: list[Problem] = []
    group: CppGroup | None = None
    try:
        group = cpp_group(loaded, dialects)
    except MissingCppFacts as exc:
        problems += [
            Problem(
                p.position, f"{p.message}; export-td writes only passes whose C++ facts are known"
            )
            for p in located(loaded, exc)
        ]
    if problems or group is None:
        raise SpecError(problems, {loaded.path: loaded.document.lines})
    return Exported(_File(loaded, group).text(), tuple(_not_exported(loaded, group)))


def td_string(text: str) -> str:
    """A TableGen value that reads back as exactly `text` (which holds no NUL).

    A code block `[{...}]` holds any text verbatim up to the first `}]`; the lexer reads a
    `}` and the character after it as a pair, so a block's text must not end with `}`
    either. A quoted string has escapes for `\\`, `"`, newline and tab, but none for a
    carriage return. Text with line breaks, quotes or backslashes is a code block when it
    can be; text that neither form holds is pasted (`#`) from pieces each form holds.
    """
    block = "}]" not in text and not text.endswith("}")
    if block and any(c in text for c in '\n"\\\r'):
        return f"[{{{text}}}]"
    if "\r" not in text:
        escaped = (
            text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
        )
        return f'"{escaped}"'
    return " # ".join(td_string(piece) for piece in re.split(r"(\r+)", text) if piece)


def _not_exported(loaded: LoadedSpec, group: CppGroup) -> Iterator[Problem]:
    """A warning for each field that holds something TableGen has no place for, and for each
    option type import-td reads back as another."""
    spec, doc = loaded.spec, loaded.document
    records = _option_records(spec, group)

    def warning(where: tuple[str | int, ...], why: str) -> Problem:
        return Problem(doc.position(where, key=True), f"not exported: {why}", "warning")

    python_only: list[tuple[tuple[str | int, ...], Any]] = [
        ((f,), getattr(spec, f)) for f in _FILE_ONLY
    ]
    python_only += [
        (("passes", index, field), getattr(pass_, field))
        for index, pass_ in enumerate(spec.passes)
        for field in _PASS_ONLY
    ]
    for where, value in python_only:
        if value:
            yield warning(where, f"'{where[-1]}' is Python-only (TableGen has no field for it)")
    used = {name for p in spec.passes for name in p.include_options}
    for name, options in spec.option_sets.items():
        if name not in used:
            yield warning(("option_sets", name), f"option set '{name}' is included by no pass")
        elif not options:
            yield warning(
                ("option_sets", name),
                f"option set '{name}' is empty: its inclusions leave no trace in the records",
            )
    for place, kind, member in _members(spec):
        cpp_name = member.cpp.name if member.cpp and member.cpp.name else member_name(member.name)
        derived = python_name(cpp_name, kind)
        if derived != member.name:
            yield warning(
                (*place, "name"),
                f"the Python name '{member.name}' (import-td names the "
                f"{kind} '{derived}' after its C++ name '{cpp_name}')",
            )
        record = records.get(place)
        if isinstance(member, OptionSpec) and record is not None:
            read = portable_type(record.cpp_type, record.flags)
            if read != member.element_type:
                shown = f"list[{read}]" if member.is_list else read
                yield warning(
                    (*place, "type"),
                    f"the type '{member.type}' (TableGen holds the option as a C++ "
                    f"'{record.cpp_type}': import-td reads it back as '{shown}')",
                )


def _option_records(spec: SpecFile, group: CppGroup) -> dict[tuple[str | int, ...], CppOption]:
    """The record of each exported option, by the option's place in the spec (an option set's
    as the first pass that includes it has it)."""
    found: dict[tuple[str | int, ...], CppOption] = {}
    for index, record in enumerate(group.passes):
        by_argument = {option.argument: option for option in record.options}
        for place, option in spec.pass_options(index):
            found.setdefault(place, by_argument[option.argument])
    return found


def _members(
    spec: SpecFile,
) -> Iterator[tuple[tuple[str | int, ...], str, OptionSpec | StatisticSpec]]:
    """Every option (in sets and passes) and statistic, with its place and kind."""
    yield from ((place, "option", option) for place, option in spec.every_option())
    for index, pass_ in enumerate(spec.passes):
        yield from (
            (("passes", index, "statistics", i), "statistic", s)
            for i, s in enumerate(pass_.statistics)
        )


class _File:
    """The TableGen text of one group."""

    def __init__(self, loaded: LoadedSpec, group: CppGroup):
        self.loaded = loaded
        self.group = group
        spec = loaded.spec
        used = [
            name for name in spec.option_sets if any(name in p.include_options for p in spec.passes)
        ]
        passes = {p.name for p in group.passes}
        self.set_records = {name: _set_record(name, passes) for name in used}
        # Which set (and place in it) each included option argument comes from, per pass.
        self.origins = [
            {
                o.argument: (name, i)
                for name in p.include_options
                for i, o in enumerate(spec.option_sets[name])
            }
            for p in spec.passes
        ]

    def text(self) -> str:
        group = self.group
        name = self.loaded.path.name
        head = [
            f"// Exported by `passgen export-td` from {name if name.isprintable() else repr(name)} "
            f"(`{self._import_command()}` reads it back).",
            f"// mlir-tblgen: -gen-pass-decls{_flag('-name', group.name)}; "
            f"-gen-pass-capi-header/-impl{_flag('--prefix', group.capi_prefix)}.",
            "",
            f'include "{PASS_BASE}"',
        ]
        if any(p.deprecated is not None for p in group.passes):
            head.append(f'include "{UTILS}"')
        if any(o.is_list and o.default for p in group.passes for o in p.options):
            head += ["", LIST_WITH_DEFAULT]
        blocks = ["\n".join(head)]
        blocks += [self._set(name) for name in self.set_records]
        blocks += [self._pass(index, record) for index, record in enumerate(group.passes)]
        return "\n\n".join(blocks) + "\n"

    def _import_command(self) -> str:
        """The `passgen import-td` flags that read the file back as the spec: its group, and
        the C++ names the spec gives (those of TableGen's command line, not of its records)."""
        spec = self.loaded.spec
        flags = [f"--group {spec.group}"]
        if spec.cpp is not None:
            flags += [
                f"{flag} {shlex.quote(value)}"
                for flag, value in (("--name", spec.cpp.name), ("--prefix", spec.cpp.capi_prefix))
                if value is not None
            ]
        return " ".join(["passgen import-td", *flags])

    def _set(self, name: str) -> str:
        record = next(
            r
            for r, p in zip(self.group.passes, self.loaded.spec.passes)
            if name in p.include_options
        )
        options = {o.argument: o for o in record.options}
        listed = "".join(
            f"    {_option(options[o.argument])},\n" for o in self.loaded.spec.option_sets[name]
        )
        return f"def {self.set_records[name]} {{\n  list<Option> options = [\n{listed}  ];\n}}"

    def _pass(self, index: int, record: CppPassRecord) -> str:
        base = _tablegen_class(record.base_class)
        if base is None:
            head = f"def {record.name} : PassBase<{td_string(record.argument)}, {td_string(record.base_class)}>"
        else:
            kind, target = base
            # `Pass`'s target may be left out: PassBase.td's default, "", is any op.
            target_arg = f", {td_string(target)}" if target or kind is not OPERATION_PASS else ""
            head = f"def {record.name} : {kind.tablegen}<{td_string(record.argument)}{target_arg}>"
        if record.deprecated is not None:
            head += f", Deprecated<{td_string(record.deprecated)}>"
        body = []
        for field, value in (
            ("summary", record.summary),
            ("description", record.description),
            ("constructor", record.constructor),
        ):
            if value:
                body.append(f"  let {field} = {td_string(value)};")
        if record.dependent_dialects:
            body.append(
                f"  let dependentDialects = [{', '.join(map(td_string, record.dependent_dialects))}];"
            )
        if record.options:
            body.append(f"  let options = {self._options(index, record)};")
        if record.statistics:
            listed = "".join(
                f"    Statistic<{td_string(s.cpp_name)}, {td_string(s.display_name)}, "
                f"{td_string(s.description)}>,\n"
                for s in record.statistics
            )
            body.append(f"  let statistics = [\n{listed}  ];")
        return f"{head} {{\n" + "\n".join(body) + "\n}" if body else f"{head};"

    def _options(self, index: int, record: CppPassRecord) -> str:
        """The pass's options in TableGen order: own ones listed, a set whose options come
        together and in order as `Set.options`, any other set option as `Set.options[i]`."""
        origins = self.origins[index]
        sets = self.loaded.spec.option_sets
        arguments = [o.argument for o in record.options]
        parts: list[str] = []
        items: list[str] = []
        position = 0
        while position < len(record.options):
            option = record.options[position]
            origin = origins.get(option.argument)
            if origin is not None:
                name, i = origin
                members = [o.argument for o in sets[name]]
                if i == 0 and arguments[position : position + len(members)] == members:
                    if items:
                        parts.append(_list(items))
                        items = []
                    parts.append(f"{self.set_records[name]}.options")
                    position += len(members)
                    continue
                items.append(f"{self.set_records[name]}.options[{i}]")
            else:
                items.append(_option(option))
            position += 1
        if items or not parts:
            parts.append(_list(items))
        return " # ".join(parts)


def _flag(flag: str, value: str) -> str:
    """` FLAG VALUE` of mlir-tblgen's command line; nothing for '' (its default)."""
    return f" {flag} {value}" if value else ""


def _list(items: list[str]) -> str:
    return "[\n" + "".join(f"    {item},\n" for item in items) + "  ]"


def _option(option: CppOption) -> str:
    """An `Option<...>` / `ListOption<...>` value (flags only when there are any); a list
    option with a default (which PassBase.td's `ListOption` cannot set) uses the file's
    own subclass of `ListOption`."""
    kind = "ListOption" if option.is_list else "Option"
    args = [option.cpp_name, option.argument, option.cpp_type, option.default, option.description]
    if option.is_list and option.default:
        kind = LIST_WITH_DEFAULT_CLASS
    elif option.is_list:
        del args[3]
    if option.flags:
        args.append(option.flags)
    return f"{kind}<{', '.join(map(td_string, args))}>"


def _tablegen_class(base_class: str) -> tuple[PassKind, str] | None:
    """The kind whose TableGen class expands to exactly `base_class`, with its target (None:
    none does, the record names the base class itself)."""
    for kind in PASS_KINDS:
        prefix = kind.base_class()[:-1]
        if base_class.startswith(prefix) and base_class.endswith(">"):
            return kind, base_class[len(prefix) : -1]
    return None


def _set_record(name: str, passes: set[str]) -> str:
    """The record name of an option set: CamelCase when `import-td` reads it back as
    `name` (and it names no pass), else `name` itself."""
    camel = camel_case(name, upper=True)
    if (camel and snake_case(camel) == name and camel not in passes) or name in _KEYWORDS:
        return camel
    return name
