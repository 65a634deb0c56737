"""Names and texts that reach the generated C++ (`passgen.cpp.identifiers`,
`passgen.cpp.declarations`, `cpp_facts.string_literal`): a spec whose C++ would not compile is
a located error, and any spec `passgen build` accepts writes headers that g++ compiles, with
-trigraphs, -Wall and -Werror, against libMLIR's headers. mlir-tblgen, given the same names,
writes C++ that does not compile: passgen refuses them instead."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path
from typing import Any

import pytest
import yaml
from cpp_compile import GXX_FLAGS, PRELUDE, gxx, upstream_unit
from fuzz.builds import build_in_process
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from mlir_tools import MLIR_INCLUDE, MLIR_TBLGEN, oracle
from paths import ROOT
from profiles import examples
from projects import pyproject, write_project
from upstream_specs import SPEC_FILES, spec_source

from passgen.build.render import environment
from passgen.checks.load import load_specs
from passgen.cpp.declarations import TRIGRAPH, macro_name
from passgen.cpp.facts import string_literal
from passgen.cpp.identifiers import DATA, KEYWORDS, identifier_problem
from passgen.cpp.model import CppGroup, MissingCppFacts, cpp_group, cpp_problems
from passgen.cpp.render import DECLS, SUFFIXES, render
from passgen.cpp.values import string_literals
from passgen.ods.cpp_macros import MODES, collect, dumps
from passgen.spec.document import LoadedSpec
from passgen.support.diagnostics import SpecError
from passgen.support.naming import snake_case
from passgen.support.source_text import UNSAFE_TEXT

requires_gxx_mlir = oracle("g++", "mlir-include")


def _errors(tmp_path: Path, specs: dict[str, str]) -> str:
    """The located errors of `specs` loaded with the checks of a build writing C++ and C API."""
    files = []
    for name, text in specs.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
        files.append((Path(name), tmp_path / name))
    with pytest.raises(SpecError) as caught:
        load_specs(files, checks=lambda loaded: cpp_problems(loaded, {}, texts=True, capi=True))
    return str(caught.value)


# -- located errors ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("spec", "expected"),
    [
        (
            "group: G\npasses:\n  - name: P\n    argument: p\n    options:\n"
            "      - {name: errno, argument: e, type: int}\n",
            "spec.yaml:6:16: error: pass 'p': 'errno' makes the C++ member 'errno', which is a "
            "macro (errno.h) the preprocessor would replace; name the member: `cpp: {name: ...}`\n"
            "      - {name: errno, argument: e, type: int}\n"
            "               ^",
        ),
        (
            "group: G\npasses:\n  - name: P\n    argument: p\n    options:\n"
            "      - {name: x, argument: x, type: int, cpp: {name: new}}\n",
            "spec.yaml:6:55: error: pass 'p': 'x' has the C++ member 'new', which is a C++ "
            "keyword; name it otherwise\n"
            "      - {name: x, argument: x, type: int, cpp: {name: new}}\n"
            "                                                      ^",
        ),
        (
            "group: G\npasses:\n  - {name: FooBar, argument: a}\n  - {name: Foobar, argument: b}\n",
            "spec.yaml:4:12: error: 'Foobar' makes a macro 'GEN_PASS_DECL_FOOBAR', as 'FooBar' "
            "does at spec.yaml:3:12\n"
            "  - {name: Foobar, argument: b}\n"
            "           ^",
        ),
        (
            "group: G\npasses:\n  - {name: Cse, argument: a}\n  - {name: CsePass, argument: b}\n",
            "spec.yaml:4:12: error: 'CsePass' makes a function 'registerCsePass', as 'Cse' does "
            "at spec.yaml:3:12",
        ),
        (
            "group: G\ncpp: {name: Foo}\npasses:\n  - {name: FooPasses, argument: a}\n",
            "spec.yaml:2:13: error: 'Foo' makes the group's registration function "
            "'registerFooPasses', as 'FooPasses' does at spec.yaml:4:12\n",
        ),
        (
            "group: G\npasses:\n  - {name: Passes, argument: a}\n",
            "spec.yaml:3:12: error: 'Passes' makes a C API function 'mlirRegisterGPasses', as "
            "'G' does at spec.yaml:1:8",
        ),
        (
            "group: G\ncpp: {capi_prefix: H}\npasses: []\n",
            "spec.yaml:2:20: error: the C API's implementation calls registerHPasses(), which the "
            "declarations name registerGPasses(): the prefix must be the group's C++ name 'G' "
            "(leave it out)",
        ),
        (
            "group: G\npasses:\n  - name: P\n    argument: p\n    options:\n      - name: m\n"
            "        argument: m\n        type: enum\n        values: {EOF: end, ok: fine}\n"
            "        cpp: {type: '::my::Mode'}\n",
            "spec.yaml:9:18: error: option 'm': enum value 'EOF' is a macro (stdio.h) the "
            "preprocessor would replace, so it cannot name an enumerator of ::my::Mode; map it "
            "to one: `cpp: {enumerators: {EOF: ...}}`",
        ),
        (
            "group: G\npasses:\n  - name: P\n    argument: p\n    statistics:\n"
            "      - {name: s, display_name: s, cpp: {name: __s}}\n",
            "'s' has the C++ member '__s', which is reserved in C++",
        ),
        (
            "group: G\npasses:\n  - name: P\n    argument: p\n    options:\n"
            "      - {name: std, argument: s, type: int}\n",
            "'std' makes the C++ member 'std', which the generated pass base class uses",
        ),
        (
            "group: G\npasses:\n  - name: P\n    argument: p\n    options:\n"
            "      - {name: x, argument: x, type: int, cpp: {name: PBase}}\n",
            "'x' has the C++ member 'PBase', which the generated pass base class uses",
        ),
        (
            "group: G\npasses:\n  - name: P\n    argument: p\n"
            "    cpp: {dependent_dialects: ['arith::ArithDialect']}\n"
            "    statistics:\n      - {name: mlir, display_name: m}\n"
            "      - {name: arith, display_name: a}\n",
            "'arith' makes the C++ member 'arith', which the pass's C++ code uses "
            "('arith::ArithDialect')",
        ),
        (
            "group: G\npasses:\n  - name: P\n    argument: p\n    options:\n"
            "      - {name: s, argument: s, type: str, cpp: {default: '\"??/\"'}}\n",
            "spec.yaml:6:58: error: pass 'p': the C++ code '\"??/\"' holds the trigraph '??/', "
            "which g++ -trigraphs reads as '\\'; in a string literal write '?\\?/'",
        ),
    ],
    ids=[
        "macro-member",
        "keyword-cpp-name",
        "uppercase-macros",
        "register-pass",
        "group-registration",
        "capi-symbol",
        "capi-prefix",
        "macro-enumerator",
        "reserved",
        "class-scope",
        "base-class-name",
        "code-name",
        "trigraph-in-code",
    ],
)
def test_names_that_break_the_cpp_are_located_errors(
    tmp_path: Path, spec: str, expected: str
) -> None:
    assert expected in _errors(tmp_path, {"spec.yaml": spec})


def test_c_api_symbols_are_global_across_groups(tmp_path: Path) -> None:
    """Two groups whose C API symbols meet (`extern "C"`: no namespace keeps them apart):
    prefix `AB` and pass `C`, prefix `A` and pass `BC`."""
    errors = _errors(
        tmp_path,
        {
            "a.yaml": "group: A\ncpp: {name: AB}\npasses:\n  - {name: C, argument: c}\n",
            "b.yaml": "group: B\ncpp: {name: A}\npasses:\n  - {name: BC, argument: d}\n",
        },
    )
    assert errors.startswith(
        "b.yaml:4:12: error: 'BC' makes a C API function 'mlirCreateABC', as 'C' does at "
        "a.yaml:4:12\n"
    ), errors


def test_python_only_builds_take_names_only_cpp_refuses(tmp_path: Path) -> None:
    spec = (
        "group: G\npasses:\n  - {name: FooBar, argument: a, options: [{name: errno, "
        "argument: e, type: int}]}\n  - {name: Foobar, argument: b}\n"
    )
    (tmp_path / "spec.yaml").write_text(spec)
    [loaded] = load_specs([(Path("spec.yaml"), tmp_path / "spec.yaml")])
    assert loaded.valid


@given(st.text())
def test_string_literals_hold_no_trigraph_and_no_control_character(text: str) -> None:
    literal = string_literal(text)
    assert TRIGRAPH.search(literal) is None
    assert not any(ord(c) < 0x20 or c == "\x7f" for c in literal)
    assert UNSAFE_TEXT.search(literal) is None
    assert string_literals(literal) == text


def test_string_literals_escape_trigraphs_as_mlir_tblgen_does_not() -> None:
    assert string_literal("a??/b???=") == '"a?\\?/b?\\?\\?="'
    assert string_literal("plain text, é") == '"plain text, é"'  # as mlir-tblgen writes it


# -- spec text: characters no output has a use for ----------------------------------------------

_FIELDS = {
    "summary": "group: G\npasses:\n  - name: P\n    argument: p\n    summary: {}\n",
    "description": "group: G\npasses:\n  - name: P\n    argument: p\n    description: {}\n",
    "default": "group: G\npasses:\n  - name: P\n    argument: p\n    options:\n"
    "      - {{name: s, argument: s, type: str, default: {}}}\n",
    "display_name": "group: G\npasses:\n  - name: P\n    argument: p\n    statistics:\n"
    "      - {{name: s, display_name: {}}}\n",
    "value": "group: G\npasses:\n  - name: P\n    argument: p\n    options:\n"
    "      - {{name: m, argument: m, type: enum, values: {{a: {}}}}}\n",
}


def _escape(char: str) -> str:
    code = ord(char)
    return (
        f"\\x{code:02x}"
        if code < 0x100
        else f"\\u{code:04x}"
        if code < 0x10000
        else f"\\U{code:08x}"
    )


@given(
    field=st.sampled_from(sorted(_FIELDS)),
    char=st.characters(codec="utf-8").filter(lambda c: UNSAFE_TEXT.match(c) is not None)
    | st.sampled_from("\x00\r\x1b\x85\u202e\u2066\u2028\ufffe\U0010ffff"),
    before=st.text("ab é😀?\\", max_size=5),
)
def test_unsafe_characters_in_spec_text_are_located_at_their_escape(
    tmp_path_factory: pytest.TempPathFactory, field: str, char: str, before: str
) -> None:
    """A character no spec string may hold, written as a YAML escape anywhere in a text, is
    one error with the caret on the escape; no output is generated for it."""
    quoted = '"' + before.replace("\\", "\\\\") + _escape(char) + 'x"'
    text = _FIELDS[field].format(quoted)
    folder = tmp_path_factory.mktemp("unsafe")
    (folder / "spec.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(SpecError) as caught:
        load_specs([(Path("spec.yaml"), folder / "spec.yaml")])
    [problem] = caught.value.problems
    line = text.splitlines()[problem.position.line - 1]
    assert line[problem.position.column - 1 :].startswith(_escape(char)), (line, problem)
    assert f"U+{ord(char):04X}" in problem.message and "not allowed in spec text" in problem.message


def test_a_raw_bidi_control_is_located_and_not_echoed(tmp_path: Path) -> None:
    """A right-to-left override in the file itself (Trojan Source): located, and the source
    line under the message shows U+FFFD for it, so the terminal does not reorder the line."""
    (tmp_path / "spec.yaml").write_text(
        "group: G\npasses:\n  - {name: P, argument: p, summary: 'a\u202eb'}\n", encoding="utf-8"
    )
    with pytest.raises(SpecError) as caught:
        load_specs([(Path("spec.yaml"), tmp_path / "spec.yaml")])
    assert str(caught.value) == (
        "spec.yaml:3:39: error: U+202E (RIGHT-TO-LEFT OVERRIDE) is not allowed in spec text: "
        "a spec's strings hold printable characters, tabs and line feeds\n"
        "  - {name: P, argument: p, summary: 'a\ufffdb'}\n"
        "                                      ^\n"
        "1 error generated."
    )


# -- what g++ says --------------------------------------------------------------------------------


@oracle("g++")
def test_every_keyword_is_a_word_gxx_refuses_as_a_name(tmp_path: Path) -> None:
    """Each of KEYWORDS fails as a member name in some language mode, and the words that
    look like keywords but are not (contextual ones, other compilers') compile in all."""
    refused = {}
    for word in [*sorted(KEYWORDS), "override", "final", "import", "module", "restrict"]:
        results = [
            gxx(
                f"struct S {{ int {word}; int get() {{ return {word}; }} }};\n",
                tmp_path,
                f"-std={mode}",
                "-fsyntax-only",
            )
            for mode in MODES
        ]
        refused[word] = any(r.returncode != 0 for r in results)
    assert {w for w, no in refused.items() if no} == KEYWORDS


@pytest.mark.slow
@requires_gxx_mlir
def test_committed_macros_are_fresh() -> None:
    assert DATA.read_text(encoding="utf-8") == dumps(collect()), (
        "passgen/cpp/cpp_macros.json is stale: run `make import-ods`"
    )


def test_the_issues_names_are_macros_or_keywords() -> None:
    """The macro record holds what a pass's C++ can meet (one from each kind of header)."""
    for name in ("errno", "assert", "NULL", "EOF", "stdin", "offsetof", "va_arg", "setjmp"):
        assert identifier_problem(name) is not None, name
    assert "LLVM_DEBUG" in DATA.read_text() and "clEnumValN" in DATA.read_text()
    assert identifier_problem("and") == "is a C++ keyword"
    assert identifier_problem("_Upper") is not None and identifier_problem("a__b") is not None
    assert identifier_problem("maxIterations") is None


_TD = """\
include "mlir/Pass/PassBase.td"
def FooBar : Pass<"foo-bar"> {{
  let options = [Option<"{member}", "x", "int", "", "X">,
                 Option<"text", "text", "std::string", [{{"{text}"}}], "T">];
}}
def Foobar : Pass<"foobar">;
"""


@pytest.mark.slow
@oracle("mlir-tblgen", "g++", "mlir-include")
@pytest.mark.parametrize(
    ("member", "text", "why"),
    [
        ("errno", "t", "errno"),
        ("new", "t", "new"),
        ("ok", "??/", "missing terminating"),
    ],
)
def test_mlir_tblgen_writes_cpp_that_does_not_compile_for_these_names(
    tmp_path: Path, member: str, text: str, why: str
) -> None:
    """What passgen refuses, mlir-tblgen writes as it is: a member named after a macro or a
    keyword, passes whose macros meet (`FooBar`, `Foobar`: the second's declarations vanish),
    a default with a trigraph. g++ refuses the header (the pass `Foobar` is never declared)."""
    assert MLIR_TBLGEN is not None
    (tmp_path / "p.td").write_text(_TD.format(member=member, text=text))
    header = subprocess.run(
        [MLIR_TBLGEN, "-gen-pass-decls", "-name", "G", f"-I{MLIR_INCLUDE}", str(tmp_path / "p.td")],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    (tmp_path / "p.h.inc").write_text(header)
    result = gxx(
        PRELUDE
        + "#define GEN_PASS_DECL\n#define GEN_PASS_DEF_FOOBAR\n#define GEN_PASS_REGISTRATION\n"
        '#include "p.h.inc"\n',
        tmp_path,
        *GXX_FLAGS,
    )
    assert result.returncode != 0 and why in result.stderr, result.stderr[-2000:]
    assert "createFoobar" in header and "GEN_PASS_DECL_FOOBAR\n" in header


# -- any spec passgen accepts compiles ------------------------------------------------------------

HOSTILE_TEXT = st.lists(
    st.sampled_from(
        [
            "??/",
            "??=",
            "??'",
            '"',
            "\\",
            ')PD"',
            ')PO"',
            ')PS"',
            'R"(',
            "*/",
            "//",
            "\n",
            "\t",
            "é",
            "😀",
            "#define x",
            "{",
            "}",
            " ",
            "a",
            "?",
        ]
    ),
    max_size=6,
).map("".join)
PASS_NAMES = st.sampled_from(
    ["FooBar", "Foobar", "EOF", "NULL", "Base", "Passes", "Cse", "CsePass", "Options", "GPasses"]
) | st.from_regex(r"[A-Z][A-Za-z0-9]{0,6}", fullmatch=True)
MEMBER_NAMES = st.sampled_from(
    "errno assert stdin std options base get_name new and delete linux unix offsetof va_arg "
    "setjmp x__y derived_t null arith ok".split()
) | st.from_regex(r"[a-z][a-z0-9_]{0,6}", fullmatch=True)
CPP_NAMES = st.sampled_from(
    [*"new errno __x _X DerivedT Base FooBarBase std EOF 1a okName int Mode".split(), "x y"]
)
ENUM_VALUES = st.lists(
    st.sampled_from(["EOF", "NULL", "errno", "and", "fast", "a-b", "_Z", "x__y", "ok", "slow"]),
    min_size=1,
    max_size=3,
    unique=True,
)


@st.composite
def _option(draw: st.DrawFn, name: str, index: int) -> dict[str, Any]:
    kind = draw(st.sampled_from(["int", "bool", "str", "float", "enum", "list[str]", "uint64"]))
    option: dict[str, Any] = {"name": name, "argument": f"o{index}", "type": kind}
    if kind == "enum":
        values = draw(ENUM_VALUES)
        option["values"] = {v: draw(HOSTILE_TEXT) for v in values}
        option["default"] = values[0]
        option["cpp"] = {"type": "::probe::Mode"}
    elif kind == "str":
        option["default"] = draw(HOSTILE_TEXT)
    elif kind == "list[str]":
        option["default"] = draw(st.lists(HOSTILE_TEXT, max_size=2))
    option["description"] = draw(HOSTILE_TEXT)
    if draw(st.booleans()):
        option.setdefault("cpp", {})["name"] = draw(CPP_NAMES)
    return option


@st.composite
def hostile_specs(draw: st.DrawFn) -> dict[str, Any]:
    """A spec of up to three passes named, and holding texts, from what breaks C++."""
    names = draw(st.lists(PASS_NAMES, min_size=1, max_size=3, unique=True))
    passes = []
    for index, name in enumerate(names):
        members = draw(st.lists(MEMBER_NAMES, max_size=3, unique=True))
        split = draw(st.integers(0, len(members)))
        passes.append(
            {
                "name": name,
                "argument": f"p{index}",
                "summary": draw(HOSTILE_TEXT),
                "description": draw(HOSTILE_TEXT),
                "anchor": draw(st.sampled_from(["func.func", "builtin.module", None])),
                "dependent_dialects": draw(
                    st.lists(st.sampled_from(["arith", "func"]), unique=True)
                ),
                "options": [draw(_option(m, i)) for i, m in enumerate(members[:split])],
                "statistics": [
                    {
                        "name": m,
                        "display_name": draw(HOSTILE_TEXT) or "s",
                        "description": draw(HOSTILE_TEXT),
                    }
                    for m in members[split:]
                ],
            }
        )
    spec: dict[str, Any] = {"group": "G", "passes": passes}
    if draw(st.booleans()):
        spec["cpp"] = {"name": draw(st.sampled_from(["G", "Probe", "Foo"]))}
    return {k: v for k, v in spec.items() if v is not None}


def _strip_none(data: Any) -> Any:
    if isinstance(data, dict):
        return {k: _strip_none(v) for k, v in data.items() if v is not None}
    if isinstance(data, list):
        return [_strip_none(v) for v in data]
    return data


def _unit(module: str, group: CppGroup, enumerators: list[str], capi: bool) -> str:
    """A translation unit as a pass's C++ file: the header `<module>.h.inc` with every pass
    defined and instantiated, its registration, and (`capi`) the C API's implementation over
    it; `enumerators` are those of `::probe::Mode`, the C++ type of enum options."""
    names = [p.name for p in group.passes]
    defs = "".join(f"#define GEN_PASS_DEF_{macro_name(name)}\n" for name in names)
    impls = "".join(
        f"struct {name}Impl : impl::{name}Base<{name}Impl> {{\n"
        f"  using Base::Base;\n  void runOnOperation() override {{}}\n}};\n"
        f"[[maybe_unused]] static std::unique_ptr<::mlir::Pass> make{name}() "
        f"{{ return std::make_unique<{name}Impl>(); }}\n"
        for name in names
    )
    capi_files = f'#include "{module}.capi.h.inc"\n#include "{module}.capi.cpp.inc"\n'
    return (
        PRELUDE
        + f"namespace probe {{ enum class Mode {{ {', '.join(enumerators)} }}; }}\n"
        + f"namespace {module} {{\n#define GEN_PASS_DECL\n"
        + defs
        + f'#define GEN_PASS_REGISTRATION\n#include "{module}.h.inc"\n'
        + impls
        + f"}} // namespace {module}\n"
        + (f"using namespace {module};\n{capi_files}" if capi else "")
    )


@pytest.mark.slow
@requires_gxx_mlir
@settings(
    max_examples=examples(12),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(spec=hostile_specs())
@example(
    spec={
        "group": "G",
        "passes": [
            {
                "name": "FooBar",
                "argument": "p0",
                "summary": 'R"( */ ??= #define x \\',
                "description": "??/\n)P",
                "anchor": "func.func",
                "dependent_dialects": ["arith", "func"],
                "options": [
                    {"name": "text", "argument": "o0", "type": "str", "default": 'a??/b"\\??'},
                    {
                        "name": "mode",
                        "argument": "o1",
                        "type": "enum",
                        "values": {"fast": "??=", "a-b": '"'},
                        "default": "a-b",
                        "cpp": {"type": "::probe::Mode", "enumerators": {"a-b": "AB"}},
                    },
                    {"name": "items", "argument": "o2", "type": "list[str]", "default": ["??'"]},
                ],
                "statistics": [{"name": "count", "display_name": 'n "??/" \\', "description": "?"}],
            },
            {"name": "Foo", "argument": "p1", "statistics": [{"name": "x", "display_name": "x"}]},
        ],
    }
)
def test_any_spec_passgen_accepts_writes_cpp_that_compiles(
    tmp_path_factory: pytest.TempPathFactory, spec: dict[str, Any]
) -> None:
    """Specs named and worded from what breaks C++ (macros, keywords, reserved and clashing
    names, trigraphs, raw string ends, quotes, control and bidi characters): `passgen build`
    either refuses one with located errors and writes nothing, or writes C++ that g++
    compiles with -trigraphs -Wall -Werror, every pass defined and instantiated."""
    spec = _strip_none(spec)
    root = tmp_path_factory.mktemp("hostile")
    write_project(
        root,
        {"g.yaml": yaml.safe_dump(spec, sort_keys=False)},
        pyproject(docs=None) + 'cpp = "include"\ncapi = "include"\n',
    )
    code, err = build_in_process(root)
    if code != 0:
        assert code == 2 and "Traceback" not in err, err
        assert re.match(r"specs/g\.yaml:\d+:\d+: error: ", err), err
        assert not (root / "include").exists()
        return
    [loaded] = load_specs([(Path("g.yaml"), root / "specs" / "g.yaml")])
    enumerators = sorted(
        {
            (o.get("cpp") or {}).get("enumerators", {}).get(v, v)
            for p in spec["passes"]
            for o in p.get("options", [])
            if o["type"] == "enum"
            for v in o["values"]
        }
    )
    result = gxx(_unit("g", cpp_group(loaded), enumerators, True), root / "include", *GXX_FLAGS)
    assert result.returncode == 0, result.stderr[-3000:]


# -- the corpora ----------------------------------------------------------------------------------

YAML_CORPORA = [
    *sorted((ROOT / "specs").glob("*.yaml")),
    *sorted((ROOT / "examples").glob("*/specs/*.yaml")),
    *sorted((ROOT / "tests" / "golden" / "specs").glob("*.yaml")),
]


@pytest.mark.slow
@requires_gxx_mlir
def test_every_upstream_header_compiles_in_upstream_mlir(
    tmp_path: Path, corpus: list[LoadedSpec]
) -> None:
    """The 33 upstream groups (specs/mlir): passgen's header of each, in place of
    mlir-tblgen's (an include folder ahead of MLIR's), compiles through MLIR's own headers
    that include it (declarations, registrations) and with every pass's definitions in the
    namespace MLIR declares it in: one translation unit, -trigraphs -Wall -Werror."""
    env = environment()
    groups = []
    for spec_file in SPEC_FILES:
        group = cpp_group(next(s for s in corpus if s.path.name == spec_file.name))
        header = str(spec_source(spec_file)).removesuffix(".td") + ".h.inc"
        (tmp_path / header).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / header).write_text(render(env, DECLS, group), encoding="utf-8")
        groups.append((header, group))
    assert len(groups) == 33
    result = gxx(upstream_unit(groups), tmp_path, *GXX_FLAGS)
    assert result.returncode == 0, result.stderr[-4000:]


@pytest.mark.slow
@requires_gxx_mlir
def test_every_yaml_corpus_header_compiles(tmp_path: Path) -> None:
    """The repository's YAML-authored specs (specs/, the example project's, the goldens')
    whose C++ facts all derive: each header and C API, every pass instantiated."""
    compiled = []
    for spec_file in YAML_CORPORA:
        [loaded] = load_specs([(spec_file.relative_to(ROOT), spec_file)])
        try:
            group = cpp_group(loaded)
        except MissingCppFacts:
            continue  # no header: an enum option without its C++ type
        module = snake_case(loaded.spec.group)
        env = environment()
        for template, suffix in SUFFIXES.items():
            (tmp_path / f"{module}{suffix}").write_text(render(env, template, group))
        result = gxx(_unit(module, group, [], True), tmp_path, *GXX_FLAGS)
        assert result.returncode == 0, (spec_file, result.stderr[-4000:])
        compiled.append(spec_file.name)
    assert {"debugging.yaml", "my_passes.yaml"} <= set(compiled)
