"""Groups of pass records (`cpp_model.CppGroup`) written two ways: as a spec with `cpp:`
sections, and as the TableGen file mlir-tblgen reads for the same records; and hypothesis
strategies drawing such groups."""

from __future__ import annotations

import keyword
from dataclasses import dataclass
from typing import Any

import yaml
from hypothesis import assume
from hypothesis import strategies as st

from passgen.cpp.declarations import (
    CLASS_SCOPE_USES,
    capi_declarations,
    group_declaration,
    pass_declarations,
    unqualified_names,
)
from passgen.cpp.facts import string_literal
from passgen.cpp.identifiers import identifier_problem
from passgen.cpp.model import CppGroup, CppOption, CppPassRecord, CppStatistic
from passgen.support.naming import snake_case
from passgen.tablegen.importer import python_name

# C++ option value types: the portable type of a scalar and of a list, and C++ defaults.
OPTION_TYPES: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "int": ("int", "list[int]", ("3", "-1", "std::numeric_limits<int>::max()")),
    "unsigned": ("uint", "list[uint]", ("0", "-1U")),
    "int64_t": ("int64", "list[int64]", ("10",)),
    "bool": ("bool", "list[bool]", ("true", "false")),
    "double": ("float", "list[float]", ("0.5",)),
    "std::string": ("str", "list[str]", ('"text"', '"a\\"b"', "kDefault.str()")),
}
# PassBase.td's own classes, which a def cannot be named after.
_TABLEGEN_CLASSES = {"Option", "ListOption", "Statistic", "PassBase", "Pass", "InterfacePass"}

# Free text: letters, marks, numbers, punctuation (quotes, backslashes and `)PD"` included),
# symbols and spaces from all of Unicode, tabs and newlines; blanks at the ends too.
TEXT = st.text(
    st.characters(categories=("L", "M", "N", "P", "S", "Zs"), include_characters="\t\n"),
    max_size=30,
)
_ARGUMENT = st.from_regex(r"[a-z][a-z0-9]{0,6}(?:-[a-z0-9]{1,4}){0,2}", fullmatch=True)
_CAMEL = st.from_regex(r"[A-Z][A-Za-z0-9]{0,10}", fullmatch=True)
# `-name` and `--prefix` as projects give them besides CamelCase: `-name plugin` (Triton).
_LOWER_NAME = st.from_regex(r"[a-z0-9_][a-z0-9_]{0,8}", fullmatch=True)
BASES = [
    "::mlir::OperationPass<>",
    "::mlir::OperationPass<func::FuncOp>",
    "::mlir::OperationPass<ModuleOp>",
    "::mlir::InterfacePass<FunctionOpInterface>",
    "MyPassBase<Custom>",
]
_BASES = st.sampled_from(BASES)
FLAGS = ["", "llvm::cl::ZeroOrMore", "::llvm::cl::Hidden"]
DIALECTS = ["arith::ArithDialect", "scf::SCFDialect", "my::MyDialect"]
# Names the C++ code above uses unqualified, which no member may take (cpp_declarations).
_CODE_NAMES = {
    name
    for code in (
        *BASES,
        *FLAGS,
        *DIALECTS,
        *OPTION_TYPES,
        *(d for t in OPTION_TYPES.values() for d in t[2]),
    )
    for name in unqualified_names(code)
}
_CPP_NAME = st.from_regex(r"[a-z][a-zA-Z0-9]{0,8}", fullmatch=True).filter(
    lambda n: (
        python_name(n, "x") == python_name(n, "y")
        and identifier_problem(n) is None
        and n not in _CODE_NAMES | CLASS_SCOPE_USES
    )
)


@st.composite
def _option(draw: st.DrawFn) -> CppOption:
    cpp_type = draw(st.sampled_from(sorted(OPTION_TYPES)))
    is_list = draw(st.booleans())
    default = "" if is_list else draw(st.sampled_from(("", *OPTION_TYPES[cpp_type][2])))
    flags = draw(st.sampled_from(FLAGS))
    return CppOption(
        draw(_ARGUMENT), draw(_CPP_NAME), cpp_type, default, draw(TEXT), flags, is_list
    )


