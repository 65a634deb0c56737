"""C++ facts of YAML-authored passes (`passgen.cpp.model`, `passgen.cpp.facts`, `passgen.ods.cpp_names`): the upstream C++
names are what `make import-ods` writes and name what upstream's own Passes.td name, every
upstream pass's facts derived from its portable fields agree with its recorded ones, C++
literals read back as the values they came from (in Python and compiled by g++), and what
cannot be derived is a located error only when C++ output is requested."""

from __future__ import annotations

import math
import re
import subprocess
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from mlir_tools import GXX, oracle, requires_llvm_tblgen

from passgen.checks.load import load_specs
from passgen.cpp.facts import (
    enum_flags,
    list_init,
    literal,
    member_name,
    string_literal,
)
from passgen.cpp.identifiers import identifier_problem
from passgen.cpp.model import cpp_group, cpp_problems, dialect_classes
from passgen.cpp.upstream_names import DATA, upstream_cpp_names
from passgen.cpp.values import CPP_TYPES, enum_values, scalar_default, string_literals
from passgen.ods.cpp_names import dumps, import_cpp_names
from passgen.runtime.ir.mlir_dialects import MLIR_DIALECTS
from passgen.runtime.options import SCALAR_TYPES, IntType
from passgen.spec.dialects import load_dialects
from passgen.spec.document import LoadedSpec
from passgen.spec.model import SpecFile
from passgen.spec.pass_kinds import anchor_class
from passgen.support.diagnostics import SpecError
from passgen.support.naming import camel_case, snake_case
from passgen.tablegen.importer import AnchorResolver
from passgen.tablegen.ods import OdsIndex, dialect_name_rule


def _load(tmp_path: Path, text: str, name: str = "spec.yaml") -> LoadedSpec:
    path = tmp_path / name
    path.write_text(text)
    [loaded] = load_specs([(Path(name), path)])
    return loaded


def _cpp_errors(tmp_path: Path, text: str, dialects: dict[str, str] | None = None) -> str:
    """The located errors of a spec loaded with the C++ checks, as `passgen build` prints them."""
    path = tmp_path / "spec.yaml"
    path.write_text(text)
    with pytest.raises(SpecError) as caught:
        load_specs(
            [(Path("spec.yaml"), path)], checks=lambda specs: cpp_problems(specs, dialects or {})
        )
    return str(caught.value)


# -- the upstream C++ names ----------------------------------------------------------------


@requires_llvm_tblgen
def test_committed_cpp_names_are_fresh() -> None:
    assert DATA.read_text(encoding="utf-8") == dumps(import_cpp_names()), (
        "passgen/cpp/cpp_names.json is stale: run `make import-ods`"
    )


def test_cpp_names_name_what_upstream_passes_name(corpus: list[LoadedSpec]) -> None:
    """The anchor op class of each upstream pass, as its Passes.td spells it, resolves to its
    op name by the recorded names alone (import-td reaches no op definition for it), and the
    dialect name rule gives each upstream dialect class the name ODS gives it; every dialect
    mlir-opt registers has its class recorded."""
    resolver = AnchorResolver({}, OdsIndex())
    anchored = 0
    for loaded in corpus:
        for spec in loaded.spec.passes:
            target = anchor_class(spec.cpp.base_class) if spec.cpp is not None else None
            if target is not None:
                assert resolver.resolve(target) == (spec.anchor, ""), spec.argument
                anchored += 1
    assert anchored == 120
    names = upstream_cpp_names()
    assert all(dialect_name_rule(cpp) == name for name, cpp in names.dialects.items())
    assert MLIR_DIALECTS <= set(names.dialects)  # a dependent dialect's class is always known
    assert names.ops["builtin.module"] == "::mlir::ModuleOp"
    assert names.dialects["builtin"] == "::mlir::BuiltinDialect"
    assert names.interfaces["FunctionOpInterface"] == "::mlir::FunctionOpInterface"


