"""The names mlir-tblgen's C++ for a group declares, derived from spec names, and the
problems that keep them from compiling (see `passgen.cpp.identifiers` for what no name may be).

mlir-tblgen splices a pass's def name N, the group's `-name` G and the C API's `--prefix` P
into identifiers (PassGen.cpp, PassCAPIGen.cpp): at namespace scope `create<N>`,
`<N>Options`, `register<N>`, `register<N>Pass`, `impl::<N>Base`, `register<G>Passes`, the
macros `GEN_PASS_DECL_<N>`, `GEN_PASS_DEF_<N>` and `GEN_PASS_REGISTRATION_<N>` (N in
ASCII uppercase, so `FooBar` and `Foobar` share them), and the C API's `extern "C"` symbols
`mlirRegister<P>Passes`, `mlirCreate<P><N>` and `mlirRegister<P><N>` (global across all
groups linked together). Its class `<N>Base` declares members of its own, names its
template parameter `DerivedT`, and uses `std`, `<N>Options` and `options` unqualified; an
option or statistic member of one of these names, or of a name that the class's C++ code
(option types, defaults, flags, the base class) uses unqualified, changes what the class
means. mlir-tblgen writes all of it without a check, so C++ that does not compile; passgen
refuses such specs, each problem located (`declaration_problems`, `capi_problems`,
`class_scope_names`, `trigraph_problem` for `cpp:` code, which is written as it is).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from passgen.spec.yaml_source import DataPath

from .identifiers import identifier_problem

if TYPE_CHECKING:
    from passgen.spec.document import LoadedSpec

    from .model import CppPassRecord

# What the generated `<N>Base` declares itself (a member of the same name redeclares it).
GENERATED_MEMBERS = frozenset(
    {
        "getArgumentName",
        "getArgument",
        "getDescription",
        "getPassName",
        "getName",
        "classof",
        "clonePass",
        "getDependentDialects",
        "Base",
    }
)
# Names the class body uses unqualified, besides the pass's own `<N>Base` and `<N>Options`.
CLASS_SCOPE_USES = frozenset({"DerivedT", "std", "options"})
_LITERAL = re.compile(r'"(?:[^"\\]|\\.)*"|\'(?:[^\'\\]|\\.)*\'')
_UNQUALIFIED = re.compile(r"(?<![\w:.>])([A-Za-z_]\w*)(?!\w)")
TRIGRAPH = re.compile(r"\?\?[=/'()!<>\-]")


@dataclass(frozen=True)
class Declared:
    """A name the C++ declares (`name`), what declares it (`what`), and the spec name it
    comes from (`source`)."""

    name: str
    what: str
    source: str


# A name's problem at its place in a spec.
Refused = tuple[DataPath, str]
# The C API's symbols declared so far in a build, each with its spec, place and declaration.
Symbols = dict[str, tuple["LoadedSpec", DataPath, Declared]]


def macro_name(pass_name: str) -> str:
    """The name in a pass's `GEN_PASS_*` macros, as mlir-tblgen's `StringRef::upper` makes
    it (ASCII letters only)."""
    return pass_name.translate(_ASCII_UPPER)


_ASCII_UPPER = str.maketrans("abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ")


def pass_declarations(name: str, has_options: bool, generated: bool) -> Iterator[Declared]:
    """What `-gen-pass-decls` declares for pass `name` at namespace scope (`generated`: it
    writes the pass's `create<N>()`)."""
    macro = macro_name(name)
    for kind in ("DECL", "DEF", "REGISTRATION"):
        yield Declared(f"GEN_PASS_{kind}_{macro}", "a macro", name)
    if has_options:
        yield Declared(f"{name}Options", "the options struct", name)
    if generated:
        yield Declared(f"create{name}", "a function", name)
    yield Declared(f"{name}Base", "the pass base class", name)
    yield Declared(f"register{name}", "a function", name)
    yield Declared(f"register{name}Pass", "a function", name)


def group_declaration(group_name: str) -> Declared:
    """What `-gen-pass-decls -name G` declares for the group."""
    return Declared(f"register{group_name}Passes", "the group's registration function", group_name)


def capi_declarations(prefix: str, pass_names: list[str]) -> Iterator[Declared]:
    """The C API's symbols of a group (`--prefix P`), which are global."""
    yield Declared(f"mlirRegister{prefix}Passes", "a C API function", prefix)
    for name in pass_names:
        yield Declared(f"mlirCreate{prefix}{name}", "a C API function", name)
        yield Declared(f"mlirRegister{prefix}{name}", "a C API function", name)


def declaration_problem(declared: Declared) -> str | None:
    """Why `declared` cannot be declared (its name is a keyword, reserved or a macro)."""
    problem = identifier_problem(declared.name)
    if problem is None:
        return None
    return f"'{declared.source}' makes {declared.what} '{declared.name}', which {problem}"


def _name_place(loaded: LoadedSpec, field: str) -> DataPath:
    """Where the group's `-name` (`field` "name") or `--prefix` ("capi_prefix") comes from:
    its `cpp:` entry, `-name`'s for the prefix, else the group."""
    cpp = loaded.spec.cpp
    for key in (field, "name"):
        if cpp is not None and getattr(cpp, key) is not None:
            return ("cpp", key)
    return ("group",)


def declaration_problems(loaded: LoadedSpec, records: Sequence[CppPassRecord]) -> list[Refused]:
    """What `-gen-pass-decls` would declare at namespace scope that cannot be: a name that
    is no identifier there, or one that two passes (or a pass and the group) declare."""
    declared: list[tuple[DataPath, Declared]] = [
        (("passes", index, "name"), d)
        for index, record in enumerate(records)
        for d in pass_declarations(record.name, bool(record.options), not record.constructor)
    ]
    declared.append((_name_place(loaded, "name"), group_declaration(loaded.spec.cpp_name)))
    return _clashing(loaded, declared, {})


def capi_problems(loaded: LoadedSpec, symbols: Symbols, decls: bool) -> list[Refused]:
    """The C API's symbols of a group that cannot be: not identifiers, or declared by
    another pass or group (`symbols`: those so far; `extern "C"` names are global); and
    (`decls`: with the declarations) a prefix other than the group's `-name`, as the C
    API's implementation calls `register<prefix>Passes()`."""
    spec = loaded.spec
    names = [p.name for p in spec.passes]
    places = [_name_place(loaded, "capi_prefix")] + [
        ("passes", index, "name") for index in range(len(names)) for _ in (0, 1)
    ]
    problems = _clashing(
        loaded, list(zip(places, capi_declarations(spec.capi_prefix, names))), symbols
    )
    if decls and spec.capi_prefix != spec.cpp_name:
        problems.append(
            (
                _name_place(loaded, "capi_prefix"),
                f"the C API's implementation calls register{spec.capi_prefix}Passes(), which "
                f"the declarations name register{spec.cpp_name}Passes(): the prefix must be "
                f"the group's C++ name '{spec.cpp_name}' (leave it out)",
            )
        )
    return problems


def _clashing(
    loaded: LoadedSpec, declared: Sequence[tuple[DataPath, Declared]], seen: Symbols
) -> list[Refused]:
    """The problems of `declared` names: each that is no identifier, and each declared
    again (`seen`: the names declared so far, and by what; one problem per place)."""
    problems: list[Refused] = []
    reported: set[DataPath] = set()
    for where, item in declared:
        problem = declaration_problem(item)
        first = seen.get(item.name)
        if first is not None and problem is None:
            other, at, earlier = first
            position = other.document.position(at)
            problem = (
                f"'{item.source}' makes {item.what} '{item.name}', as '{earlier.source}' does "
                f"at {position.path}:{position.line}:{position.column}"
            )
        seen.setdefault(item.name, (loaded, where, item))
        if problem is not None and where not in reported:
            reported.add(where)
            problems.append((where, problem))
    return problems


def class_scope_names(pass_name: str, code: list[str]) -> dict[str, str]:
    """The names an option or statistic member of pass `pass_name` must not take, each
    with why (a phrase completing "which ..."): what `<N>Base` declares or uses unqualified, with the names its C++ `code`
    (types, defaults, flags, base class) uses unqualified."""
    taken = {name: "the generated pass base class declares" for name in GENERATED_MEMBERS}
    for name in (*CLASS_SCOPE_USES, f"{pass_name}Base", f"{pass_name}Options"):
        taken[name] = "the generated pass base class uses"
    for text in code:
        for name in unqualified_names(text):
            taken.setdefault(name, f"the pass's C++ code uses ('{text}')")
    return taken


def unqualified_names(code: str) -> list[str]:
    """The identifiers of C++ `code` that lookup would find in class scope: those outside
    string and character literals that follow no `::`, `.` or `->`."""
    return _UNQUALIFIED.findall(_LITERAL.sub('""', code))


def trigraph_problem(code: str) -> str | None:
    """Why C++ `code` (a `cpp:` fact, written as it is) breaks under `-trigraphs`."""
    found = TRIGRAPH.search(code)
    if found is None:
        return None
    return (
        f"holds the trigraph '{found.group()}', which g++ -trigraphs reads as "
        f"'{_TRIGRAPHS[found.group()[2]]}'; in a string literal write '?\\?{found.group()[2]}'"
    )


_TRIGRAPHS = dict(zip("=/'()!<>-", "#\\^[]|{}~"))