@st.composite
def _pass(draw: st.DrawFn, name: str, argument: str) -> CppPassRecord:
    members = draw(st.lists(_CPP_NAME, max_size=6, unique_by=lambda n: python_name(n, "x")))
    split = draw(st.integers(0, len(members)))
    options = draw(
        st.lists(_option(), min_size=split, max_size=split, unique_by=lambda o: o.argument)
    )
    options = [
        CppOption(o.argument, cpp, o.cpp_type, o.default, o.description, o.flags, o.is_list)
        for o, cpp in zip(options, members)
    ]
    statistics = [CppStatistic(cpp, draw(TEXT.filter(bool)), draw(TEXT)) for cpp in members[split:]]
    constructor = draw(st.sampled_from(["", f"mlir::create{name}Pass()", "::ns::make()"]))
    dialects = draw(st.lists(st.sampled_from(DIALECTS), max_size=3, unique=True))
    return CppPassRecord(
        name,
        argument,
        draw(TEXT),
        "",
        draw(_BASES),
        constructor,
        tuple(dialects),
        tuple(options),
        tuple(statistics),
        None,
    )


@dataclass(frozen=True)
class Case:
    """A spec group holding `passes`, with mlir-tblgen's `-name` and `--prefix` given in its
    `cpp:` section ('' is mlir-tblgen's own default) or (None) left to the spec's defaults."""

    group: str
    name: str | None
    prefix: str | None
    passes: tuple[CppPassRecord, ...]

    @property
    def records(self) -> CppGroup:
        """The group as `cpp_model.cpp_group` reads it from the spec."""
        name = self.group if self.name is None else self.name
        return CppGroup(name, name if self.prefix is None else self.prefix, self.passes)

    def spec_yaml(self) -> str:
        """The spec, every C++ fact in a `cpp:` section."""
        data: dict[str, Any] = {"group": self.group}
        names = {
            k: v for k, v in (("name", self.name), ("capi_prefix", self.prefix)) if v is not None
        }
        if names:
            data["cpp"] = names
        data["passes"] = [_pass_data(p) for p in self.passes]
        return str(yaml.safe_dump(data, sort_keys=False, allow_unicode=True))


@st.composite
def cases(draw: st.DrawFn) -> Case:
    """A group of up to 5 passes whose C++ declarations are names C++ takes (none twice);
    its name and prefix given or defaulted."""
    names = draw(
        st.lists(_CAMEL.filter(lambda n: n not in _TABLEGEN_CLASSES), max_size=5, unique=True)
    )
    arguments = draw(st.lists(_ARGUMENT, min_size=len(names), max_size=len(names), unique=True))
    passes = tuple(draw(_pass(n, a)) for n, a in zip(names, arguments))
    optional_name = st.one_of(st.none(), st.just(""), _CAMEL, _LOWER_NAME)
    group = draw(_CAMEL.filter(lambda g: not keyword.iskeyword(snake_case(g))))
    case = Case(group, draw(optional_name), draw(optional_name), passes)
    declared = [
        d.name
        for p in passes
        for d in pass_declarations(p.name, bool(p.options), not p.constructor)
    ] + [group_declaration(case.records.name).name]
    assume(len(set(declared)) == len(declared))
    assume(all(identifier_problem(name) is None for name in declared))
    return case


def capi_symbols(case: Case) -> list[str]:
    """The C API's global symbols of the case."""
    records = case.records
    return [
        d.name for d in capi_declarations(records.capi_prefix, [p.name for p in records.passes])
    ]


def distinct(group: list[Case]) -> bool:
    """Whether the cases can be specs of one build: distinct modules, pass names, arguments
    and C API symbols."""
    passes = [p for case in group for p in case.passes]
    return all(
        len(set(values)) == len(values)
        for values in (
            [snake_case(case.group) for case in group],
            [p.name for p in passes],
            [p.argument for p in passes],
            [symbol for case in group for symbol in capi_symbols(case)],
        )
    )