# -- upstream passes: derived facts agree with the recorded ones ----------------------------


def _unqualified(name: str) -> str:
    """A C++ name without spaces, `mlir::` qualifiers and leading `::` (written at will)."""
    return re.sub(r"(?<!\w)(?:::)?(?:mlir::)?", "", name.replace(" ", ""))


def _portable(data: Any) -> Any:
    """Spec data without `cpp:` facts, except an enum option's C++ type (which nothing
    portable names)."""
    if isinstance(data, list):
        return [_portable(item) for item in data]
    if not isinstance(data, dict):
        return data
    kept = {key: _portable(value) for key, value in data.items() if key != "cpp"}
    if data.get("type") in ("enum", "list[enum]") and data.get("cpp"):
        members = {
            name: enumerator.rsplit("::", 1)[-1]
            for enumerator, name, _ in enum_values(data["cpp"]["flags"]) or []
        }
        kept["cpp"] = {
            "type": data["cpp"]["type"],
            "enumerators": {k: v for k, v in members.items() if k != v},
        }
    return kept


def _cpp_value(expression: str, portable: str) -> Any:
    """What an option with default `expression` holds ("": value-initialized)."""
    return scalar_default(expression or ('""' if portable == "str" else ""), portable)


def test_upstream_passes_derive_the_facts_they_record(corpus: list[LoadedSpec]) -> None:
    """All 290 upstream passes with their `cpp:` facts stripped: the base class (anchor op or
    interface), dependent dialects, option types, defaults and enum values derived name the
    same C++ as upstream's Passes.td."""
    compared = {"passes": 0, "dialects": 0, "defaults": 0, "enums": 0}
    for loaded in corpus:
        recorded = cpp_group(loaded)
        data = _portable(loaded.spec.model_dump(exclude_defaults=True))
        derived = cpp_group(LoadedSpec(loaded.document, SpecFile.model_validate(data)))
        for spec, theirs, ours in zip(loaded.spec.passes, recorded.passes, derived.passes):
            compared["passes"] += 1
            assert _unqualified(ours.base_class) == _unqualified(theirs.base_class), spec.name
            upstream = [
                _unqualified(c) for entry in theirs.dependent_dialects for c in entry.split(",")
            ]
            if len(upstream) == len(spec.dependent_dialects):  # the import keeps the known ones
                assert [_unqualified(c) for c in ours.dependent_dialects] == upstream, spec.name
                compared["dialects"] += bool(upstream)
            options = {o.argument: o for o in theirs.options}
            for option in ours.options:
                their = options[option.argument]
                values = enum_values(their.flags)
                if values:
                    assert [
                        (e.rsplit("::", 1)[-1], name, text)
                        for e, name, text in enum_values(option.flags) or []
                    ] == [(e.rsplit("::", 1)[-1], name, text) for e, name, text in values]
                    compared["enums"] += 1
                    continue
                portable = CPP_TYPES.get(_unqualified(their.cpp_type))
                if portable is None or option.is_list:
                    continue
                assert CPP_TYPES.get(_unqualified(option.cpp_type)) in (portable, "str")
                value = _cpp_value(their.default, portable)
                if value is not None and portable != "pipeline":
                    assert _cpp_value(option.default, portable) == value, (spec.name, option)
                    compared["defaults"] += 1
    assert compared == {"passes": 290, "dialects": 198, "defaults": 247, "enums": 26}


# -- C++ literals ---------------------------------------------------------------------------


@given(st.text())
def test_string_literals_read_back_as_their_text(text: str) -> None:
    assert string_literals(string_literal(text)) == text


INT_TYPES = {name: kind for name, kind in SCALAR_TYPES.items() if isinstance(kind, IntType)}


@given(
    st.sampled_from(sorted(INT_TYPES)).flatmap(
        lambda t: st.tuples(st.just(t), st.integers(INT_TYPES[t].low, INT_TYPES[t].high))
    )
)
def test_integer_literals_read_back_as_their_value(typed: tuple[str, int]) -> None:
    portable, value = typed
    assert scalar_default(literal(value, portable, _cpp_type(portable)), portable) == value


@given(st.floats(allow_nan=False, allow_infinity=False))
def test_float_literals_read_back_as_their_value(value: float) -> None:
    text = literal(value, "float", "double")
    assert float(text) == value and math.copysign(1, float(text)) == math.copysign(1, value)


def _cpp_type(portable: str) -> str:
    return {"int": "int", "uint": "unsigned", "int64": "int64_t", "uint64": "uint64_t"}[portable]


LITERAL_CASES: list[tuple[Any, str]] = [
    *((INT_TYPES[t].low, t) for t in INT_TYPES),
    *((INT_TYPES[t].high, t) for t in INT_TYPES),
    (-1, "int"),
    (0, "uint64"),
    (9223372036854775808, "uint64"),
    (0.1, "float"),
    (-0.0, "float"),
    (1e300, "float"),
    (5e-324, "float"),
    (float("inf"), "float"),
    (float("-inf"), "float"),
    (True, "bool"),
    (False, "bool"),
    ("".join(map(chr, range(1, 128))) + "é€😀", "str"),
    ('say "hi"\\n', "str"),
    ("\x01" + "7", "str"),
]


@oracle("g++")
def test_literals_are_the_values_in_cpp(tmp_path: Path) -> None:
    """g++ compiles each literal as the option's C++ type; the program prints what it holds."""
    lines = []
    for value, portable in LITERAL_CASES:
        cpp_type = {"float": "double", "bool": "bool", "str": "std::string"}.get(
            portable
        ) or _cpp_type(portable)
        shown = (
            "std::cout << std::hex" if portable == "str" else "std::cout << std::setprecision(17)"
        )
        if portable == "str":
            lines.append(
                f"  {{ {cpp_type} v = {literal(value, portable, cpp_type)}; "
                "for (unsigned char c : v) std::cout << std::hex << int(c) << ' '; std::cout << '\\n'; }"
            )
        else:
            lines.append(
                f"  {{ {cpp_type} v = {literal(value, portable, cpp_type)}; {shown} << std::boolalpha << v << '\\n'; }}"
            )
    source = tmp_path / "literals.cpp"
    source.write_text(
        "#include <cstdint>\n#include <iomanip>\n#include <iostream>\n#include <limits>\n"
        "#include <string>\nint main() {\n" + "\n".join(lines) + "\n}\n"
    )
    subprocess.run(
        [str(GXX), "-std=c++17", "-Wall", "-Werror", "-o", str(tmp_path / "literals"), str(source)],
        check=True,
    )
    printed = subprocess.run(
        [str(tmp_path / "literals")], capture_output=True, text=True, check=True
    ).stdout.splitlines()
    for (value, portable), line in zip(LITERAL_CASES, printed, strict=True):
        if portable == "str":
            assert bytes(int(b, 16) for b in line.split()) == value.encode(), value
        elif portable == "float":
            assert float(line) == value and math.copysign(1, float(line)) == math.copysign(1, value)
        elif portable == "bool":
            assert line == str(value).lower()
        else:
            assert int(line) == value


def test_list_defaults_are_list_init_flags() -> None:
    assert list_init([1, -2], "int", "int") == "::llvm::cl::list_init<int>({1, -2})"
    assert list_init(["a b", '"'], "str", "std::string") == (
        '::llvm::cl::list_init<std::string>({"a b", "\\""})'
    )
    assert list_init([], "int", "int") == ""