def cpp_writable(case: Case) -> bool:
    """Whether a build may write the case's C++ and C API: no text would end the C++ raw
    string mlir-tblgen writes it into (`passgen.cpp.model`'s text checks), the C API's prefix is the
    group's C++ name (its implementation calls `register<prefix>Passes()`) and its symbols
    are all different."""
    symbols = capi_symbols(case)
    return (
        case.records.name == case.records.capi_prefix
        and len(set(symbols)) == len(symbols)
        and not any(
            ')PD"' in p.summary
            or any(')PO"' in o.description for o in p.options)
            or any(')PS"' in s.description for s in p.statistics)
            for p in case.passes
        )
    )


def escaped(records: CppGroup, text: str) -> str:
    """mlir-tblgen's `-gen-pass-decls` output `text` for `records`, with the string literals
    of statistics' display names escaped as passgen writes them (mlir-tblgen writes them as
    they are, which breaks the C++ when they hold a quote, a backslash or a trigraph)."""
    for p in records.passes:
        for s in p.statistics:
            text = text.replace(
                f'{{this, "{s.display_name}", ', f"{{this, {string_literal(s.display_name)}, "
            )
    return text


def _pass_data(record: CppPassRecord) -> dict[str, Any]:
    options = [
        {
            "name": python_name(o.cpp_name, "option"),
            "argument": o.argument,
            "type": OPTION_TYPES[o.cpp_type][1 if o.is_list else 0],
            "description": o.description,
            "cpp": {"name": o.cpp_name, "type": o.cpp_type, "default": o.default, "flags": o.flags},
        }
        for o in record.options
    ]
    statistics = [
        {
            "name": python_name(s.cpp_name, "statistic"),
            "display_name": s.display_name,
            "description": s.description,
            "cpp": {"name": s.cpp_name},
        }
        for s in record.statistics
    ]
    return {
        "name": record.name,
        "argument": record.argument,
        "summary": record.summary,
        "options": options,
        "statistics": statistics,
        "cpp": {
            "base_class": record.base_class,
            "constructor": record.constructor,
            "dependent_dialects": list(record.dependent_dialects),
        },
    }


def td_file(records: CppGroup | Case) -> str:
    """The TableGen file defining `records` (its passes through `Pass`, `InterfacePass` or
    `PassBase`, as their base class allows)."""
    return 'include "mlir/Pass/PassBase.td"\n' + "".join(_td_pass(p) for p in records.passes)


def _td_pass(record: CppPassRecord) -> str:
    base = record.base_class
    for cls, prefix in (
        ("Pass", "::mlir::OperationPass<"),
        ("InterfacePass", "::mlir::InterfacePass<"),
    ):
        if base.startswith(prefix):
            anchor = base[len(prefix) : -1]
            head = f"{cls}<{_td(record.argument)}{', ' + _td(anchor) if anchor else ''}>"
            break
    else:
        head = f"PassBase<{_td(record.argument)}, {_td(base)}>"
    options = [
        f"ListOption<{_td(o.cpp_name)}, {_td(o.argument)}, {_td(o.cpp_type)}, {_td(o.description)}, {_td(o.flags)}>"
        if o.is_list
        else f"Option<{_td(o.cpp_name)}, {_td(o.argument)}, {_td(o.cpp_type)}, {_td(o.default)}, "
        f"{_td(o.description)}, {_td(o.flags)}>"
        for o in record.options
    ]
    statistics = [
        f"Statistic<{_td(s.cpp_name)}, {_td(s.display_name)}, {_td(s.description)}>"
        for s in record.statistics
    ]
    lists = (
        ("dependentDialects", [_td(d) for d in record.dependent_dialects]),
        ("options", options),
        ("statistics", statistics),
    )
    body = "".join(f"  let {field} = [{', '.join(items)}];\n" for field, items in lists)
    return (
        f"def {record.name} : {head} {{\n  let summary = {_td(record.summary)};\n"
        f"  let constructor = {_td(record.constructor)};\n{body}}}\n"
    )


def _td(text: str) -> str:
    """A TableGen string literal of `text`."""
    escaped = (
        text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    )
    return f'"{escaped}"'