@given(
    st.dictionaries(
        st.from_regex(r"[A-Za-z_][A-Za-z0-9_]{0,8}", fullmatch=True).filter(
            lambda name: identifier_problem(name) is None
        ),
        st.text(),
        min_size=1,
        max_size=5,
    )
)
def test_enum_flags_read_back_as_their_values(values: dict[str, str]) -> None:
    """import-td's reader of `cl::values` finds each value, its enumerator and its text."""
    assert enum_values(enum_flags("::d::M", values, {})) == [
        (f"::d::M::{name}", name, text) for name, text in values.items()
    ]


@given(st.from_regex(r"[a-z]{2,}(?:_[a-z]{2,})*", fullmatch=True))
def test_member_names_read_back_as_python_names(name: str) -> None:
    """import-td names a C++ member's Python attribute `snake_case` of it, and an option set
    record's name (export-td's upper camel case) its set: the names agree (words of one
    letter run together: `a_b_c` is `aBC`, read back as `a_bc`)."""
    assert snake_case(member_name(name)) == name
    assert snake_case(camel_case(name, upper=True)) == name


def test_member_names_are_lower_camel_case() -> None:
    assert [member_name(n) for n in ("max_iterations", "num_cse", "x", "top_down_2")] == [
        "maxIterations",
        "numCse",
        "x",
        "topDown2",
    ]


# -- derivation and its errors ----------------------------------------------------------------

SPEC = """\
group: Demo
option_sets:
  common:
    - {name: verbose, argument: verbose, type: bool, default: true, description: Say more}
passes:
  - name: Everything
    argument: everything
    summary: Every kind of option
    interface: FunctionOpInterface
    dependent_dialects: [arith, scf, toy]
    include_options: [common]
    options:
      - {name: level, argument: level, type: uint, default: 0}
      - {name: limit, argument: limit, type: int64, default: -9223372036854775808}
      - {name: ratio, argument: ratio, type: float, default: 0.5}
      - {name: inner, argument: inner, type: pipeline, default: "func.func(cse)"}
      - {name: inners, argument: inners, type: "list[pipeline]"}
      - name: modes
        argument: modes
        type: "list[enum]"
        default: [slow]
        values: {fast: Fast, slow: "Slow \\"and\\" safe"}
        cpp: {type: "::demo::Mode"}
    statistics:
      - {name: num_things, display_name: num-things, description: Things}
  - name: Anywhere
    argument: anywhere
"""


def test_derived_records(tmp_path: Path) -> None:
    group = cpp_group(_load(tmp_path, SPEC), {"toy": "::toy::ToyDialect"})
    everything, anywhere = group.passes
    assert everything.base_class == "::mlir::InterfacePass<::mlir::FunctionOpInterface>"
    assert anywhere.base_class == "::mlir::OperationPass<>"
    assert everything.dependent_dialects == (
        "::mlir::arith::ArithDialect",
        "::mlir::scf::SCFDialect",
        "::toy::ToyDialect",
    )
    assert [
        (o.cpp_name, o.cpp_type, o.default, o.flags, o.is_list) for o in everything.options
    ] == [
        ("verbose", "bool", "true", "", False),
        ("level", "unsigned", "0", "", False),  # `default: 0` as written
        ("limit", "int64_t", "std::numeric_limits<int64_t>::min()", "", False),
        ("ratio", "double", "0.5", "", False),
        ("inner", "std::string", '"func.func(cse)"', "", False),
        ("inners", "::mlir::OpPassManager", "", "", True),
        (
            "modes",
            "::demo::Mode",
            "",
            '::llvm::cl::values(clEnumValN(::demo::Mode::fast, "fast", '
            '"Fast"), clEnumValN(::demo::Mode::slow, "slow", "Slow \\"and\\" safe")), '
            "::llvm::cl::list_init<::demo::Mode>({::demo::Mode::slow})",
            True,
        ),
    ]
    assert [(s.cpp_name, s.display_name) for s in everything.statistics] == [
        ("numThings", "num-things")
    ]


def test_cpp_facts_given_override_derived_ones(tmp_path: Path) -> None:
    spec = SPEC.replace(
        "    interface: FunctionOpInterface\n",
        "    interface: FunctionOpInterface\n    cpp: {base_class: 'Mine', "
        "dependent_dialects: ['a::B']}\n",
    ).replace(
        "{name: level, argument: level, type: uint, default: 0}",
        "{name: level, argument: level, type: uint, default: 0, cpp: {name: lvl, default: '1u'}}",
    )
    [everything, _] = cpp_group(_load(tmp_path, spec)).passes
    assert (everything.base_class, everything.dependent_dialects) == ("Mine", ("a::B",))
    assert (everything.options[1].cpp_name, everything.options[1].default) == ("lvl", "1u")


@pytest.mark.parametrize(
    ("cpp", "default"),
    [("", "0"), (", cpp: {name: level}", "0"), (", cpp: {default: ''}", "")],
)
def test_an_empty_cpp_default_is_none_as_tablegens(tmp_path: Path, cpp: str, default: str) -> None:
    """`cpp: {default: ''}` (what import-td writes for a TableGen option without a default,
    whose value the portable `default` states) leaves the C++ member uninitialized as
    mlir-tblgen does; without it the portable default is the C++ one, zero too."""
    spec = SPEC.replace(
        "{name: level, argument: level, type: uint, default: 0}",
        f"{{name: level, argument: level, type: uint, default: 0{cpp}}}",
    )
    [everything, _] = cpp_group(_load(tmp_path, spec), {"toy": "::toy::ToyDialect"}).passes
    assert everything.options[1].default == default


def test_a_pure_python_project_needs_no_cpp_facts(tmp_path: Path) -> None:
    """Without the C++ checks, a spec whose C++ cannot be derived loads cleanly."""
    loaded = _load(
        tmp_path,
        "group: G\npasses:\n  - {name: P, argument: p, anchor: toy.op, "
        "dependent_dialects: [toy]}\n",
    )
    assert loaded.valid and loaded.spec.passes[0].cpp is None


def test_what_cannot_be_derived_is_located(tmp_path: Path) -> None:
    spec = """\
group: G
passes:
  - name: P
    argument: p
    anchor: toy.func
    dependent_dialects: [toy, mine]
    options:
      - {name: new, argument: n, type: int}
      - {name: mode, argument: mode, type: enum, values: {a: A}}
      - {name: kind, argument: kind, type: enum, values: {ok: A, not-ok: B}, cpp: {type: K}}
      - {name: pipes, argument: pipes, type: "list[pipeline]", default: [cse]}
      - {name: x_y, argument: xy, type: int}
    statistics:
      - {name: x__y, display_name: n}
      - {name: get_name, display_name: g}
  - name: Q
    argument: q
    interface: MyInterface
"""
    assert (
        _cpp_errors(tmp_path, spec, {"toy": "::toy::ToyDialect"})
        == """\
spec.yaml:5:13: error: pass 'p': op 'toy.func' is no upstream MLIR op, so its C++ class is unknown; give the pass's C++ base class: `cpp: {base_class: '::mlir::OperationPass<::my::Op>'}`
    anchor: toy.func
            ^
spec.yaml:6:31: error: pass 'p': dialect 'mine' has no known C++ class; state it in the dialect's file (`cpp: {name: '::my::MyDialect'}`) or list the pass's dialect classes in `cpp: {dependent_dialects: [...]}`
    dependent_dialects: [toy, mine]
                              ^
spec.yaml:8:16: error: pass 'p': 'new' makes the C++ member 'new', which is a C++ keyword; name the member: `cpp: {name: ...}`
      - {name: new, argument: n, type: int}
               ^
spec.yaml:9:44: error: option 'mode' is an enum: its C++ type is an enum with an enumerator per value, declared before the generated header is included; name it: `cpp: {type: '::my::Mode'}`
      - {name: mode, argument: mode, type: enum, values: {a: A}}
                                           ^
spec.yaml:10:66: error: option 'kind': enum value 'not-ok' is no C++ identifier, so it cannot name an enumerator of K; map it to one: `cpp: {enumerators: {not-ok: ...}}`
      - {name: kind, argument: kind, type: enum, values: {ok: A, not-ok: B}, cpp: {type: K}}
                                                                 ^
spec.yaml:11:73: error: option 'pipes': its default has no C++ form (MLIR parses pipelines, it does not construct them); leave it out or give the option's `cpp: {flags: ...}`
      - {name: pipes, argument: pipes, type: "list[pipeline]", default: [cse]}
                                                                        ^
spec.yaml:14:16: error: pass 'p': 'x__y' makes the C++ member 'xY', as 'x_y' does; name the member: `cpp: {name: ...}`
      - {name: x__y, display_name: n}
               ^
spec.yaml:15:16: error: pass 'p': 'get_name' makes the C++ member 'getName', which the generated pass base class declares; name the member: `cpp: {name: ...}`
      - {name: get_name, display_name: g}
               ^
spec.yaml:18:16: error: pass 'q': interface 'MyInterface' is no upstream MLIR op interface, so its C++ class is unknown; give the pass's C++ base class: `cpp: {base_class: '::mlir::InterfacePass<::my::Interface>'}`
    interface: MyInterface
               ^
9 errors generated."""
    )


def test_errors_in_an_included_option_set_point_into_the_set(tmp_path: Path) -> None:
    spec = (
        "group: G\noption_sets:\n  s:\n    - {name: m, argument: m, type: enum, values: {a: A}}\n"
        "passes:\n  - {name: P, argument: p, include_options: [s]}\n"
        "  - {name: Q, argument: q, include_options: [s]}\n"
    )
    assert (
        _cpp_errors(tmp_path, spec)
        == """\
spec.yaml:4:36: error: option 'm' is an enum: its C++ type is an enum with an enumerator per value, declared before the generated header is included; name it: `cpp: {type: '::my::Mode'}`
    - {name: m, argument: m, type: enum, values: {a: A}}
                                   ^
1 error generated."""
    )  # once, not once per pass including the set


def test_dialect_files_state_their_cpp_class(tmp_path: Path) -> None:
    (tmp_path / "toy.yaml").write_text("dialect: toy\ncpp: {name: '::toy::ToyDialect'}\n")
    (tmp_path / "bare.yaml").write_text("dialect: bare\n")
    dialects = load_dialects([(Path(n), tmp_path / n) for n in ("toy.yaml", "bare.yaml")])
    assert dialect_classes(dialects) == {"toy": "::toy::ToyDialect"}
    (tmp_path / "bad.yaml").write_text("dialect: bad\ncpp: {name: 'not a class', nam: x}\n")
    with pytest.raises(SpecError) as caught:
        load_dialects([(Path("bad.yaml"), tmp_path / "bad.yaml")])
    assert (
        str(caught.value)
        == """\
bad.yaml:2:13: error: 'name': 'not a class' is not a C++ class name (e.g. '::toy::ToyDialect')
cpp: {name: 'not a class', nam: x}
            ^
bad.yaml:2:28: error: unknown key 'nam' in dialect file cpp; did you mean 'name'?
cpp: {name: 'not a class', nam: x}
                           ^
2 errors generated."""
    )


def test_enumerators_map_values_to_cpp_names(tmp_path: Path) -> None:
    option = (
        "{name: mode, argument: mode, type: enum, default: too-slow, values: {fast: F, too-slow: S}, "
        "cpp: {type: M, enumerators: %s}}"
    )
    spec = "group: G\npasses:\n  - name: P\n    argument: p\n    options:\n      - " + option
    [record] = cpp_group(_load(tmp_path, spec % "{too-slow: TooSlow}")).passes
    assert (record.options[0].default, record.options[0].flags) == (
        "M::TooSlow",
        (
            '::llvm::cl::values(clEnumValN(M::fast, "fast", "F"), clEnumValN(M::TooSlow, "too-slow", "S"))'
        ),
    )
    assert (
        _cpp_errors(tmp_path, spec % "{too-slow: too slow, other: X}")
        == """\
spec.yaml:6:140: error: option 'mode': enumerator 'too slow' of value 'too-slow' is no C++ identifier
      - {name: mode, argument: mode, type: enum, default: too-slow, values: {fast: F, too-slow: S}, cpp: {type: M, enumerators: {too-slow: too slow, other: X}}}
                                                                                                                                           ^
spec.yaml:6:150: error: option 'mode': 'other' in `enumerators` is no value of the option
      - {name: mode, argument: mode, type: enum, default: too-slow, values: {fast: F, too-slow: S}, cpp: {type: M, enumerators: {too-slow: too slow, other: X}}}
                                                                                                                                                     ^
2 errors generated."""
    )


def test_opaque_options_need_their_cpp_type_and_default(tmp_path: Path) -> None:
    spec = (
        "group: G\npasses:\n  - name: P\n    argument: p\n    options:\n"
        "      - {name: a, argument: a, type: opaque, default: '3:4', cpp: {}}\n"
        "      - {name: b, argument: b, type: opaque, default: '3:4', cpp: {type: my::Range}}\n"
        "      - {name: c, argument: c, type: opaque, default: '3:4', cpp: {type: my::Range, default: 'my::Range(3, 4)'}}\n"
    )
    assert (
        _cpp_errors(tmp_path, spec)
        == """\
spec.yaml:6:38: error: option 'a' is opaque: its C++ type is the project's; name it: `cpp: {type: ...}`
      - {name: a, argument: a, type: opaque, default: '3:4', cpp: {}}
                                     ^
spec.yaml:7:55: error: option 'b': its default has no C++ form (an opaque option's value is text for its C++ parser); give it as a C++ expression: `cpp: {default: ...}`
      - {name: b, argument: b, type: opaque, default: '3:4', cpp: {type: my::Range}}
                                                      ^
2 errors generated."""
    )


def test_texts_that_would_end_their_cpp_string_are_located(tmp_path: Path) -> None:
    """mlir-tblgen puts texts into C++ raw strings unescaped: one that ends its string early
    would make the rest C++ code, so C++ declarations refuse it (TableGen and the docs take
    it). A display name is a string literal, escaped (`'a"b'` is fine)."""
    spec = """\
group: G
option_sets:
  shared: [{name: s, argument: s, type: int, description: 'a )PO" b'}]
passes:
  - name: P
    argument: p
    summary: 'x)PD"; int evil(); R"PD('
    include_options: [shared]
    statistics:
      - {name: n, display_name: 'a"b', description: 'ends )PS" here'}
"""
    assert (
        _cpp_errors(tmp_path, spec)
        == """\
spec.yaml:3:59: error: option 's': the description holds ')PO"', which would end the C++ raw string R"PO(...)PO" mlir-tblgen's declarations put it in (the rest would be C++ code); reword it
  shared: [{name: s, argument: s, type: int, description: 'a )PO" b'}]
                                                          ^
spec.yaml:7:14: error: pass 'p': the summary holds ')PD"', which would end the C++ raw string R"PD(...)PD" mlir-tblgen's declarations put it in (the rest would be C++ code); reword it
    summary: 'x)PD"; int evil(); R"PD('
             ^
spec.yaml:10:53: error: statistic 'n': the description holds ')PS"', which would end the C++ raw string R"PS(...)PS" mlir-tblgen's declarations put it in (the rest would be C++ code); reword it
      - {name: n, display_name: 'a"b', description: 'ends )PS" here'}
                                                    ^
3 errors generated."""
    )
    path = tmp_path / "spec.yaml"
    load_specs(
        [(Path("spec.yaml"), path)], checks=lambda specs: cpp_problems(specs, {}, texts=False)
    )
